@preconcurrency import CEpoxy

/// An offscreen framebuffer whose colour buffer is a 2D texture, so a later pass can read what
/// was drawn (`texelFetch`): a layer drawn on its own before it is composited, and the two
/// passes of its shadow's blur.
///
/// A plain handle: its owner calls `destroy()` on the context's thread.
package struct TextureTarget: Hashable, Sendable, CustomStringConvertible {
  /// The texel formats the compositor uses.
  package enum Format: Sendable {
    /// 8-bit premultiplied RGBA, like the canvas: a layer's own image.
    case rgba8
    /// One 32-bit float channel: a blur pass's alpha.
    case r32f

    var internalFormat: GLenum { GLenum(self == .rgba8 ? GL_RGBA8 : GL_R32F) }
  }

  let framebuffer: GLuint
  let texture: GLuint
  package let width: Int
  package let height: Int
  package let label: String

  /// Creates the texture (one level, nearest filtering) and a framebuffer around it.
  /// - Throws: `RenderTargetError` when the size exceeds the limit or the framebuffer is
  ///   incomplete.
  package init(width: Int, height: Int, format: Format, label: String) throws(RenderTargetError) {
    let limit = GL.maxTextureSize
    guard width > 0, height > 0, width <= limit, height <= limit else {
      throw .sizeOutOfRange(width: width, height: height, limit: limit)
    }
    var texture: GLuint = 0
    epoxy_glCreateTextures!(GLenum(GL_TEXTURE_2D), 1, &texture)
    epoxy_glTextureStorage2D!(texture, 1, format.internalFormat, GLsizei(width), GLsizei(height))
    epoxy_glTextureParameteri!(texture, GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
    epoxy_glTextureParameteri!(texture, GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
    GL.label(GL_TEXTURE, texture, "\(label) texture")
    framebuffer = try OffscreenFramebuffer.make(
      label: label,
      attach: { epoxy_glNamedFramebufferTexture!($0, GLenum(GL_COLOR_ATTACHMENT0), texture, 0) },
      releaseAttachment: { epoxy_glDeleteTextures!(1, &texture) })
    self.texture = texture
    self.width = width
    self.height = height
    self.label = label
  }

  /// Makes this the framebuffer draws go to, with a viewport covering all of it.
  package func bind() { OffscreenFramebuffer.bind(framebuffer, width: width, height: height) }

  /// Fills the texture with `value` (premultiplied RGBA, or the red channel for `r32f`).
  package func clear(to value: SIMD4<Float>) { OffscreenFramebuffer.clear(framebuffer, to: value) }

  /// Replaces an `rgba8` texture's texels with `pixels` (rows from the top, 4 bytes each).
  package func upload(rgba8 pixels: [UInt8]) {
    precondition(
      pixels.count == width * height * 4, "\(label): \(pixels.count) bytes for \(width)x\(height)")
    epoxy_glPixelStorei!(GLenum(GL_UNPACK_ALIGNMENT), 1)
    pixels.withUnsafeBytes { bytes in
      epoxy_glTextureSubImage2D!(
        texture, 0, 0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA),
        GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
    }
  }

  /// Binds the texture to texture unit `unit` for a later pass to read.
  package func bindTexture(toUnit unit: Int) {
    epoxy_glBindTextureUnit!(GLuint(unit), texture)
  }

  /// Deletes the GL objects. The handle (and its copies) must not be used afterwards.
  package func destroy() {
    var framebuffer = framebuffer
    var texture = texture
    epoxy_glDeleteFramebuffers!(1, &framebuffer)
    epoxy_glDeleteTextures!(1, &texture)
  }

  package var description: String { "TextureTarget '\(label)' (\(width)x\(height))" }
}

/// The draw framebuffer and viewport in use, so a pass that draws elsewhere can come back to it.
package struct DrawTargetBinding: Sendable, Equatable {
  let framebuffer: GLint
  /// x, y, width, height (GL's convention: origin at the bottom-left).
  package let viewport: SIMD4<Int32>

  /// What is bound now (`GL_DRAW_FRAMEBUFFER_BINDING`, `GL_VIEWPORT`).
  package static func current() -> DrawTargetBinding {
    var framebuffer: GLint = 0
    epoxy_glGetIntegerv!(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &framebuffer)
    var viewport = [GLint](repeating: 0, count: 4)
    epoxy_glGetIntegerv!(GLenum(GL_VIEWPORT), &viewport)
    return DrawTargetBinding(
      framebuffer: framebuffer, viewport: SIMD4(viewport[0], viewport[1], viewport[2], viewport[3]))
  }

  /// Binds it again for drawing, with its viewport.
  package func restore() {
    epoxy_glBindFramebuffer!(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(framebuffer))
    epoxy_glViewport!(viewport.x, viewport.y, viewport.z, viewport.w)
  }
}

extension ShaderBindings {
  /// The texture unit a compositing pass reads its source image from (`TEXTURE_UNIT_LAYER`):
  /// above the contents samplers' units.
  package static let layerTextureUnit = 8
  package static let layerTextureUnitMacroName = "TEXTURE_UNIT_LAYER"
  /// The texture unit a compositing pass reads a masked layer's mask image from
  /// (`TEXTURE_UNIT_MASK`).
  package static let maskTextureUnit = 9
  package static let maskTextureUnitMacroName = "TEXTURE_UNIT_MASK"
}
