internal import EmitterKit
import Foundation

/// Layers added to and removed from a displayed tree: the engine's live sublayer changes, made
/// on the superlayer. An inserted layer (with its subtree) takes the next flat indices, depth
/// first, its timing given in its superlayer's time; a removed one is gone at once, its indices
/// kept by the engine. The host keeps each layer's sublayers as the engine has them (`children`),
/// which is how a removal names its place.
extension LayerTreeHost {
  func insert(_ layer: CALayer, at now: Double) throws {
    guard placements[ObjectIdentifier(layer)] == nil, let parent = layer.superlayerReference,
      displays(parent)
    else { return }
    guard let parentPlacement = placements[ObjectIdentifier(parent)] else {
      // A new top-level layer: the canvas has no index to make the change on.
      return try rebuild(at: now, because: "a layer was added to the canvas root")
    }
    let known = Set(children[ObjectIdentifier(parent)] ?? [])
    let position = parent.sublayerList.prefix { $0 !== layer }
      .filter { known.contains(ObjectIdentifier($0)) }.count
    let time = system.time
    var next = system.layerCount
    var built: [LayerSceneBuilder.Placement] = []
    let model = LayerSceneBuilder(start: start, display: time).subtree(
      of: layer, parent: parentPlacement.clock, next: &next, placements: &built, relative: true)
    try system.insertSublayer(
      model, at: position, superlayer: parentPlacement.index,
      superlayerTime: parentPlacement.clock.engineTime(at: time))
    adopt(built)
    flatCount = next
    children[ObjectIdentifier(parent), default: []].insert(ObjectIdentifier(layer), at: position)
    for placement in built { noteChildren(of: placement.layer) }
  }

  func remove(_ layer: CALayer, from parent: CALayer, at now: Double) throws {
    guard index(of: layer) != nil else { return }
    let gone = [layer] + layer.descendants
    defer {
      for removed in gone {
        placements[ObjectIdentifier(removed)] = nil
        children[ObjectIdentifier(removed)] = nil
      }
    }
    guard let parentPlacement = placements[ObjectIdentifier(parent)],
      let position = children[ObjectIdentifier(parent)]?.firstIndex(of: ObjectIdentifier(layer))
    else {
      return try rebuild(at: now, because: "a layer was removed from the canvas root")
    }
    try system.removeSublayer(
      at: position, superlayer: parentPlacement.index,
      superlayerTime: parentPlacement.clock.engineTime(at: system.time))
    children[ObjectIdentifier(parent)]?.remove(at: position)
  }

  /// Records `layer`'s sublayers as the engine has them (all of them, when it was just built).
  func noteChildren(of layer: CALayer) {
    children[ObjectIdentifier(layer)] = layer.sublayerList.map(ObjectIdentifier.init)
  }

  /// Makes the system again from the tree as it is, simulated from the host's start to now:
  /// what the host does for a top-level layer added to or removed from a canvas root (live
  /// changes are made on a superlayer, and the canvas is none). The particles alive are
  /// simulated again, so they match a continuous run unless live changes came before (those
  /// are now part of the model from the start).
  func rebuild(at now: Double, because reason: String) throws {
    KeyValueDiagnostics.report(
      key: "sublayers",
      message: "\(reason) while the tree was displayed; the simulation was made again from the"
        + " tree as it is now (give the canvas one layer to hold the others to change them live)")
    let built = LayerSceneBuilder(start: start, display: 0).scene(root: root)
    let fresh = try LiveSystem(scene: built.scene, pixelScale: pixelScale, renderer: renderer)
    try fresh.advance(to: now)
    try system.destroy()
    system = fresh
    placements.removeAll()
    children.removeAll()
    adopt(built.placements)
    flatCount = built.placements.count
    rootIsCanvas = built.rootIsCanvas
    noteChildren(of: root)
    for placement in built.placements { noteChildren(of: placement.layer) }
  }
}

extension CALayer {
  /// Every layer below this one, depth first.
  var descendants: [CALayer] { sublayerList.flatMap { [$0] + $0.descendants } }
}
