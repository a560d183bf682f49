// A layer's rounded bounds seen through its canvas-from-layer matrix: mirrors `LayerClip`
// (Sources/EmitterRaster/LayerClip.swift). The pixel's centre goes back into layer space, its
// distance to the rounded outline is measured there and scaled to pixels by the map's local scale.
#include "rounded_rect.glsl"

uniform vec3 canvasFromLayer0;   // rows of the 3 x 3 map, layer points -> homogeneous canvas points
uniform vec3 canvasFromLayer1;
uniform vec3 canvasFromLayer2;
uniform vec3 layerFromCanvas0;   // rows of its inverse
uniform vec3 layerFromCanvas1;
uniform vec3 layerFromCanvas2;
uniform vec2 pixelsPerPoint;

float pixelsPerLayerPoint(vec2 point) {
  vec3 p = vec3(point, 1.0);
  float u = dot(canvasFromLayer0, p);
  float v = dot(canvasFromLayer1, p);
  float w = dot(canvasFromLayer2, p);
  float dxdx = (canvasFromLayer0.x * w - u * canvasFromLayer2.x) / (w * w);
  float dxdy = (canvasFromLayer0.y * w - u * canvasFromLayer2.y) / (w * w);
  float dydx = (canvasFromLayer1.x * w - v * canvasFromLayer2.x) / (w * w);
  float dydy = (canvasFromLayer1.y * w - v * canvasFromLayer2.y) / (w * w);
  return min(pixelsPerPoint.x, pixelsPerPoint.y) * sqrt(abs(dxdx * dydy - dxdy * dydx));
}

// rect: centre (xy) and half size (zw), layer points; radius in layer points.
float layerClipCoverage(vec2 pixelCenter, vec4 rect, float radius) {
  if (rect.z <= 0.0 || rect.w <= 0.0) return 0.0;
  vec3 c = vec3(pixelCenter / pixelsPerPoint, 1.0);
  vec3 h = vec3(dot(layerFromCanvas0, c), dot(layerFromCanvas1, c), dot(layerFromCanvas2, c));
  if (h.z <= 0.0) return 0.0;
  vec2 point = h.xy / h.z;
  float d = roundedRectDistance(point, rect, radius) * pixelsPerLayerPoint(point);
  return clamp(0.5 - d, 0.0, 1.0);
}
