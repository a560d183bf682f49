// The GPU's stable LSD radix sort of (key, slot) pairs (`GPURadixSort` in Sources/EmitterRender):
// four passes of 8-bit digits over the 32-bit keys, least significant first, each pass moving
// the pairs from `drawOrder` to `radixOutput` (the two buffers swap between passes, so after four
// the pairs are back where they started). No atomics: each invocation owns a run of `runLength`
// consecutive pairs. radix_histogram.comp counts each digit in each run; radix_offsets.comp turns
// the digit-major counts (digit d of run r at d * runCount + r) into exclusive prefix sums: where
// run r's first pair of digit d goes; radix_scatter.comp walks each run in order and places each
// pair there. Pairs of one digit keep their order, so equal keys stay in slot order (the keys
// pass writes the pairs in slot order), which is `DrawOrder.order`'s tie rule. The pairs are the
// live slots' only (live_keys.glsl), and their count is read from the GPU (sort_counts.glsl):
// the histogram and scatter passes are dispatched from the command the compaction wrote.

#include "sort_counts.glsl"

#define RADIX_DIGITS 256u

layout(std430, binding = SSBO_RADIX_COUNTS) buffer RadixCounts {
  uint radixCounts[];
};

layout(std430, binding = SSBO_RADIX_OUTPUT) buffer RadixOutput {
  uvec2 radixOutput[];
};

uniform uint runLength;   // pairs per run
uniform uint shift;       // the pass's digit: (key >> shift) & 0xFF

uint entryCount() { return sortedLivePairs(); }
uint runCount() { return (entryCount() + runLength - 1u) / runLength; }
uint runFirst(uint run) { return run * runLength; }
uint runEnd(uint run) { return min(runFirst(run) + runLength, entryCount()); }
uint digitOf(uint key) { return (key >> shift) & (RADIX_DIGITS - 1u); }
