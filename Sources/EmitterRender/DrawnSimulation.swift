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
  /// Backgrounds, borders, clips and shadows (animated ones too) of the simulator's live model.
  let appearances: LayerAppearances

  init(
    _ simulator: GPUSimulator, opacities: LayerOpacities,
    contentsRects: ContentsRectTimelines? = nil, appearances: LayerAppearances? = nil
  ) {
    self.simulator = simulator
    self.opacities = opacities
    self.contentsRects = contentsRects ?? ContentsRectTimelines(scene: simulator.model)
    self.appearances = appearances ?? LayerAppearances(scene: simulator.model)
  }
}
