// The live list of one layer's draw: the entries sprite_quads.comp prepared that draw something,
// packed in entry order (`LiveQuadList` in Sources/EmitterRender). Three passes, no atomics, so
// the order is the entries' order: live_count.comp counts each run of `runLength` entries,
// live_offsets.comp turns the counts into each run's first output index and writes the draw's
// indirect command, live_scatter.comp copies each run's drawn quads to their places. The draw
// then reads `liveQuads` at SSBO_SPRITE_QUADS, one instance per live quad.

#include "sprite_quads.glsl"
#include "sort_counts.glsl"

// One `glDrawArraysIndirect` command per drawn chunk of a frame (`LiveDrawLayout` in Swift).
struct LiveDraw {
  uint vertexCount;    // 4: one triangle strip per quad
  uint instanceCount;  // the live quads
  uint firstVertex;
  uint baseInstance;
};

// Per run: its count of drawn quads (live_count.comp), then its first index in the live list
// (live_offsets.comp).
layout(std430, binding = SSBO_LIVE_RUNS) buffer LiveRuns {
  uint liveRuns[];
};

layout(std430, binding = SSBO_LIVE_QUADS) buffer LiveQuads {
  SpriteQuad liveQuads[];
};

layout(std430, binding = SSBO_LIVE_DRAWS) buffer LiveDraws {
  LiveDraw liveDraws[];
};

uniform uint entryCount;     // entries sprite_quads.comp prepared in this chunk (at most)
uniform uint runLength;      // entries per run
uniform uint countFromSort;  // 1: the chunk holds the GPU sort's live pairs from `entryBase` only
uniform uint entryBase;      // the chunk's first entry of the draw order

// The chunk's entries: with `countFromSort`, the count only the GPU knows (sort_counts.glsl).
uint chunkEntries() {
  return countFromSort != 0u ? sortedEntries(entryBase, entryCount) : entryCount;
}

// The entries of run `run`: [first, end).
uint runFirst(uint run) { return run * runLength; }
uint runEnd(uint run) { return min(runFirst(run) + runLength, chunkEntries()); }
