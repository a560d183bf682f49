/// One shader's source with its `#include`s spliced in, ready for the driver, plus the table
/// that maps the driver's locations back to files.
///
/// GLSL's `#line LINE SOURCE` takes a number, not a file name, so each file gets an index
/// (0 is the shader itself) and a `#line` directive marks every switch between files. Mesa
/// (22.3) ignores SOURCE in its messages and always prints 0, so the index is also folded into
/// the line: line L of file K is numbered `K * linesPerFile + L`. `translate(log:)` undoes
/// both, whichever a driver reports, into `file:L`.
package struct ExpandedShader: Sendable {
  /// The line-number stride between files; no file in Shaders/ may be this long.
  package static let linesPerFile = 10_000

  /// The shader's path relative to Shaders/, e.g. "checks/rng_check.comp".
  package let path: String
  /// The text handed to the driver.
  package let text: String
  /// Source-string number -> path relative to Shaders/.
  package let files: [String]

  /// The stage, from the extension of `path`.
  package var stage: ShaderStage? { ShaderStage(path: path) }
}

/// Include resolution: `#include "name.glsl"` reads Shaders/include/name.glsl. Each include is
/// spliced in once per shader (later repeats become comments), so includes need no guards.
struct IncludeExpander {
  /// The folder under Shaders/ that `#include` names are relative to.
  static let includeFolder = "include/"

  let rootPath: String
  let readSource: (String) -> String?

  private var files: [String] = []
  private var output: [String] = []

  init(rootPath: String, readSource: @escaping (String) -> String?) {
    self.rootPath = rootPath
    self.readSource = readSource
  }

  mutating func expand() throws(ShaderError) -> ExpandedShader {
    guard let text = readSource(rootPath) else {
      throw ShaderError(
        kind: .sourceNotFound, shader: rootPath, file: rootPath, line: nil,
        log: "no file '\(rootPath)' in the shader library")
    }
    try splice(text, path: rootPath)
    return ExpandedShader(
      path: rootPath, text: output.joined(separator: "\n") + "\n", files: files)
  }

  private mutating func splice(_ text: String, path: String) throws(ShaderError) {
    let sourceNumber = files.count
    files.append(path)
    let lines = lines(of: text)
    precondition(
      lines.count < ExpandedShader.linesPerFile,
      "\(path) has \(lines.count) lines; split it (locations are encoded per \(ExpandedShader.linesPerFile))"
    )
    for (offset, line) in lines.enumerated() {
      guard let name = Self.includeName(in: line) else {
        output.append(line)
        continue
      }
      let includePath = Self.includeFolder + name
      if files.contains(includePath) {
        output.append("// #include \"\(name)\": already included above")
        continue
      }
      guard let included = readSource(includePath) else {
        throw ShaderError(
          kind: .includeNotFound, shader: rootPath, file: path, line: offset + 1,
          log: "\(path):\(offset + 1): #include \"\(name)\": no file '\(includePath)'")
      }
      output.append(Self.lineDirective(file: files.count, line: 1))
      try splice(included, path: includePath)
      // Back in this file: the line after the #include.
      output.append(Self.lineDirective(file: sourceNumber, line: offset + 2))
    }
  }

  /// `#line` numbering the next line as `line` of file number `file` (C semantics, as Mesa,
  /// NVIDIA and glslang implement it).
  private static func lineDirective(file: Int, line: Int) -> String {
    "#line \(file * ExpandedShader.linesPerFile + line) \(file)"
  }

  private func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// False when `line` cannot start with `#` after white space: its first byte that is not
  /// ASCII white space is something else ASCII. Non-ASCII bytes (Unicode spaces, which the
  /// pattern's `\s` accepts) are left to the pattern.
  static func mayBeDirective(_ line: String) -> Bool {
    for byte in line.utf8 {
      switch byte {
      case 0x20, 0x09...0x0D: continue
      case UInt8(ascii: "#"): return true
      default: return byte >= 0x80
      }
    }
    return false
  }

  /// The quoted name of an `#include "name"` line, or nil for any other line.
  static func includeName(in line: String) -> String? {
    // Most lines cannot match: skip them before building the pattern, which costs far more
    // than the test (it was most of the start-up time when built for every line).
    guard mayBeDirective(line), line.contains("include") else { return nil }
    let pattern = #/^\s*#\s*include\s+"(?<name>[^"]+)"\s*(//.*)?$/#
    guard let match = line.wholeMatch(of: pattern) else { return nil }
    return String(match.output.name)
  }
}
