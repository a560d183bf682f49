// Draw order for the sorted render modes: (key, slot) pairs of a layer, sorted by key then slot
// (one per live slot: live_keys.glsl, then the radix sort, radix_*.comp; or one per slot:
// sort_keys.comp, then the bitonic sort, sort_local.comp and sort_step.comp; on software
// drivers the same pairs come from the CPU, `DrawOrderSort`). Mirrored by
// `DrawOrderLayout` in Sources/EmitterRender and `DrawOrder` in Sources/EmitterRaster.

// The slot of padding entries (the order is padded to a power of two), and the key of dead
// slots, which sort after every live one.
#define NO_SLOT 0xFFFFFFFFu
#define DEAD_KEY 0xFFFFFFFFu

// What the key measures (`DrawOrder.SortKey` in Swift); smaller keys are drawn first.
// backToFront: z, the farthest (smallest z) first. oldestFirst: -age, the oldest first, so the
// youngest end on top. oldestLast: age, the youngest first, the oldest on top.
#define SORT_KEY_BACK_TO_FRONT 0u
#define SORT_KEY_OLDEST_FIRST 1u
#define SORT_KEY_OLDEST_LAST 2u

layout(std430, binding = SSBO_DRAW_ORDER) buffer DrawOrder {
  uvec2 drawOrder[];   // x: key, y: slot
};

// The value `sortKey` orders a live particle by, from its position and age.
float sortValue(uint sortKey, vec4 positionAge) {
  return sortKey == SORT_KEY_BACK_TO_FRONT ? positionAge.z
    : (sortKey == SORT_KEY_OLDEST_FIRST ? -positionAge.w : positionAge.w);
}

// A float's bits reordered so that unsigned comparison orders them as floats (-0 before +0).
uint orderedKey(float value) {
  uint bits = floatBitsToUint(value);
  return (bits & 0x80000000u) != 0u ? ~bits : bits | 0x80000000u;
}

// Whether pair a is drawn before pair b: by key, then by slot.
bool drawsBefore(uvec2 a, uvec2 b) {
  return a.x < b.x || (a.x == b.x && a.y < b.y);
}
