@preconcurrency import CEpoxy

extension GL {
  /// Opens a named group in the command stream (`glPushDebugGroup`), so a capture in RenderDoc
  /// or apitrace shows passes by name. Pair with `popDebugGroup`, or use `withDebugGroup`.
  static func pushDebugGroup(_ name: String) {
    name.withCString { text in
      epoxy_glPushDebugGroup!(GLenum(GL_DEBUG_SOURCE_APPLICATION), 0, -1, text)
    }
  }

  /// Closes the group opened last.
  static func popDebugGroup() {
    epoxy_glPopDebugGroup!()
  }

  /// Runs `body` inside a named debug group.
  package static func withDebugGroup<Result>(
    _ name: String, _ body: () throws -> Result
  ) rethrows -> Result {
    pushDebugGroup(name)
    defer { popDebugGroup() }
    return try body()
  }

  /// Names a GL object for debuggers and for the debug log (`glObjectLabel`).
  /// `kind` is the object's namespace: `GL_BUFFER`, `GL_PROGRAM`, `GL_SHADER`, `GL_QUERY`...
  static func label(_ kind: Int32, _ name: GLuint, _ label: String) {
    label.withCString { text in
      epoxy_glObjectLabel!(GLenum(kind), name, -1, text)
    }
  }
}
