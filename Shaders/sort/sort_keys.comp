#version 450 core
// The bitonic sort's first pass: one (key, slot) pair per slot of a layer, in slot order, padded
// with (DEAD_KEY, NO_SLOT) to `sortedCount`, a power of two. Live slots get the render mode's key
// (draw_order.glsl); dead ones DEAD_KEY, so they sort to the end, where the draw skips them. (The
// radix sort packs the live slots' pairs only: live_keys.glsl.)

#include "bindings.glsl"
#include "particle_state.glsl"
#include "draw_order.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint slotBase;
uniform uint slotCount;
uniform uint sortedCount;  // >= slotCount: a power of two
uniform uint sortKey;      // SORT_KEY_*

void main() {
  uint index = invocationIndex();
  if (index >= sortedCount) {
    return;
  }
  uvec2 pair = uvec2(DEAD_KEY, NO_SLOT);
  if (index < slotCount) {
    uint slot = slotBase + index;
    pair.y = slot;
    vec4 state = positionAge(slot);
    if (state.w < lifetimes(slot)) {
      pair.x = orderedKey(sortValue(sortKey, state));
    }
  }
  drawOrder[index] = pair;
}
