#version 450 core
// Bitonic sort, the stages that fit in one work group: each group loads SORT_BLOCK pairs into
// shared memory and runs, for `stage` 0, the whole sort of its block (k = 2 ... SORT_BLOCK), or,
// for a larger merge stage k, the steps j = SORT_BLOCK / 2 ... 1 of that stage. Directions follow
// the global index, so blocks alternate as the global network requires.

#include "bindings.glsl"
#include "draw_order.glsl"

// Mirrored by `DrawOrderLayout.sortWorkGroupSize` in Swift (EmitterRenderGLTests check it).
#define SORT_WORKGROUP_SIZE 256
#define SORT_BLOCK (2u * SORT_WORKGROUP_SIZE)

layout(local_size_x = SORT_WORKGROUP_SIZE) in;

uniform uint stage;       // 0: sort each block fully; else the merge stage k (> SORT_BLOCK)
uniform uint blockCount;  // sortedCount / SORT_BLOCK; groups past it (row padding) do nothing

shared uvec2 block[SORT_BLOCK];

void compareExchange(uint k, uint j, uint thread, uint blockStart) {
  uint i = 2u * thread - (thread & (j - 1u));
  uvec2 a = block[i];
  uvec2 b = block[i + j];
  bool ascending = ((blockStart + i) & k) == 0u;
  if (drawsBefore(b, a) == ascending) {
    block[i] = b;
    block[i + j] = a;
  }
}

void main() {
  uint group = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  if (group >= blockCount) {
    return;  // the whole group leaves together, so the barriers below stay uniform
  }
  uint thread = gl_LocalInvocationID.x;
  uint start = group * SORT_BLOCK;
  block[thread] = drawOrder[start + thread];
  block[thread + SORT_WORKGROUP_SIZE] = drawOrder[start + thread + SORT_WORKGROUP_SIZE];
  barrier();
  if (stage == 0u) {
    for (uint k = 2u; k <= SORT_BLOCK; k <<= 1u) {
      for (uint j = k >> 1u; j > 0u; j >>= 1u) {
        compareExchange(k, j, thread, start);
        barrier();
      }
    }
  } else {
    for (uint j = SORT_BLOCK >> 1u; j > 0u; j >>= 1u) {
      compareExchange(stage, j, thread, start);
      barrier();
    }
  }
  drawOrder[start + thread] = block[thread];
  drawOrder[start + thread + SORT_WORKGROUP_SIZE] = block[thread + SORT_WORKGROUP_SIZE];
}
