import EmitterModel
import EmitterSimulation

/// Each layer's opacity at a moment of its layer time: the model's `opacity`, or what the layer's
/// `opacity` animations make it (CALayer's opacity animates; NSHipster's cannon fades its layer
/// out this way). Both renderers multiply every particle's alpha by it.
///
/// Times are the layer's timeline time as it is drawn (`StepPlanner.drawnTimelineTime`: its
/// layer time less the time of its last `restart` emission call, which starts animations over,
/// folded; NaN before its begin, where its model values show). The GL renderer passes that
/// (`GPUFrame`); the reference rasteriser the snapshot's `timelineTimes` (layer time for a
/// snapshot made without a simulator, the same until a `restart`).
package struct LayerOpacities: Sendable {
  private let models: [Double]
  /// The layers whose opacity animates, by flat index: sparse, since a layer removed live keeps
  /// its index for the simulation's life and a track is a few hundred bytes.
  private let tracks: [Int: (timeline: LayerTimeline, track: LayerTimeline.Track)]

  package init(scene: Scene) {
    let scene = scene.flattened
    models = scene.layers.map(\.opacity)
    var tracks: [Int: (timeline: LayerTimeline, track: LayerTimeline.Track)] = [:]
    for (index, layer) in scene.layers.enumerated()
    where layer.animations.contains(where: { $0.keyPath == "opacity" }) {
      let timeline = LayerTimeline(layer)
      tracks[index] = timeline.tracks(for: ["opacity"]).first.map { (timeline, $0) }
    }
    self.tracks = tracks
  }

  /// Layer `index`'s opacity at layer time `t`, clamped to 0...1.
  package func opacity(ofLayer index: Int, atLayerTime t: Double) -> Float {
    guard models.indices.contains(index) else { return 1 }
    var value = models[index]
    if let (timeline, track) = tracks[index],
      case .number(let animated)? = timeline.value(of: track, at: t)
    {
      value = animated
    }
    return Float(min(max(value, 0), 1))
  }
}
