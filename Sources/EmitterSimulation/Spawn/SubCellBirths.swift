/// Births of a sub-cell from one parent particle during one step, in closed form.
///
/// The sub-cell's window `[begin, end)` and rate are in the parent's age. Child `k` is born at
/// parent age `begin + k / rate`, so the children born while the parent ages from `a0` to `a1`
/// are `k` in `[ceil((a0 - begin) × rate), ceil((a1 - begin) × rate))`, clipped to the window and
/// to the parent's life. No per-parent counter is stored and no atomics are needed on the GPU;
/// everything is single precision so the GPU's arithmetic is the same.
///
/// Single-precision ages put a window's closing edge a few ulps off (1.6 - 1.5 is 0.10000002 in
/// Float, so 2000/s for 0.1 s would give 201 children). Where the interval is cut short by the
/// window's end or the parent's death, a birth count within `snapTolerance` of an integer is taken
/// as that integer: a birth that close to the edge is a rounding artefact. Step ends are never
/// snapped: the next step starts from the very same age value, so counts telescope and every
/// child is born in the step that contains its birth time, whatever the frame rate.
public struct SubCellBirths: Sendable, Equatable {
  public var first: UInt64
  public var end: UInt64
  public var isEmpty: Bool { end <= first }

  public init(first: UInt64, end: UInt64) { self.first = first; self.end = end }

  /// Children born while a parent of `lifetime` ages from `age` by `step`, capped at `stride`.
  public init(age: Float, step: Float, lifetime: Float, rate: Float, begin: Float, end windowEnd: Float, stride: UInt64) {
    let stepEnd = age + step
    let lo = max(age, begin)
    let hi = min(min(stepEnd, windowEnd), lifetime)
    guard hi > lo, rate > 0 else { self.init(first: 0, end: 0); return }
    let first = ((lo - begin) * rate).rounded(.up)
    let endBirths = (hi - begin) * rate
    let last = (hi < stepEnd ? Self.snapped(endBirths) : endBirths).rounded(.up)
    let cap = Float(stride)
    self.init(first: UInt64(min(first, cap)), end: UInt64(min(last, cap)))
  }

  /// A thousandth of a birth.
  public static let snapTolerance: Float = 1e-3

  static func snapped(_ births: Float) -> Float {
    let nearest = births.rounded()
    return abs(births - nearest) <= snapTolerance ? nearest : births
  }

  /// Seconds into the parent's step at which child `k` is born.
  public static func offset(of k: UInt64, age: Float, rate: Float, begin: Float) -> Float {
    max(0, (begin + Float(k) / rate) - age)
  }
}
