import EmitterModel

/// Where a point of a layer's placed contents rectangle reads the image: CALayer's
/// `contentsRect` (the part of the image shown) and `contentsCenter` (nine-part stretching).
///
/// Along each axis, for a placed length `D` points showing a part of the image `S` points long
/// whose stretchable middle runs from `c0` to `c1` (unit coordinates of the part, `c1` at most
/// 1), the margins keep their length in points, `a = c0 · S` and `b = (1 − c1) · S`, shrunk by
/// `D / (a + b)` when they do not fit, and the middle takes the rest:
///
///     p = t · D;  s = p / a · c0                      (p < a)
///                 s = c1 + (p − (D − b)) / b · (1 − c1) (p ≥ D − b)
///                 s = c0 + (p − a) / (D − a − b) · (c1 − c0)  (otherwise)
///
/// then the image is read at `contentsRect.origin + s · contentsRect.size`. With the whole image
/// as the middle (the default) `s = t`, exactly. layer_contents.frag does the same in GLSL.
package struct ContentsMapping: Sendable, Equatable {
  /// `contentsRect`: origin (xy) and size (zw), unit image coordinates.
  package var source: SIMD4<Float>
  /// `contentsCenter`: origin (xy) and size (zw), unit coordinates of the shown part.
  package var center: SIMD4<Float>
  /// The shown part's size, points.
  package var sourcePoints: SIMD2<Float>

  /// The whole image, stretched evenly (a mask's contents; a layer's by default).
  package static func whole(points: SIMD2<Float>) -> ContentsMapping {
    ContentsMapping(source: SIMD4(0, 0, 1, 1), center: SIMD4(0, 0, 1, 1), sourcePoints: points)
  }

  package init(source: SIMD4<Float>, center: SIMD4<Float>, sourcePoints: SIMD2<Float>) {
    self.source = source
    self.center = center
    self.sourcePoints = sourcePoints
  }

  /// A layer's `contentsRect` and `contentsCenter` over an image of `imagePoints`.
  package init(layer: EmitterLayer, imagePoints: SIMD2<Double>) {
    let r = layer.contentsRect
    let c = layer.contentsCenter
    source = SIMD4(
      Float(r.origin.x), Float(r.origin.y), Float(r.size.width), Float(r.size.height))
    center = SIMD4(
      Float(c.origin.x), Float(c.origin.y), Float(c.size.width), Float(c.size.height))
    sourcePoints = SIMD2(
      Float(imagePoints.x * abs(r.size.width)), Float(imagePoints.y * abs(r.size.height)))
  }

  /// The image coordinates (0...1 across the whole image) read at `t` (0...1 across the placed
  /// rectangle of `placedPoints`).
  package func imageCoordinates(_ t: SIMD2<Float>, placedPoints: SIMD2<Float>) -> SIMD2<Float> {
    let s = SIMD2(
      Self.stretch(
        t.x, placed: placedPoints.x, source: sourcePoints.x, from: center.x,
        to: center.x + center.z),
      Self.stretch(
        t.y, placed: placedPoints.y, source: sourcePoints.y, from: center.y,
        to: center.y + center.w))
    return SIMD2(source.x, source.y) + s * SIMD2(source.z, source.w)
  }

  /// One axis of the nine-part rule (the type's description).
  static func stretch(_ t: Float, placed d: Float, source: Float, from c0: Float, to end: Float)
    -> Float
  {
    let c1 = min(end, 1)
    if c0 <= 0 && c1 >= 1 { return t }
    var a = c0 * source
    var b = (1 - c1) * source
    if a + b > d, a + b > 0 {
      let k = d / (a + b)
      a *= k
      b *= k
    }
    let p = t * d
    if p < a { return p / a * c0 }
    if p >= d - b { return c1 + (p - (d - b)) / b * (1 - c1) }
    return c0 + (p - a) / (d - a - b) * (c1 - c0)
  }
}
