@preconcurrency import CEpoxy

/// Drawing state and draw calls: what the particle renderer needs, nothing more.
extension GL {
  /// How a draw combines its (premultiplied) colour with the framebuffer.
  package enum Blending: Sendable {
    /// No blending: the fragment replaces the pixel.
    case replace
    /// Premultiplied source-over: `dst = src + dst × (1 - src.a)`.
    case premultipliedOver
    /// Source-additive: `dst = src + dst` (saturating in RGBA8).
    case additive
  }

  /// Sets the blend equation and factors for colour and alpha alike.
  package static func setBlending(_ blending: Blending) {
    switch blending {
    case .replace:
      epoxy_glDisable!(GLenum(GL_BLEND))
    case .premultipliedOver:
      epoxy_glEnable!(GLenum(GL_BLEND))
      epoxy_glBlendEquation!(GLenum(GL_FUNC_ADD))
      epoxy_glBlendFunc!(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    case .additive:
      epoxy_glEnable!(GLenum(GL_BLEND))
      epoxy_glBlendEquation!(GLenum(GL_FUNC_ADD))
      epoxy_glBlendFunc!(GLenum(GL_ONE), GLenum(GL_ONE))
    }
  }

  /// Turns off the fixed-function state a 2D particle pass must not have: depth and stencil
  /// tests, face culling (both sides of a plane particle show), scissoring.
  package static func disableDepthAndCulling() {
    for capability in [GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE, GL_SCISSOR_TEST] {
      epoxy_glDisable!(GLenum(capability))
    }
  }

  /// Draws `instances` copies of a `vertexCount`-vertex triangle strip from the program in use
  /// and the vertex array bound (`glDrawArraysInstanced`); vertices come from `gl_VertexID`.
  package static func drawTriangleStrips(vertexCount: Int, instances: Int) {
    guard instances > 0 else { return }
    epoxy_glDrawArraysInstanced!(
      GLenum(GL_TRIANGLE_STRIP), 0, GLsizei(vertexCount), GLsizei(instances))
  }
}

/// A vertex array object with no attributes: core profile needs one bound to draw, even when
/// every vertex is made from `gl_VertexID` and `gl_InstanceID`.
/// A plain handle: its owner calls `destroy()` on the context's thread.
package struct EmptyVertexArray: Hashable, Sendable {
  let name: GLuint

  package init(label: String) {
    var name: GLuint = 0
    epoxy_glCreateVertexArrays!(1, &name)
    GL.label(GL_VERTEX_ARRAY, name, label)
    self.name = name
  }

  /// Binds it (`glBindVertexArray`).
  package func bind() {
    epoxy_glBindVertexArray!(name)
  }

  package func destroy() {
    var name = name
    epoxy_glDeleteVertexArrays!(1, &name)
  }
}
