#version 450 core
// A layer drawn on its own, composited over the canvas (`LayerComposition.composite` in
// Sources/EmitterRaster): first its shadow (the blurred alpha plane moved by the offset, tinted,
// clipped like the layer), then its image times its clip and opacity; both blend premultiplied
// source-over. The clip is the rounded bounds' coverage (masksToBounds) times the mask's.
#include "bindings.glsl"
#include "layer_pixel.glsl"
#include "layer_clip.glsl"
#include "layer_mask.glsl"

layout(binding = TEXTURE_UNIT_LAYER) uniform sampler2D source;
uniform uint isShadow;     // 1: source is the blurred alpha plane; 0: the layer's RGBA8 image
uniform uint masks;        // 1: clip to the rounded bounds
uniform vec4 outerRect;
uniform float outerRadius;
uniform vec4 shadowTint;   // premultiplied shadowColor x shadowOpacity
uniform vec2 shadowOffset; // whole pixels, +y down the image
uniform float opacity;
uniform int downsample;    // the shadow plane's pixels per side are this many image pixels

// The shadow plane at image pixel `pixel` (rows from the top): its texel, or, for a reduced
// plane, the bilinear mix of its four nearest texels, edges clamped (`ShadowBlur.value`).
float shadowPlane(ivec2 pixel) {
  ivec2 size = textureSize(source, 0);
  if (downsample == 1) return texelFetch(source, ivec2(pixel.x, size.y - 1 - pixel.y), 0).r;
  float scale = float(downsample);
  vec2 uv = (vec2(pixel) + 0.5) / scale - 0.5;
  vec2 base = floor(uv);
  vec2 f = uv - base;
  ivec2 i0 = clamp(ivec2(base), ivec2(0), size - 1);
  ivec2 i1 = clamp(ivec2(base) + 1, ivec2(0), size - 1);
  float a = texelFetch(source, ivec2(i0.x, size.y - 1 - i0.y), 0).r;
  float b = texelFetch(source, ivec2(i1.x, size.y - 1 - i0.y), 0).r;
  float c = texelFetch(source, ivec2(i0.x, size.y - 1 - i1.y), 0).r;
  float d = texelFetch(source, ivec2(i1.x, size.y - 1 - i1.y), 0).r;
  float top = a * (1.0 - f.x) + b * f.x;
  float bottom = c * (1.0 - f.x) + d * f.x;
  return top * (1.0 - f.y) + bottom * f.y;
}

layout(location = 0) out vec4 fragmentColor;

void main() {
  ivec2 texel = imageTexel();
  float clip = masks == 1u ? layerClipCoverage(imagePixelCenter(), outerRect, outerRadius) : 1.0;
  clip *= maskCoverage(texel);
  if (isShadow == 1u) {
    // The pixel the shadow comes from, rows from the top (+y down), less the offset.
    ivec2 full = ivec2(imageSize);
    ivec2 from = ivec2(texel.x, full.y - 1 - texel.y) - ivec2(shadowOffset);
    if (any(lessThan(from, ivec2(0))) || any(greaterThanEqual(from, full))) discard;
    float a = shadowPlane(from) * clip * opacity;
    if (a <= 0.0) discard;
    fragmentColor = shadowTint * a;
    return;
  }
  float factor = clip * opacity;
  if (factor <= 0.0) discard;
  fragmentColor = texelFetch(source, texel, 0) * factor;
}
