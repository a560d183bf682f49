#version 450 core
// Live list, second pass: one work group turns the runs' counts into exclusive prefix sums (each
// run's first index in the live list) and writes the chunk's indirect draw command. Each
// invocation sums a contiguous block of runs; one scans the blocks' totals; each then rewrites
// its block. Two barriers in all: llvmpipe runs a barrier as a switch between coroutines.

#include "bindings.glsl"
#include "live_quads.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint drawIndex;  // which command of `liveDraws` this chunk's draw reads

shared uint blockStarts[WORKGROUP_SIZE];

void main() {
  uint lane = gl_LocalInvocationID.x;
  uint runCount = (chunkEntries() + runLength - 1u) / runLength;
  uint perLane = (runCount + uint(WORKGROUP_SIZE) - 1u) / uint(WORKGROUP_SIZE);
  uint first = min(lane * perLane, runCount);
  uint end = min(first + perLane, runCount);
  uint total = 0u;
  for (uint run = first; run < end; run++) {
    total += liveRuns[run];
  }
  blockStarts[lane] = total;
  memoryBarrierShared();
  barrier();
  if (lane == 0u) {
    uint sum = 0u;
    for (uint i = 0u; i < uint(WORKGROUP_SIZE); i++) {
      uint blockTotal = blockStarts[i];
      blockStarts[i] = sum;
      sum += blockTotal;
    }
    liveDraws[drawIndex] = LiveDraw(4u, sum, 0u, 0u);
  }
  memoryBarrierShared();
  barrier();
  uint start = blockStarts[lane];
  for (uint run = first; run < end; run++) {
    uint count = liveRuns[run];
    liveRuns[run] = start;
    start += count;
  }
}
