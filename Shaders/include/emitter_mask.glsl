// The `mask` emitter shape: `EmitterMaskTable` in Swift, operation for operation. Needs
// bindings.glsl, random.glsl and emitter_shape.glsl. `EmitterMaskLayout` mirrors the block.

layout(std430, binding = SSBO_EMITTER_MASK) readonly buffer EmitterMask {
  uint maskCount;       // entries (pixels that can emit)
  uint maskTotal;       // their weights summed
  uint maskWidth;       // raster width: an entry's pixel index is x + y * width
  uint maskColors;      // 1: multiply birth colours by the pixel's
  vec2 maskOrigin;      // top-left of pixel (0, 0) relative to the emitter centre (pt)
  float maskPixelSize;  // points per pixel
  uint maskPad;
  // Per entry: pixel index, running total of weights, straight RGBA8 colour (r low), and for
  // points mode the entry the k-th birth takes.
  uvec4 maskEntries[];
};

struct MaskBirth {
  vec3 offset;
  vec4 color;
  bool spent;
};

// The first entry whose running total exceeds floor(bits * total / 2^32).
uint maskEntry(uint pickBits) {
  uint high;
  uint low;
  umulExtended(pickBits, maskTotal, high, low);
  uint first = 0u;
  uint last = maskCount - 1u;
  while (first < last) {
    uint middle = (first + last) / 2u;
    if (maskEntries[middle].y > high) {
      last = middle;
    } else {
      first = middle + 1u;
    }
  }
  return first;
}

vec4 unpackMaskColor(uint bytes) {
  const float scale = 1.0 / 255.0;
  precise vec4 color = vec4(
    float(bytes & 0xFFu) * scale, float((bytes >> 8u) & 0xFFu) * scale,
    float((bytes >> 16u) & 0xFFu) * scale, float(bytes >> 24u) * scale);
  return color;
}

MaskBirth maskBirth(uint mode, uvec2 serial, uint pickBits, float u, float v) {
  if (maskCount == 0u) return MaskBirth(vec3(0.0), vec4(1.0), false);
  uint index;
  float du = u;
  float dv = v;
  bool spent = false;
  if (mode == MODE_POINTS) {
    spent = serial.y > 0u || serial.x >= maskCount;
    index = maskEntries[serial.x % maskCount].w;
    du = 0.5;
    dv = 0.5;
  } else {
    index = maskEntry(pickBits);
  }
  uvec4 entry = maskEntries[index];
  float x = float(entry.x % maskWidth);
  float y = float(entry.x / maskWidth);
  precise vec3 offset = vec3(maskOrigin.x + (x + du) * maskPixelSize, maskOrigin.y + (y + dv) * maskPixelSize, 0.0);
  vec4 color = maskColors != 0u ? unpackMaskColor(entry.z) : vec4(1.0);
  return MaskBirth(offset, color, spent);
}
