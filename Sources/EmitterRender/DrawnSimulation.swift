import EmitterGPU
import EmitterModel
import EmitterRaster

/// One simulation for the renderer's layer loop: the simulator and the opacity timelines of its
/// live model (`ParticleRenderer.drawn(_:)` makes them anew after live changes).
struct DrawnSimulation {
  let simulator: GPUSimulator
  let opacities: LayerOpacities

  init(_ simulator: GPUSimulator, opacities: LayerOpacities) {
    self.simulator = simulator
    self.opacities = opacities
  }
}
