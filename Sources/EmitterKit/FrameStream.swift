/// Frames of a `ParticleSystem` drawn offscreen and handed to a `FrameSink` in order, with the
/// work overlapped: the sink writes on a background thread while the system simulates and
/// draws the next frames, and on OpenGL each frame is read back through pixel buffers, copied
/// out only after the next one has been drawn. Frames reach the sink byte for byte as
/// `image()` returns them. `emitter render` writes PNGs and videos through one.
///
/// ```swift
/// let stream = try FrameStream(system, sink: mySink)
/// for (index, time) in times.enumerated() {
///   try system.update(to: time)
///   try stream.capture(index: index)
/// }
/// try stream.finish()
/// ```
///
/// Use it on the system's thread (with its GL context current on OpenGL); `finish()` or
/// `abandon()` it there, which also frees its GL objects.
public final class FrameStream {
  /// How frames reach the sink.
  public enum Format: Sendable, Equatable {
    /// RGBA images (`FrameSink.write(_:index:)`).
    case rgba
    /// YUV 4:2:0 planes converted on the GPU (`FrameSink.write(planes:index:)`), composited over
    /// `matte` (straight RGB, 0...1): 1.5 bytes a pixel to read back and pipe instead of 4, and
    /// no conversion left for a video encoder. OpenGL only; `supportsPlanes` tells whether the
    /// planes of a canvas fit one target on the current context.
    case yuv420(matte: SIMD3<Float>)
  }

  private let system: ParticleSystem
  private let capture: any FrameCapture
  private var isClosed = false

  /// A stream from `system` into `sink`, with at most `framesInFlight` frames between drawing
  /// and the sink.
  /// - Throws: `.invalidTarget` for planes on the CPU backend or a canvas whose planes do not
  ///   fit, `.render` when the conversion program does not build, and the context errors.
  public init(
    _ system: ParticleSystem, sink: any FrameSink, format: Format = .rgba, framesInFlight: Int = 3
  ) throws(ParticleSystemError) {
    try system.checkAlive()
    guard framesInFlight >= 1 else {
      throw .invalidTarget("a frame stream holds at least one frame in flight, not \(framesInFlight)")
    }
    self.system = system
    capture = try system.engine.makeFrameCapture(
      format, view: system.view, sink: SinkBox(sink), framesInFlight: framesInFlight)
  }

  /// Whether a canvas of `width` × `height` pixels can be converted to planes on the GL
  /// context current now (their rows are 1.5 times the image's).
  public static func supportsPlanes(width: Int, height: Int) -> Bool {
    GL.hasCurrentContext && YUV420Readback.fits(width: width, height: height)
  }

  /// Draws the system's current frame offscreen and queues it as frame `index`.
  /// - Throws: a frame's encoding error (the sink's), or the system's.
  public func capture(index: Int) throws {
    precondition(!isClosed, "frame \(index) captured after finish or abandon")
    try system.checkAlive()
    try capture.capture(index: index, view: system.view)
  }

  /// Delivers the last frame, waits for every frame to be written, closes the sink and frees
  /// the stream's GL objects.
  /// - Throws: the first frame's encoding error, or the sink's.
  public func finish() throws {
    guard !isClosed else { return }
    isClosed = true
    try capture.finish()
  }

  /// Stops after a failure: drops unwritten frames, abandons the sink and frees the stream's GL
  /// objects.
  public func abandon() {
    guard !isClosed else { return }
    isClosed = true
    capture.abandon()
  }
}

/// How one engine's offscreen frames reach a stream's queue.
protocol FrameCapture: AnyObject {
  func capture(index: Int, view: RenderView) throws
  func finish() throws
  func abandon()
}
