#version 450 core
// Bitonic sort, one step too wide for a work group: compare-exchange pairs (i, i + j) of merge
// stage k across the whole draw order. One invocation per pair (sortedCount / 2).

#include "bindings.glsl"
#include "draw_order.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint stageK;
uniform uint stepJ;
uniform uint pairCount;  // sortedCount / 2

void main() {
  uint thread = invocationIndex();
  if (thread >= pairCount) {
    return;
  }
  uint i = 2u * thread - (thread & (stepJ - 1u));
  uvec2 a = drawOrder[i];
  uvec2 b = drawOrder[i + stepJ];
  bool ascending = (i & stageK) == 0u;
  if (drawsBefore(b, a) == ascending) {
    drawOrder[i] = b;
    drawOrder[i + stepJ] = a;
  }
}
