@preconcurrency import CEpoxy

/// Small helpers over EGL calls, for `HeadlessContext`. EGL handles are untyped pointers, so
/// they stay inside this module.
enum EGL {
  /// Whether a space-separated extension string lists `name`.
  static func has(_ name: String, in extensions: String?) -> Bool {
    extensions?.split(separator: " ").contains { $0 == name } ?? false
  }

  /// `eglQueryString`; a nil display asks for the client extensions.
  static func string(_ display: EGLDisplay?, _ name: Int32) -> String? {
    epoxy_eglQueryString!(display, name).map { String(cString: $0) }
  }

  /// The name of the last EGL error on this thread, e.g. "EGL_BAD_MATCH".
  static func lastError() -> String {
    let code = epoxy_eglGetError!()
    return errorNames[code] ?? "EGL error 0x\(String(code, radix: 16))"
  }

  private static let errorNames: [EGLint: String] = [
    EGL_SUCCESS: "EGL_SUCCESS",
    EGL_NOT_INITIALIZED: "EGL_NOT_INITIALIZED",
    EGL_BAD_ACCESS: "EGL_BAD_ACCESS",
    EGL_BAD_ALLOC: "EGL_BAD_ALLOC",
    EGL_BAD_ATTRIBUTE: "EGL_BAD_ATTRIBUTE",
    EGL_BAD_CONFIG: "EGL_BAD_CONFIG",
    EGL_BAD_CONTEXT: "EGL_BAD_CONTEXT",
    EGL_BAD_CURRENT_SURFACE: "EGL_BAD_CURRENT_SURFACE",
    EGL_BAD_DISPLAY: "EGL_BAD_DISPLAY",
    EGL_BAD_MATCH: "EGL_BAD_MATCH",
    EGL_BAD_NATIVE_PIXMAP: "EGL_BAD_NATIVE_PIXMAP",
    EGL_BAD_NATIVE_WINDOW: "EGL_BAD_NATIVE_WINDOW",
    EGL_BAD_PARAMETER: "EGL_BAD_PARAMETER",
    EGL_BAD_SURFACE: "EGL_BAD_SURFACE",
    EGL_CONTEXT_LOST: "EGL_CONTEXT_LOST",
  ]
}
