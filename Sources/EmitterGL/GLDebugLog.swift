@preconcurrency import CEpoxy
import Foundation
import Synchronization

/// One message from the driver's debug output (`KHR_debug`, core since GL 4.3).
package struct GLDebugMessage: Sendable, CustomStringConvertible {
  /// What the message is about; `.error` is what a GL error (`glGetError`) would report.
  package enum Kind: Sendable {
    case error, deprecatedBehavior, undefinedBehavior, portability, performance, other
  }
  enum Severity: Sendable { case high, medium, low, notification }

  package let kind: Kind
  let severity: Severity
  /// The driver's text. Tests assert on `kind`, never on this wording.
  package let text: String

  package var description: String { "GL \(kind) (\(severity)): \(text)" }
}

/// Collects the driver's debug messages in debug builds, so tests can assert that a run made
/// no GL errors and programmer errors surface where they happen.
///
/// `HeadlessContext` installs the callback when built with `DEBUG`, with synchronous output, so
/// each message arrives on the thread whose call caused it and a debugger stops in the culprit.
/// Errors are printed to stderr and kept until `takeErrors()`; other kinds are dropped, and so
/// are the shader compiler's messages, which `ShaderError` already carries.
/// Release builds install nothing and `takeErrors()` is always empty.
package enum GLDebugLog {
  private static let errors = Mutex<[GLDebugMessage]>([])

  /// Returns the errors recorded since the last call, and forgets them.
  package static func takeErrors() -> [GLDebugMessage] {
    errors.withLock { recorded in
      defer { recorded.removeAll() }
      return recorded
    }
  }

  /// Whether the callback is installed in this build (debug builds only).
  package static var isEnabled: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Turns on synchronous debug output for the current context and routes it to `record`.
  static func install() {
    #if DEBUG
      epoxy_glEnable!(GLenum(GL_DEBUG_OUTPUT))
      epoxy_glEnable!(GLenum(GL_DEBUG_OUTPUT_SYNCHRONOUS))
      epoxy_glDebugMessageCallback!(
        { source, type, id, severity, length, text, userParameter in
          GLDebugLog.record(source: source, type: type, severity: severity, text: text)
        }, nil)
    #endif
  }

  private static func record(
    source: GLenum, type: GLenum, severity: GLenum, text: UnsafePointer<GLchar>?
  ) {
    // Compile and link failures reach the caller as `ShaderError` with the whole log; Mesa also
    // reports them here as errors, which would double-count them.
    guard source != GLenum(GL_DEBUG_SOURCE_SHADER_COMPILER) else { return }
    let message = GLDebugMessage(
      kind: kind(type), severity: self.severity(severity),
      text: text.map { String(cString: $0) } ?? "")
    guard message.kind == .error else { return }
    errors.withLock { $0.append(message) }
    FileHandle.standardError.write(Data("EmitterGL: \(message)\n".utf8))
  }

  private static func kind(_ type: GLenum) -> GLDebugMessage.Kind {
    switch Int32(bitPattern: type) {
    case GL_DEBUG_TYPE_ERROR: .error
    case GL_DEBUG_TYPE_DEPRECATED_BEHAVIOR: .deprecatedBehavior
    case GL_DEBUG_TYPE_UNDEFINED_BEHAVIOR: .undefinedBehavior
    case GL_DEBUG_TYPE_PORTABILITY: .portability
    case GL_DEBUG_TYPE_PERFORMANCE: .performance
    default: .other
    }
  }

  private static func severity(_ severity: GLenum) -> GLDebugMessage.Severity {
    switch Int32(bitPattern: severity) {
    case GL_DEBUG_SEVERITY_HIGH: .high
    case GL_DEBUG_SEVERITY_MEDIUM: .medium
    case GL_DEBUG_SEVERITY_LOW: .low
    default: .notification
    }
  }
}
