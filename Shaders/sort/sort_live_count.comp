#version 450 core
// Live keys, first pass: one invocation per run of slots counts its live ones (see
// live_keys.glsl).

#include "bindings.glsl"
#include "particle_state.glsl"
#include "live_keys.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

void main() {
  uint run = invocationIndex();
  if (runFirst(run) >= slotCount) {
    return;
  }
  uint count = 0u;
  for (uint entry = runFirst(run); entry < runEnd(run); entry++) {
    if (isAlive(slotBase + entry)) {
      count++;
    }
  }
  keyRuns[run] = count;
}
