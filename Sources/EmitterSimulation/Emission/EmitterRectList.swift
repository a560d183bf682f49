import EmitterModel

/// The rectangles of the `rectangles` shape as both simulators read them: each rect's
/// (x, y, width, height) relative to the emitter's centre, and the running total of the measure
/// births spread by (area; perimeter in `outline` mode), from which `pick` chooses a rect.
///
/// The GPU reads the same running totals (uploaded in the frame block) and searches them the
/// same way, so the two choose the same rect bit for bit. docs/SEMANTICS.md has the rule and
/// its evidence.
package struct EmitterRectList: Sendable, Equatable {
  /// (x, y, width, height) per rect, points, relative to `emitterPosition`.
  package var rects: [SIMD4<Float>] = []
  /// `cumulative[i]`: the measure of rects 0...i, summed in order.
  package var cumulative: [Float] = []

  package init() {}

  package init(_ rects: [Rect], mode: EmitterMode) {
    self.rects = rects.map {
      SIMD4(Float($0.origin.x), Float($0.origin.y), Float($0.size.width), Float($0.size.height))
    }
    var total: Float = 0
    cumulative = self.rects.map { rect in
      total += Self.measure(rect, mode: mode)
      return total
    }
  }

  /// What births spread by: a rect's perimeter in `outline` mode, its area otherwise (`points`
  /// chooses among corners and does not read it).
  static func measure(_ rect: SIMD4<Float>, mode: EmitterMode) -> Float {
    mode == .outline ? 2 * (rect.z + rect.w) : rect.z * rect.w
  }

  /// The rect `pick` (uniform in [0, 1)) lands on: the first whose running total exceeds
  /// `pick × total`, so each is chosen in proportion to its measure; by index when every rect
  /// measures 0 (lines and points still emit).
  package func index(pick: Float) -> Int {
    let count = rects.count
    let total = cumulative.last ?? 0
    guard total > 0 else { return min(Int(pick * Float(count)), count - 1) }
    let target = pick * total
    for i in 0..<count where target < cumulative[i] { return i }
    return count - 1
  }

  /// A birth offset from the emitter's centre: each rect acts as a `rectangle` whose top-left
  /// corner is at its origin. No rects: the centre, as a point emitter.
  package func offset(mode: EmitterMode, u: Float, v: Float, pick: Float) -> SIMD3<Float> {
    let count = rects.count
    guard count > 0 else { return .zero }
    if mode == .points {
      // Every corner of every rect is equally likely.
      let corner = min(Int(pick * Float(4 * count)), 4 * count - 1)
      let rect = rects[corner / 4]
      let i = corner % 4
      return SIMD3(rect.x + (i & 1 == 0 ? 0 : rect.z), rect.y + (i & 2 == 0 ? 0 : rect.w), 0)
    }
    let rect = rects[index(pick: pick)]
    if mode == .outline {
      let edge = ShapeEdges.rectanglePerimeter(width: rect.z, height: rect.w, t: u)
      let center = SIMD3(rect.x + rect.z * 0.5, rect.y + rect.w * 0.5, 0)
      return edge + center
    }
    return SIMD3(rect.x + rect.z * u, rect.y + rect.w * v, 0)
  }
}
