/// The OpenGL backend: a `GPUSimulator` and a `ParticleRenderer` in the host's context. Every
/// call that touches GL is wrapped in a `GLStateSnapshot`, so the host finds its state as it
/// left it (the contract `ParticleSystem` documents).
final class OpenGLEngine: ParticleEngine {
  let simulator: GPUSimulator
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

  var simulation: any LiveSimulation { simulator }
  var time: Double { simulator.time }
  var backgroundColor: Color {
    get { renderer.backgroundColor }
    set { renderer.backgroundColor = newValue }
  }
  var capacityError: SimulationCapacityError? { simulator.capacityError }
  var stepBudgetError: StepBudgetExcess? { simulator.stepBudgetError }

  func liveCount(layer: Int?) throws(ParticleSystemError) -> Int {
    try preservingState {
      layer.map { simulator.liveCount(layer: $0) } ?? simulator.liveCount
    }
  }

  func isFinished(layer: Int) throws(ParticleSystemError) -> Bool {
    try preservingState { simulator.isFinished(layer: layer) }
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
    case .offscreen:
      renderer.draw(simulator.frame)
      return
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
        "the OpenGL backend draws into a framebuffer, a texture or offscreen; an RGBA buffer"
          + " needs the CPU backend (backend: .cpu)")
    }
    guard host.viewport.width > 0, host.viewport.height > 0 else {
      throw .invalidTarget("the viewport \(host.viewport) has no pixels")
    }
    guard host.isComplete else {
      throw .invalidTarget("\(host) is not a complete framebuffer of the current context")
    }
    renderer.draw(simulator.frame, into: host, view: view)
  }

  func offscreenImage() throws(ParticleSystemError) -> RGBAImage {
    try preservingState { renderer.readImage() }
  }

  func makeFrameCapture(
    _ format: FrameStream.Format, view: RenderView, sink: SinkBox, framesInFlight: Int
  ) throws(ParticleSystemError) -> any FrameCapture {
    try checkOwnContext()
    let saved = GLStateSnapshot.capture()
    defer { saved.restore() }
    return try GLFrameCapture(
      engine: self, format: format, view: view, output: sink, framesInFlight: framesInFlight)
  }

  func resize(to view: RenderView) throws(ParticleSystemError) {
    guard view != renderer.view else { return }
    try checkOwnContext()
    let saved = GLStateSnapshot.capture()
    defer { saved.restore() }
    // The offscreen image is the canvas's size; the contents are rasterised for one pixel
    // scale, so the atlas stays unless the scale changed.
    let replacement: ParticleRenderer
    do {
      replacement =
        view.scale == renderer.view.scale
        ? try ParticleRenderer(scene: simulator.simulatedModel, view: view, atlas: renderer.atlas)
        : try ParticleRenderer(scene: simulator.simulatedModel, view: view)
    } catch {
      throw .render(error)
    }
    replacement.backgroundColor = renderer.backgroundColor
    renderer.destroy()
    renderer = replacement
  }

  func limitSlots(to count: Int, because limit: String) {
    simulator.limitSlots(to: count, because: limit)
  }

  func destroy() throws(ParticleSystemError) {
    try preservingState {
      textureFramebuffer?.destroy()
      renderer.destroy()
      simulator.destroy()
    }
  }

  /// Runs GL work in the current context, which must exist, and puts the host's state back.
  func preservingState<Result>(_ body: () throws(ParticleSystemError) -> Result)
    throws(ParticleSystemError) -> Result
  {
    try checkOwnContext()
    let saved = GLStateSnapshot.capture()
    defer { saved.restore() }
    return try body()
  }
}
