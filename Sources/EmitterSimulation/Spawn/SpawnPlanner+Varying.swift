/// Births of a cell whose rate varies (`EmissionRate`), from its time-pure integral.
///
/// The step is walked piece by piece between the integral's boundaries (which include every
/// event, so bursts fall on piece starts). At a piece's start its bursts are born all at once;
/// the serials born inside it are those the exact integral passes, `[ceil(I(a)), ceil(I(b)))`.
/// Each is placed where the integral reaches it: exactly `a + (k - I(a)) / rate` in a constant
/// piece; elsewhere by linear interpolation through eight midpoint-rule sub-integrals scaled to
/// the piece's exact integral (a birth-time error of microseconds for any eased rate; the count
/// itself is exact, and rate samples are only taken when something is born).
extension SpawnPlanner {
  /// Samples of the integral per varying piece, to place births inside it.
  static let samplesPerPiece = 8

  mutating func planVarying(
    _ cell: ResolvedCell, rate: EmissionRate, schedule: EmissionSchedule, from t0: Double,
    to t1: Double
  ) -> CellBirths? {
    let name = cell.path
    var integral =
      varying[cell.index] ?? RateIntegral(anchorTime: t0, anchorValue: integrals[cell.index])
    defer { varying[cell.index] = integral }
    var current = integral.value(at: t0, rate: rate, schedule: schedule, cell: name)
    let first = current.rounded(.up)
    var next = first
    var times: [Double] = []
    var p = t0
    while p < t1 {
      for burst in schedule.bursts(of: name, in: p, p.nextUp) {
        current += Double(burst.count)
        while next < current.rounded(.up), times.count <= birthLimit {
          times.append(p)
          next += 1
        }
      }
      let q = min(integral.nextBoundary(after: p, rate: rate, schedule: schedule), t1)
      // Includes the bursts at p (they are before q), as `current` now does.
      let value = integral.value(at: q, rate: rate, schedule: schedule, cell: name)
      if next < value.rounded(.up), value > current {
        let marks =
          rate.isConstant(in: p, q, schedule: schedule)
          ? (times: [p, q], shares: [0.0, 1.0])
          : Self.subIntegralMarks(from: p, to: q, rate: rate, schedule: schedule)
        let last = marks.times.count - 1
        for i in 1...last where next < value.rounded(.up) {
          let (a, b) = (marks.times[i - 1], marks.times[i])
          let low = current + (value - current) * marks.shares[i - 1]
          let high = current + (value - current) * marks.shares[i]
          while next < value.rounded(.up), next < high || i == last, times.count <= birthLimit {
            times.append(high > low ? a + (b - a) * min(1, max(0, next - low) / (high - low)) : a)
            next += 1
          }
        }
      }
      current = max(current, value)
      p = q
    }
    integrals[cell.index] = current
    guard !times.isEmpty else { return nil }
    let stepLength = t1 - t0
    let remaining = times.map { Float(min(max(t1 - $0, 0), stepLength)) }
    return CellBirths(cell: cell.index, firstSerial: Self.serial(first), remaining: remaining)
  }

  /// Eight equal sub-pieces of `[p, q]` and the share of the piece's integral before each mark,
  /// from the rate at each sub-piece's midpoint.
  static func subIntegralMarks(
    from p: Double, to q: Double, rate: EmissionRate, schedule: EmissionSchedule
  ) -> (times: [Double], shares: [Double]) {
    let count = samplesPerPiece
    let times = (0...count).map { i in i == count ? q : p + (q - p) * Double(i) / Double(count) }
    var sums = [0.0]
    for i in 1...count {
      let middle = times[i - 1] + (times[i] - times[i - 1]) / 2
      sums.append(
        sums[i - 1] + rate.rate(at: middle, schedule: schedule) * (times[i] - times[i - 1]))
    }
    let total = sums[count]
    return (times, total > 0 ? sums.map { $0 / total } : times.map { ($0 - p) / (q - p) })
  }
}
