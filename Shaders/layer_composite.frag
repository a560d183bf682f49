#version 450 core
// A layer drawn on its own, composited over the canvas (`LayerComposition.composite` in
// Sources/EmitterRaster): first its shadow (the blurred alpha plane moved by the offset, tinted,
// clipped like the layer), then its image times its clip and opacity; both blend premultiplied
// source-over.
#include "bindings.glsl"
#include "layer_pixel.glsl"
#include "layer_clip.glsl"

layout(binding = TEXTURE_UNIT_LAYER) uniform sampler2D source;
uniform uint isShadow;     // 1: source is the blurred alpha plane; 0: the layer's RGBA8 image
uniform uint masks;        // 1: clip to the rounded bounds
uniform vec4 outerRect;
uniform float outerRadius;
uniform vec4 shadowTint;   // premultiplied shadowColor x shadowOpacity
uniform vec2 shadowOffset; // whole pixels, +y down the image
uniform float opacity;

layout(location = 0) out vec4 fragmentColor;

void main() {
  float clip = masks == 1u ? layerClipCoverage(imagePixelCenter(), outerRect, outerRadius) : 1.0;
  ivec2 texel = imageTexel();
  if (isShadow == 1u) {
    // +y down the image is -y in GL's rows.
    ivec2 from = texel - ivec2(int(shadowOffset.x), -int(shadowOffset.y));
    ivec2 size = textureSize(source, 0);
    if (any(lessThan(from, ivec2(0))) || any(greaterThanEqual(from, size))) discard;
    float a = texelFetch(source, from, 0).r * clip * opacity;
    if (a <= 0.0) discard;
    fragmentColor = shadowTint * a;
    return;
  }
  float factor = clip * opacity;
  if (factor <= 0.0) discard;
  fragmentColor = texelFetch(source, texel, 0) * factor;
}
