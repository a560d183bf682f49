#version 450 core
// A layer's contents image, placed by its gravity in layer points and drawn where a pixel's
// centre falls inside the placed rectangle, sampled bilinearly with clamped edges (the texels
// fetched and weighted here, as `LayerComposition.drawContents` does, so both agree exactly).
#include "bindings.glsl"
#include "layer_pixel.glsl"
#include "layer_clip.glsl"

layout(binding = TEXTURE_UNIT_LAYER) uniform sampler2D contentsImage; // rows from the top
uniform vec4 contentsRect; // origin (xy) and size (zw), layer points

layout(location = 0) out vec4 fragmentColor;

vec4 texel(ivec2 at, ivec2 size) {
  return texelFetch(contentsImage, clamp(at, ivec2(0), size - 1), 0);
}

void main() {
  vec3 c = vec3(imagePixelCenter() / pixelsPerPoint, 1.0);
  vec3 h = vec3(dot(layerFromCanvas0, c), dot(layerFromCanvas1, c), dot(layerFromCanvas2, c));
  if (h.z <= 0.0) discard;
  vec2 uv = (h.xy / h.z - contentsRect.xy) / contentsRect.zw;
  if (any(lessThan(uv, vec2(0.0))) || any(greaterThanEqual(uv, vec2(1.0)))) discard;
  ivec2 size = textureSize(contentsImage, 0);
  vec2 f = uv * vec2(size) - 0.5;
  ivec2 i0 = ivec2(floor(f));
  vec2 t = f - vec2(i0);
  vec4 top = mix(texel(i0, size), texel(i0 + ivec2(1, 0), size), t.x);
  vec4 bottom = mix(texel(i0 + ivec2(0, 1), size), texel(i0 + ivec2(1, 1), size), t.x);
  vec4 color = mix(top, bottom, t.y);
  if (color == vec4(0.0)) discard;
  fragmentColor = color;
}
