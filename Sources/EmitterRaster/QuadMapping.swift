import EmitterContents
import Foundation

/// The projective map between a quad's image coordinates (s, t) ∈ [0, 1]² and pixel positions
/// (x right, y down from the top-left corner), and its inverse: how a GPU interpolates
/// perspective-correct attributes over a planar quad, in double precision.
struct QuadMapping {
  /// Columns: (x·w, y·w, w) per unit s, per unit t, and at (0, 0), in pixels.
  private let forward: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
  /// Rows of the inverse map, (x, y, 1) in pixels to (s·q, t·q, q); nil when the quad is
  /// edge-on. A tuple, not an array: the fast CPU renderer makes one mapping per particle.
  let inverse: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)?

  init(quad: ParticleQuad, view: RenderView, preservesDepth: Bool) {
    self.init(quad: quad, projection: ParticleQuad.Projection(view), preservesDepth: preservesDepth)
  }

  /// The mapping with the view's terms worked out beforehand (`ParticleQuad.Projection`).
  init(quad: ParticleQuad, projection: ParticleQuad.Projection, preservesDepth: Bool) {
    let ppp = SIMD3<Double>(
      Double(projection.pixelsPerPoint.x), Double(projection.pixelsPerPoint.y), 1)
    func corner(_ s: Float, _ t: Float) -> SIMD3<Double> {
      SIMD3<Double>(
        quad.project(quad.offset(s: s, t: t), projection: projection, preservesDepth: preservesDepth))
        * ppp
    }
    let origin = corner(0, 0)
    let along = (corner(1, 0) - origin, corner(0, 1) - origin, origin)
    forward = along
    // Rows of the inverse of the 3×3 matrix whose columns are along.0, along.1, along.2.
    let (a, b, c) = along
    let determinant =
      a.x * (b.y * c.z - b.z * c.y) - b.x * (a.y * c.z - a.z * c.y) + c.x * (a.y * b.z - a.z * b.y)
    guard abs(determinant) > 1e-12 else {
      inverse = nil
      return
    }
    let r = 1 / determinant
    inverse = (
      SIMD3(b.y * c.z - c.y * b.z, c.x * b.z - b.x * c.z, b.x * c.y - c.x * b.y) * r,
      SIMD3(c.y * a.z - a.y * c.z, a.x * c.z - c.x * a.z, c.x * a.y - a.x * c.y) * r,
      SIMD3(a.y * b.z - b.y * a.z, b.x * a.z - a.x * b.z, a.x * b.y - b.x * a.y) * r
    )
  }

  /// (s, t) at pixel position (x, y); nil when the quad is edge-on.
  func imagePoint(x: Double, y: Double) -> SIMD2<Double>? {
    guard let inverse else { return nil }
    let p = SIMD3(x, y, 1)
    let q = SIMD3((inverse.0 * p).sum(), (inverse.1 * p).sum(), (inverse.2 * p).sum())
    guard q.z != 0 else { return nil }
    return SIMD2(q.x / q.z, q.y / q.z)
  }

  func covers(_ st: SIMD2<Double>) -> Bool {
    st.x >= 0 && st.x < 1 && st.y >= 0 && st.y < 1
  }

  /// The pixels whose centres can fall in the quad, clipped to the image.
  func pixelBounds(width: Int, height: Int) -> (columns: Range<Int>, rows: Range<Int>) {
    var low = SIMD2(Double.infinity, .infinity)
    var high = -low
    // The four corners, unrolled: an array of them was a heap allocation per particle.
    func include(_ s: Double, _ t: Double) {
      let p = forward.2 + forward.0 * s + forward.1 * t
      let point = SIMD2(p.x / p.z, p.y / p.z)
      low = pointwiseMin(low, point)
      high = pointwiseMax(high, point)
    }
    include(0, 0)
    include(1, 0)
    include(0, 1)
    include(1, 1)
    guard low.x.isFinite, high.x.isFinite, low.y.isFinite, high.y.isFinite else {
      return (0..<0, 0..<0)
    }
    // Clamped to the image while still Doubles: a quad near the eye plane (a scale of 1e-308)
    // reaches past Int's range.
    func column(_ x: Double, _ limit: Int) -> Int { Int(min(max(x, -1), Double(limit))) }
    let x0 = max(0, column((low.x - 0.5).rounded(.down), width))
    let x1 = min(width, column((high.x + 0.5).rounded(.up), width) + 1)
    let y0 = max(0, column((low.y - 0.5).rounded(.down), height))
    let y1 = min(height, column((high.y + 0.5).rounded(.up), height) + 1)
    return (x0..<max(x0, x1), y0..<max(y0, y1))
  }

  /// GL's level of detail for the pixel at column x, row y (from the top): the texel footprint
  /// of one pixel step, from differences across the 2 × 2 pixel quad the pixel belongs to (as
  /// llvmpipe derives them, quads aligned in GL's bottom-up window coordinates), scaled by the
  /// cell's bias.
  func levelOfDetail(
    x: Int, y: Int, imageHeight: Int, entry: ContentsAtlas.Entry, atlas: ContentsAtlas
  ) -> Float {
    let windowY = imageHeight - 1 - y
    let baseX = x & ~1
    let baseWindowY = windowY & ~1
    func coordinate(_ column: Int, _ windowRow: Int) -> SIMD2<Double>? {
      imagePoint(x: Double(column) + 0.5, y: Double(imageHeight - windowRow) - 0.5)
    }
    guard let base = coordinate(baseX, baseWindowY), let right = coordinate(baseX + 1, baseWindowY),
      let up = coordinate(baseX, baseWindowY + 1)
    else { return 0 }
    let texels =
      SIMD2(Double(atlas.layerWidth), Double(atlas.layerHeight)) * SIMD2<Double>(entry.textureSize)
    let scale = Double(pow(2, entry.lodBias))
    let dx = (right - base) * texels * scale
    let dy = (up - base) * texels * scale
    let rho = max((dx * dx).sum().squareRoot(), (dy * dy).sum().squareRoot())
    return rho > 0 ? Float(log2(rho)) : -.infinity
  }
}
