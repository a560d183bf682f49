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

  /// The declarations in one file's text: every line declared `public` or `open`, and the
  /// members that are public without saying so, the cases of a public enum and the requirements
  /// of a public protocol. Lines inside multi-line string literals are skipped (generated code
  /// in a string is not a declaration); so are `public import` and `public extension`, whose
  /// members are checked one by one instead.
  static func declarations(in text: String, module: String, file: String) -> [Declaration] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var found: [Declaration] = []
    var code = CodeReader()
    // Open bodies: a public enum's or protocol's (whose members are public without saying
    // so) or any other, and the brace depth inside it, where its members sit.
    var bodies: [(kind: Body, depth: Int)] = []
    for (index, line) in lines.enumerated() {
      let wasInString = code.inMultilineString
      let depthBefore = code.depth
      let opensAt = code.read(line)
      if wasInString { continue }
      let keyword = accessKeyword(line)
      let rest = keyword.map { line[$0.upperBound...].drop { $0 == " " } } ?? ""
      let body = bodies.last.flatMap { $0.depth == depthBefore ? $0.kind : nil } ?? .other
      var isDeclaration =
        keyword != nil && !rest.hasPrefix("import ") && !rest.hasPrefix("extension ")
      if keyword == nil, isImplicitlyPublicMember(line, of: body) { isDeclaration = true }
      if isDeclaration {
        var above = index - 1
        while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
        let documented =
          above >= 0 && (lines[above].hasPrefix("///") || lines[above].hasSuffix("*/"))
        found.append(
          Declaration(
            module: module, file: file, line: index + 1, text: line, isDocumented: documented))
      }
      if let opensAt {
        var kind = Body.other
        if keyword != nil, rest.hasPrefix("enum ") || rest.hasPrefix("indirect enum ") {
          kind = .publicEnum
        }
        if keyword != nil, rest.hasPrefix("protocol ") { kind = .publicProtocol }
        bodies.append((kind, opensAt))
      }
      while let last = bodies.last, code.depth < last.depth { bodies.removeLast() }
    }
    return found
  }

  /// The body a line sits in, for members that take its access.
  enum Body { case publicEnum, publicProtocol, other }

  /// A line that declares a public enum's case or a public protocol's requirement.
  static func isImplicitlyPublicMember(_ line: String, of body: Body) -> Bool {
    if body == .publicEnum { return line.hasPrefix("case ") || line.hasPrefix("indirect case ") }
    guard body == .publicProtocol else { return false }
    var rest = line[...]
    while rest.hasPrefix("@") { rest = rest.drop { $0 != " " }.drop { $0 == " " } }
    for modifier in ["mutating ", "nonmutating ", "static "] where rest.hasPrefix(modifier) {
      rest = rest.dropFirst(modifier.count)
    }
    return [
      "func ", "var ", "init(", "init?(", "init<", "subscript", "associatedtype ", "typealias ",
    ]
    .contains { rest.hasPrefix($0) }
  }

  /// Brace depth through a file, line by line, outside comments and string literals.
  struct CodeReader {
    var depth = 0
    var inMultilineString = false
    var inBlockComment = false

    /// Reads one line; returns the depth inside the first type-like body the line opens at the
    /// outermost level it reaches (the depth after its first `{` that is not closed on the
    /// line), or nil when it opens none.
    mutating func read(_ line: String) -> Int? {
      let characters = Array(line)
      var opened: Int?
      var index = 0
      var closedAfterOpen = false
      while index < characters.count {
        let rest = characters[index...]
        if inBlockComment {
          if rest.starts(with: ["*", "/"]) {
            inBlockComment = false
            index += 2
          } else {
            index += 1
          }
          continue
        }
        if inMultilineString {
          if rest.starts(with: ["\"", "\"", "\""]) {
            inMultilineString = false
            index += 3
          } else {
            index += 1
          }
          continue
        }
        if rest.starts(with: ["/", "/"]) { break }
        if rest.starts(with: ["/", "*"]) {
          inBlockComment = true
          index += 2
          continue
        }
        if rest.starts(with: ["\"", "\"", "\""]) {
          inMultilineString = true
          index += 3
          continue
        }
        switch characters[index] {
        case "\"":
          index += 1
          while index < characters.count, characters[index] != "\"" {
            index += characters[index] == "\\" ? 2 : 1
          }
        case "{":
          depth += 1
          if opened == nil { opened = depth }
        case "}":
          depth -= 1
          if let open = opened, depth < open { closedAfterOpen = true }
        default: break
        }
        index += 1
      }
      return closedAfterOpen ? nil : opened
    }
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
