import EmitterRaster
import EmitterRender

/// The backend without GL: the CPU reference simulates (its integrate pass on every core) and
/// the native CPU renderer draws into the caller's RGBA buffer or the engine's own image.
/// Nothing here needs a context.
final class CPUEngine: ParticleEngine {
  let simulator: CPUSimulator
  private(set) var renderer: CPURenderer
  /// What the renderer's atlas was rasterised from.
  private var drawnContents: [ParticleRenderer.ContentsKey]
  /// The particles drawn, refreshed in place each draw: no particle array allocated per frame.
  private var drawnSnapshot = ParticleSnapshot(time: 0, cells: [], particles: [])
  /// The offscreen image, kept from frame to frame.
  private var canvas = RGBAImage(width: 0, height: 0)
  var backgroundColor: Color

  init(scene: Scene, view: RenderView) throws(ParticleSystemError) {
    simulator = CPUSimulator(scene: scene)
    simulator.threadCount = CPUSimulator.allCores
    do {
      renderer = try CPURenderer(scene: scene, view: view)
    } catch {
      throw .contents(error)
    }
    drawnContents = ParticleRenderer.contentsKeys(of: scene)
    backgroundColor = scene.backgroundColor
  }

  var simulation: any LiveSimulation { simulator }
  var time: Double { simulator.time }
  var capacityError: SimulationCapacityError? { simulator.capacityError }
  var stepBudgetError: StepBudgetExcess? { simulator.stepBudgetError }

  func liveCount(layer: Int?) -> Int {
    guard let layer else { return simulator.liveCount }
    return simulator.liveCount(layer: layer)
  }

  func isFinished(layer: Int) -> Bool { simulator.isFinished(layer: layer) }
  func advance(to time: Double) -> [LayerCompletion] { simulator.advance(to: time) }
  func snapshot() -> ParticleSnapshot { simulator.snapshot() }

  func draw(into target: ParticleSystem.DrawTarget, view: RenderView) throws(ParticleSystemError) {
    switch target {
    case .rgba(let buffer):
      try prepare(view: view)
      renderer.draw(drawnSnapshot, into: buffer)
    case .offscreen:
      canvas = try drawFrame(reusing: canvas.takeBytes(), view: view)
    case .framebuffer, .texture:
      throw .invalidTarget(
        "the CPU backend draws into an RGBA buffer (.rgba) or offscreen; a GL framebuffer or"
          + " texture needs the OpenGL backend")
    }
  }

  func offscreenImage() -> RGBAImage { canvas }

  /// The canvas over the scene's background, drawn into `bytes` (reused when the size fits).
  func drawFrame(reusing bytes: [UInt8], view: RenderView) throws(ParticleSystemError)
    -> RGBAImage
  {
    try prepare(view: view)
    let (width, height) = (view.pixelWidth, view.pixelHeight)
    var image =
      bytes.count == width * height * 4
      ? RGBAImage(width: width, height: height, pixels: bytes)
      : RGBAImage(width: width, height: height)
    image.fill(ReferenceRasterizer.background(backgroundColor))
    image.pixels.withUnsafeMutableBufferPointer { pixels in
      renderer.draw(
        drawnSnapshot,
        into: RGBABuffer(base: pixels.baseAddress!, width: width, height: height, bytesPerRow: width * 4))
    }
    return image
  }

  func makeFrameCapture(
    _ format: FrameStream.Format, view: RenderView, sink: SinkBox, framesInFlight: Int
  ) throws(ParticleSystemError) -> any FrameCapture {
    guard format == .rgba else {
      throw .invalidTarget(
        "YUV planes are converted on the GPU; the CPU backend streams RGBA frames (.rgba)")
    }
    return CPUFrameCapture(engine: self, output: sink, framesInFlight: framesInFlight)
  }

  /// The snapshot refreshed, and the renderer following the model: a new model is drawn with
  /// its modes and opacities, and new contents are rasterised again (only then: a moving emitter
  /// costs nothing here).
  private func prepare(view: RenderView) throws(ParticleSystemError) {
    try followModel(view: view)
    simulator.refreshSnapshot(&drawnSnapshot)
  }

  private func followModel(view: RenderView) throws(ParticleSystemError) {
    // The model the flat tables follow (cells removed live kept until their particles are
    // gone), as the GL engine draws: its cell indices are the snapshot's.
    let model = simulator.simulatedModel
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

  func limitSlots(to count: Int, because limit: String) {
    simulator.limitSlots(to: count, because: limit)
  }

  func destroy() {}
}
