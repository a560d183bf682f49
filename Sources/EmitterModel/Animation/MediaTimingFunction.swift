/// Core Animation's timing function (CAMediaTimingFunction): a cubic Bézier from (0, 0) to
/// (1, 1) through two control points, mapping an animation's linear progress to eased progress.
///
/// The curve is `B(s) = 3(1-s)²s·c1 + 3(1-s)s²·c2 + s³` for s in [0, 1]; `value(at: x)` finds the
/// parameter s whose x is `x` and returns its y. Control-point x values are kept in 0...1 (the
/// validator refuses others), so x(s) never decreases and every progress has exactly one value.
/// Evaluated in double precision on the CPU: the simulators only ever see its results.
public struct MediaTimingFunction: Hashable, Sendable {
  /// The first control point; x in 0...1.
  public var controlPoint1: Point
  /// The second control point; x in 0...1.
  public var controlPoint2: Point

  /// A curve through (c1x, c1y) and (c2x, c2y) (CAMediaTimingFunction's `init(controlPoints:)`).
  public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    controlPoint1 = Point(x: c1x, y: c1y)
    controlPoint2 = Point(x: c2x, y: c2y)
  }

  /// Core Animation's named functions (`CAMediaTimingFunctionName`), with Apple's published
  /// control points.
  public enum Name: String, CaseIterable, Sendable {
    /// The five names Core Animation defines.
    case linear, easeIn, easeOut, easeInEaseOut, `default`

    /// The function with this name's control points.
    public var function: MediaTimingFunction {
      switch self {
      case .linear: MediaTimingFunction(controlPoints: 0, 0, 1, 1)
      case .easeIn: MediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
      case .easeOut: MediaTimingFunction(controlPoints: 0, 0, 0.58, 1)
      case .easeInEaseOut: MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
      case .default: MediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
      }
    }
  }

  /// Progress as given: (0, 0, 1, 1).
  public static let linear = Name.linear.function
  /// Starts slowly: (0.42, 0, 1, 1).
  public static let easeIn = Name.easeIn.function
  /// Ends slowly: (0, 0, 0.58, 1).
  public static let easeOut = Name.easeOut.function
  /// Starts and ends slowly: (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = Name.easeInEaseOut.function
  /// Core Animation's default curve: (0.25, 0.1, 0.25, 1).
  public static let `default` = Name.default.function

  /// The name whose control points these are, if any (scene files write the name).
  public var name: Name? { Name.allCases.first { $0.function == self } }

  /// The four numbers `[c1x, c1y, c2x, c2y]`, as a scene file writes a custom curve.
  package var controlPointComponents: [Double] {
    [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y]
  }

  /// True when the curve is the diagonal, so `value(at: x)` is `x` exactly.
  public var isLinear: Bool {
    controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
  }

  /// The eased progress at linear progress `x` (clamped to 0...1).
  public func value(at x: Double) -> Double {
    let x = min(max(x, 0), 1)
    if isLinear { return x }
    if x == 0 || x == 1 { return x }
    return curveY(parameter(forX: x))
  }

  /// The extreme y values the curve reaches: 0...1 unless a control point's y is outside it
  /// (the curve lies in its control points' hull), else found by sampling, padded.
  package var valueRange: ClosedRange<Double> {
    let ys = [controlPoint1.y, controlPoint2.y]
    if ys.allSatisfy({ (0...1).contains($0) }) { return 0...1 }
    var lowest = 0.0
    var highest = 1.0
    for step in 0...64 {
      let y = curveY(Double(step) / 64)
      lowest = min(lowest, y)
      highest = max(highest, y)
    }
    // A cubic between samples 1/64 apart moves at most |y'|max / 64 past them; pad generously.
    let pad = 0.02 * (highest - lowest)
    return (lowest - pad)...(highest + pad)
  }

  // MARK: The cubic in power form: a s³ + b s² + c s.

  private func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    return (1 - c - b, b, c)
  }

  func curveX(_ s: Double) -> Double {
    let (a, b, c) = coefficients(controlPoint1.x, controlPoint2.x)
    return ((a * s + b) * s + c) * s
  }

  func curveY(_ s: Double) -> Double {
    let (a, b, c) = coefficients(controlPoint1.y, controlPoint2.y)
    return ((a * s + b) * s + c) * s
  }

  private func slopeX(_ s: Double) -> Double {
    let (a, b, c) = coefficients(controlPoint1.x, controlPoint2.x)
    return (3 * a * s + 2 * b) * s + c
  }

  /// The parameter s in [0, 1] with x(s) = x: Newton's method from s = x, which converges in a
  /// few steps on these curves, with bisection as the fallback where the slope vanishes (an
  /// ease's flat end) or Newton leaves the interval.
  private func parameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = curveX(s) - x
      if abs(error) < 1e-14 { return s }
      let slope = slopeX(s)
      guard abs(slope) > 1e-9 else { break }
      let next = s - error / slope
      guard next >= 0, next <= 1 else { break }
      s = next
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = curveX(s)
      if abs(value - x) < 1e-14 { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
