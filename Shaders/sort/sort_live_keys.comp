#version 450 core
// Live keys, third pass: one invocation per run walks its slots in order and writes a (key,
// slot) pair for each live one at the run's place (see live_keys.glsl): the live pairs in slot
// order, the radix sort's input.

#include "bindings.glsl"
#include "particle_state.glsl"
#include "draw_order.glsl"
#include "live_keys.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint sortKey;  // SORT_KEY_*

void main() {
  uint run = invocationIndex();
  if (runFirst(run) >= slotCount) {
    return;
  }
  uint next = keyRuns[run];
  for (uint entry = runFirst(run); entry < runEnd(run); entry++) {
    uint slot = slotBase + entry;
    vec4 state = positionAge(slot);
    if (state.w < lifetimes(slot)) {
      drawOrder[next] = uvec2(orderedKey(sortValue(sortKey, state)), slot);
      next++;
    }
  }
}
