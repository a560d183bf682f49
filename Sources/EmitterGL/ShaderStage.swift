@preconcurrency import CEpoxy

/// A programmable stage, named by the file extension its source carries in Shaders/.
package enum ShaderStage: String, CaseIterable, Sendable {
  case compute = "comp"
  case vertex = "vert"
  case fragment = "frag"

  /// The stage a Shaders/ path belongs to, from its extension; nil for includes (`.glsl`).
  package init?(path: String) {
    guard let dot = path.lastIndex(of: ".") else { return nil }
    self.init(rawValue: String(path[path.index(after: dot)...]))
  }

  var glType: GLenum {
    switch self {
    case .compute: GLenum(GL_COMPUTE_SHADER)
    case .vertex: GLenum(GL_VERTEX_SHADER)
    case .fragment: GLenum(GL_FRAGMENT_SHADER)
    }
  }
}
