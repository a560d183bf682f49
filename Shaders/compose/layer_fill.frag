#version 450 core
// A layer's background (its rounded bounds) or its border (the ring between the rounded bounds
// and the bounds inset by borderWidth), filled with a premultiplied colour times the pixel's
// coverage: `LayerComposition.drawBackground` / `drawBorder` in Sources/EmitterRaster.
#include "layer_pixel.glsl"
#include "layer_clip.glsl"

uniform vec4 outerRect;    // centre, half size (layer points)
uniform float outerRadius;
uniform vec4 innerRect;    // the border's inner edge; unused for a background
uniform float innerRadius;
uniform uint isBorder;     // 1: the ring; 0: the whole rounded rectangle
uniform vec4 color;        // premultiplied

layout(location = 0) out vec4 fragmentColor;

void main() {
  vec2 p = imagePixelCenter();
  float c = layerClipCoverage(p, outerRect, outerRadius);
  if (isBorder == 1u) c = max(c - layerClipCoverage(p, innerRect, innerRadius), 0.0);
  if (c <= 0.0) discard;
  fragmentColor = color * c;
}
