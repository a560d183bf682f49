@preconcurrency import CEpoxy

/// Typed entry points over libepoxy: the only place in EmitterKit that calls OpenGL.
///
/// **The thread rule.** A GL context is current on one thread at a time, and every call here
/// goes to the context current on the calling thread. Make one current first
/// (`HeadlessContext.withCurrent`, or `makeCurrent()` on a thread that owns the context for
/// good), and create, use and destroy GL objects on that thread only. Objects are plain handles:
/// their owner destroys them explicitly; nothing is freed from a `deinit`.
///
/// Epoxy's entry points are optional C function pointers (`epoxy_glFoo`), imported
/// `@preconcurrency` because Swift 6 sees them as shared mutable state. GLenum constants import
/// as `Int32`; the wrappers cast them here so no caller sees either.
package enum GL {}

// MARK: - Context information

extension GL {
  /// `GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)" or "NVIDIA H100/PCIe/SSE2".
  package static var renderer: String { string(GL_RENDERER) }
  /// `GL_VENDOR`.
  package static var vendor: String { string(GL_VENDOR) }
  /// `GL_VERSION`, e.g. "4.5 (Core Profile) Mesa 22.3.6".
  package static var versionString: String { string(GL_VERSION) }
  /// `GL_SHADING_LANGUAGE_VERSION`.
  static var shadingLanguageVersion: String { string(GL_SHADING_LANGUAGE_VERSION) }

  /// The context's OpenGL version as numbers.
  package static var version: GLVersion {
    GLVersion(major: integer(GL_MAJOR_VERSION), minor: integer(GL_MINOR_VERSION))
  }

  /// Whether the context is a core profile (no deprecated fixed-function API).
  package static var isCoreProfile: Bool {
    integer(GL_CONTEXT_PROFILE_MASK) & Int(GL_CONTEXT_CORE_PROFILE_BIT) != 0
  }

  /// Whether the context was created with the debug flag (full debug output).
  static var isDebugContext: Bool {
    integer(GL_CONTEXT_FLAGS) & Int(GL_CONTEXT_FLAG_DEBUG_BIT) != 0
  }

  /// One line for logs: renderer, version and profile.
  package static var summary: String {
    "GL_RENDERER: \(renderer); GL_VERSION: \(versionString); core: \(isCoreProfile)"
      + "; debug: \(isDebugContext)"
  }
}

/// An OpenGL version, ordered so that `GL.version >= GLVersion(major: 4, minor: 3)` reads naturally.
public struct GLVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major version (4 for OpenGL 4.5).
  public let major: Int
  /// The minor version (5 for OpenGL 4.5).
  public let minor: Int

  /// The version `major.minor`.
  public init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// The minimum EmitterKit runs on: compute shaders and shader storage blocks are core in 4.3.
  public static let minimum = GLVersion(major: 4, minor: 3)
  /// The version EmitterKit asks for first: direct state access is core in 4.5.
  public static let preferred = GLVersion(major: 4, minor: 5)

  /// Orders versions by major, then minor.
  public static func < (lhs: GLVersion, rhs: GLVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// `major.minor`, e.g. "4.5".
  public var description: String { "\(major).\(minor)" }
}

// MARK: - Raw queries (module-internal)

extension GL {
  /// `glGetString`, empty when the driver returns null.
  static func string(_ name: Int32) -> String {
    guard let bytes = epoxy_glGetString!(GLenum(name)) else { return "" }
    return String(cString: bytes)
  }

  /// `glGetIntegerv` for a single value.
  static func integer(_ name: Int32) -> Int {
    var value: GLint = 0
    epoxy_glGetIntegerv!(GLenum(name), &value)
    return Int(value)
  }

  /// `glGetIntegeri_v`: one element of an indexed value such as the work group count limits.
  static func integer(_ name: Int32, index: Int) -> Int {
    var value: GLint = 0
    epoxy_glGetIntegeri_v!(GLenum(name), GLuint(index), &value)
    return Int(value)
  }

  /// `glGetInteger64v`, for sizes that may exceed 2 GiB.
  static func integer64(_ name: Int32) -> Int {
    var value: GLint64 = 0
    epoxy_glGetInteger64v!(GLenum(name), &value)
    return Int(value)
  }
}
