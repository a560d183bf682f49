import EmitterGL
import EmitterImage
import EmitterRender
import Foundation

/// Takes drawn frames from the renderer to the sink with the work overlapped: each frame is
/// read back through a pixel buffer (`PixelReadback`) and copied out only after the next one
/// has been drawn, then encoded (PNG, or piped to ffmpeg) on a background thread
/// (`FrameEncoderQueue`) while later frames are simulated and drawn. Frames reach the sink in
/// order and byte for byte as a sequential render writes them.
///
/// A video sink that takes planar YUV (`VideoEncoder.takesPlanes`: H.264 and HEVC) gets its
/// frames converted on the GPU instead (`YUV420Readback`): 1.5 bytes a pixel to read back and
/// pipe instead of 4, and no conversion left for ffmpeg.
///
/// Use it on the GL context's thread; `finish()` or `abandon()` it, then `destroy()` it there.
final class FramePipeline {
  private let renderer: ParticleRenderer
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

  /// The sink as the encoder thread uses it: it alone touches the sink until `finish`.
  private final class SinkBox: @unchecked Sendable {
    // @unchecked: used by the encoder thread while frames are in flight, and by the render
    // thread only after the queue has stopped.
    var sink: FrameSink
    var png: PNGWriter
    init(sink: FrameSink, png: PNGWriter) {
      self.sink = sink
      self.png = png
    }
  }

  /// A pipeline into `sink` for the renderer's target, with at most `framesInFlight` frames
  /// between readback and the sink.
  /// - Throws: `ShaderError` when the YUV conversion a video sink asks for does not build.
  init(
    renderer: ParticleRenderer, sink: FrameSink, pngCompression: PNGCompression,
    framesInFlight: Int = 3
  ) throws {
    self.renderer = renderer
    let width = renderer.target.width
    let height = renderer.target.height
    if case .video(let encoder) = sink, encoder.takesPlanes {
      readback = .yuv420(try YUV420Readback(width: width, height: height, matte: encoder.matteRGB))
    } else {
      readback = .rgba(PixelReadback(width: width, height: height))
    }
    let output = SinkBox(sink: sink, png: PNGWriter(compression: pngCompression))
    self.output = output
    queue = FrameEncoderQueue(capacity: framesInFlight) { frame, index in
      switch frame {
      case .image(let image): try output.sink.write(image, index: index, png: &output.png)
      case .planes(let bytes): try output.sink.writePlanes(bytes)
      }
    }
  }

  /// Starts reading back the frame the renderer has just drawn, as frame `index`, and hands the
  /// previous one to the encoder.
  /// - Throws: the error of a frame that failed to encode.
  func capture(index: Int) throws {
    let ticket: Ticket =
      switch readback {
      case .rgba(let readback): .rgba(readback.start(renderer.target))
      case .yuv420(let readback): .yuv420(readback.start(renderer.target))
      }
    try deliverPending()
    pending = (ticket, index)
  }

  /// Delivers the last frame, waits for every frame to be written, and closes the sink.
  /// - Throws: the first frame's encoding error, or the sink's.
  func finish() throws {
    try deliverPending()
    try queue.finish()
    try output.sink.finish()
  }

  /// Stops after a failure: drops unwritten frames and leaves no video under its final name.
  func abandon() {
    if let pending {
      var scratch: [UInt8] = []
      finish(pending.ticket, into: &scratch)
      self.pending = nil
    }
    queue.cancel()
    output.sink.abandon()
  }

  /// Releases the pixel buffers.
  func destroy() {
    switch readback {
    case .rgba(let readback): readback.destroy()
    case .yuv420(let readback): readback.destroy()
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
    finish(pending.ticket, into: &bytes)
    switch readback {
    case .rgba(let readback):
      let image = RGBAImage(width: readback.width, height: readback.height, pixels: consume bytes)
      try queue.submit(.image(image), index: pending.index)
    case .yuv420:
      try queue.submit(.planes(consume bytes), index: pending.index)
    }
  }
}

/// A frame on its way from `FramePipeline` to the sink.
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
