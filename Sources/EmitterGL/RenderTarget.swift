@preconcurrency import CEpoxy

/// An offscreen RGBA8 framebuffer to draw particles into and read back: a framebuffer object
/// with one colour renderbuffer, no depth (particles are ordered, not depth-tested).
///
/// A plain handle: its owner calls `destroy()` on the context's thread.
package struct RenderTarget: Hashable, Sendable, CustomStringConvertible {
  let framebuffer: GLuint
  let colorBuffer: GLuint
  package let width: Int
  package let height: Int
  package let label: String

  /// Creates the framebuffer and its colour buffer, both labelled.
  /// - Throws: `RenderTargetError` when the size exceeds the implementation's limit or the
  ///   driver reports the framebuffer incomplete.
  package init(width: Int, height: Int, label: String) throws(RenderTargetError) {
    let limit = GL.integer(GL_MAX_RENDERBUFFER_SIZE)
    guard width > 0, height > 0, width <= limit, height <= limit else {
      throw .sizeOutOfRange(width: width, height: height, limit: limit)
    }
    var colorBuffer: GLuint = 0
    epoxy_glCreateRenderbuffers!(1, &colorBuffer)
    epoxy_glNamedRenderbufferStorage!(
      colorBuffer, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
    GL.label(GL_RENDERBUFFER, colorBuffer, "\(label) colour")
    framebuffer = try OffscreenFramebuffer.make(
      label: label,
      attach: {
        epoxy_glNamedFramebufferRenderbuffer!(
          $0, GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), colorBuffer)
      },
      releaseAttachment: { epoxy_glDeleteRenderbuffers!(1, &colorBuffer) })
    self.colorBuffer = colorBuffer
    self.width = width
    self.height = height
    self.label = label
  }

  /// Makes this the framebuffer draws go to, with a viewport covering all of it.
  package func bind() { OffscreenFramebuffer.bind(framebuffer, width: width, height: height) }

  /// The framebuffer object's name, for a host drawing into it through the façade
  /// (`ParticleSystem.DrawTarget.framebuffer`): QuartzCore's headless renderer.
  package var framebufferName: UInt32 { framebuffer }

  /// Fills the colour buffer with `rgba` (premultiplied, 0...1).
  package func clear(to rgba: SIMD4<Float>) { OffscreenFramebuffer.clear(framebuffer, to: rgba) }

  /// The colour buffer as RGBA8 bytes, rows from the bottom up as GL stores them
  /// (`glReadPixels`); waits for drawing to finish.
  package func readPixelsBottomUp() -> [UInt8] {
    epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
    epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), 1)
    let count = width * height * 4
    return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
      epoxy_glReadPixels!(
        0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
        bytes.baseAddress)
      initialized = count
    }
  }

  /// Deletes the GL objects. The handle (and its copies) must not be used afterwards.
  package func destroy() {
    var framebuffer = framebuffer
    var colorBuffer = colorBuffer
    epoxy_glDeleteFramebuffers!(1, &framebuffer)
    epoxy_glDeleteRenderbuffers!(1, &colorBuffer)
  }

  package var description: String { "RenderTarget '\(label)' (\(width)x\(height))" }
}

/// Why an offscreen framebuffer could not be made.
public enum RenderTargetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Width or height is zero, negative, or over `GL_MAX_RENDERBUFFER_SIZE`.
  case sizeOutOfRange(width: Int, height: Int, limit: Int)
  /// `glCheckNamedFramebufferStatus` did not report complete; the status in hex.
  case incomplete(status: String)

  /// What is wrong with the size or the framebuffer.
  public var description: String {
    switch self {
    case .sizeOutOfRange(let width, let height, let limit):
      "a \(width)x\(height)-pixel image cannot be rendered: each side must be 1...\(limit) pixels on this GL; "
        + "lower --size or --scale"
    case .incomplete(let status):
      "the offscreen framebuffer is incomplete (status \(status)); the GL driver cannot render RGBA8 offscreen"
    }
  }
}
