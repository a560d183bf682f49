/// Keyframe evaluation on component vectors (a number is one component, a colour four): the
/// four calculation modes of CAKeyframeAnimation at a progress fraction in 0...1.
///
/// Key times need not start at 0 or end at 1 (Core Animation accepts `[0, 0.4]`, as the iMessage
/// recipe uses): before the first key time the first value holds, after the last the last.
struct KeyframeInterpolation: Sendable {
  let values: [[Double]]
  let keyTimes: [Double]
  let timingFunctions: [MediaTimingFunction]
  let mode: CalculationMode
  /// The cubic modes' tension, continuity and bias (`KeyframeInterpolation+Spline`).
  let shape: SplineShape
  /// `cubicPaced`'s arc-length table per segment; empty in the other modes.
  let arcTables: [[Double]]
  /// For one-component values in a mode that is linear between key times (linear, paced,
  /// discrete): the integral of the value over progress from the first key time up to each key
  /// time (`KeyframeInterpolation+Integral`); empty otherwise.
  let runningIntegral: [Double]
  /// The least and greatest value where `runningIntegral` exists (a straight line or a step
  /// stays between its keyframes), found once.
  let closedFormRange: ClosedRange<Double>?

  init(
    values: [[Double]], keyTimes: [Double], timingFunctions: [MediaTimingFunction],
    mode: CalculationMode, shape: SplineShape = .catmullRom
  ) {
    self.values = values
    self.mode = mode
    self.shape = shape
    self.timingFunctions = mode == .paced || mode == .cubicPaced ? [] : timingFunctions
    arcTables = mode == .cubicPaced ? Self.arcTables(values: values, shape: shape) : []
    switch mode {
    case .paced: self.keyTimes = Self.pacedKeyTimes(values)
    case .cubicPaced: self.keyTimes = Self.cubicPacedKeyTimes(arcTables, count: values.count)
    case .discrete:
      self.keyTimes = keyTimes.isEmpty ? Self.evenKeyTimes(values.count + 1) : keyTimes
    case .linear, .cubic:
      self.keyTimes = keyTimes.isEmpty ? Self.evenKeyTimes(values.count) : keyTimes
    }
    runningIntegral = Self.runningIntegral(
      values: values, keyTimes: self.keyTimes, timingFunctions: self.timingFunctions, mode: mode)
    closedFormRange = runningIntegral.isEmpty ? nil : Self.firstComponentRange(values)
  }

  /// The value at progress `f`.
  func value(at f: Double) -> [Double] {
    guard let first = values.first, let last = values.last else { return [] }
    guard values.count > 1 else { return first }
    if mode == .discrete { return values[discreteIndex(at: f)] }
    guard f > keyTimes[0] else { return first }
    var probes = 0
    guard let segment = Self.lastIndex(in: keyTimes, atOrBefore: f, probes: &probes),
      segment < values.count - 1
    else {
      return last
    }
    let span = keyTimes[segment + 1] - keyTimes[segment]
    var local = span > 0 ? (f - keyTimes[segment]) / span : 1
    if segment < timingFunctions.count { local = timingFunctions[segment].value(at: local) }
    if mode == .cubic { return spline(segment: segment, at: local) }
    if mode == .cubicPaced {
      return spline(segment: segment, at: parameter(segment: segment, arcFraction: local))
    }
    return zip(values[segment], values[segment + 1]).map { a, b in a + (b - a) * local }
  }

  /// Value `i` holds from key time `i` until key time `i + 1`: `values.count` key times (each
  /// value's start) or `values.count + 1` (Apple's documented form, the last marking the end).
  private func discreteIndex(at f: Double) -> Int {
    var probes = 0
    let starts = keyTimes.prefix(values.count)
    let index = Self.lastIndex(in: starts, atOrBefore: f, probes: &probes) ?? 0
    return min(index, values.count - 1)
  }

  /// The last index whose key time is at or before `f`, or nil when none is: a binary search
  /// (key times never decrease; validation checks it), so evaluating an animation of a million
  /// keyframes costs about 20 comparisons, not a million. `probes` counts the comparisons.
  static func lastIndex(
    in times: ArraySlice<Double>, atOrBefore f: Double, probes: inout Int
  ) -> Int? {
    // Invariant: times[..<low] are <= f, times[high...] are > f.
    var low = times.startIndex
    var high = times.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      probes += 1
      if times[middle] <= f { low = middle + 1 } else { high = middle }
    }
    return low > times.startIndex ? low - 1 : nil
  }

  static func lastIndex(in times: [Double], atOrBefore f: Double, probes: inout Int) -> Int? {
    lastIndex(in: times[...], atOrBefore: f, probes: &probes)
  }

  /// How far a Catmull-Rom spline can stray outside its values' range, as a share of that range
  /// on either side: its basis weights dip to about -0.075 and sum to 1, so a quarter is ample.
  static let cubicOvershoot = 0.25

  static func evenKeyTimes(_ count: Int) -> [Double] {
    count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// Key times proportional to the distance travelled (Euclidean over the components), so the
  /// value moves at constant speed; evenly spaced when it does not move at all.
  static func pacedKeyTimes(_ values: [[Double]]) -> [Double] {
    var distances = [0.0]
    for (a, b) in zip(values, values.dropFirst()) {
      let step = zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
      distances.append(distances[distances.count - 1] + step)
    }
    guard let total = distances.last, total > 0 else { return evenKeyTimes(values.count) }
    return distances.map { $0 / total }
  }
}
