import Foundation

/// The public declarations of the package's modules, read from the source text: what a program
/// that depends on the library sees, and whether each one carries a doc comment.
struct PublicSurface {
  /// One `public` or `open` declaration: where it is and whether a `///` or `/** */` comment
  /// sits right above it (attribute lines in between are skipped).
  struct Declaration: CustomStringConvertible {
    var module: String
    var file: String
    var line: Int
    var text: String
    var isDocumented: Bool
    var description: String { "\(file):\(line): \(text)" }
  }

  var declarations: [Declaration] = []

  /// Scans every Swift file under `sources` (one folder per module).
  init(sources: URL) throws {
    let manager = FileManager.default
    for module in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
      let folder = sources.appendingPathComponent(module)
      guard let walker = manager.enumerator(atPath: folder.path) else { continue }
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
        declarations += Self.declarations(
          in: text, module: module, file: "Sources/\(module)/\(relative)")
      }
    }
  }

  /// The declarations in one file's text. Lines inside multi-line string literals are skipped
  /// (generated code in a string is not a declaration); so are `public import` and
  /// `public extension`, whose members are checked one by one instead.
  static func declarations(in text: String, module: String, file: String) -> [Declaration] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var found: [Declaration] = []
    var inMultilineString = false
    for (index, line) in lines.enumerated() {
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      defer { if quotes % 2 == 1 { inMultilineString.toggle() } }
      guard !inMultilineString, let keyword = accessKeyword(line) else { continue }
      let rest = line[keyword.upperBound...].drop { $0 == " " }
      if rest.hasPrefix("import ") || rest.hasPrefix("extension ") { continue }
      var above = index - 1
      while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
      let documented = above >= 0 && (lines[above].hasPrefix("///") || lines[above].hasSuffix("*/"))
      found.append(
        Declaration(module: module, file: file, line: index + 1, text: line, isDocumented: documented))
    }
    return found
  }

  /// The range of `public` or `open` when the line (after attributes such as `@discardableResult`
  /// or `@inlinable`) starts with one of them as a modifier.
  static func accessKeyword(_ line: String) -> Range<String.Index>? {
    var rest = line[...]
    while rest.hasPrefix("@") {
      var end = rest.firstIndex { $0 == " " || $0 == "(" } ?? rest.endIndex
      if end < rest.endIndex, rest[end] == "(" {
        var depth = 0
        while end < rest.endIndex {
          if rest[end] == "(" { depth += 1 }
          if rest[end] == ")" { depth -= 1 }
          end = rest.index(after: end)
          if depth == 0 { break }
        }
      }
      rest = rest[end...].drop { $0 == " " }
    }
    for keyword in ["public ", "open "] where rest.hasPrefix(keyword) {
      return rest.startIndex..<rest.index(rest.startIndex, offsetBy: keyword.count - 1)
    }
    return nil
  }

  /// How many public declarations each module has.
  var countsByModule: [String: Int] {
    declarations.reduce(into: [:]) { $0[$1.module, default: 0] += 1 }
  }
}
