#version 450 core
// A layer's contents image, placed by its gravity in layer points and drawn where a pixel's
// centre falls inside the placed rectangle, sampled bilinearly with clamped edges (the texels
// fetched and weighted here, as `LayerComposition.drawContents` does, so both agree exactly).
// The point read is the placed point through contentsRect and contentsCenter's nine-part
// stretching (`ContentsMapping` in Sources/EmitterRaster, the same arithmetic).
#include "bindings.glsl"
#include "layer_pixel.glsl"
#include "layer_clip.glsl"

layout(binding = TEXTURE_UNIT_LAYER) uniform sampler2D contentsImage; // rows from the top
uniform vec4 contentsRect; // origin (xy) and size (zw), layer points
uniform vec4 contentsSource; // CALayer's contentsRect: the part of the image shown (unit)
uniform vec4 contentsCenter; // its stretchable middle (unit coordinates of the part)
uniform vec2 sourcePoints;   // the shown part's size, points

layout(location = 0) out vec4 fragmentColor;

vec4 texel(ivec2 at, ivec2 size) {
  return texelFetch(contentsImage, clamp(at, ivec2(0), size - 1), 0);
}

// One axis of the nine-part rule: `ContentsMapping.stretch`.
float stretch(float t, float d, float source, float c0, float end) {
  float c1 = min(end, 1.0);
  if (c0 <= 0.0 && c1 >= 1.0) return t;
  float a = c0 * source;
  float b = (1.0 - c1) * source;
  if (a + b > d && a + b > 0.0) {
    float k = d / (a + b);
    a *= k;
    b *= k;
  }
  float p = t * d;
  if (p < a) return p / a * c0;
  if (p >= d - b) return c1 + (p - (d - b)) / b * (1.0 - c1);
  return c0 + (p - a) / (d - a - b) * (c1 - c0);
}

void main() {
  vec3 c = vec3(imagePixelCenter() / pixelsPerPoint, 1.0);
  vec3 h = vec3(dot(layerFromCanvas0, c), dot(layerFromCanvas1, c), dot(layerFromCanvas2, c));
  if (h.z <= 0.0) discard;
  vec2 uv = (h.xy / h.z - contentsRect.xy) / contentsRect.zw;
  if (any(lessThan(uv, vec2(0.0))) || any(greaterThanEqual(uv, vec2(1.0)))) discard;
  vec2 s = vec2(
    stretch(uv.x, contentsRect.z, sourcePoints.x, contentsCenter.x, contentsCenter.x + contentsCenter.z),
    stretch(uv.y, contentsRect.w, sourcePoints.y, contentsCenter.y, contentsCenter.y + contentsCenter.w));
  uv = contentsSource.xy + s * contentsSource.zw;
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
