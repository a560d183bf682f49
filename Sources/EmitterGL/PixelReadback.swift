@preconcurrency import CEpoxy

/// Reads a `RenderTarget` back through pixel-buffer objects: `start` queues the read into a
/// buffer and returns at once, `finish` waits for it and copies the rows, top down, into a
/// buffer the caller reuses frame after frame. With two slots, frame N's copy happens after
/// frame N + 1 has been drawn, so the driver never stalls the caller between draw and read.
///
/// A plain owner of GL objects: use it on the context's thread and call `destroy()` there.
package final class PixelReadback {
  /// A read in flight: the slot it went to.
  package struct Ticket: Sendable, Equatable {
    let slot: Int
  }

  package let width: Int
  package let height: Int
  /// Made on first use: a render of one frame needs one.
  private var buffers: [Buffer?]
  private var inFlight: [Bool]
  private var next = 0

  /// Pixel buffers for `slots` reads in flight of a `width` × `height` RGBA8 target.
  package init(width: Int, height: Int, slots: Int = 2) {
    precondition(width > 0 && height > 0 && slots > 0, "a readback needs pixels and a slot")
    self.width = width
    self.height = height
    buffers = Array(repeating: nil, count: slots)
    inFlight = Array(repeating: false, count: slots)
  }

  /// Bytes per image: width × height × 4.
  package var byteCount: Int { width * height * 4 }

  /// Queues a read of `target`'s colour buffer into the next slot, which must have been
  /// finished; returns without waiting for drawing to end.
  package func start(_ target: RenderTarget) -> Ticket {
    precondition(
      target.width == width && target.height == height,
      "readback is \(width)x\(height), the target \(target.width)x\(target.height)")
    let slot = next
    precondition(!inFlight[slot], "readback slot \(slot) was started and not finished")
    next = (next + 1) % buffers.count
    inFlight[slot] = true
    let buffer =
      buffers[slot]
      ?? Buffer(.init(size: byteCount, access: [.mapRead], label: "readback \(slot)"))
    buffers[slot] = buffer
    epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), target.framebuffer)
    epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), 1)
    epoxy_glBindBuffer!(GLenum(GL_PIXEL_PACK_BUFFER), buffer.name)
    epoxy_glReadPixels!(
      0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
    epoxy_glBindBuffer!(GLenum(GL_PIXEL_PACK_BUFFER), 0)
    // Start the work now rather than when the buffer is mapped.
    epoxy_glFlush!()
    return Ticket(slot: slot)
  }

  /// Waits for `ticket`'s read and copies it into `pixels` (resized to `byteCount` if it is not
  /// already), flipping GL's bottom-up rows to top down.
  package func finish(_ ticket: Ticket, into pixels: inout [UInt8]) {
    precondition(inFlight[ticket.slot], "readback slot \(ticket.slot) is not in flight")
    inFlight[ticket.slot] = false
    if pixels.count != byteCount { pixels = [UInt8](repeating: 0, count: byteCount) }
    let row = width * 4
    let height = height
    buffers[ticket.slot]!.withMappedElements(reading: UInt8.self, count: byteCount) { source in
      source.withUnsafeBufferPointer { (source: UnsafeBufferPointer<UInt8>) in
        pixels.withUnsafeMutableBufferPointer { (target: inout UnsafeMutableBufferPointer<UInt8>) in
          guard let from = source.baseAddress, let to = target.baseAddress else { return }
          for y in 0..<height {
            (to + y * row).update(from: from + (height - 1 - y) * row, count: row)
          }
        }
      }
    }
  }

  /// Deletes the pixel buffers.
  package func destroy() {
    for case let buffer? in buffers { buffer.destroy() }
  }
}
