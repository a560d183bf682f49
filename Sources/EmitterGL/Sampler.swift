@preconcurrency import CEpoxy

/// A sampler object: how a texture is filtered, independent of the texture, so one texture
/// array can be read with several filters in the same draw (one texture unit per sampler).
///
/// Coordinates outside 0...1 read transparent black (`GL_CLAMP_TO_BORDER`): contents are
/// defined as surrounded by nothing, which keeps quad edges soft and the CPU reference simple.
/// A plain handle: its owner calls `destroy()` on the context's thread.
package struct Sampler: Hashable, Sendable {
  /// Texel filtering, as CALayer's contents filters.
  package enum Filter: Sendable, Hashable, CaseIterable {
    /// The closest texel.
    case nearest
    /// Bilinear between the four closest texels of level 0.
    case linear
    /// Bilinear in the two closest mip levels, blended (minification only; magnifies as linear).
    case trilinear
  }

  let name: GLuint
  package let label: String

  /// Creates a sampler with the given minification and magnification filters, labelled.
  package init(minification: Filter, magnification: Filter, label: String) {
    var name: GLuint = 0
    epoxy_glCreateSamplers!(1, &name)
    let minFilter: Int32 =
      switch minification {
      case .nearest: GL_NEAREST
      case .linear: GL_LINEAR
      case .trilinear: GL_LINEAR_MIPMAP_LINEAR
      }
    let magFilter: Int32 = magnification == .nearest ? GL_NEAREST : GL_LINEAR
    epoxy_glSamplerParameteri!(name, GLenum(GL_TEXTURE_MIN_FILTER), minFilter)
    epoxy_glSamplerParameteri!(name, GLenum(GL_TEXTURE_MAG_FILTER), magFilter)
    for wrap in [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T] {
      epoxy_glSamplerParameteri!(name, GLenum(wrap), GL_CLAMP_TO_BORDER)
    }
    var transparent: [GLfloat] = [0, 0, 0, 0]
    epoxy_glSamplerParameterfv!(name, GLenum(GL_TEXTURE_BORDER_COLOR), &transparent)
    GL.label(GL_SAMPLER, name, label)
    self.name = name
    self.label = label
  }

  /// Uses this sampler for texture unit `unit` (`glBindSampler`).
  package func bind(toUnit unit: Int) {
    epoxy_glBindSampler!(GLuint(unit), name)
  }

  /// Deletes the GL object. The handle (and its copies) must not be used afterwards.
  package func destroy() {
    var name = name
    epoxy_glDeleteSamplers!(1, &name)
  }
}
