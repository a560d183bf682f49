import EmitterRender

/// The backend without GL: the CPU reference simulates (its integrate pass on every core) and
/// the native CPU renderer draws into the caller's RGBA buffer. Nothing here needs a context.
final class CPUEngine: LiveSimulationEngine {
  var simulator: CPUSimulator
  private(set) var renderer: CPURenderer
  /// What the renderer's atlas was rasterised from.
  private var drawnContents: [ParticleRenderer.ContentsKey]
  /// The particles drawn, refreshed in place each draw: no particle array allocated per frame.
  private var drawnSnapshot = ParticleSnapshot(time: 0, cells: [], particles: [])

  init(scene: Scene, view: RenderView) throws(ParticleSystemError) {
    simulator = CPUSimulator(scene: scene)
    simulator.threadCount = CPUSimulator.allCores
    do {
      renderer = try CPURenderer(scene: scene, view: view)
    } catch {
      throw .contents(error)
    }
    drawnContents = ParticleRenderer.contentsKeys(of: scene)
  }

  var time: Double { simulator.time }
  var model: Scene { simulator.model }
  var recording: Scene { simulator.recording }
  var capacityError: SimulationCapacityError? { simulator.capacityError }
  func liveCount() -> Int { simulator.liveCount }
  func advance(to time: Double) -> [LayerCompletion] { simulator.advance(to: time) }
  func snapshot() -> ParticleSnapshot { simulator.snapshot() }

  func draw(into target: ParticleSystem.DrawTarget, view: RenderView) throws(ParticleSystemError) {
    guard case .rgba(let buffer) = target else {
      throw .invalidTarget(
        "the CPU backend draws into an RGBA buffer (.rgba); a GL framebuffer or texture needs"
          + " the OpenGL backend")
    }
    try followModel(view: view)
    simulator.refreshSnapshot(&drawnSnapshot)
    renderer.draw(drawnSnapshot, into: buffer)
  }

  /// Live changes reach drawing: a new model is drawn with its modes and opacities, and new
  /// contents are rasterised again (only then: a moving emitter costs nothing here).
  private func followModel(view: RenderView) throws(ParticleSystemError) {
    let model = simulator.model
    guard model != renderer.scene || view != renderer.view else { return }
    let keys = ParticleRenderer.contentsKeys(of: model)
    if keys == drawnContents && view == renderer.view {
      renderer = renderer.with(scene: model)
    } else if keys == drawnContents && view.scale == renderer.view.scale {
      // Another canvas size at the same scale: the atlas still fits.
      renderer = CPURenderer(
        scene: model, view: view, atlas: renderer.atlas, threadCount: renderer.threadCount)
    } else {
      do {
        renderer = try CPURenderer(scene: model, view: view, threadCount: renderer.threadCount)
      } catch {
        throw .contents(error)
      }
      drawnContents = keys
    }
  }

  func resize(to view: RenderView) throws(ParticleSystemError) {
    try followModel(view: view)
  }

  func destroy() {}
}
