import EmitterModel
import EmitterSimulation

/// Each layer's appearance (background, border, clip, shadow) at a moment of its timeline time:
/// the model's values, or what the layer's animations of those keys make them. Both renderers
/// ask it per layer and frame, as they ask `LayerOpacities` for opacity.
package struct LayerAppearances: Sendable {
  private let models: [EmitterLayer]
  private let timelines: [LayerTimeline?]

  package init(scene: Scene) {
    // Animations of a mask's position and bounds (whole or `position.x`) start from its
    // resolved defaults, as a layer's do (`LayerPlacements`): an unset key has no value to
    // animate from. Resolved against the masked layer's model bounds.
    let resolvesMasks = scene.layers.contains(where: \.animatesMaskPlacement)
    let geometries = resolvesMasks ? scene.layerGeometries() : nil
    models = scene.layers.indices.map { index in
      let layer = scene.layers[index]
      guard let geometries, layer.animatesMaskPlacement else { return layer }
      return layer.resolvingMaskGeometry(in: geometries[index].bounds)
    }
    timelines = models.map { layer in
      guard layer.drawsAppearance,
        layer.animations.contains(where: { EmitterLayer.appearanceKeyPaths.contains($0.keyPath) })
      else { return nil }
      return LayerTimeline(layer)
    }
  }

  /// Layer `index` with its appearance keys at timeline time `t`; nil when it draws no
  /// appearance (its particles go straight onto the canvas).
  package func layer(_ index: Int, atLayerTime t: Double) -> EmitterLayer? {
    guard models.indices.contains(index), models[index].drawsAppearance else { return nil }
    guard let timeline = timelines[index] else { return models[index] }
    var layer = models[index]
    for track in timeline.tracks(for: EmitterLayer.appearanceKeyPaths) {
      if let value = timeline.value(of: track, at: t) {
        track.reference.setValue(value, in: &layer)
      }
    }
    return layer
  }
}
