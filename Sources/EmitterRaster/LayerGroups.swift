import EmitterModel

/// The layer tree's drawing order with Core Animation's offscreen groups: a layer with drawn
/// sublayers that masks to its bounds, has a `mask` layer, casts a shadow, has a background,
/// contents or border (an appearance), or is translucent is drawn with its whole subtree into an
/// image of its own, which is then clipped (bounds and mask), shadowed and composited once, as
/// CA renders such a layer (and, since iOS 7,
/// `allowsGroupOpacity` is YES: a translucent layer's opacity applies to the flattened subtree,
/// so overlapping sublayers do not darken each other).
///
/// All three renderers walk these steps; a layer without sublayers is a `draw` step with its own
/// opacity times its superlayers' up to the nearest group, exactly what it was drawn with before
/// groups existed.
package enum LayerGroups {
  package enum Step: Equatable, Sendable {
    /// The layer drawn onto the current target as a layer without sublayers is: particles at
    /// `opacity`, or through its own composition at `opacity`.
    case draw(layer: Int, opacity: Float)
    /// A group opens: a transparent image of its own receives the layer's background, contents
    /// and particles (at opacity 1), then its subtree's steps.
    case begin(layer: Int)
    /// The group closes: its border over the subtree, then the image clipped, shadowed and
    /// composited at `opacity` onto the target below (the enclosing group's image or the canvas).
    case end(layer: Int, opacity: Float)
  }

  /// The steps for `order` (a flattened scene's drawn layers in drawing order, hidden ones left
  /// out), given each layer's superlayer, its own opacity at the moment, and whether it draws an
  /// appearance then. A layer whose opacity comes to 0 is left out with its subtree.
  package static func steps(
    order: [Int], superlayer: (Int) -> Int?, opacity: (Int) -> Float,
    hasAppearance: (Int) -> Bool
  ) -> [Step] {
    var hasChildren = Set<Int>()
    for index in order { if let parent = superlayer(index) { hasChildren.insert(parent) } }
    var steps: [Step] = []
    steps.reserveCapacity(order.count)
    // Each layer's opacity relative to the target it draws onto: its own times its superlayers'
    // up to (not including) the nearest group.
    var relative: [Int: Float] = [:]
    var groups = Set<Int>()
    var skipped = Set<Int>()
    var open: [Int] = []
    for index in order {
      let parent = superlayer(index)
      // Groups that are not this layer's ancestors are complete: the order is depth-first.
      while let top = open.last, !isAncestor(top, of: index, superlayer: superlayer) {
        steps.append(.end(layer: top, opacity: relative[top] ?? 1))
        open.removeLast()
      }
      if let parent, skipped.contains(parent) {
        skipped.insert(index)
        continue
      }
      let above = parent.map { groups.contains($0) ? 1 : (relative[$0] ?? 1) } ?? 1
      let value = opacity(index) * above
      guard value > 0 else {
        skipped.insert(index)
        continue
      }
      relative[index] = value
      let own = opacity(index)
      if hasChildren.contains(index), own < 1 || hasAppearance(index) {
        groups.insert(index)
        open.append(index)
        steps.append(.begin(layer: index))
      } else {
        steps.append(.draw(layer: index, opacity: value))
      }
    }
    while let top = open.popLast() { steps.append(.end(layer: top, opacity: relative[top] ?? 1)) }
    return steps
  }

  private static func isAncestor(_ ancestor: Int, of index: Int, superlayer: (Int) -> Int?)
    -> Bool
  {
    var current = superlayer(index)
    while let layer = current {
      if layer == ancestor { return true }
      current = superlayer(layer)
    }
    return false
  }
}

extension LayerPlacements {
  /// The drawing steps at those times (`LayerGroups`): the drawn layers with each group's
  /// begin and end, opacities from `opacity(layer)` (the layer's own, animated) and appearances
  /// from `hasAppearance(layer)`.
  package func steps(
    atTimelineTimes times: (Int) -> Double, opacity: (Int) -> Float,
    hasAppearance: (Int) -> Bool
  ) -> [LayerGroups.Step] {
    LayerGroups.steps(
      order: drawnLayers(atTimelineTimes: times), superlayer: { scene.superlayer(of: $0) },
      opacity: opacity, hasAppearance: hasAppearance)
  }
}
