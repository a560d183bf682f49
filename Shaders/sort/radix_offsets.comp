#version 450 core
// Radix sort, second pass of each digit: one work group turns the digit-major counts into
// exclusive prefix sums, in place (see radix_sort.glsl): each invocation sums a contiguous
// block, one scans the blocks' totals, each rewrites its block. Two barriers.

#include "bindings.glsl"
#include "draw_order.glsl"
#include "radix_sort.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

shared uint blockStarts[WORKGROUP_SIZE];

void main() {
  uint lane = gl_LocalInvocationID.x;
  uint total = RADIX_DIGITS * runCount();
  uint perLane = (total + uint(WORKGROUP_SIZE) - 1u) / uint(WORKGROUP_SIZE);
  uint first = min(lane * perLane, total);
  uint end = min(first + perLane, total);
  uint sum = 0u;
  for (uint i = first; i < end; i++) {
    sum += radixCounts[i];
  }
  blockStarts[lane] = sum;
  memoryBarrierShared();
  barrier();
  if (lane == 0u) {
    uint start = 0u;
    for (uint i = 0u; i < uint(WORKGROUP_SIZE); i++) {
      uint blockTotal = blockStarts[i];
      blockStarts[i] = start;
      start += blockTotal;
    }
  }
  memoryBarrierShared();
  barrier();
  uint start = blockStarts[lane];
  for (uint i = first; i < end; i++) {
    uint count = radixCounts[i];
    radixCounts[i] = start;
    start += count;
  }
}
