@preconcurrency import CEpoxy

extension GL {
  /// The byte size of one `glDrawArraysIndirect` command: vertex count, instance count, first
  /// vertex, base instance, four `GLuint`s.
  package static let drawArraysIndirectCommandSize = 16

  /// Draws triangle strips as the `glDrawArraysIndirect` command at `byteOffset` in `commands`
  /// says (vertex and instance counts written by a shader: the CPU never learns them). The
  /// host's `GL_DRAW_INDIRECT_BUFFER` binding is put back afterwards, since a host's context is
  /// shared with its own drawing.
  package static func drawTriangleStripsIndirect(commands: Buffer, byteOffset: Int) {
    precondition(
      byteOffset >= 0 && byteOffset % 4 == 0
        && byteOffset + drawArraysIndirectCommandSize <= commands.size,
      "indirect command at \(byteOffset) outside \(commands)")
    let previous = GLuint(integer(GL_DRAW_INDIRECT_BUFFER_BINDING))
    epoxy_glBindBuffer!(GLenum(GL_DRAW_INDIRECT_BUFFER), commands.name)
    epoxy_glDrawArraysIndirect!(GLenum(GL_TRIANGLE_STRIP), UnsafeRawPointer(bitPattern: byteOffset))
    epoxy_glBindBuffer!(GLenum(GL_DRAW_INDIRECT_BUFFER), previous)
  }
}
