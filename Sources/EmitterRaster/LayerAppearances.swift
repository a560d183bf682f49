import EmitterModel
import EmitterSimulation

/// Each layer's appearance (background, border, clip, shadow) at a moment of its timeline time:
/// the model's values, or what the layer's animations of those keys make them. Both renderers
/// ask it per layer and frame, as they ask `LayerOpacities` for opacity.
package struct LayerAppearances: Sendable {
  private let models: [EmitterLayer]
  private let timelines: [LayerTimeline?]

  package init(scene: Scene) {
    models = scene.layers
    timelines = scene.layers.map { layer in
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
