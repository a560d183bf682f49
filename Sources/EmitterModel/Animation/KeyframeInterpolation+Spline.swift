/// The cubic calculation modes' spline: Kochanek-Bartels segments through the keyframes (the
/// uniform Catmull-Rom spline when tension, continuity and bias are all 0), and for
/// `cubicPaced` the arc-length tables that move along it at constant speed.
///
/// Each segment from value i to i + 1 is a cubic Hermite curve whose end tangents are
///   out_i  = (1 - t_i)(1 + b_i)(1 + c_i)/2 · (p_i - p_i-1) + (1 - t_i)(1 - b_i)(1 - c_i)/2 · (p_i+1 - p_i)
///   in_i+1 = (1 - t_i+1)(1 + b_i+1)(1 - c_i+1)/2 · (p_i+1 - p_i) + (1 - t_i+1)(1 - b_i+1)(1 + c_i+1)/2 · (p_i+2 - p_i+1)
/// with the ends continued by repeating the first and last values, as the Catmull-Rom form does.
struct SplineShape: Sendable, Equatable {
  let tension: [Double]
  let continuity: [Double]
  let bias: [Double]

  static let catmullRom = SplineShape(tension: [], continuity: [], bias: [])

  /// True when every parameter is 0: the spline is the uniform Catmull-Rom one.
  var isCatmullRom: Bool {
    (tension + continuity + bias).allSatisfy { $0 == 0 }
  }

  /// Tension, continuity and bias at keyframe `i` (0 where none is given).
  func parameters(at i: Int) -> (t: Double, c: Double, b: Double) {
    (
      i < tension.count ? tension[i] : 0, i < continuity.count ? continuity[i] : 0,
      i < bias.count ? bias[i] : 0
    )
  }

  /// How far the spline can stray outside its values' range, as a share of that range on
  /// either side. A Hermite segment leaves its ends' range by at most 4/27 of each end tangent
  /// (the basis h10 = s(1 - s)² peaks at 4/27), and a tangent is at most
  /// |1 - t|(1 + |b|)(1 + |c|) times the range, so 8/27 of the largest such factor bounds it.
  var overshoot: Double {
    let count = max(tension.count, continuity.count, bias.count)
    let largest = (0..<max(count, 1)).map { i in
      let (t, c, b) = parameters(at: i)
      return abs(1 - t) * (1 + abs(b)) * (1 + abs(c))
    }.max() ?? 1
    return 8.0 / 27.0 * max(largest, 1)
  }
}

extension KeyframeInterpolation {
  /// Steps per segment in the arc-length tables of `cubicPaced` (each refined by Newton's
  /// method when a value is asked for).
  static let arcChords = 64

  /// The spline's segment from value i to i + 1 at parameter `s` in 0...1.
  func spline(segment i: Int, at s: Double) -> [Double] {
    Self.spline(values: values, shape: shape, segment: i, at: s)
  }

  static func spline(values: [[Double]], shape: SplineShape, segment i: Int, at s: Double)
    -> [Double]
  {
    guard !shape.isCatmullRom else {
      return catmullRom(
        values[max(i - 1, 0)], values[i], values[i + 1], values[min(i + 2, values.count - 1)], at: s)
    }
    let segment = hermite(values: values, shape: shape, segment: i)
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return (0..<segment.start.count).map { c in
      h00 * segment.start[c] + h10 * segment.out[c] + h01 * segment.end[c] + h11 * segment.into[c]
    }
  }

  /// Segment i as a Hermite curve: its ends and the Kochanek-Bartels tangents leaving value i
  /// (`out`) and arriving at value i + 1 (`into`), from the neighbouring values (the ends
  /// repeat at the first and last segment) and the shape's tension, continuity and bias there.
  static func hermite(values: [[Double]], shape: SplineShape, segment i: Int)
    -> (start: [Double], end: [Double], out: [Double], into: [Double])
  {
    let p0 = values[max(i - 1, 0)]
    let p1 = values[i]
    let p2 = values[i + 1]
    let p3 = values[min(i + 2, values.count - 1)]
    let (t1, c1, b1) = shape.parameters(at: i)
    let (t2, c2, b2) = shape.parameters(at: i + 1)
    let outBefore = (1 - t1) * (1 + b1) * (1 + c1) / 2
    let outAfter = (1 - t1) * (1 - b1) * (1 - c1) / 2
    let inBefore = (1 - t2) * (1 + b2) * (1 - c2) / 2
    let inAfter = (1 - t2) * (1 - b2) * (1 + c2) / 2
    let out = (0..<p1.count).map { c in outBefore * (p1[c] - p0[c]) + outAfter * (p2[c] - p1[c]) }
    let into = (0..<p1.count).map { c in inBefore * (p2[c] - p1[c]) + inAfter * (p3[c] - p2[c]) }
    return (p1, p2, out, into)
  }

