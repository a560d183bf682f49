/// Where a `FrameStream` delivers frames: an encoder (PNG files, a video pipe, a host's own
/// writer). Its calls come from one background thread, in frame order, while the system
/// simulates and draws the next frames; the first error thrown stops the stream (later frames
/// are dropped) and is thrown from the stream's next call.
public protocol FrameSink: AnyObject {
  /// Frame `index`: the canvas over the scene's background, premultiplied RGBA, rows from the
  /// top (a stream of `FrameStream.Format.rgba`).
  func write(_ frame: RGBAImage, index: Int) throws
  /// Frame `index` as YUV 4:2:0 planes (a stream of `FrameStream.Format.yuv420`): the luma
  /// plane, then the two chroma planes, BT.709 in limited range, the size rounded up to even
  /// (ffmpeg's `yuv420p`).
  func write(planes: [UInt8], index: Int) throws
  /// Called once after the last frame was written.
  func finish() throws
  /// Called instead of `finish` after a failure: leave nothing half-written under a final name.
  func abandon()
}

/// The sink as the encoder thread uses it: it alone touches the sink until the queue stops.
final class SinkBox: @unchecked Sendable {
  // @unchecked: used by the encoder thread while frames are in flight, and by the caller's
  // thread only after the queue has stopped.
  let sink: any FrameSink
  init(_ sink: any FrameSink) { self.sink = sink }
}
