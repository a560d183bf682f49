import EmitterModel

/// The order particles of one layer are drawn in: Shaders/include/draw_order.glsl's keys.
///
/// - `unordered` and `additive`: slot order (cells in order, each cell's ring in slot order);
///   additive blending does not depend on order at all.
/// - `oldestFirst`: by age, oldest first, so the youngest are on top (Apple's "rendered oldest
///   first"); `oldestLast` the reverse. Across all the layer's cells.
/// - `backToFront`: by z, the farthest (smallest z, as +z points at the viewer) first.
///
/// Ties (equal keys) go by slot, so the order is total and the same on both renderers.
package enum DrawOrder {
  /// What a sorted render mode sorts by; raw values are `SORT_KEY_*`.
  package enum SortKey: UInt32, CaseIterable, Sendable {
    case backToFront = 0, oldestFirst = 1, oldestLast = 2

    /// The key of a render mode, or nil when it draws in slot order.
    package init?(_ mode: RenderMode) {
      switch mode {
      case .backToFront: self = .backToFront
      case .oldestFirst: self = .oldestFirst
      case .oldestLast: self = .oldestLast
      case .unordered, .additive: return nil
      }
    }

    /// The float the key orders by: z, -age or age.
    package func value(z: Float, age: Float) -> Float {
      switch self {
      case .backToFront: z
      case .oldestFirst: -age
      case .oldestLast: age
      }
    }
  }

  /// `NO_SLOT`: padding entries of the sorted order.
  package static let noSlot = UInt32.max
  /// `DEAD_KEY`: dead slots sort after every live one.
  package static let deadKey = UInt32.max

  /// A float's bits reordered so that unsigned comparison orders them as floats (-0 before +0).
  package static func orderedKey(_ value: Float) -> UInt32 {
    let bits = value.bitPattern
    return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
  }

  /// Indices into `particles` in drawing order; each particle is (slot, z, age).
  package static func order(_ particles: [(slot: Int, z: Float, age: Float)], mode: RenderMode)
    -> [Int]
  {
    guard let key = SortKey(mode) else {
      return particles.indices.sorted { particles[$0].slot < particles[$1].slot }
    }
    let keys = particles.map { orderedKey(key.value(z: $0.z, age: $0.age)) }
    return particles.indices.sorted {
      (keys[$0], particles[$0].slot) < (keys[$1], particles[$1].slot)
    }
  }
}
