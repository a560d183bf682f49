#version 450 core
// Radix sort, first pass of each digit: one invocation per run counts its pairs' digits (see
// radix_sort.glsl).

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
  uint counts[RADIX_DIGITS];
  for (uint digit = 0u; digit < RADIX_DIGITS; digit++) {
    counts[digit] = 0u;
  }
  for (uint entry = runFirst(run); entry < runEnd(run); entry++) {
    counts[digitOf(drawOrder[entry].x)]++;
  }
  for (uint digit = 0u; digit < RADIX_DIGITS; digit++) {
    radixCounts[digit * runs + run] = counts[digit];
  }
}
