/// A running particle system: the one type most users need, and the one path every program of
/// EmitterKit takes (`emitter render`, the demo, the C library, Python, Core Animation's
/// classes). It simulates a `Scene` and draws it into the host's frame, over what the host drew,
/// or offscreen for images and video.
///
/// ```swift
/// import EmitterKit
///
/// // With the window's GL context current:
/// let confetti = try ParticleSystem(scene: Scene.load(contentsOf: url), pixelScale: 2)
/// confetti.onLayerCompleted = { completion in print("layer \(completion.layer) finished") }
/// // Each frame, after drawing the background and before the UI:
/// try confetti.update(by: frameSeconds)
/// try confetti.draw(into: .window(width: pixelWidth, height: pixelHeight))
/// // Live changes and emission, as on CAEmitterLayer:
/// try confetti.setValue(Point(x: 120, y: 40), forKeyPath: "emitterPosition")
/// try confetti.burst(80, cell: "confetti")
/// // Before the context goes away:
/// try confetti.destroy()
/// ```
///
/// **Drawing.** `draw(into:)` maps the canvas (`view.size` points, the scene's size unless
/// resized) onto the target's viewport and draws each layer in order over the pixels already
/// there: premultiplied source-over (`one, one-minus-source-alpha`), additive layers `one, one`.
/// Nothing is cleared and no background is drawn, except into `.offscreen`: the system's own
/// image of the canvas, cleared to `scene.backgroundColor` first, which `image()` reads and a
/// `FrameStream` hands to encoders. For the pixels the reference rasteriser draws, give a
/// viewport `view.pixelWidth` × `view.pixelHeight` pixels; other sizes stretch the canvas.
///
/// **GL state contract.** Every call that touches GL (`init`, `update`, `draw`, `image`,
/// `resize`, `snapshot`, `liveCount`, `destroy`) needs a GL 4.3+ core context current on the
/// calling thread, the one the system was made in (another is refused with `.wrongContext`:
/// vertex arrays and framebuffers are not shared even between sharing contexts), and puts back,
/// as it found them: the draw and read framebuffer bindings, the viewport, `GL_BLEND` and the
/// blend equations and factors (colour and alpha), the colour write mask, `GL_DEPTH_TEST`,
/// `GL_STENCIL_TEST`, `GL_CULL_FACE`, `GL_SCISSOR_TEST`, `GL_FRAMEBUFFER_SRGB`, the current
/// program, the vertex array, the active texture unit, the `GL_TEXTURE_2D_ARRAY` texture and the
/// sampler on units 0...5, the uniform-buffer and shader-storage bindings EmitterKit uses
/// (`GLStateSnapshot.uniformBlockIndices` and `storageBlockIndices`: indexed, with their ranges,
/// and the generic binding points), and the pack and unpack alignments (`GLStateSnapshot` is the
/// list, and `ParticleSystemGLStateTests` checks it). While drawing it disables depth, stencil,
/// cull, scissor and sRGB encoding and writes all four channels. It does not touch other texture
/// targets (a `GL_TEXTURE_2D` bound on unit 0 stays), other binding points, the clear colour, or
/// the host's objects (it never deletes or clears them). GL objects it makes are its own and are
/// deleted by `destroy()`. One exception: a program the host deleted while it was current may be
/// gone once replaced (GL frees it), and then no program is current afterwards. Live calls
/// (`LiveSimulation`) touch no GL and need no context.
///
/// **Without GL.** `backend: .cpu` needs no context at all: the CPU reference simulates and the
/// native CPU renderer draws into the caller's pixels, over what is there, with the same rules:
///
/// ```swift
/// let confetti = try ParticleSystem(scene: scene, pixelScale: 2, backend: .cpu)
/// try confetti.update(by: frameSeconds)
/// try confetti.draw(into: .rgba(RGBABuffer(base: pixels, width: w, height: h, bytesPerRow: stride)))
/// ```
///
/// `backend: .auto` chooses as `emitter render` does (`Backend.auto`).
///
/// Not thread-safe: use a system from the thread its context is current on (any one thread, for
/// the CPU backend).
public final class ParticleSystem {
  /// What simulates and draws (never `.auto`: the choice `.auto` made).
  public let backend: Backend
  let engine: any ParticleEngine
  /// The canvas: its size in points, pixels per point, and the perspective's eye distance.
  public private(set) var view: RenderView
  private var isDestroyed = false

