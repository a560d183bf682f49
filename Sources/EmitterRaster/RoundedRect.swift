/// A layer's bounds with rounded corners, in pixels, and how much of a pixel it covers: the one
/// coverage rule of backgrounds, borders and `masksToBounds` clips, mirrored by
/// Shaders/include/rounded_rect.glsl so the GL path and the reference cover the same pixels.
///
/// Coverage is `clamp(0.5 − d, 0, 1)` for the signed distance `d` from the pixel's centre to the
/// outline (negative inside): a pixel whose centre lies half a pixel or more inside is covered
/// fully, so an edge on a pixel boundary clips exactly there, and a rounded corner fades over
/// one pixel.
package struct RoundedRect: Sendable, Equatable {
  /// The centre, pixels from the image's top-left corner.
  package var center: SIMD2<Float>
  /// Half the width and height, pixels (never negative).
  package var halfSize: SIMD2<Float>
  /// The corner radius, pixels, at most half the shorter side (CA draws a capsule beyond that).
  package var radius: Float

  /// The rectangle from `origin` of `size` pixels with corners of `radius` pixels.
  package init(origin: SIMD2<Float>, size: SIMD2<Float>, radius: Float) {
    halfSize = SIMD2(max(size.x, 0), max(size.y, 0)) / 2
    center = origin + halfSize
    self.radius = min(max(radius, 0), min(halfSize.x, halfSize.y))
  }

  /// The outline moved inward by `inset` pixels, its corner radius shrunk by as much: the inner
  /// edge of a border of that width, as CA draws it.
  package func inset(by inset: Float) -> RoundedRect {
    var inner = self
    inner.halfSize = SIMD2(max(halfSize.x - inset, 0), max(halfSize.y - inset, 0))
    inner.radius = min(max(radius - inset, 0), min(inner.halfSize.x, inner.halfSize.y))
    return inner
  }

  /// Signed distance from `point` (pixels) to the outline: negative inside.
  func signedDistance(_ point: SIMD2<Float>) -> Float {
    let d = point - center
    let q = SIMD2(abs(d.x), abs(d.y)) - (halfSize - SIMD2(repeating: radius))
    let outside = SIMD2(max(q.x, 0), max(q.y, 0))
    let outsideLength = (outside.x * outside.x + outside.y * outside.y).squareRoot()
    return outsideLength + min(max(q.x, q.y), 0) - radius
  }

  /// The share of pixel (x, y) covered, 0...1, from its centre's distance to the outline.
  package func coverage(x: Int, y: Int) -> Float {
    guard halfSize.x > 0, halfSize.y > 0 else { return 0 }
    let d = signedDistance(SIMD2(Float(x) + 0.5, Float(y) + 0.5))
    return min(max(0.5 - d, 0), 1)
  }
}
