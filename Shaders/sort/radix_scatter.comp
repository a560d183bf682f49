#version 450 core
// Radix sort, third pass of each digit: one invocation per run walks its pairs in order and
// moves each to the next place of its digit (see radix_sort.glsl): stable.

#include "bindings.glsl"
#include "draw_order.glsl"
#include "radix_sort.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

void main() {
  uint run = invocationIndex();
  uint runs = runCount();
  if (run >= runs) {
    return;
  }
  uint next[RADIX_DIGITS];
  for (uint digit = 0u; digit < RADIX_DIGITS; digit++) {
    next[digit] = radixCounts[digit * runs + run];
  }
  for (uint entry = runFirst(run); entry < runEnd(run); entry++) {
    uvec2 pair = drawOrder[entry];
    uint digit = digitOf(pair.x);
    radixOutput[next[digit]] = pair;
    next[digit]++;
  }
}
