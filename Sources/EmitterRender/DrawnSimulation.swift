import EmitterGPU
import EmitterModel
import EmitterRaster

/// One simulation for `ParticleRenderer.draw(_:)` to draw: the simulator and the opacity
/// timeline of the scene it runs (the scene the simulator was made from).
public struct DrawnSimulation {
  public let simulator: GPUSimulator
  public let opacities: LayerOpacities

  public init(_ simulator: GPUSimulator, opacities: LayerOpacities) {
    self.simulator = simulator
    self.opacities = opacities
  }

  /// `simulator`, made from `scene`.
  public init(_ simulator: GPUSimulator, scene: Scene) {
    self.init(simulator, opacities: LayerOpacities(scene: scene))
  }
}
