import EmitterImage
import EmitterRaster
import EmitterSimulation
import Foundation

/// `FramePipeline` for the native CPU renderer: each frame is drawn straight into a pixel buffer
/// recycled by the encoder queue (`FrameEncoderQueue`) and encoded on its thread while the next
/// frames are simulated and drawn. No GL, no readback; frames reach the sink in order.
final class CPUFramePipeline {
  private let renderer: CPURenderer
  private let queue: FrameEncoderQueue<RGBAImage>
  private let output: SinkBox
  private let background: SIMD4<UInt8>

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

  init(
    renderer: CPURenderer, sink: FrameSink, pngCompression: PNGCompression,
    framesInFlight: Int = 3
  ) {
    self.renderer = renderer
    background = ReferenceRasterizer.backgroundPixel(renderer.scene)
    let output = SinkBox(sink: sink, png: PNGWriter(compression: pngCompression))
    self.output = output
    queue = FrameEncoderQueue(capacity: framesInFlight) { image, index in
      try output.sink.write(image, index: index, png: &output.png)
    }
  }

  /// Draws `snapshot` over the background into a free buffer and queues it as frame `index`.
  /// - Throws: the error of a frame that failed to encode.
  func capture(_ snapshot: ParticleSnapshot, index: Int) throws {
    let width = renderer.view.pixelWidth
    let height = renderer.view.pixelHeight
    var pixels = try queue.takeBuffer()
    let count = width * height * 4
    if pixels.count != count { pixels = [UInt8](repeating: 0, count: count) }
    pixels.withUnsafeMutableBufferPointer { pixels in
      let base = pixels.baseAddress!
      let word = UInt32(background.x) | UInt32(background.y) << 8 | UInt32(background.z) << 16
        | UInt32(background.w) << 24
      UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: width * height) {
        $0.update(repeating: word, count: width * height)
      }
      renderer.draw(
        snapshot, into: RGBABuffer(base: base, width: width, height: height, bytesPerRow: width * 4))
    }
    try queue.submit(RGBAImage(width: width, height: height, pixels: pixels), index: index)
  }

  /// Waits for every frame to be written, and closes the sink.
  func finish() throws {
    try queue.finish()
    try output.sink.finish()
  }

  /// Stops after a failure: drops unwritten frames and leaves no video under its final name.
  func abandon() {
    queue.cancel()
    output.sink.abandon()
  }
}
