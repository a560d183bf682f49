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
/// Use it on the GL context's thread; `finish()` or `abandon()` it, then `destroy()` it there.
final class FramePipeline {
  private let renderer: ParticleRenderer
  private let readback: PixelReadback
  private let queue: FrameEncoderQueue
  private let output: SinkBox
  /// The frame read last, not yet copied out.
  private var pending: (ticket: PixelReadback.Ticket, index: Int)?

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
  init(
    renderer: ParticleRenderer, sink: FrameSink, pngCompression: PNGCompression,
    framesInFlight: Int = 3
  ) {
    self.renderer = renderer
    readback = PixelReadback(width: renderer.target.width, height: renderer.target.height)
    let output = SinkBox(sink: sink, png: PNGWriter(compression: pngCompression))
    self.output = output
    queue = FrameEncoderQueue(capacity: framesInFlight) { image, index in
      try output.sink.write(image, index: index, png: &output.png)
    }
  }

  /// Starts reading back the frame the renderer has just drawn, as frame `index`, and hands the
  /// previous one to the encoder.
  /// - Throws: the error of a frame that failed to encode.
  func capture(index: Int) throws {
    let ticket = readback.start(renderer.target)
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
      readback.finish(pending.ticket, into: &scratch)
      self.pending = nil
    }
    queue.cancel()
    output.sink.abandon()
  }

  /// Releases the pixel buffers.
  func destroy() {
    readback.destroy()
  }

  private func deliverPending() throws {
    guard let pending else { return }
    self.pending = nil
    var pixels = try queue.takeBuffer()
    readback.finish(pending.ticket, into: &pixels)
    let image = RGBAImage(width: readback.width, height: readback.height, pixels: consume pixels)
    try queue.submit(image, index: pending.index)
  }
}
