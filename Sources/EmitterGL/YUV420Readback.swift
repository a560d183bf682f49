@preconcurrency import CEpoxy

/// Reads a `RenderTarget` back as a planar YUV 4:2:0 frame (ffmpeg's `yuv420p`), converted on
/// the GPU: a video encoder then takes the bytes as they are, with no conversion of its own, and
/// 1.5 bytes a pixel cross to it instead of 4.
///
/// Colours follow the BT.709 matrix in limited range (luma 16...235, chroma 16...240), with each
/// 2 × 2 block's chroma the mean of its four pixels; the image is composited over `matte` (a video
/// without alpha has to show something under a transparent pixel) and padded with black to even
/// sizes. Shaders/include/video_planes.glsl states the arithmetic and the layout.
///
/// As `PixelReadback`: `start` draws the planes and queues their read into a pixel buffer,
/// `finish` waits and copies, so with two slots the copy of frame N happens after frame N + 1
/// was drawn. A plain owner of GL objects: use it on the context's thread, `destroy()` it there.
package final class YUV420Readback {
  /// A read in flight: the slot it went to.
  package struct Ticket: Sendable, Equatable {
    let slot: Int
  }

  /// The image, pixels.
  package let width: Int
  package let height: Int
  /// The luma plane: the image rounded up to even sizes.
  package let planeWidth: Int
  package let planeHeight: Int
  private let matte: SIMD3<Float>
  /// Draws the luma rows, then the chroma rows (Shaders/video_luma.*, video_chroma.*).
  private let lumaPass: ShaderProgram
  private let chromaPass: ShaderProgram
  private let vertexArray: EmptyVertexArray
  /// The drawn image copied into a texture, which the conversion samples.
  private var source: GLuint = 0
  /// One byte per texel, `planeWidth` wide: the three planes one after the other.
  private var planes: GLuint = 0
  private var framebuffer: GLuint = 0
  private var buffers: [Buffer?]
  private var inFlight: [Bool]
  private var next = 0

  /// Whether the planes of a `width` × `height` image fit one target on this context (their
  /// rows are 1.5 times the image's); callers fall back to reading RGBA when they do not.
  package static func fits(width: Int, height: Int) -> Bool {
    let limit = GL.integer(GL_MAX_RENDERBUFFER_SIZE)
    return width > 0 && height > 0 && (width + 1) / 2 * 2 <= limit
      && (height + 1) / 2 * 3 <= limit
  }

  /// Planes for a `width` × `height` image (see `fits`), composited over `matte` (straight RGB,
  /// 0...1), with `slots` reads in flight.
  /// - Throws: `ShaderError` when the conversion program does not build.
  package init(
    width: Int, height: Int, matte: SIMD3<Float> = .zero, library: ShaderLibrary = .standard,
    slots: Int = 2
  ) throws(ShaderError) {
    precondition(Self.fits(width: width, height: height), "no plane target for \(width)x\(height)")
    precondition(slots > 0, "a readback needs a slot")
    self.width = width
    self.height = height
    planeWidth = (width + 1) / 2 * 2
    planeHeight = (height + 1) / 2 * 2
    self.matte = matte
    lumaPass = try library.makeProgram("video_luma")
    chromaPass = try library.makeProgram("video_chroma")
    vertexArray = EmptyVertexArray(label: "video planes (no attributes)")
    buffers = Array(repeating: nil, count: slots)
    inFlight = Array(repeating: false, count: slots)
    epoxy_glCreateTextures!(GLenum(GL_TEXTURE_2D), 1, &source)
    epoxy_glTextureStorage2D!(source, 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
    // texelFetch only, but an incomplete texture would read as zero.
    epoxy_glTextureParameteri!(source, GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
    epoxy_glTextureParameteri!(source, GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
    GL.label(GL_TEXTURE, source, "video source \(width)x\(height)")
    epoxy_glCreateRenderbuffers!(1, &planes)
    epoxy_glNamedRenderbufferStorage!(
      planes, GLenum(GL_R8), GLsizei(planeWidth), GLsizei(planeRows))
    GL.label(GL_RENDERBUFFER, planes, "video planes")
    epoxy_glCreateFramebuffers!(1, &framebuffer)
    epoxy_glNamedFramebufferRenderbuffer!(
      framebuffer, GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), planes)
    GL.label(GL_FRAMEBUFFER, framebuffer, "video planes")
  }

  /// Rows of the plane target: the luma plane's, then half as many for both chroma planes.
  private var planeRows: Int { planeHeight * 3 / 2 }

  /// Bytes per frame: the luma plane and two quarter-size chroma planes.
  package var byteCount: Int { planeWidth * planeRows }

  /// Converts `target`'s image into planes and queues their read into the next slot, which must
  /// have been finished; returns without waiting for the GPU. Leaves the plane framebuffer bound
  /// and blending off; the particle renderer binds its own state before it draws.
  package func start(_ target: RenderTarget) -> Ticket {
    precondition(
      target.width == width && target.height == height,
      "YUV readback is \(width)x\(height), the target \(target.width)x\(target.height)")
    let slot = next
    precondition(!inFlight[slot], "YUV readback slot \(slot) was started and not finished")
    next = (next + 1) % buffers.count
    inFlight[slot] = true
    let buffer =
      buffers[slot]
      ?? Buffer(.init(size: byteCount, access: [.mapRead], label: "video planes \(slot)"))
    buffers[slot] = buffer
    GL.withDebugGroup("video planes (YUV 4:2:0)") {
      epoxy_glCopyImageSubData!(
        target.colorBuffer, GLenum(GL_RENDERBUFFER), 0, 0, 0, 0, source, GLenum(GL_TEXTURE_2D), 0,
        0, 0, 0, GLsizei(width), GLsizei(height), 1)
      epoxy_glBindFramebuffer!(GLenum(GL_FRAMEBUFFER), framebuffer)
      GL.setBlending(.replace)
      GL.disableDepthAndCulling()
      // Unit 0 with no sampler object: the particle renderer binds its contents there again
      // before every draw.
      epoxy_glBindTextureUnit!(0, source)
      epoxy_glBindSampler!(0, 0)
      vertexArray.bind()
      // Luma fills the first planeHeight rows, chroma the planeHeight / 2 after them.
      for (program, firstRow, rows) in [
        (lumaPass, 0, planeHeight), (chromaPass, planeHeight, planeHeight / 2),
      ] {
        program.use()
        program.setUniform("source", Int32(0))
        program.setUniform("imageSize", SIMD2<Int32>(Int32(width), Int32(height)))
        program.setUniform("planeSize", SIMD2<Int32>(Int32(planeWidth), Int32(planeHeight)))
        program.setUniform("matte", matte)
        epoxy_glViewport!(0, GLint(firstRow), GLsizei(planeWidth), GLsizei(rows))
        epoxy_glDrawArrays!(GLenum(GL_TRIANGLES), 0, 3)
      }
      epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
      epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), 1)
      epoxy_glBindBuffer!(GLenum(GL_PIXEL_PACK_BUFFER), buffer.name)
      epoxy_glReadPixels!(
        0, 0, GLsizei(planeWidth), GLsizei(planeRows), GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE),
        nil)
      epoxy_glBindBuffer!(GLenum(GL_PIXEL_PACK_BUFFER), 0)
    }
    epoxy_glFlush!()
    return Ticket(slot: slot)
  }

  /// Waits for `ticket`'s read and copies the frame's `byteCount` bytes into `bytes` (resized
  /// if it is not that size already): the Y plane, then Cb, then Cr, rows top down.
  package func finish(_ ticket: Ticket, into bytes: inout [UInt8]) {
    precondition(inFlight[ticket.slot], "YUV readback slot \(ticket.slot) is not in flight")
    inFlight[ticket.slot] = false
    if bytes.count != byteCount { bytes = [UInt8](repeating: 0, count: byteCount) }
    let count = byteCount
    buffers[ticket.slot]!.withMappedElements(reading: UInt8.self, count: count) { frame in
      frame.withUnsafeBufferPointer { (frame: UnsafeBufferPointer<UInt8>) in
        bytes.withUnsafeMutableBufferPointer { target in
          guard let from = frame.baseAddress, let to = target.baseAddress else { return }
          to.update(from: from, count: count)
        }
      }
    }
  }

  /// Deletes the pixel buffers, the texture and the plane target (and the programs, unless the
  /// context's program cache owns them).
  package func destroy() {
    for case let buffer? in buffers { buffer.destroy() }
    epoxy_glDeleteFramebuffers!(1, &framebuffer)
    epoxy_glDeleteRenderbuffers!(1, &planes)
    epoxy_glDeleteTextures!(1, &source)
    vertexArray.destroy()
    lumaPass.destroy()
    chromaPass.destroy()
  }
}
