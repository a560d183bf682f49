import CoreGraphics
import Foundation

/// The layer tree: a layer has at most one superlayer; moving it removes it from the old one.
/// In a displayed tree, layers inserted and removed become the running system's sublayer
/// changes when the transaction commits.
extension CALayer {
  /// The topmost ancestor (the layer itself when it has no superlayer).
  var rootLayer: CALayer {
    var layer = self
    while let parent = layer.superlayerReference { layer = parent }
    return layer
  }

  /// The superlayers from this layer's up to the root.
  var ancestors: [CALayer] {
    var chain: [CALayer] = []
    var layer = superlayerReference
    while let current = layer {
      chain.append(current)
      layer = current.superlayerReference
    }
    return chain
  }

  func childIndex(_ layer: CALayer) -> Int? { sublayerList.firstIndex { $0 === layer } }

  /// Inserts `layer` at `index` (clamped), taking it out of its old superlayer first. A layer
  /// cannot become its own sublayer or its ancestor's: that is ignored with a warning.
  func insertChild(_ layer: CALayer, at index: Int) {
    guard layer !== self, !ancestors.contains(where: { $0 === layer }) else {
      KeyValueDiagnostics.report(
        key: "addSublayer", value: layer.description,
        message: "a layer cannot be a sublayer of itself or of its own sublayer; ignored")
      return
    }
    var position = index
    if layer.superlayerReference === self, let old = childIndex(layer), old < position {
      position -= 1
    }
    layer.detachFromSuperlayer()
    position = min(max(position, 0), sublayerList.count)
    sublayerList.insert(layer, at: position)
    layer.superlayerReference = self
    markNeedsLayout()
    if LiveTree.isDisplayed(self) { LiveChanges.record(.insert(layer)) }
  }

  /// Removes the layer from its superlayer's sublayers.
  func detachFromSuperlayer() {
    guard let parent = superlayerReference, let index = parent.childIndex(self) else { return }
    let wasCommitted = LiveTree.isCommitted(self)
    parent.sublayerList.remove(at: index)
    superlayerReference = nil
    parent.markNeedsLayout()
    if wasCommitted { LiveChanges.record(.remove(self, from: parent)) }
  }

  func replaceChild(_ old: CALayer, with new: CALayer) {
    guard let index = childIndex(old) else { return }
    guard old !== new else { return }
    old.detachFromSuperlayer()
    insertChild(new, at: index)
  }

  func replaceAllSublayers(with layers: [CALayer]) {
    for layer in sublayerList { layer.detachFromSuperlayer() }
    for layer in layers { insertChild(layer, at: sublayerList.count) }
  }

  /// The front-most visible layer at `point` (in the superlayer's space), or nil.
  func hitTestLayer(_ point: CGPoint) -> CALayer? {
    guard !isHidden, let local = pointInOwnSpace(point) else { return nil }
    let front = sublayerList.enumerated().sorted {
      $0.element.zPosition != $1.element.zPosition
        ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
    }
    if masksToBounds, !contains(local) { return nil }
    for (_, layer) in front {
      if let hit = layer.hitTestLayer(local) { return hit }
    }
    return contains(local) ? self : nil
  }
}
