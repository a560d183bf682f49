@preconcurrency import CEpoxy

/// What `RenderTarget` and `TextureTarget` share: a labelled framebuffer object around one colour
/// attachment, checked complete, bound with a viewport covering it, and cleared.
enum OffscreenFramebuffer {
  /// Creates a framebuffer, lets `attach` attach its colour buffer, labels it and checks it is
  /// complete. When it is not, the framebuffer is deleted, `releaseAttachment` deletes what
  /// `attach` used, and the driver's status is thrown.
  static func make(
    label: String, attach: (GLuint) -> Void, releaseAttachment: () -> Void
  ) throws(RenderTargetError) -> GLuint {
    var framebuffer: GLuint = 0
    epoxy_glCreateFramebuffers!(1, &framebuffer)
    attach(framebuffer)
    GL.label(GL_FRAMEBUFFER, framebuffer, label)
    let status = epoxy_glCheckNamedFramebufferStatus!(framebuffer, GLenum(GL_FRAMEBUFFER))
    guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
      epoxy_glDeleteFramebuffers!(1, &framebuffer)
      releaseAttachment()
      throw .incomplete(status: "0x" + String(status, radix: 16))
    }
    return framebuffer
  }

  /// Makes `framebuffer` the one draws go to, with a viewport covering `width` × `height`.
  static func bind(_ framebuffer: GLuint, width: Int, height: Int) {
    epoxy_glBindFramebuffer!(GLenum(GL_FRAMEBUFFER), framebuffer)
    epoxy_glViewport!(0, 0, GLsizei(width), GLsizei(height))
  }

  /// Fills the colour attachment with `value`.
  static func clear(_ framebuffer: GLuint, to value: SIMD4<Float>) {
    var color = [value.x, value.y, value.z, value.w]
    epoxy_glClearNamedFramebufferfv!(framebuffer, GLenum(GL_COLOR), 0, &color)
  }
}
