import Foundation

/// What the Swift files `emitter run` is given declare at their top level, read from the text
/// (declarations at the start of a line, after attributes and modifiers), so a name that is not
/// there is reported with the names that are before anything is built.
struct RunSourceScan {
  /// Types (classes, structs, enums, actors) in the order found, with their files.
  var types: [(name: String, file: String)] = []
  /// Functions declared at the top level, in the order found.
  var functions: [(name: String, file: String)] = []

  init(files: [(path: String, text: String)]) {
    let declaration =
      #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|open|final|nonisolated|indirect)\s+)*(?<kind>class|struct|enum|actor|func)\s+(?<name>[A-Za-z_][A-Za-z0-9_]*)/#
    for (path, text) in files {
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        guard let match = line.prefixMatch(of: declaration) else { continue }
        let name = String(match.output.name)
        if match.output.kind == "func" {
          functions.append((name, path))
        } else {
          types.append((name, path))
        }
      }
    }
  }

  /// Nil when a type `name` is declared, else the error that lists the types found.
  func missingType(_ name: String, option: String) -> String? {
    missing(name, in: types, option: option, what: ("type", "they declare no type", "types"))
  }

  /// Nil when a top-level function `name` is declared, else the error that lists those found.
  func missingFunction(_ name: String, option: String) -> String? {
    missing(
      name, in: functions, option: option,
      what: ("top-level function", "they declare none", "functions"))
  }

  private func missing(
    _ name: String, in declared: [(name: String, file: String)], option: String,
    what: (kind: String, none: String, plural: String)
  ) -> String? {
    guard !declared.contains(where: { $0.name == name }) else { return nil }
    let found = declared.map(\.name)
    return "\(option): no \(what.kind) of that name in the files given; "
      + (found.isEmpty ? what.none : "\(what.plural) found: \(found.joined(separator: ", "))")
  }
}
