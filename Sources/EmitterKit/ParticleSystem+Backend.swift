extension ParticleSystem {
  /// What simulates and draws; the façade's calls are the same for both.
  public enum Backend: Sendable, Equatable, CustomStringConvertible {
    /// The GPU simulator and the GL renderer, in the context current when the system is made.
    case openGL
    /// No GL at all: the CPU reference simulates and the native CPU renderer (`CPURenderer`)
    /// draws into the caller's RGBA pixels (`DrawTarget.rgba`), on every core. For hosts that
    /// draw in software (Cairo, GTK, SDL surfaces) and machines without a GPU.
    case cpu

    /// The backend's name, for messages.
    public var description: String {
      switch self {
      case .openGL: "OpenGL"
      case .cpu: "CPU"
      }
    }
  }

  /// Where `draw(into:)` draws. Every target is drawn over, never cleared.
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

    /// The window's default framebuffer, the whole of a `width` × `height`-pixel window.
    public static func window(width: Int, height: Int) -> DrawTarget {
      .framebuffer(0, viewport: PixelRect(width: width, height: height))
    }
  }
}

/// One way to simulate and draw: what `ParticleSystem` forwards to. Internal: a backend is
/// chosen with `ParticleSystem.Backend`.
protocol ParticleEngine: AnyObject {
  var time: Double { get }
  var model: Scene { get }
  var recording: Scene { get }
  var capacityError: SimulationCapacityError? { get }
  func liveCount() throws(ParticleSystemError) -> Int
  func advance(to time: Double) throws(ParticleSystemError) -> [LayerCompletion]
  func snapshot() throws(ParticleSystemError) -> ParticleSnapshot
  func draw(into target: ParticleSystem.DrawTarget, view: RenderView) throws(ParticleSystemError)
  /// The canvas changed; the simulation stays.
  func resize(to view: RenderView) throws(ParticleSystemError)
  func destroy() throws(ParticleSystemError)

  func setValue(_ value: PropertyValue, forKeyPath keyPath: String, layer: Int)
    throws(LiveChangeError)
  func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction, layer: Int) throws(LiveChangeError)
  func add(_ animation: PropertyAnimation, forKey key: String?, layer: Int) throws(LiveChangeError)
  func removeAnimation(forKey key: String, layer: Int) throws(LiveChangeError)
  func removeAllAnimations(layer: Int) throws(LiveChangeError)
  func schedule(_ change: LayerChange, layer: Int) throws(LiveChangeError)
  /// `action` now (cells and behaviours inserted, removed or replaced).
  func change(_ action: LayerChange.Action, layer: Int) throws(LiveChangeError)
  func burst(_ count: Int, cell: String, layer: Int) throws(EmissionControlError)
  func emit(for duration: Double, taper: MediaTimingFunction?, layer: Int?)
    throws(EmissionControlError)
  func stop(layer: Int?) throws(EmissionControlError)
  func start(layer: Int?) throws(EmissionControlError)
  func restart(layer: Int?) throws(EmissionControlError)
}
