import EmitterModel

/// Births of a sub-cell from one parent particle during one step, in closed form.
///
/// The sub-cell's window `[begin, end]` and rate are in the parent's age. Births accumulate as
/// Core Animation's do: a child is born each time `rate × (age - begin)` crosses a whole number,
/// so child `k` is born at parent age `begin + (k + 1) / rate`, never at the window's opening.
/// (The fireworks recipe every tutorial copies, a rocket of lifetime 1.02 with a burst sub-cell
/// of birthRate 1, bursts once, at age 1.0.) The children born while the parent ages from `a0`
/// to `a1` are `k` in `[ceil(x(a0)) - 1, ceil(x(a1)) - 1)` with `x(a) = (a - begin) × rate`, not
/// below 0; in the step that reaches the end of emission (the window's end or the parent's
/// death) the end is included (`floor(x(end))`), so a window of `d` seconds that the parent
/// lives through holds `floor(rate × d)` children (2000/s for 0.1 s is 200). No per-parent counter is stored and no atomics are needed on the
/// GPU; everything is single precision so the GPU's arithmetic is the same.
///
/// Single-precision ages are a few ulps off the exact ones, and how far depends on the frame
/// split (1.6 - 1.5 is 0.10000002 in Float; a parent aged 3 s after 72 steps is 3.0000010 s old,
/// after 180 steps 2.9999979). So a birth count within `snapTolerance` of an integer is taken as
/// that integer, at every edge: a child due exactly at a frame time or a window's end is decided
/// the same way at any frame rate. The next step starts from the very same age value, so counts
/// still telescope. A child that snapping moves into the next step is born at its true time all
/// the same: its offset into that step is negative (at most a thousandth of a birth interval),
/// and the integrator extrapolates the parent back to it.
package struct SubCellBirths: Sendable, Equatable {
  package var first: UInt64
  package var end: UInt64
  package var isEmpty: Bool { end <= first }

  package init(first: UInt64, end: UInt64) { self.first = first; self.end = end }

  /// Children born while a parent of `lifetime` ages from `age` by `step`, capped at `stride`.
  package init(age: Float, step: Float, lifetime: Float, rate: Float, begin: Float, end windowEnd: Float, stride: UInt64) {
    let lo = max(age, begin)
    let hi = min(min(age + step, windowEnd), lifetime)
    guard hi > lo, rate > 0 else { self.init(first: 0, end: 0); return }
    // The step that reaches the end of emission (the window's end or the parent's death)
    // includes a child due exactly there; nothing is born after it, so counts still telescope.
    let closesWindow = min(windowEnd, lifetime) <= age + step
    let first = max(Self.snapped((lo - begin) * rate).rounded(.up) - 1, 0)
    let endBirths = Self.snapped((hi - begin) * rate)
    let last = closesWindow ? endBirths.rounded(.down) : max(endBirths.rounded(.up) - 1, 0)
    let cap = Float(stride)
    self.init(first: UInt64(min(first, cap)), end: UInt64(min(last, cap)))
  }

  /// The children of a sub-cell born at its parent's death (`BirthEvent.death`): `floor(count)`
  /// of them (capped at `stride`), all in the step that reaches the parent's `lifetime`
  /// (`age < lifetime <= age + step`, so consecutive steps count a death once), and only when
  /// that death falls in the window `[begin, end]` of parent ages. Each is born at parent age
  /// `lifetime` (`offset(atDeath:age:)`).
  package static func atDeath(
    age: Float, step: Float, lifetime: Float, count: Float, begin: Float, end windowEnd: Float,
    stride: UInt64
  ) -> SubCellBirths {
    guard age < lifetime, lifetime <= age + step, begin <= lifetime, lifetime <= windowEnd,
      count > 0
    else { return SubCellBirths(first: 0, end: 0) }
    let children = min(snapped(count).rounded(.down), Float(stride))
    return SubCellBirths(first: 0, end: UInt64(max(children, 0)))
  }

  /// The children of a sub-cell born at its parent's contacts (`BirthEvent.collision`) for the
  /// parent's contact number `ordinal` (0 for its first): `floor(count)` of them (capped so all
  /// `collisionsPerParent` contacts fit in `stride`), numbered from `ordinal × floor(count)`,
  /// none from the `collisionsPerParent`-th contact on, and none when the parent's age `age`
  /// (the contact step's end, where the contact left it) is outside the window `[begin, end]`.
  package static func atCollision(
    ordinal: Int, age: Float, count: Float, begin: Float, end windowEnd: Float, stride: UInt64
  ) -> SubCellBirths {
    let events = UInt64(BirthEvent.collisionsPerParent)
    guard ordinal >= 0, ordinal < BirthEvent.collisionsPerParent, begin <= age, age <= windowEnd,
      count > 0
    else { return SubCellBirths(first: 0, end: 0) }
    let children = UInt64(max(min(snapped(count).rounded(.down), Float(stride / events)), 0))
    let first = UInt64(ordinal) * children
    return SubCellBirths(first: first, end: first + children)
  }

  /// Seconds into the parent's step at which it dies: where every child at death is born.
  package static func offset(atDeath lifetime: Float, age: Float) -> Float { lifetime - age }

  /// A thousandth of a birth.
  static let snapTolerance: Float = 1e-3

  static func snapped(_ births: Float) -> Float {
    let nearest = births.rounded()
    return abs(births - nearest) <= snapTolerance ? nearest : births
  }

  /// Seconds into the parent's step at which child `k` is born (parent age `begin + (k + 1) /
  /// rate`); slightly negative for a child that snapping moved out of the previous step.
  package static func offset(of k: UInt64, age: Float, rate: Float, begin: Float) -> Float {
    (begin + Float(k + 1) / rate) - age
  }
}
