#version 450 core
// The shadow's alpha plane, in three passes of this shader (`ShadowBlur` and
// `LayerComposition.composite` in Sources/EmitterRaster): pass 0 takes the layer image's alpha
// times its clip, averaged over blocks of downsample x downsample pixels (1: the image's own
// pixels); passes 1 and 2 blur that plane along x, then y, with the normalised Gaussian weights
// exp(-i^2 / 2 sigma^2) * weightScale for i in -halfWidth...halfWidth. Outside the image is 0.
// The passes draw the reduced plane: imageSize is its size.
#include "bindings.glsl"
#include "layer_pixel.glsl"
#include "layer_clip.glsl"
#include "layer_mask.glsl"

layout(binding = TEXTURE_UNIT_LAYER) uniform sampler2D source;
uniform uint blurPass;        // 0: alpha x clip; 1: blur along x; 2: blur along y
uniform uint masks;        // pass 0: 1 when the layer clips to its rounded bounds
uniform vec4 outerRect;    // pass 0: the rounded bounds (centre, half size)
uniform float outerRadius;
uniform int halfWidth;
uniform float sigma;
uniform float weightScale; // 1 / the sum of the unnormalised weights
uniform int downsample;    // pass 0: pixels per side of a block of the reduced plane
uniform float blockScale;  // pass 0: 1 / downsample^2

layout(location = 0) out vec4 fragmentColor;

float plane(ivec2 texel) {
  ivec2 size = textureSize(source, 0);
  if (any(lessThan(texel, ivec2(0))) || any(greaterThanEqual(texel, size))) return 0.0;
  return texelFetch(source, texel, 0).r;
}

void main() {
  ivec2 texel = imageTexel();
  if (blurPass == 0u) {
    // The block's pixels, rows from the top as the reference sums them (GL rows are flipped).
    ivec2 full = textureSize(source, 0);
    int blockRow = int(imageSize.y) - 1 - texel.y;
    float sum = 0.0;
    for (int dy = 0; dy < downsample; ++dy) {
      int y = blockRow * downsample + dy;
      if (y >= full.y) break;
      for (int dx = 0; dx < downsample; ++dx) {
        int x = texel.x * downsample + dx;
        if (x >= full.x) break;
        float clip =
          masks == 1u ? layerClipCoverage(vec2(x, y) + 0.5, outerRect, outerRadius) : 1.0;
        ivec2 at = ivec2(x, full.y - 1 - y);
        sum += texelFetch(source, at, 0).a * clip * maskCoverage(at);
      }
    }
    fragmentColor = vec4(downsample == 1 ? sum : sum * blockScale, 0.0, 0.0, 0.0);
    return;
  }
  ivec2 step = blurPass == 1u ? ivec2(1, 0) : ivec2(0, 1);
  float sum = plane(texel) * weightScale;
  for (int i = 1; i <= halfWidth; ++i) {
    float w = exp(-float(i * i) / (2.0 * sigma * sigma)) * weightScale;
    sum += (plane(texel - step * i) + plane(texel + step * i)) * w;
  }
  fragmentColor = vec4(sum, 0.0, 0.0, 0.0);
}
