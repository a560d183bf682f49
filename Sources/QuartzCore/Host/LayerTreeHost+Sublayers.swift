internal import EmitterKit
import Foundation

/// Layers added to and removed from a displayed tree: the engine's live sublayer changes, made
/// on the superlayer, or on the canvas when the superlayer is a canvas root (a view's plain
/// layer), whose sublayers are the scene's top-level layers. An inserted layer (with its
/// subtree) takes the next flat indices, depth first, its timing given in its superlayer's
/// time (scene time under the canvas); a removed one is gone at once, its indices kept by the
/// engine. The host keeps each layer's sublayers as the engine has them (`children`, the canvas
/// root's too), which is how a removal names its place.
extension LayerTreeHost {
  func insert(_ layer: CALayer, at now: Double) throws {
    guard placements[ObjectIdentifier(layer)] == nil, let parent = layer.superlayerReference,
      displays(parent)
    else { return }
    // Nil: the parent is the canvas root, whose clock is media time (scene time for the engine).
    let parentPlacement = placements[ObjectIdentifier(parent)]
    let parentClock = parentPlacement?.clock ?? .media(start: start)
    let known = Set(children[ObjectIdentifier(parent)] ?? [])
    let position = parent.sublayerList.prefix { $0 !== layer }
      .filter { known.contains(ObjectIdentifier($0)) }.count
    let time = system.time
    var next = system.layerCount
    var built: [LayerSceneBuilder.Placement] = []
    let builder = LayerSceneBuilder(start: start, display: time, namesAnonymousAnimations: true)
    let model = builder.subtree(
      of: layer, parent: parentClock, next: &next, placements: &built, relative: true)
    if let parentPlacement {
      try system.insertSublayer(
        model, at: position, superlayer: parentPlacement.index,
        superlayerTime: parentPlacement.clock.engineTime(at: time))
    } else {
      try system.insertLayer(model, at: position)
    }
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
    guard let position = children[ObjectIdentifier(parent)]?.firstIndex(of: ObjectIdentifier(layer))
    else { return }
    if let parentPlacement = placements[ObjectIdentifier(parent)] {
      try system.removeSublayer(
        at: position, superlayer: parentPlacement.index,
        superlayerTime: parentPlacement.clock.engineTime(at: system.time))
    } else {
      // A top-level layer: the canvas root's sublayer.
      try system.removeLayer(at: position)
    }
    children[ObjectIdentifier(parent)]?.remove(at: position)
  }

  /// Records `layer`'s sublayers as the engine has them (all of them, when it was just built).
  func noteChildren(of layer: CALayer) {
    children[ObjectIdentifier(layer)] = layer.sublayerList.map(ObjectIdentifier.init)
  }
}

extension CALayer {
  /// Every layer below this one, depth first.
  var descendants: [CALayer] { sublayerList.flatMap { [$0] + $0.descendants } }
}
