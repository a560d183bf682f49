/// Why a shader could not be built: the file and line at fault and the driver's log, with the
/// driver's source-string numbers already translated back to Shaders/ paths.
///
/// Tests assert on `kind`, `file` and `line`, never on the wording of `log`, which differs
/// between drivers.
public struct ShaderError: Error, Sendable, CustomStringConvertible {
  /// Which step failed.
  public enum Kind: Sendable, Equatable {
    /// The library has no file at the requested path (or no stages for a program name).
    case sourceNotFound
    /// An `#include "name"` names no file in include/.
    case includeNotFound
    /// The driver rejected a stage; `log` is its compile log.
    case compileFailed
    /// The stages compiled but do not link; `log` is the link log.
    case linkFailed
  }

  /// Which step failed.
  public let kind: Kind
  /// The shader (compile) or program (link) being built, e.g. "checks/rng_check.comp".
  public let shader: String
  /// The file at fault, relative to Shaders/: the shader itself or one of its includes.
  public let file: String
  /// The line at fault in `file`, when known.
  public let line: Int?
  /// The driver's log with `file:line` locations, or what the library found wrong.
  public let log: String

  /// An error of `kind` for `shader`, at `file`:`line`, with the driver's `log`.
  package init(kind: Kind, shader: String, file: String, line: Int?, log: String) {
    self.kind = kind
    self.shader = shader
    self.file = file
    self.line = line
    self.log = log
  }

  /// The step, the shader, the file and line, and the driver's log.
  public var description: String {
    let location = line.map { "\(file):\($0)" } ?? file
    let action: String
    switch kind {
    case .sourceNotFound: action = "loading '\(shader)' failed: no such shader"
    case .includeNotFound: action = "including into '\(shader)' failed at \(location)"
    case .compileFailed: action = "compiling '\(shader)' failed at \(location)"
    case .linkFailed: action = "linking '\(shader)' failed"
    }
    return "ShaderError: \(action)\n\(log)"
  }
}
