import EmitterModel
import EmitterSimulation

/// Where each layer of a scene is drawn at a moment: its canvas-from-layer matrix, inherited
/// opacity, hidden flag and perspective (`LayerGeometry`), with the geometry keys' animations
/// (`position`, `bounds`, `transform`, …) evaluated at each layer's timeline time, and the
/// drawing order of the layer tree (`Scene.drawOrder`), by animated `zPosition`.
///
/// Both renderers and the reference ask it once per frame. A scene whose layers are all at their
/// default geometry, without sublayers, is `isTrivial`: every matrix the identity, order by index.
package struct LayerPlacements: Sendable {
  /// The flattened scene.
  let scene: Scene
  /// Per layer: its timeline over a model whose `position` and `bounds` defaults are filled in
  /// (so animations of them have a value to start from), when a geometry key animates.
  private let timelines: [LayerTimeline?]
  private let modelGeometries: LayerGeometries
  private let modelOrder: [Int]
  /// No sublayers, no geometry set or animated: nothing to place.
  package let isTrivial: Bool

  /// The key paths whose animations move, order, hide or fade a layer's subtree.
  package static let geometryKeyPaths: Set<String> = [
    "position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform", "hidden",
    "opacity",
  ]

  package init(scene: Scene) {
    let scene = scene.flattened
    self.scene = scene
    let geometries = scene.layerGeometries()
    modelGeometries = geometries
    modelOrder = scene.drawOrder()
    var animated = false
    timelines = scene.layers.indices.map { index in
      let layer = scene.layers[index]
      guard layer.animations.contains(where: { Self.animatesGeometry($0.keyPath) }) else {
        return nil
      }
      animated = true
      // Defaults resolved against the superlayer's model bounds (the canvas at the top).
      let superBounds =
        scene.superlayer(of: index).map { geometries[$0].bounds }
        ?? Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
      return LayerTimeline(layer.resolvingGeometry(in: superBounds))
    }
    let placed = geometries.allSatisfy { $0.canvasFromLayer.isIdentity && !$0.isHidden }
    isTrivial =
      !animated && placed && !scene.hasSublayers && scene.superlayers.isEmpty
      && modelOrder == Array(scene.layers.indices)
  }

  /// Whether an animation of `keyPath` changes where or whether a layer is drawn.
  static func animatesGeometry(_ keyPath: String) -> Bool {
    let root = keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
    return geometryKeyPaths.contains(root)
  }

  /// Every layer placed, given each layer's timeline time (`times[i]` for layer i).
  package func geometries(atTimelineTimes times: (Int) -> Double) -> LayerGeometries {
    guard timelines.contains(where: { $0 != nil }) else { return modelGeometries }
    let layers = scene.layers.indices.map { index in
      timelines[index]?.layer(at: times(index)) ?? scene.layers[index]
    }
    return scene.layerGeometries(of: layers)
  }

  /// Indices of the layers in drawing order at those times (animated `zPosition`s re-sort).
  package func drawOrder(atTimelineTimes times: (Int) -> Double) -> [Int] {
    guard timelines.contains(where: { $0 != nil }) else { return modelOrder }
    let z = scene.layers.indices.map { index in
      timelines[index]?.layer(at: times(index)).zPosition ?? scene.layers[index].zPosition
    }
    return scene.drawOrder(zPositions: z)
  }
}

extension LayerPlacements {
  /// `drawOrder` without the hidden layers.
  func drawnLayers(atTimelineTimes times: (Int) -> Double) -> [Int] {
    let geometries = geometries(atTimelineTimes: times)
    return drawOrder(atTimelineTimes: times).filter { !geometries[$0].isHidden }
  }
}