  /// The uniform Catmull-Rom segment from p1 to p2 (its polynomial form, as it always was).
  static func catmullRom(
    _ p0: [Double], _ p1: [Double], _ p2: [Double], _ p3: [Double], at t: Double
  ) -> [Double] {
    let t2 = t * t
    let t3 = t2 * t
    return (0..<p1.count).map { c in
      0.5
        * ((2 * p1[c]) + (p2[c] - p0[c]) * t + (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2
          + (3 * p1[c] - p0[c] - 3 * p2[c] + p3[c]) * t3)
    }
  }

  /// Each segment's arc length from its start at `arcChords` even parameter steps (first 0),
  /// each step integrated by Gauss-Legendre quadrature of the speed.
  static func arcTables(values: [[Double]], shape: SplineShape) -> [[Double]] {
    guard values.count > 1 else { return [] }
    return (0..<values.count - 1).map { segment in
      var lengths = [0.0]
      lengths.reserveCapacity(arcChords + 1)
      for step in 1...arcChords {
        let arc = arcLength(
          values: values, shape: shape, segment: segment,
          from: Double(step - 1) / Double(arcChords), to: Double(step) / Double(arcChords))
        lengths.append(lengths[lengths.count - 1] + arc)
      }
      return lengths
    }
  }

  /// The spline's velocity (per unit parameter) on segment i at `s`: the Hermite form's
  /// derivative (the Catmull-Rom polynomial is the Hermite curve with tangents (p2 - p0)/2 and
  /// (p3 - p1)/2, so one form serves both).
  static func splineVelocity(values: [[Double]], shape: SplineShape, segment i: Int, at s: Double)
    -> [Double]
  {
    let segment = hermite(values: values, shape: shape, segment: i)
    let s2 = s * s
    let d00 = 6 * s2 - 6 * s
    let d10 = 3 * s2 - 4 * s + 1
    let d11 = 3 * s2 - 2 * s
    return (0..<segment.start.count).map { c in
      d00 * (segment.start[c] - segment.end[c]) + d10 * segment.out[c] + d11 * segment.into[c]
    }
  }

  static func speed(values: [[Double]], shape: SplineShape, segment: Int, at s: Double) -> Double {
    splineVelocity(values: values, shape: shape, segment: segment, at: s)
      .reduce(0) { $0 + $1 * $1 }.squareRoot()
  }

  /// The arc length of segment `segment` between parameters `a` and `b`: 4-point
  /// Gauss-Legendre quadrature of the speed (exact for the polynomial part; the square root's
  /// error over a 64th of a segment is far below a point's millionth for scene-sized values).
  static func arcLength(
    values: [[Double]], shape: SplineShape, segment: Int, from a: Double, to b: Double
  ) -> Double {
    let nodes = [
      (-0.861_136_311_594_052_6, 0.347_854_845_137_453_9),
      (-0.339_981_043_584_856_3, 0.652_145_154_862_546_1),
      (0.339_981_043_584_856_3, 0.652_145_154_862_546_1),
      (0.861_136_311_594_052_6, 0.347_854_845_137_453_9),
    ]
    let half = (b - a) / 2
    let middle = (a + b) / 2
    return half
      * nodes.reduce(0) { sum, node in
        sum + node.1 * speed(values: values, shape: shape, segment: segment, at: middle + half * node.0)
      }
  }

  /// Key times proportional to the arc length travelled along the spline; evenly spaced when
  /// it does not move at all.
  static func cubicPacedKeyTimes(_ tables: [[Double]], count: Int) -> [Double] {
    var distances = [0.0]
    for table in tables { distances.append(distances[distances.count - 1] + (table.last ?? 0)) }
    guard let total = distances.last, total > 0 else { return evenKeyTimes(count) }
    return distances.map { $0 / total }
  }

  /// The spline parameter at which segment `i` has covered `fraction` of its arc length: the
  /// table's step holding it, then Newton steps on the quadrature's arc length.
  func parameter(segment i: Int, arcFraction fraction: Double) -> Double {
    let table = arcTables[i]
    guard let length = table.last, length > 0 else { return fraction }
    let target = fraction * length
    var probes = 0
    let k = min(
      Self.lastIndex(in: table, atOrBefore: target, probes: &probes) ?? 0, Self.arcChords - 1)
    let step = 1 / Double(Self.arcChords)
    let low = Double(k) * step
    let piece = table[k + 1] - table[k]
    guard piece > 0 else { return low }
    let wanted = target - table[k]
    var s = low + step * min(max(wanted / piece, 0), 1)
    for _ in 0..<3 {
      let speed = Self.speed(values: values, shape: shape, segment: i, at: s)
      guard speed > 0 else { break }
      let covered = Self.arcLength(values: values, shape: shape, segment: i, from: low, to: s)
      s = min(max(s - (covered - wanted) / speed, low), low + step)
    }
    return s
  }
}
