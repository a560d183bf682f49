#version 450 core
// Live list, first pass: one invocation per run of entries counts the quads sprite_quads.comp
// prepared that draw something (see live_quads.glsl).

#include "bindings.glsl"
#include "live_quads.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

void main() {
  uint run = invocationIndex();
  if (runFirst(run) >= chunkEntries()) {
    return;
  }
  uint count = 0u;
  for (uint entry = runFirst(run); entry < runEnd(run); entry++) {
    if (spriteQuads[entry].cell != NO_QUAD) {
      count++;
    }
  }
  liveRuns[run] = count;
}