  /// Called from `update` for each layer that completes (its emission stopped or ended and its
  /// last particle died), in the order they did.
  public var onLayerCompleted: ((LayerCompletion) -> Void)?
  /// Called from `update` for each collision and death (`ParticleEvent`: its kind, cell path,
  /// position and time), in order: step after step, each step's by cell, serial and kind.
  /// Setting it turns `recordsEvents` on; `drainEvents()` is the same list pulled instead.
  public var onEvent: ((ParticleEvent) -> Void)? {
    didSet { if onEvent != nil { engine.simulation.recordsEvents = true } }
  }
  /// What `fire(_:cell:layer:onFinished:)` calls, by the fired layer's index, once.
  var finishHandlers: [Int: () -> Void] = [:]

  /// Makes a system for `scene` in the GL context current on this thread, or with no GL at all
  /// for `backend: .cpu`.
  /// - Parameters:
  ///   - scene: what to simulate and draw, from a scene file or built in code.
  ///   - pixelScale: pixels per point (2 on a HiDPI window): contents are rasterised for it.
  ///   - canvasSize: the canvas in points; the scene's `size` by default.
  ///   - backend: what simulates and draws: OpenGL, the CPU, or `.auto`'s choice.
  /// - Throws: `ParticleSystemError`: no current context, a context below GL 4.3 core, a mask
  ///   shape or image collider that cannot be drawn, or a scene the GPU or the renderer cannot
  ///   take (each with its reason).
  public init(
    scene: Scene, pixelScale: Double = RenderDefaults.pixelScale, canvasSize: Size? = nil,
    backend: Backend = .openGL
  ) throws(ParticleSystemError) {
    let size = canvasSize ?? RenderDefaults.canvasSize(of: scene)
    view = try Self.checkedView(size: size, scale: pixelScale)
    let scene = try LayerSnapshotDrawing.prepared(scene)
    let rasters = RasterSourceCheck.problems(of: scene)
    guard rasters.isEmpty else { throw .undrawableRaster(rasters.map(\.description)) }
    self.backend = backend.resolved(for: scene)
    switch self.backend {
    case .openGL, .auto: engine = try OpenGLEngine(scene: scene, view: view)
    case .cpu: engine = try CPUEngine(scene: scene, view: view)
    }
    engine.backgroundColor = RenderDefaults.background(of: scene)
  }

  /// Scene time reached, seconds.
  public var time: Double { engine.time }

  /// What `.offscreen` drawing, `image()` and `FrameStream` clear the canvas to: the scene's
  /// `backgroundColor` unless set (`Color.clear` keeps the alpha of the particles alone).
  public var backgroundColor: Color {
    get { engine.backgroundColor }
    set { engine.backgroundColor = newValue }
  }

  /// Layers live calls address by index (`layer:`): the top-level layers, their sublayers
  /// depth-first, then layers inserted live (`LayerChange.Action.insertSublayer`) in the order
  /// they were inserted; removed ones keep their indices. The index the next inserted layer takes.
  public var layerCount: Int { engine.simulation.model.layers.count }
  /// Why the simulation stopped, if the particle cap stopped it.
  public var capacityError: SimulationCapacityError? { engine.capacityError }

  /// The longest advance one `update` takes, seconds: an hour is 36,000 simulation steps
  /// (`LayerClock.maximumStep`), minutes of work; a longer jump is refused rather than hanging
  /// the host's frame.
  public static let maximumAdvance = 3600.0

  /// The largest canvas side in pixels (size × pixel scale): the renderers' own limit (GL 4.5
  /// guarantees framebuffers and textures this wide), so a canvas the façade accepts is one both
  /// backends can draw.
  public static let maximumPixelSide = Double(RenderView.maximumPixelSide)

