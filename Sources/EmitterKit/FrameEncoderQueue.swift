import EmitterImage
import Foundation

/// Encodes frames on a background thread, in the order they were submitted, while the caller
/// simulates and draws the next ones. At most `capacity` frames are in flight: each has a pixel
/// buffer of its own, handed back for reuse once its frame is written, so a long render
/// allocates `capacity` images in all and never runs ahead of the encoder by more.
///
/// Frames are RGBA images (`RGBAImage`) or whatever else carries one reusable byte buffer
/// (`QueuedFrame`): `GLFrameCapture` also queues YUV planes for video.
///
/// The first error `encode` throws stops encoding (later frames are dropped, as a sequential
/// render would stop there) and is thrown to the caller from its next `takeBuffer`, `submit` or
/// `finish`.
package final class FrameEncoderQueue<Frame: QueuedFrame>: @unchecked Sendable {
  // @unchecked: every stored var is read and written only while `condition` is locked; `encode`
  // runs on the encoder thread only.

  /// Encodes one frame: the frame and its index in the render.
  package typealias Encode = (Frame, Int) throws -> Void

  package let capacity: Int
  private let encode: Encode
  private let condition = NSCondition()
  private var free: [[UInt8]] = []
  private var buffersMade = 0
  private var pending: [(frame: Frame, index: Int)] = []
  private var encoding = false
  private var closed = false
  private var failure: (any Error)?
  private var threadDone = false

  /// Starts the encoder thread.
  package init(capacity: Int = 3, encode: @escaping Encode) {
    precondition(capacity >= 1, "a frame queue holds at least one frame")
    self.capacity = capacity
    self.encode = encode
    let thread = Thread { [self] in run() }
    thread.name = "emitter frame encoder"
    thread.start()
  }

  /// A pixel buffer for the next frame: a reused one once `capacity` exist, waiting for the
  /// encoder to free one. Its contents are the old frame's; overwrite all of it.
  /// - Throws: the encoder's error, if a frame failed.
  package func takeBuffer() throws -> [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let failure { throw failure }
      if let buffer = free.popLast() { return buffer }
      if buffersMade < capacity {
        buffersMade += 1
        return []
      }
      condition.wait()
    }
  }

  /// Queues `frame` (whose bytes came from `takeBuffer`) as frame `index`.
  /// - Throws: the encoder's error, if a frame failed.
  package func submit(_ frame: Frame, index: Int) throws {
    condition.lock()
    defer { condition.unlock() }
    precondition(!closed, "frame \(index) submitted after finish")
    if let failure { throw failure }
    pending.append((frame, index))
    condition.broadcast()
  }

  /// Waits until every submitted frame is written and stops the thread.
  /// - Throws: the first error a frame's encoding threw.
  package func finish() throws {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    condition.broadcast()
    while !threadDone { condition.wait() }
    if let failure { throw failure }
  }

  /// Drops the frames not yet written, waits for the one being written, stops the thread.
  package func cancel() {
    condition.lock()
    defer { condition.unlock() }
    pending = []
    closed = true
    condition.broadcast()
    while !threadDone { condition.wait() }
  }

  private func run() {
    condition.lock()
    while true {
      while pending.isEmpty && !closed { condition.wait() }
      if pending.isEmpty { break }
      var frame = pending.removeFirst()
      let skip = failure != nil
      condition.unlock()
      var thrown: (any Error)?
      if !skip {
        do { try encode(frame.frame, frame.index) } catch { thrown = error }
      }
      condition.lock()
      if let thrown, failure == nil { failure = thrown }
      // Moved, not copied: the buffer goes back with one reference, so the next frame's
      // readback writes into it in place.
      free.append(frame.frame.takeBytes())
      condition.broadcast()
    }
    threadDone = true
    condition.broadcast()
    condition.unlock()
  }
}

/// A frame `FrameEncoderQueue` carries: one byte buffer, handed back for reuse once written.
package protocol QueuedFrame {
  /// Moves the frame's bytes out, leaving it empty.
  mutating func takeBytes() -> [UInt8]
}

extension RGBAImage: QueuedFrame {
  package mutating func takeBytes() -> [UInt8] {
    var bytes: [UInt8] = []
    swap(&bytes, &pixels)
    return bytes
  }
}
