// What the GPU radix sort leaves on the GPU for the passes after it (`SortCountsLayout` in
// Sources/EmitterRender): the number of live pairs the live-keys compaction packed (live_keys.glsl)
// and dispatch commands sized from it, written by sort_live_offsets.comp, so the CPU never waits
// for the count: the radix passes' runs, then per chunk of the quad pass its entries and its
// live-list runs. A flat array of words; commands are (x, y, z) work-group counts.

#define SORT_COUNT_LIVE 0u
#define SORT_COUNT_RADIX_RUNS 1u
#define SORT_COUNT_CHUNKS 4u
#define SORT_COUNT_PER_CHUNK 6u

layout(std430, binding = SSBO_SORT_COUNTS) buffer SortCounts {
  uint sortCounts[];
};

// The sorted live pairs, first in `drawOrder`.
uint sortedLivePairs() { return sortCounts[SORT_COUNT_LIVE]; }

// How many of the sorted live pairs fall in the chunk of at most `limit` entries from `first`.
uint sortedEntries(uint first, uint limit) {
  uint live = sortedLivePairs();
  return live > first ? min(live - first, limit) : 0u;
}