  /// Advances the simulation to scene time `time` (seconds; earlier times are ignored), calls
  /// `onEvent` for each collision and death on the way (when set), and `onLayerCompleted` for
  /// the layers that completed.
  /// - Throws: `.invalidTime` for a non-finite time, `.advanceTooLong` for a jump past
  ///   `maximumAdvance`, `.capacity` when the particle cap stopped the simulation,
  ///   `.tooManySteps` when a layer's clock (its `speed`, its `timeOffset`) would have run past
  ///   the step budget,
  ///   `.noCurrentContext`, `.destroyed`.
  public func update(to time: Double) throws(ParticleSystemError) {
    guard time.isFinite else { throw .invalidTime(time) }
    try checkAlive()
    guard time - self.time <= Self.maximumAdvance else {
      throw .advanceTooLong(from: self.time, to: time, maximum: Self.maximumAdvance)
    }
    let completions = try engine.advance(to: time)
    if let onEvent {
      for event in engine.simulation.drainEvents() { onEvent(event) }
    }
    for completion in completions {
      finishHandlers.removeValue(forKey: completion.layer)?()
      onLayerCompleted?(completion)
    }
    if let capacityError { throw .capacity(capacityError) }
    if let excess = engine.stepBudgetError {
      throw .tooManySteps(
        layer: excess.layer, from: excess.from, to: excess.to, steps: excess.steps,
        maximum: StepPlanner.maximumSteps)
    }
  }

  /// Advances the simulation by `seconds` (a frame's duration).
  /// - Throws: `.invalidDuration` for a negative or non-finite duration, and as `update(to:)`.
  public func update(by seconds: Double) throws(ParticleSystemError) {
    guard seconds.isFinite, seconds >= 0 else { throw .invalidDuration(seconds) }
    try update(to: time + seconds)
  }

  /// Draws the particles into `target` over what is there, or into the system's own image
  /// (`.offscreen`) over the scene's background (see the type's notes on drawing and on the GL
  /// state it restores).
  public func draw(into target: DrawTarget) throws(ParticleSystemError) {
    try checkAlive()
    try engine.draw(into: target, view: view)
  }

  /// The canvas as it shows now: the particles drawn over the scene's background into the
  /// system's own image and read back, `view.pixelWidth` × `view.pixelHeight` pixels,
  /// premultiplied, rows from the top.
  public func image() throws(ParticleSystemError) -> RGBAImage {
    try checkAlive()
    try engine.draw(into: .offscreen, view: view)
    return try engine.offscreenImage()
  }

  /// Changes the canvas without touching the simulation: particles keep their positions in
  /// points. A new `pixelScale` rasterises the contents again.
  public func resize(to size: Size, pixelScale: Double? = nil) throws(ParticleSystemError) {
    try checkAlive()
    let resized = try Self.checkedView(size: size, scale: pixelScale ?? view.scale)
    try engine.resize(to: resized)
    view = resized
  }

  /// The live particles now, ordered by (cell, serial): positions in points, colours, ages.
  public func snapshot() throws(ParticleSystemError) -> ParticleSnapshot {
    try checkAlive()
    return try engine.snapshot()
  }

  /// How many particles are alive now, in every layer or in layer `layer` alone.
  public func liveCount(layer: Int? = nil) throws(ParticleSystemError) -> Int {
    try checkAlive()
    if let layer { try checkLayer(layer) }
    return try engine.liveCount(layer: layer)
  }

  /// Whether layer `layer` has finished: its emission is closed (stopped, a timed emission
  /// ended, or every cell's window closed) and its last particle has died.
  public func isFinished(layer: Int) throws(ParticleSystemError) -> Bool {
    try checkAlive()
    try checkLayer(layer)
    return try engine.isFinished(layer: layer)
  }

  /// Deletes the system's GL objects in the current context; the system cannot be used after.
  /// - Throws: `.destroyed` the second time, `.noCurrentContext` (nothing is deleted then).
  public func destroy() throws(ParticleSystemError) {
    try checkAlive()
    try engine.destroy()
    isDestroyed = true
  }

  func checkAlive() throws(ParticleSystemError) {
    if isDestroyed { throw .destroyed }
  }

  private func checkLayer(_ layer: Int) throws(ParticleSystemError) {
    let count = engine.simulation.model.layers.count
    guard (0..<count).contains(layer) else { throw .invalidLayer(layer, count: count) }
  }

  private static func checkedView(size: Size, scale: Double) throws(ParticleSystemError)
    -> RenderView
  {
    guard size.width.isFinite, size.height.isFinite, scale.isFinite, size.width > 0,
      size.height > 0, scale > 0, size.width * scale <= maximumPixelSide,
      size.height * scale <= maximumPixelSide
    else {
      throw .invalidCanvas(width: size.width, height: size.height, scale: scale)
    }
    return RenderView(size: SIMD2(size.width, size.height), scale: scale)
  }
}
