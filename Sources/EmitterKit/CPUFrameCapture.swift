import EmitterImage
import EmitterRaster

/// `FrameStream` on the CPU backend: each frame is drawn straight into a pixel buffer recycled
/// by the encoder queue (`FrameEncoderQueue`), over the scene's background, and written on the
/// queue's thread while the next frames are simulated and drawn. No GL, no readback; frames
/// reach the sink in order, byte for byte as `image()` returns them.
final class CPUFrameCapture: FrameCapture {
  private let engine: CPUEngine
  private let queue: FrameEncoderQueue<RGBAImage>
  private let output: SinkBox

  init(engine: CPUEngine, output: SinkBox, framesInFlight: Int) {
    self.engine = engine
    self.output = output
    queue = FrameEncoderQueue(capacity: framesInFlight) { image, index in
      try output.sink.write(image, index: index)
    }
  }

  /// Draws the current frame into a free buffer and queues it as frame `index`.
  func capture(index: Int, view: RenderView) throws {
    let image = try engine.drawFrame(reusing: try queue.takeBuffer(), view: view)
    try queue.submit(image, index: index)
  }

  func finish() throws {
    do {
      try queue.finish()
    } catch {
      output.sink.abandon()
      throw error
    }
    try output.sink.finish()
  }

  func abandon() {
    queue.cancel()
    output.sink.abandon()
  }
}
