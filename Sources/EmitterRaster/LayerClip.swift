import EmitterModel

/// A layer's rounded bounds seen on the canvas through its canvas-from-layer matrix: how much of
/// each canvas pixel they cover. The pixel's centre is taken back into the layer's space (the
/// inverse of the matrix's plane-to-plane part), its signed distance to the rounded outline
/// measured there (`RoundedRect`, layer points) and turned into pixels by the map's local scale,
/// then `clamp(0.5 − d, 0, 1)`: edges and corners anti-alias over one pixel however the layer is
/// moved, scaled, turned or seen in perspective. Shaders/include/layer_clip.glsl is the same
/// arithmetic in GLSL.
package struct LayerClip: Sendable {
  /// The rounded bounds, layer points.
  package let rect: RoundedRect
  /// Rows of the 3 × 3 map from layer points to homogeneous canvas points, and of its inverse.
  package let forward: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)
  package let inverse: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)
  package let pixelsPerPoint: SIMD2<Float>

  /// `bounds` (layer points) with corners of `radius` points, drawn through `canvasFromLayer`
  /// onto a canvas of `pixelsPerPoint`. Nil when the matrix flattens the layer to a line.
  package init?(
    bounds: Rect, radius: Double, canvasFromLayer m: Transform3D, pixelsPerPoint: SIMD2<Float>
  ) {
    rect = RoundedRect(
      origin: SIMD2(Float(bounds.origin.x), Float(bounds.origin.y)),
      size: SIMD2(Float(bounds.size.width), Float(bounds.size.height)), radius: Float(radius))
    // [x, y, 0, 1] · M with row vectors: X = x m11 + y m21 + m41, Y = …, W = x m14 + y m24 + m44.
    let a = [[m.m11, m.m21, m.m41], [m.m12, m.m22, m.m42], [m.m14, m.m24, m.m44]]
    let det =
      a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
      - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
      + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    func cofactor(_ r: Int, _ c: Int) -> Double {
      let rows = [0, 1, 2].filter { $0 != r }
      let cols = [0, 1, 2].filter { $0 != c }
      let minor =
        a[rows[0]][cols[0]] * a[rows[1]][cols[1]] - a[rows[0]][cols[1]] * a[rows[1]][cols[0]]
      return (r + c) % 2 == 0 ? minor : -minor
    }
    // inverse[i][j] = cofactor(j, i) / det
    func row(_ i: Int) -> SIMD3<Float> {
      SIMD3(Float(cofactor(0, i) / det), Float(cofactor(1, i) / det), Float(cofactor(2, i) / det))
    }
    func forwardRow(_ i: Int) -> SIMD3<Float> {
      SIMD3(Float(a[i][0]), Float(a[i][1]), Float(a[i][2]))
    }
    forward = (forwardRow(0), forwardRow(1), forwardRow(2))
    inverse = (row(0), row(1), row(2))
    self.pixelsPerPoint = pixelsPerPoint
  }

  private init(rect: RoundedRect, of clip: LayerClip) {
    self.rect = rect
    forward = clip.forward
    inverse = clip.inverse
    pixelsPerPoint = clip.pixelsPerPoint
  }

  /// The bounds moved inward by `inset` layer points (a border's inner edge).
  package func inset(by inset: Float) -> LayerClip {
    LayerClip(rect: rect.inset(by: inset), of: self)
  }

  /// The share of canvas pixel (x, y) inside the rounded bounds, 0...1.
  package func coverage(x: Int, y: Int) -> Float {
    guard rect.halfSize.x > 0, rect.halfSize.y > 0, let point = layerPoint(x: x, y: y) else {
      return 0
    }
    let d = rect.signedDistance(point) * pixelsPerLayerPoint(at: point)
    return min(max(0.5 - d, 0), 1)
  }

  /// The layer point under canvas pixel (x, y)'s centre; nil behind the eye.
  func layerPoint(x: Int, y: Int) -> SIMD2<Float>? {
    let c = SIMD3<Float>(
      (Float(x) + 0.5) / pixelsPerPoint.x, (Float(y) + 0.5) / pixelsPerPoint.y, 1)
    let h = SIMD3(
      (inverse.0 * c).sum(), (inverse.1 * c).sum(), (inverse.2 * c).sum())
    guard h.z > 0 else { return nil }
    return SIMD2(h.x, h.y) / h.z
  }

  /// Canvas pixels per layer point near `point`: the smaller pixel scale times the square root
  /// of the map's local area scale (its Jacobian's determinant).
  func pixelsPerLayerPoint(at point: SIMD2<Float>) -> Float {
    let p = SIMD3(point.x, point.y, 1)
    let u = (forward.0 * p).sum()
    let v = (forward.1 * p).sum()
    let w = (forward.2 * p).sum()
    let dxdx = (forward.0.x * w - u * forward.2.x) / (w * w)
    let dxdy = (forward.0.y * w - u * forward.2.y) / (w * w)
    let dydx = (forward.1.x * w - v * forward.2.x) / (w * w)
    let dydy = (forward.1.y * w - v * forward.2.y) / (w * w)
    return min(pixelsPerPoint.x, pixelsPerPoint.y) * abs(dxdx * dydy - dxdy * dydx).squareRoot()
  }
}
