internal import EmitterKit
import Foundation

/// Geometry the model holds folded (`LayerSceneBuilder+FoldedGeometry`): a change of a folded
/// key of such a layer, of its `anchorPointZ`, or of a superlayer's `geometryFlipped` or bounds
/// sends the folded position, anchor point and transform of each layer it moves.
extension LayerTreeHost {
  func refoldsGeometry(_ layer: CALayer, keyPath: String) -> Bool {
    let root = String(keyPath.split(separator: ".").first ?? "")
    if keyPath == "anchorPointZ" || keyPath == "geometryFlipped" { return true }
    return LayerSceneBuilder.foldedKeys.contains(root)
      && LayerSceneBuilder.foldsGeometry(of: layer)
  }

  func refold(_ layer: CALayer, keyPath: String) throws {
    guard keyPath == "geometryFlipped" else { return try sendFoldedGeometry(of: layer) }
    for sublayer in layer.sublayerList { try sendFoldedGeometry(of: sublayer) }
  }

  /// After a geometry-flipped layer's bounds changed: its sublayers mirror about its new middle.
  func refoldSublayers(ofResized layer: CALayer, keyPath: String) throws {
    let root = keyPath.split(separator: ".").first ?? ""
    guard layer.isGeometryFlipped, root == "bounds" || root == "frame" else { return }
    for sublayer in layer.sublayerList { try sendFoldedGeometry(of: sublayer) }
  }

  private func sendFoldedGeometry(of layer: CALayer) throws {
    guard let index = index(of: layer) else { return }
    var model = LayerSceneBuilder.ownModel(of: layer)
    LayerSceneBuilder.foldGeometry(of: layer, into: &model)
    if let position = model.position {
      try system.set(.point(position), forKeyPath: "position", layer: index)
    }
    try system.set(.point(model.anchorPoint), forKeyPath: "anchorPoint", layer: index)
    try system.set(.transform(model.transform), forKeyPath: "transform", layer: index)
  }
}
