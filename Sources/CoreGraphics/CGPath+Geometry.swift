extension CGPath {
  /// The smallest rectangle holding every point of the path, control points included; the
  /// null rectangle for an empty path.
  public var boundingBox: CGRect {
    Self.box(around: elements.flatMap(\.points))
  }

  /// The smallest rectangle holding the path's outline (curves at their extremes, control
  /// points not counted); the null rectangle for an empty path.
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        (current, start) = (p, p)
        points.append(p)
      case .line(let p):
        current = p
        points.append(p)
      case .quadCurve(let c, let p):
        points += [p] + Self.quadExtremes(current, c, p)
        current = p
      case .curve(let c1, let c2, let p):
        points += [p] + Self.cubicExtremes(current, c1, c2, p)
        current = p
      case .close:
        current = start
      }
    }
    return Self.box(around: points)
  }

  /// Whether `point`, moved by `transform` first, is inside the area the path fills under
  /// `rule` (each subpath closed, curves followed to within about 1/100 of their size).
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    let p = point.applying(transform)
    var winding = 0
    for polygon in polygons() where polygon.count > 1 {
      for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
        // Crossings of the horizontal ray to +x, signed by direction (half-open in y).
        guard (a.y <= p.y) != (b.y <= p.y) else { continue }
        let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
        if x > p.x { winding += b.y > a.y ? 1 : -1 }
      }
    }
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }

  /// Each subpath as a polygon of its end points, curves flattened into lines.
  func polygons() -> [[CGPoint]] {
    var polygons: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if !current.isEmpty { polygons.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish()
        current = [p]
      case .line(let p):
        current.append(p)
      case .quadCurve(let c, let p):
        let p0 = current.last ?? p
        // Degree elevation: the same curve as a cubic.
        current += Self.flattened(p0, p0 + (c - p0) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p)
      case .curve(let c1, let c2, let p):
        current += Self.flattened(current.last ?? p, c1, c2, p)
      case .close:
        let start = current.first
        finish()
        if let start { current = [start] }
      }
    }
    finish()
    return polygons
  }

  /// Points along a cubic after its start, enough that the chords stay near the curve.
  private static func flattened(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint)
    -> [CGPoint]
  {
    let length = distance(p0, c1) + distance(c1, c2) + distance(c2, p1)
    let count = Int(min(max((10 * Double(length)).squareRoot(), 4), 1024).rounded(.up))
    return (1...count).map { cubic(p0, c1, c2, p1, at: Double($0) / Double(count)) }
  }

  /// A cubic's points where dx/dt or dy/dt is zero inside (0, 1).
  private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint)
    -> [CGPoint]
  {
    var roots: [Double] = []
    for axis in [\CGPoint.x, \CGPoint.y] {
      // B'(t)/3 = a t² + b t + c.
      let (v0, v1, v2, v3) = (
        Double(p0[keyPath: axis]), Double(c1[keyPath: axis]),
        Double(c2[keyPath: axis]), Double(p1[keyPath: axis])
      )
      let a = -v0 + 3 * v1 - 3 * v2 + v3
      let b = 2 * (v0 - 2 * v1 + v2)
      let c = v1 - v0
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { roots.append(-c / b) }
      } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
          let root = discriminant.squareRoot()
          roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }.map { cubic(p0, c1, c2, p1, at: $0) }
  }

  /// A quadratic's points where dx/dt or dy/dt is zero inside (0, 1).
  private static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
    [\CGPoint.x, \CGPoint.y].compactMap { axis -> CGPoint? in
      let denominator = Double(p0[keyPath: axis] - 2 * c[keyPath: axis] + p1[keyPath: axis])
      guard abs(denominator) > 1e-12 else { return nil }
      let t = Double(p0[keyPath: axis] - c[keyPath: axis]) / denominator
      guard t > 0, t < 1 else { return nil }
      let u = 1 - t
      return CGPoint(
        x: u * u * Double(p0.x) + 2 * u * t * Double(c.x) + t * t * Double(p1.x),
        y: u * u * Double(p0.y) + 2 * u * t * Double(c.y) + t * t * Double(p1.y))
    }
  }

  private static func cubic(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: Double
  ) -> CGPoint {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: w0 * Double(p0.x) + w1 * Double(c1.x) + w2 * Double(c2.x) + w3 * Double(p1.x),
      y: w0 * Double(p0.y) + w1 * Double(c1.y) + w2 * Double(c2.y) + w3 * Double(p1.y))
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  private static func box(around points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (low, high) = (first, first)
    for p in points.dropFirst() {
      (low.x, low.y) = (min(low.x, p.x), min(low.y, p.y))
      (high.x, high.y) = (max(high.x, p.x), max(high.y, p.y))
    }
    return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }
}

extension CGPath.Element {
  /// The element's points as Core Graphics lists them (controls first, end point last).
  var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quadCurve(let c, let p): [c, p]
    case .curve(let c1, let c2, let p): [c1, c2, p]
    case .close: []
    }
  }
}
