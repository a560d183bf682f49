#version 450 core
// Live list, third pass: one invocation per run copies the run's drawn quads, in entry order, to
// the run's place in the live list (see live_quads.glsl). Whole structs are copied, so the quad's
// layout is sprite_quads.glsl's alone.

#include "bindings.glsl"
#include "live_quads.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

void main() {
  uint run = invocationIndex();
  if (runFirst(run) >= chunkEntries()) {
    return;
  }
  uint next = liveRuns[run];
  for (uint entry = runFirst(run); entry < runEnd(run); entry++) {
    if (spriteQuads[entry].cell != NO_QUAD) {
      liveQuads[next] = spriteQuads[entry];
      next++;
    }
  }
}
