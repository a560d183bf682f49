// Sprite sheets: the frame a particle shows at an age and its offset in the atlas, as
// `ContentsAtlas.Entry.frame(age:lifetime:)` and `frameOffset(_:)` in Swift, operation for
// operation. Needs cell_contents.glsl.

#define FRAME_MODE_LOOP 0u
#define FRAME_MODE_ONCE 1u
#define FRAME_MODE_LIFETIME 2u

uint contentsFrame(CellContents contents, float age, float lifetime) {
  if (contents.frameCount <= 1u) {
    return 0u;
  }
  uint count = contents.frameCount;
  uint last = count - 1u;
  if (contents.frameMode == FRAME_MODE_LIFETIME) {
    precise float u = lifetime > 0.0 ? min(max(age / lifetime, 0.0), 1.0) : 0.0;
    precise float f = floor(u * float(count));
    return min(uint(f), last);
  }
  // Whole frames since birth, capped below 2^32 so the conversion is defined.
  precise float f = min(floor(max(age, 0.0) * contents.framesPerSecond), 4294967040.0);
  if (isinf(f) || isnan(f)) {
    return 0u;
  }
  uint whole = uint(f);
  return contents.frameMode == FRAME_MODE_ONCE ? min(whole, last) : whole % count;
}

// How far frame `index` is from the first, in texture coordinates.
vec2 contentsFrameOffset(CellContents contents, uint index) {
  uint perRow = contents.framesPerRow > 0u ? contents.framesPerRow : max(contents.frameCount, 1u);
  precise vec2 offset = vec2(float(index % perRow), float(index / perRow)) * contents.textureRect.zw;
  return offset;
}
