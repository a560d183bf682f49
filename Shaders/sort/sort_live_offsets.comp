#version 450 core
// Live keys, second pass: one work group turns the runs' counts into exclusive prefix sums (each
// run's first pair), as live_offsets.comp does (two barriers), then writes the live total and
// the dispatch commands sized from it (sort_counts.glsl).

#include "bindings.glsl"
#include "live_keys.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint radixRunLength;  // pairs per run of the radix passes (`GPURadixSort.runLength`)
uniform uint chunkEntries;    // entries per chunk of the quad pass
uniform uint chunkCount;      // chunks the renderer walks: enough for every slot
uniform uint liveRunLength;   // entries per run of the live list (`LiveQuadList.runLength`)

shared uint blockStarts[WORKGROUP_SIZE];

// A one-dimensional dispatch command covering `invocations` at `at`.
void writeCommand(uint at, uint invocations) {
  sortCounts[at] = (invocations + uint(WORKGROUP_SIZE) - 1u) / uint(WORKGROUP_SIZE);
  sortCounts[at + 1u] = 1u;
  sortCounts[at + 2u] = 1u;
}

void main() {
  uint lane = gl_LocalInvocationID.x;
  uint runCount = (slotCount + runLength - 1u) / runLength;
  uint perLane = (runCount + uint(WORKGROUP_SIZE) - 1u) / uint(WORKGROUP_SIZE);
  uint first = min(lane * perLane, runCount);
  uint end = min(first + perLane, runCount);
  uint total = 0u;
  for (uint run = first; run < end; run++) {
    total += keyRuns[run];
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
    sortCounts[SORT_COUNT_LIVE] = sum;
    writeCommand(SORT_COUNT_RADIX_RUNS, (sum + radixRunLength - 1u) / radixRunLength);
    for (uint chunk = 0u; chunk < chunkCount; chunk++) {
      uint entries = sum > chunk * chunkEntries ? min(sum - chunk * chunkEntries, chunkEntries) : 0u;
      uint at = SORT_COUNT_CHUNKS + chunk * SORT_COUNT_PER_CHUNK;
      writeCommand(at, entries);
      writeCommand(at + 3u, (entries + liveRunLength - 1u) / liveRunLength);
    }
  }
  memoryBarrierShared();
  barrier();
  uint start = blockStarts[lane];
  for (uint run = first; run < end; run++) {
    uint count = keyRuns[run];
    keyRuns[run] = start;
    start += count;
  }
}
