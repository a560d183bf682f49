import EmitterImage

/// Anti-aliased masks: each pixel's coverage by a shape, 0...1, as white premultiplied RGBA
/// (the particle colour tints it).
enum CoverageMask {
  /// Renders `coverage(x, y)` for every pixel (x, y are the pixel's top-left corner) into an
  /// image of white with that alpha.
  static func image(width: Int, height: Int, coverage: (Double, Double) -> Double) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let value = UInt8((min(1, max(0, coverage(Double(x), Double(y)))) * 255).rounded())
        image[x, y] = SIMD4(repeating: value)
      }
    }
    return image
  }

  /// The exact area of the unit pixel square at (x, y) inside a convex polygon (vertices in
  /// order, either winding): the square clipped by each edge's half-plane (Sutherland-Hodgman),
  /// then measured by the shoelace formula. This is a box filter, so edges and corners are
  /// exact at any angle. Only pixels an edge crosses are clipped (a shape's raster is mostly
  /// inside or outside): one whose corners are all outside an edge is not covered, one whose
  /// corners are all inside every edge is covered whole, as clipping would find.
  static func convexCoverage(x: Double, y: Double, polygon: [SIMD2<Double>]) -> Double {
    let orientation = signedArea(polygon) >= 0 ? 1.0 : -1.0
    var crossed = false
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      // `clip`'s side of each corner, the same arithmetic (scalar: unoptimised builds run
      // generic SIMD code slowly, and contents are rasterised in debug builds' tests too).
      let (edgeX, edgeY) = (b.x - a.x, b.y - a.y)
      let (left, right, top, bottom) = (x - a.x, x + 1 - a.x, y - a.y, y + 1 - a.y)
      let sides = (
        orientation * (edgeX * top - edgeY * left),
        orientation * (edgeX * top - edgeY * right),
        orientation * (edgeX * bottom - edgeY * right),
        orientation * (edgeX * bottom - edgeY * left)
      )
      let inside = min(sides.0, sides.1, sides.2, sides.3) >= 0
      if max(sides.0, sides.1, sides.2, sides.3) < 0 { return 0 }
      if !inside { crossed = true }
    }
    return crossed ? clippedCoverage(x: x, y: y, polygon: polygon, orientation: orientation) : 1
  }

  /// `convexCoverage` by clipping alone, whatever the pixel.
  static func clippedCoverage(
    x: Double, y: Double, polygon: [SIMD2<Double>], orientation: Double
  ) -> Double {
    var area = [SIMD2(x, y), SIMD2(x + 1, y), SIMD2(x + 1, y + 1), SIMD2(x, y + 1)]
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      area = clip(area, a, b, orientation)
      if area.isEmpty { return 0 }
    }
    return abs(signedArea(area))
  }

  /// Keeps the part of `points` on the inner side of the line a→b.
  private static func clip(
    _ points: [SIMD2<Double>], _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ orientation: Double
  ) -> [SIMD2<Double>] {
    func side(_ p: SIMD2<Double>) -> Double {
      orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
    }
    var result: [SIMD2<Double>] = []
    for i in points.indices {
      let p = points[i]
      let q = points[(i + 1) % points.count]
      let sp = side(p)
      let sq = side(q)
      if sp >= 0 { result.append(p) }
      if (sp >= 0) != (sq >= 0) {
        let t = sp / (sp - sq)
        result.append(p + (q - p) * t)
      }
    }
    return result
  }

  static func signedArea(_ points: [SIMD2<Double>]) -> Double {
    var sum = 0.0
    for i in points.indices {
      let p = points[i]
      let q = points[(i + 1) % points.count]
      sum += p.x * q.y - q.x * p.y
    }
    return sum / 2
  }

  /// Coverage of the pixel at (x, y) by an ellipse: its signed distance at the pixel centre
  /// (Quilez's first-order estimate |f| / |grad f|, exact for a circle) through a one-pixel ramp.
  static func ellipseCoverage(x: Double, y: Double, center: SIMD2<Double>, radii: SIMD2<Double>)
    -> Double
  {
    let p = SIMD2(x + 0.5, y + 0.5) - center
    let k0 = ((p / radii) * (p / radii)).sum().squareRoot()
    let k1 = ((p / (radii * radii)) * (p / (radii * radii))).sum().squareRoot()
    guard k1 > 0 else { return 1 }
    let distance = k0 * (k0 - 1) / k1
    return min(1, max(0, 0.5 - distance))
  }
}
