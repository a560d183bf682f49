/// The OpenGL backend: a `GPUSimulator` and a `ParticleRenderer` in the host's context. Every
/// call that touches GL is wrapped in a `GLStateSnapshot`, so the host finds its state as it
/// left it (the contract `ParticleSystem` documents).
final class OpenGLEngine: LiveSimulationEngine {
  var simulator: GPUSimulator
  private(set) var renderer: ParticleRenderer
  /// The framebuffer over the caller's texture drawn into last; made anew for another texture.
  private var textureFramebuffer: TextureFramebuffer?

  /// The context the GL objects were made in (`GL.currentContextIdentity`).
  let context: UInt

  init(scene: Scene, view: RenderView) throws(ParticleSystemError) {
    try Self.checkContext()
    context = GL.currentContextIdentity ?? 0
    let saved = GLStateSnapshot.capture()
    defer { saved.restore() }
    do {
      simulator = try GPUSimulator(scene: scene)
    } catch {
      throw .simulation(error)
    }
    do {
      renderer = try ParticleRenderer(scene: scene, view: view)
    } catch {
      simulator.destroy()
      throw .render(error)
    }
  }

  /// A GL call without a current context crashes in the driver: check first.
  static func checkContext() throws(ParticleSystemError) {
    guard GL.hasCurrentContext else { throw .noCurrentContext }
    guard GL.version >= GLVersion.minimum, GL.isCoreProfile else {
      throw .unsupportedContext(
        found: "\(GL.versionString) (\(GL.isCoreProfile ? "core" : "not core"))",
        required: GLVersion.minimum)
    }
  }

  /// The context current now must be the one the system was made in.
  private func checkOwnContext() throws(ParticleSystemError) {
    guard let current = GL.currentContextIdentity else { throw .noCurrentContext }
    guard current == context else { throw .wrongContext }
  }

  var time: Double { simulator.time }
  var model: Scene { simulator.model }
  var recording: Scene { simulator.recording }
  var capacityError: SimulationCapacityError? { simulator.capacityError }
  func liveCount() throws(ParticleSystemError) -> Int {
    try preservingState { simulator.liveCount }
  }

  func advance(to time: Double) throws(ParticleSystemError) -> [LayerCompletion] {
    try preservingState { simulator.advance(to: time) }
  }

  func snapshot() throws(ParticleSystemError) -> ParticleSnapshot {
    try preservingState { simulator.snapshot() }
  }

  func draw(into target: ParticleSystem.DrawTarget, view: RenderView) throws(ParticleSystemError) {
    try checkOwnContext()
    let saved = GLStateSnapshot.capture()
    defer { saved.restore() }
    let host: HostFramebuffer
    switch target {
    case .framebuffer(let name, let viewport):
      host = HostFramebuffer(name: name, viewport: viewport)
    case .texture(let texture, let width, let height):
      if textureFramebuffer?.texture != texture {
        textureFramebuffer?.destroy()
        textureFramebuffer = nil
        do {
          textureFramebuffer = try TextureFramebuffer(
            texture: texture, label: "host texture \(texture)")
        } catch {
          throw .texture(error)
        }
      }
      host = textureFramebuffer!.target(viewport: PixelRect(width: width, height: height))
    case .rgba:
      throw .invalidTarget(
        "the OpenGL backend draws into a framebuffer or texture; an RGBA buffer needs the CPU"
          + " backend (backend: .cpu)")
    }
    guard host.viewport.width > 0, host.viewport.height > 0 else {
      throw .invalidTarget("the viewport \(host.viewport) has no pixels")
    }
    guard host.isComplete else {
      throw .invalidTarget("\(host) is not a complete framebuffer of the current context")
    }
    renderer.draw(simulator, into: host, view: view)
  }

  func resize(to view: RenderView) throws(ParticleSystemError) {
    // Contents are rasterised for one pixel scale: only a new scale needs a new renderer.
    guard view.scale != renderer.view.scale else { return }
    try checkOwnContext()
    let saved = GLStateSnapshot.capture()
    defer { saved.restore() }
    let replacement: ParticleRenderer
    do {
      replacement = try ParticleRenderer(scene: simulator.simulatedModel, view: view)
    } catch {
      throw .render(error)
    }
    renderer.destroy()
    renderer = replacement
  }

  func destroy() throws(ParticleSystemError) {
    try preservingState {
      textureFramebuffer?.destroy()
      renderer.destroy()
      simulator.destroy()
    }
  }

  /// Runs GL work in the current context, which must exist, and puts the host's state back.
  private func preservingState<Result>(_ body: () -> Result) throws(ParticleSystemError) -> Result {
    try checkOwnContext()
    let saved = GLStateSnapshot.capture()
    defer { saved.restore() }
    return body()
  }
}
