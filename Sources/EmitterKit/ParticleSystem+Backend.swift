import EmitterRaster

extension ParticleSystem {
  /// What simulates and draws; the façade's calls are the same for all.
  public enum Backend: Sendable, Equatable, CustomStringConvertible {
    /// The GPU simulator and the GL renderer, in the context current when the system is made.
    case openGL
    /// No GL at all: the CPU reference simulates and the native CPU renderer (`CPURenderer`)
    /// draws into the caller's RGBA pixels (`DrawTarget.rgba`) or its own image, on every core.
    /// For hosts that draw in software (Cairo, GTK, SDL surfaces) and machines without a GPU.
    case cpu
    /// `emitter render`'s choice: `.cpu` when no GL context is current, or when the current
    /// one's driver draws in software (llvmpipe, softpipe, swrast: the CPU renderer draws
    /// particles faster there) and no layer of the scene draws a background, border, clip,
    /// shadow or translucent group (whose composition the CPU renderer does more slowly);
    /// `.openGL` otherwise (a GPU's driver). `ParticleSystem.backend` tells which it chose.
    case auto

    /// The backend's name, for messages.
    public var description: String {
      switch self {
      case .openGL: "OpenGL"
      case .cpu: "CPU"
      case .auto: "auto"
      }
    }

    /// `.auto` made definite for `scene` with the context current now; others as they are.
    func resolved(for scene: Scene) -> Backend {
      guard self == .auto else { return self }
      guard GL.hasCurrentContext, GL.version >= GLVersion.minimum, GL.isCoreProfile else {
        return .cpu
      }
      // On a software driver the CPU renderer draws particles faster, but composes layers
      // more slowly (docs/BENCHMARKS.md, "`--renderer cpu` against `gl`, every preset").
      return Self.isSoftware(renderer: GL.renderer) && !CPURenderer.composes(scene.flattened)
        ? .cpu : .openGL
    }

    /// Whether `GL_RENDERER` names one of Mesa's software rasterisers.
    package static func isSoftware(renderer: String) -> Bool {
      let name = renderer.lowercased()
      return ["llvmpipe", "softpipe", "swrast"].contains { name.contains($0) }
    }
  }

  /// Where `draw(into:)` draws. Every target but `.offscreen` is drawn over, never cleared.
  public enum DrawTarget: Sendable, Equatable {
    /// A framebuffer of the current context (0: the window's) and the viewport to draw in,
    /// pixels from the bottom-left.
    case framebuffer(UInt32, viewport: PixelRect)
    /// A `GL_TEXTURE_2D` of the current context (colour-renderable, e.g. RGBA8), level 0; the
    /// canvas covers `width` × `height` pixels from its origin.
    case texture(UInt32, width: Int, height: Int)
    /// The caller's premultiplied RGBA8 pixels, rows from the top (the `.cpu` backend): the
    /// canvas covers `view.pixelWidth` × `view.pixelHeight` pixels from the top-left corner,
    /// clipped to the buffer.
    case rgba(RGBABuffer)
    /// The system's own image of the canvas (`view.pixelWidth` × `view.pixelHeight`), cleared
    /// to the scene's background first: what `image()` reads and `FrameStream` encodes.
    case offscreen

    /// The window's default framebuffer, the whole of a `width` × `height`-pixel window.
    public static func window(width: Int, height: Int) -> DrawTarget {
      .framebuffer(0, viewport: PixelRect(width: width, height: height))
    }
  }
}

/// One way to simulate and draw: what `ParticleSystem` forwards to. Internal: a backend is
/// chosen with `ParticleSystem.Backend`. Live calls go to `simulation` directly (they touch no
/// GL).
protocol ParticleEngine: AnyObject {
  /// The simulator, for live calls and the model.
  var simulation: any LiveSimulation { get }
  var time: Double { get }
  /// What offscreen drawing clears to.
  var backgroundColor: Color { get set }
  var capacityError: SimulationCapacityError? { get }
  /// A layer's clock that would have run past the planner's step budget.
  var stepBudgetError: StepBudgetExcess? { get }
  func liveCount(layer: Int?) throws(ParticleSystemError) -> Int
  func isFinished(layer: Int) throws(ParticleSystemError) -> Bool
  func advance(to time: Double) throws(ParticleSystemError) -> [LayerCompletion]
  func snapshot() throws(ParticleSystemError) -> ParticleSnapshot
  func draw(into target: ParticleSystem.DrawTarget, view: RenderView) throws(ParticleSystemError)
  /// The offscreen image as last drawn.
  func offscreenImage() throws(ParticleSystemError) -> RGBAImage
  /// What takes offscreen frames to a `FrameStream`'s sink.
  func makeFrameCapture(
    _ format: FrameStream.Format, view: RenderView, sink: SinkBox, framesInFlight: Int
  ) throws(ParticleSystemError) -> any FrameCapture
  /// The canvas changed; the simulation stays.
  func resize(to view: RenderView) throws(ParticleSystemError)
  /// Caps the particle pools (`emitter render --memory-limit`).
  func limitSlots(to count: Int, because limit: String)
  func destroy() throws(ParticleSystemError)
}
