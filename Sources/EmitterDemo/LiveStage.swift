import EmitterGL
import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterRender

/// The particles on screen: one GPU simulator for the whole life of a scene, changed live
/// (`setValue`, implicit slides, bursts, restarts), and the renderer that draws it.
///
/// GL objects belong to the window's context: use the stage on the main thread and call
/// `destroy()` before the window closes.
final class LiveStage {
  private(set) var simulator: GPUSimulator
  private(set) var renderer: ParticleRenderer

  /// A stage running `scene` from scene time 0, drawn on `view`.
  init(scene: Scene, view: RenderView) throws {
    renderer = try ParticleRenderer(scene: scene, view: view)
    do {
      simulator = try GPUSimulator(scene: scene)
    } catch {
      renderer.destroy()
      throw error
    }
  }


  func advance(to t: Double) {
    simulator.advance(to: t)
  }

  /// Draws the simulator's particles into the renderer's image (render mode, depth and
  /// opacity from its live model).
  func draw() {
    renderer.draw(simulator)
  }

  /// Makes the edit's call on the simulator now.
  func apply(_ edit: LiveEdit) throws(LiveEditError) {
    var target = simulator
    try target.apply(edit)
  }

  /// Draws on a new canvas from now on; the contents are rasterised again only when the pixel
  /// density changed.
  func setView(_ view: RenderView) throws {
    let atlas = view.scale == renderer.view.scale ? renderer.atlas : nil
    let scene = renderer.scene
    let replacement =
      try atlas.map { try ParticleRenderer(scene: scene, view: view, atlas: $0) }
      ?? ParticleRenderer(scene: scene, view: view)
    renderer.destroy()
    renderer = replacement
  }

  /// Live particles (reads the GPU's ages back: for the heads-up display).
  func liveParticleCount() -> Int {
    simulator.scene.layers.reduce(0) { $0 + simulator.liveCount(layer: $1.index) }
  }

  /// Releases every GL object.
  func destroy() {
    simulator.destroy()
    renderer.destroy()
  }
}
