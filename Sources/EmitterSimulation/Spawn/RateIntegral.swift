/// The integral of a varying birth rate (`EmissionRate`) over layer time, computed so that it is
/// a function of the time alone, never of how the time was split into frames: births stay exact
/// under animated rates.
///
/// Layer time is cut at fixed boundaries: every multiple of `gridStep` and every joint of the
/// rate (event times, window edges, the animations' begin, end and repetition times), so inside
/// a segment the rate is smooth. The integral at `t` is the sum over the whole segments before
/// `t`, each integrated once, in order, plus the part of `t`'s own segment up to `t`. A segment
/// where the rate is constant is `rate × length`; elsewhere adaptive Simpson quadrature to
/// `tolerance` births, or `relativeTolerance` of them where there are many (it refines around the kinks and steps that keyframes leave inside a
/// segment), unless the rate follows straight-line or step keyframes there, which integrate in
/// closed form (`EmissionRate.exactIntegral`). Bursts add their counts at their moments. The result is snapped to a whole number
/// within 1e-9 (relative above 1), like the constant-rate plan.
struct RateIntegral: Sendable {
  /// 1/64 s: a power of two, so boundaries are exact in binary.
  static let gridStep = 1.0 / 64
  /// Births of quadrature error allowed per segment.
  static let tolerance = 1e-10
  /// Share of a segment's births allowed as error where that is more than `tolerance` (over 100
  /// births a segment): far above rounding, far below one birth in a segment of 10^11.
  static let relativeTolerance = 1e-12

  /// The integral's origin: where the rate started varying, and the births before it
  /// (`SlotDemand` bounds the serials born before it from there).
  let anchorTime: Double
  let anchorValue: Double
  /// Where the sum restarts: the anchor, or the latest live change of the rate function
  /// (`rebase`), and the births counted by then.
  private(set) var baseTime: Double
  private(set) var baseValue: Double
  /// The start of the current segment, and the rate's integral from the base up to it.
  private(set) var segmentStart: Double
  private(set) var prefix = 0.0
  /// How many times the rate has been sampled: the work the integral has cost, which tests bound.
  private(set) var rateSamples = 0
  /// Whether pieces the rate crosses along straight-line or step keyframes integrate in closed
  /// form (tests turn it off to check the closed form against quadrature).
  var usesClosedForms = true

  init(anchorTime: Double, anchorValue: Double) {
    self.anchorTime = anchorTime
    self.anchorValue = anchorValue
    baseTime = anchorTime
    baseValue = anchorValue
    segmentStart = anchorTime
  }

  /// Restarts the sum at `t` with `value` births counted, for a rate function a live change
  /// replaced there (the segments before `t` were integrated under the old one); the anchor stays.
  mutating func rebase(at t: Double, value: Double) {
    baseTime = t
    baseValue = value
    segmentStart = t
    prefix = 0
  }

  /// The number of births due by layer time `t` (not counting bursts at `t` itself). Calls must
  /// not go back before the segment of an earlier call.
  mutating func value(at t: Double, rate: EmissionRate, schedule: EmissionSchedule, cell: String)
    -> Double
  {
    while true {
      let end = nextBoundary(after: segmentStart, rate: rate, schedule: schedule)
      guard end <= t else { break }
      prefix += integral(from: segmentStart, to: end, rate: rate, schedule: schedule)
      segmentStart = end
    }
    let partial = integral(from: segmentStart, to: t, rate: rate, schedule: schedule)
    let bursts =
      schedule.burstTotal(of: cell, before: t) - schedule.burstTotal(of: cell, before: baseTime)
    return SpawnPlanner.snapped(baseValue + prefix + partial + bursts)
  }

  /// The first boundary after `x`: the next grid point, or a joint of the rate before it.
  func nextBoundary(after x: Double, rate: EmissionRate, schedule: EmissionSchedule) -> Double {
    let grid = ((x / Self.gridStep).rounded(.down) + 1) * Self.gridStep
    return rate.firstJoint(in: x, grid, schedule: schedule) ?? grid
  }

  /// ∫ rate over `[a, b]`, which lies inside one segment.
  mutating func integral(
    from a: Double, to b: Double, rate: EmissionRate, schedule: EmissionSchedule
  ) -> Double {
    guard b > a else { return 0 }
    if rate.isConstant(in: a, b, schedule: schedule) {
      rateSamples += 1
      return rate.rate(at: a + (b - a) / 2, schedule: schedule) * (b - a)
    }
    if usesClosedForms, let exact = rate.exactIntegral(from: a, to: b, schedule: schedule) {
      rateSamples += 1
      return exact
    }
    var samples = 0
    defer { rateSamples += samples }
    // One-sided values at the ends: the rate may jump exactly at a joint.
    let f = { (t: Double) in
      samples += 1
      return rate.rate(at: min(max(t, a.nextUp), b.nextDown), schedule: schedule)
    }
    let m = a + (b - a) / 2
    let (fa, fm, fb) = (f(a), f(m), f(b))
    let whole = (b - a) / 6 * (fa + 4 * fm + fb)
    // Relative where the births are many: rounding alone leaves ~1e-16 of a huge rate's
    // integral, which an absolute 1e-10 would chase 40 levels deep everywhere (2^40 samples).
    let tolerance = max(Self.tolerance, abs(whole) * Self.relativeTolerance)
    return Self.simpson(f, a, b, fa, fm, fb, whole: whole, tolerance: tolerance, depth: 0)
  }

  /// Adaptive Simpson with Richardson's correction; at least 2 levels deep, at most 40.
  private static func simpson(
    _ f: (Double) -> Double, _ a: Double, _ b: Double, _ fa: Double, _ fm: Double, _ fb: Double,
    whole: Double, tolerance: Double, depth: Int
  ) -> Double {
    let m = a + (b - a) / 2
    let (lm, rm) = (a + (m - a) / 2, m + (b - m) / 2)
    let (flm, frm) = (f(lm), f(rm))
    let left = (m - a) / 6 * (fa + 4 * flm + fm)
    let right = (b - m) / 6 * (fm + 4 * frm + fb)
    let difference = left + right - whole
    // A rate past Double's range (inf, nan) refines nothing.
    if depth >= 40 || !difference.isFinite || (depth >= 2 && abs(difference) <= 15 * tolerance) {
      return left + right + difference / 15
    }
    return simpson(f, a, m, fa, flm, fm, whole: left, tolerance: tolerance / 2, depth: depth + 1)
      + simpson(f, m, b, fm, frm, fb, whole: right, tolerance: tolerance / 2, depth: depth + 1)
  }
}
