import Foundation
internal import EmitterKit

/// Layers added to and removed from a displayed tree: the engine's live sublayer changes. An
/// inserted layer (with its subtree) takes the next flat indices, depth first; a removed one
/// keeps its indices in the engine (its particles live out) and leaves the host's map.
extension LayerTreeHost {
  func insert(_ layer: CALayer, at now: Double) throws {
    guard placements[ObjectIdentifier(layer)] == nil, let parent = layer.superlayerReference,
      displays(parent)
    else { return }
    let parentPlacement = placements[ObjectIdentifier(parent)]
    let parentClock = parentPlacement?.clock ?? LayerClock.media(start: start)
    var next = flatCount
    var built: [LayerSceneBuilder.Placement] = []
    let model = LayerSceneBuilder(start: start, display: now).subtree(
      of: layer, parent: parentClock, next: &next, placements: &built)
    // Its place among the siblings the engine already has.
    let position = parent.sublayerList.prefix { $0 !== layer }.filter { index(of: $0) != nil }.count
    if let parentIndex = parentPlacement?.index,
      try system.insertSublayer(model, at: position, superlayer: parentIndex)
    {
      adopt(built)
      flatCount = next
    } else {
      try rebuild(at: now, because: "a sublayer was added")
    }
  }

  func remove(_ layer: CALayer, from parent: CALayer, at now: Double) throws {
    guard index(of: layer) != nil else { return }
    let removed = [layer] + layer.descendants
    if let parentIndex = index(of: parent) {
      if try system.removeSublayer(at: engineChildPosition(of: layer, in: parent), superlayer: parentIndex) {
        for gone in removed { placements[ObjectIdentifier(gone)] = nil }
        return
      }
    }
    for gone in removed { placements[ObjectIdentifier(gone)] = nil }
    try rebuild(at: now, because: "a sublayer was removed")
  }

  /// Where `layer` sat among the engine's sublayers of `parent`: the placed siblings before
  /// it, by flat index (the engine appends inserted layers in order).
  private func engineChildPosition(of layer: CALayer, in parent: CALayer) -> Int {
    guard let own = index(of: layer) else { return 0 }
    let siblings = placements.values.filter { $0.layer.superlayerReference === parent || $0.layer === layer }
    return siblings.filter { $0.index < own && $0.layer !== layer }.count
  }

  /// Makes the system again from the tree as it is, simulated from the host's start to now:
  /// what the host does while the engine cannot insert or remove sublayers live. The
  /// particles alive are simulated again, so they match a continuous run unless live changes
  /// came before (those are now part of the model from the start).
  func rebuild(at now: Double, because reason: String) throws {
    KeyValueDiagnostics.report(
      key: "sublayers",
      message: "\(reason) while the tree was displayed; the simulation was made again from the"
        + " tree as it is now (live sublayer changes need the engine's support)")
    let built = LayerSceneBuilder(start: start, display: 0).scene(root: root)
    let fresh = try LiveSystem(scene: built.scene, pixelScale: pixelScale, renderer: renderer)
    try fresh.advance(to: now)
    try system.destroy()
    system = fresh
    placements.removeAll()
    adopt(built.placements)
    flatCount = built.placements.count
    rootIsCanvas = built.rootIsCanvas
  }
}

extension CALayer {
  /// Every layer below this one, depth first.
  var descendants: [CALayer] { sublayerList.flatMap { [$0] + $0.descendants } }
}
