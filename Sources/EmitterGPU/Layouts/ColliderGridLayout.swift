import EmitterSimulation

/// The `ColliderGrids` block of Shaders/include/collision.glsl: every image collider's texel
/// bits (`ColliderGrid.bits`), one grid after another in the behaviour block's order, so the
/// running word count `BehaviorLayout.pack` writes into each image collider's `keyCount` is
/// where its grid starts.
package enum ColliderGridLayout {
  /// The image colliders' grids of the behaviour block, in its order (a layer's collider again
  /// for each cell with behaviours of its own, as the block repeats it).
  static func grids(_ scene: ResolvedScene, entries: Int) -> [ColliderGrid] {
    BehaviorLayout.blockBehaviors(scene).prefix(entries).compactMap { behavior in
      if case .collision(let c) = behavior { c.grid } else { nil }
    }
  }

  /// The block's words: the grids' bits end to end, at least one word.
  static func pack(_ grids: [ColliderGrid]) -> [UInt32] {
    let words = grids.flatMap(\.bits)
    return words.isEmpty ? [0] : words
  }
}
