@preconcurrency import CEpoxy

/// A framebuffer that belongs to the host program: the window's default framebuffer (0) or an
/// object the host made, with the pixel rectangle to draw in. EmitterKit binds it and sets the
/// viewport, and never clears it, deletes it or reads from it.
public struct HostFramebuffer: Hashable, Sendable, CustomStringConvertible {
  /// The GL name of the framebuffer object; 0 is the default (window) framebuffer.
  public var name: UInt32
  /// The viewport in pixels, GL's convention: origin at the framebuffer's bottom-left.
  public var viewport: PixelRect

  /// Framebuffer `name` (0 is the window's default framebuffer), drawn within `viewport`.
  public init(name: UInt32, viewport: PixelRect) {
    self.name = name
    self.viewport = viewport
  }

  /// Binds it for drawing (`GL_DRAW_FRAMEBUFFER`) and sets the viewport.
  package func bind() {
    epoxy_glBindFramebuffer!(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(name))
    epoxy_glViewport!(
      GLint(viewport.x), GLint(viewport.y), GLsizei(viewport.width), GLsizei(viewport.height))
  }

  /// Whether GL reports it complete for drawing (the default framebuffer of a window is).
  package var isComplete: Bool {
    epoxy_glCheckNamedFramebufferStatus!(GLuint(name), GLenum(GL_DRAW_FRAMEBUFFER))
      == GLenum(GL_FRAMEBUFFER_COMPLETE)
  }

  /// `framebuffer NAME, viewport (x, y) WxH`.
  public var description: String { "framebuffer \(name), viewport \(viewport)" }
}

/// A rectangle of whole pixels, origin at the bottom-left as `glViewport` takes it.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  /// Pixels from the left edge.
  public var x: Int
  /// Pixels from the bottom edge.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// A rectangle of `width` × `height` pixels from (`x`, `y`), GL's bottom-left origin.
  public init(x: Int = 0, y: Int = 0, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `(x, y) WxH`.
  public var description: String { "(\(x), \(y)) \(width)x\(height)" }
}

/// A framebuffer object over a texture the host owns (`GL_TEXTURE_2D`, level 0), so particles
/// can be drawn into it as into any host framebuffer. EmitterKit owns the framebuffer object,
/// the host the texture; `destroy()` deletes the former only.
public struct TextureFramebuffer: Hashable, Sendable {
  /// The host's texture.
  public let texture: UInt32
  let framebuffer: GLuint

  /// Attaches `texture` as colour attachment 0 of a new framebuffer object.
  /// - Throws: `TextureFramebufferError` when `texture` is not a texture of the current context
  ///   or GL cannot draw into it (not a colour-renderable 2D texture).
  public init(texture: UInt32, label: String) throws(TextureFramebufferError) {
    var framebuffer: GLuint = 0
    epoxy_glCreateFramebuffers!(1, &framebuffer)
    if epoxy_glIsTexture!(GLuint(texture)) == GLboolean(GL_FALSE) {
      epoxy_glDeleteFramebuffers!(1, &framebuffer)
      throw .notATexture(texture)
    }
    epoxy_glNamedFramebufferTexture!(framebuffer, GLenum(GL_COLOR_ATTACHMENT0), GLuint(texture), 0)
    GL.label(GL_FRAMEBUFFER, framebuffer, label)
    let status = epoxy_glCheckNamedFramebufferStatus!(framebuffer, GLenum(GL_DRAW_FRAMEBUFFER))
    guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
      epoxy_glDeleteFramebuffers!(1, &framebuffer)
      throw .notRenderable(texture: texture, status: "0x" + String(status, radix: 16))
    }
    self.texture = texture
    self.framebuffer = framebuffer
  }

  /// The framebuffer as a host framebuffer covering `viewport`.
  public func target(viewport: PixelRect) -> HostFramebuffer {
    HostFramebuffer(name: framebuffer, viewport: viewport)
  }

  /// Deletes the framebuffer object (not the texture).
  public func destroy() {
    var framebuffer = framebuffer
    epoxy_glDeleteFramebuffers!(1, &framebuffer)
  }
}

/// Why a host's texture cannot be drawn into.
public enum TextureFramebufferError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name is not a texture of the current context (never made, deleted, or another
  /// context's).
  case notATexture(UInt32)
  /// GL reports a framebuffer over it incomplete (status in hex): not a colour-renderable
  /// `GL_TEXTURE_2D` such as RGBA8.
  case notRenderable(texture: UInt32, status: String)

  /// What is wrong with the texture.
  public var description: String {
    switch self {
    case .notATexture(let name):
      "\(name) is not a texture of the current GL context"
    case .notRenderable(let name, let status):
      "texture \(name) cannot be drawn into (framebuffer status \(status)); use a colour-renderable "
        + "GL_TEXTURE_2D such as GL_RGBA8"
    }
  }
}
