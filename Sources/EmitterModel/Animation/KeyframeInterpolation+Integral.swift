/// The keyframe path's integral over progress in closed form, for the modes that are straight
/// lines (linear, paced) or steps (discrete) between key times: a running sum over the key
/// times, built once in O(n), and a binary search for the partial segment. So a birth rate
/// animated through a million keyframes integrates in about 20 comparisons per piece, where
/// quadrature would refine at every corner.
extension KeyframeInterpolation {
  /// Whether `antiderivative(at:)` is available: one component, a straight-line or step mode,
  /// and no per-keyframe easing.
  var hasAntiderivative: Bool { !runningIntegral.isEmpty }

  /// `∫ value(at: x) dx` from the first key time to `f` (negative before it), where
  /// `hasAntiderivative`: before the first key time the first value holds, after the last the
  /// last, as `value(at:)` has them.
  func antiderivative(at f: Double) -> Double {
    precondition(hasAntiderivative, "no closed-form integral for this keyframe path")
    let first = keyTimes[0]
    guard f > first else { return (f - first) * values[0][0] }
    var probes = 0
    if mode == .discrete {
      let starts = keyTimes.prefix(values.count)
      let i = min(Self.lastIndex(in: starts, atOrBefore: f, probes: &probes) ?? 0, values.count - 1)
      return runningIntegral[i] + (f - keyTimes[i]) * values[i][0]
    }
    let last = values.count - 1
    guard let i = Self.lastIndex(in: keyTimes, atOrBefore: f, probes: &probes), i < last else {
      return runningIntegral[last] + (f - keyTimes[last]) * values[last][0]
    }
    let span = keyTimes[i + 1] - keyTimes[i]
    let local = span > 0 ? (f - keyTimes[i]) / span : 1
    let (y0, y1) = (values[i][0], values[i + 1][0])
    // The trapezoid from key time i to f under the straight line.
    return runningIntegral[i] + (f - keyTimes[i]) * (y0 + (y0 + (y1 - y0) * local)) / 2
  }

  /// The smallest and largest value the path takes (a straight line or a step stays between its
  /// keyframes); nil where `hasAntiderivative` is false.
  package var valueRange: ClosedRange<Double>? { closedFormRange }

  /// The least and greatest first component (nil for no values).
  static func firstComponentRange(_ values: [[Double]]) -> ClosedRange<Double>? {
    guard var low = values.first?.first else { return nil }
    var high = low
    for value in values {
      low = min(low, value[0])
      high = max(high, value[0])
    }
    return low...high
  }

  /// `runningIntegral[i]`: the integral from the first key time to key time `i`; empty for paths
  /// without a closed form (cubic, eased segments, several components, too few key times).
  static func runningIntegral(
    values: [[Double]], keyTimes: [Double], timingFunctions: [MediaTimingFunction],
    mode: CalculationMode
  ) -> [Double] {
    guard mode != .cubic, mode != .cubicPaced, values.count > 1, values.allSatisfy({ $0.count == 1 }),
      timingFunctions.allSatisfy(\.isLinear), keyTimes.count >= values.count,
      zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
    else {
      return []
    }
    var sums = [0.0]
    sums.reserveCapacity(values.count)
    for i in 1..<values.count {
      let width = keyTimes[i] - keyTimes[i - 1]
      let height =
        mode == .discrete ? values[i - 1][0] : (values[i - 1][0] + values[i][0]) / 2
      sums.append(sums[i - 1] + width * height)
    }
    return sums
  }
}
