import EmitterGPU
import EmitterModel
import EmitterRaster

/// One simulation for the renderer's layer loop: the simulator and the opacity timelines of its
/// live model (`ParticleRenderer.drawn(_:)` makes them anew after live changes).
struct DrawnSimulation {
  let simulator: GPUSimulator
  let opacities: LayerOpacities
  /// Animated `contentsRect`s of the simulator's live model.
  let contentsRects: ContentsRectTimelines
  /// Where each layer of the live model is drawn, and the layer tree's order.
  let placements: LayerPlacements
  /// Backgrounds, borders, clips and shadows (animated ones too) of the simulator's live model.
  let appearances: LayerAppearances

  init(
    _ simulator: GPUSimulator, opacities: LayerOpacities,
    contentsRects: ContentsRectTimelines? = nil, placements: LayerPlacements? = nil,
    appearances: LayerAppearances? = nil
  ) {
    self.simulator = simulator
    self.opacities = opacities
    self.contentsRects = contentsRects ?? ContentsRectTimelines(scene: simulator.model)
    self.placements = placements ?? LayerPlacements(scene: simulator.model)
    self.appearances = appearances ?? LayerAppearances(scene: simulator.model)
  }

  /// Layer `index`'s timeline time now (a `restart` starts its animations over).
  func timelineTime(ofLayer index: Int) -> Double {
    let layers = simulator.scene.layers
    guard layers.indices.contains(index) else { return 0 }
    let layerTime = layers[index].localTime(atSceneTime: simulator.time)
    return simulator.timelineTime(ofLayer: index, atLayerTime: layerTime)
  }
}
