// A layer's bounds with rounded corners and how much of a pixel they cover: mirrors
// `RoundedRect` (Sources/EmitterRaster/RoundedRect.swift), so the GL path and the CPU reference
// cover the same pixels. Coverage is clamp(0.5 - d, 0, 1) for the signed distance d (pixels,
// negative inside) from the pixel's centre to the outline.

// rect: centre (xy) and half size (zw), pixels from the image's top-left corner.
float roundedRectDistance(vec2 p, vec4 rect, float radius) {
  vec2 q = abs(p - rect.xy) - (rect.zw - vec2(radius));
  return length(max(q, vec2(0.0))) + min(max(q.x, q.y), 0.0) - radius;
}

float roundedRectCoverage(vec2 p, vec4 rect, float radius) {
  if (rect.z <= 0.0 || rect.w <= 0.0) return 0.0;
  return clamp(0.5 - roundedRectDistance(p, rect, radius), 0.0, 1.0);
}
