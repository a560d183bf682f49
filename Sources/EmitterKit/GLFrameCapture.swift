import EmitterGL
import EmitterImage
import EmitterRender

/// `FrameStream` on OpenGL: each frame is drawn into the renderer's offscreen image, read back
/// through a pixel buffer (`PixelReadback`) and copied out only after the next one has been
/// drawn, then handed to the sink on the encoder thread (`FrameEncoderQueue`) while later frames
/// are simulated and drawn. Frames reach the sink in order and byte for byte as a sequential
/// `image()` reads them.
///
/// With `.yuv420` the frames are converted on the GPU instead (`YUV420Readback`): 1.5 bytes a
/// pixel to read back and pipe instead of 4, and no conversion left for the encoder.
final class GLFrameCapture: FrameCapture {
  private let engine: OpenGLEngine
  private let readback: Readback
  private let queue: FrameEncoderQueue<CapturedFrame>
  private let output: SinkBox
  /// The frame read last, not yet copied out.
  private var pending: (ticket: Ticket, index: Int)?

  /// How frames leave the GPU: as RGBA images, or as a video's YUV planes.
  private enum Readback {
    case rgba(PixelReadback)
    case yuv420(YUV420Readback)
  }

  private enum Ticket {
    case rgba(PixelReadback.Ticket)
    case yuv420(YUV420Readback.Ticket)
  }

  /// A capture of `engine`'s offscreen image (`view`'s pixels) into `output`.
  /// - Throws: `.invalidTarget` when the planes do not fit one target, `.render` when the YUV
  ///   conversion does not build.
  init(
    engine: OpenGLEngine, format: FrameStream.Format, view: RenderView, output: SinkBox,
    framesInFlight: Int
  ) throws(ParticleSystemError) {
    self.engine = engine
    let (width, height) = (view.pixelWidth, view.pixelHeight)
    switch format {
    case .rgba:
      readback = .rgba(PixelReadback(width: width, height: height))
    case .yuv420(let matte):
      guard YUV420Readback.fits(width: width, height: height) else {
        throw .invalidTarget(
          "YUV planes of \(width)x\(height) pixels do not fit one target on this context;"
            + " stream RGBA frames")
      }
      do {
        readback = .yuv420(try YUV420Readback(width: width, height: height, matte: matte))
      } catch {
        throw .render(.shader(error))
      }
    }
    self.output = output
    queue = FrameEncoderQueue(capacity: framesInFlight) { frame, index in
      switch frame {
      case .image(let image): try output.sink.write(image, index: index)
      case .planes(let bytes): try output.sink.write(planes: bytes, index: index)
      }
    }
  }

  /// Draws the frame offscreen, starts reading it back as frame `index`, and hands the
  /// previous one to the encoder.
  func capture(index: Int, view: RenderView) throws {
    try engine.draw(into: .offscreen, view: view)
    let target = engine.renderer.target
    let ticket: Ticket = try engine.preservingState {
      switch readback {
      case .rgba(let readback): .rgba(readback.start(target))
      case .yuv420(let readback): .yuv420(readback.start(target))
      }
    }
    try deliverPending()
    pending = (ticket, index)
  }

  func finish() throws {
    defer { destroy() }
    do {
      try deliverPending()
      try queue.finish()
    } catch {
      queue.cancel()
      output.sink.abandon()
      throw error
    }
    try output.sink.finish()
  }

  func abandon() {
    if let pending {
      var scratch: [UInt8] = []
      try? engine.preservingState { finish(pending.ticket, into: &scratch) }
      self.pending = nil
    }
    queue.cancel()
    output.sink.abandon()
    destroy()
  }

  /// Releases the pixel buffers (in the engine's context, when it is current).
  private func destroy() {
    try? engine.preservingState {
      switch readback {
      case .rgba(let readback): readback.destroy()
      case .yuv420(let readback): readback.destroy()
      }
    }
  }

  private func finish(_ ticket: Ticket, into bytes: inout [UInt8]) {
    switch (readback, ticket) {
    case (.rgba(let readback), .rgba(let ticket)): readback.finish(ticket, into: &bytes)
    case (.yuv420(let readback), .yuv420(let ticket)): readback.finish(ticket, into: &bytes)
    default: preconditionFailure("a ticket from another readback")
    }
  }

  private func deliverPending() throws {
    guard let pending else { return }
    self.pending = nil
    var bytes = try queue.takeBuffer()
    try engine.preservingState { finish(pending.ticket, into: &bytes) }
    switch readback {
    case .rgba(let readback):
      let image = RGBAImage(width: readback.width, height: readback.height, pixels: consume bytes)
      try queue.submit(.image(image), index: pending.index)
    case .yuv420:
      try queue.submit(.planes(consume bytes), index: pending.index)
    }
  }
}

/// A frame on its way from `GLFrameCapture` to the sink.
enum CapturedFrame: QueuedFrame {
  case image(RGBAImage)
  /// A video frame's YUV 4:2:0 planes (`YUV420Readback`).
  case planes([UInt8])

  mutating func takeBytes() -> [UInt8] {
    switch self {
    case .image(var image):
      self = .planes([])
      return image.takeBytes()
    case .planes(let bytes):
      self = .planes([])
      return bytes
    }
  }
}
