// The GPU radix sort's input (`LiveKeyList` in Sources/EmitterRender): one (key, slot) pair per
// live slot of a layer, packed in slot order, so the radix passes and the quad pass after them
// walk live particles only (slots outnumber them 26 to 1 in imessage-confetti). Three passes, no
// atomics, like the live list (live_quads.glsl): sort_live_count.comp counts each run of
// `runLength` slots' live ones, sort_live_offsets.comp turns the counts into each run's first
// index and writes the total and the dispatch commands (sort_counts.glsl), sort_live_keys.comp
// writes each run's pairs in slot order, so equal keys keep slot order through the stable sort.

#include "sort_counts.glsl"

// Per run: its live slots (sort_live_count.comp), then its first pair (sort_live_offsets.comp).
layout(std430, binding = SSBO_LIVE_RUNS) buffer KeyRuns {
  uint keyRuns[];
};

uniform uint slotBase;   // the layer's first slot
uniform uint slotCount;  // the layer's slots
uniform uint runLength;  // slots per run

// The slots of run `run`, from the layer's first: [first, end).
uint runFirst(uint run) { return run * runLength; }
uint runEnd(uint run) { return min(runFirst(run) + runLength, slotCount); }
