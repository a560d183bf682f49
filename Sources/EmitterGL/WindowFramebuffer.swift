@preconcurrency import CEpoxy

/// The default framebuffer of a window's GL context (the demo's GLFW window): where an offscreen
/// `RenderTarget` is shown, and what a screenshot of the window reads. The window system owns it;
/// these calls act on whichever window context is current.
package enum WindowFramebuffer {
  /// Prepares a window context made outside this module for the wrappers: debug output routed
  /// to `GLDebugLog` in debug builds, as `HeadlessContext` does for its own context.
  package static func adoptCurrentContext() {
    GLDebugLog.install()
  }

  /// Copies `target` onto the window's back buffer, filling `width` × `height` pixels
  /// (`glBlitNamedFramebuffer`; linear filtering only when the sizes differ). Both keep GL's
  /// bottom-up rows, so the image arrives the right way up.
  package static func blit(_ target: RenderTarget, width: Int, height: Int) {
    let sameSize = target.width == width && target.height == height
    if !sameSize {
      epoxy_glBindFramebuffer!(GLenum(GL_DRAW_FRAMEBUFFER), 0)
      epoxy_glViewport!(0, 0, GLsizei(width), GLsizei(height))
      var black: [GLfloat] = [0, 0, 0, 1]
      epoxy_glClearNamedFramebufferfv!(0, GLenum(GL_COLOR), 0, &black)
    }
    epoxy_glBlitNamedFramebuffer!(
      target.framebuffer, 0,
      0, 0, GLint(target.width), GLint(target.height),
      0, 0, GLint(width), GLint(height),
      GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(sameSize ? GL_NEAREST : GL_LINEAR))
  }

  /// Fills the window's back buffer (`width` × `height` pixels) with `value` (premultiplied
  /// RGBA): the background a host draws its layers over.
  package static func clear(to value: SIMD4<Float>, width: Int, height: Int) {
    bindForDrawing(width: width, height: height)
    OffscreenFramebuffer.clear(0, to: value)
  }

  /// Makes the window's back buffer the target of draws, with a viewport of `width` × `height`
  /// pixels: for an overlay drawn over the blitted image.
  package static func bindForDrawing(width: Int, height: Int) {
    epoxy_glBindFramebuffer!(GLenum(GL_FRAMEBUFFER), 0)
    epoxy_glViewport!(0, 0, GLsizei(width), GLsizei(height))
  }

  /// The back buffer as RGBA8 bytes, rows from the bottom up (read before the buffers swap).
  /// Alpha is whatever the window's visual keeps; callers that need an opaque image set it.
  package static func readBackBufferBottomUp(width: Int, height: Int) -> [UInt8] {
    epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), 0)
    epoxy_glReadBuffer!(GLenum(GL_BACK))
    epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), 1)
    let count = width * height * 4
    return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
      epoxy_glReadPixels!(
        0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
        bytes.baseAddress)
      initialized = count
    }
  }
}
