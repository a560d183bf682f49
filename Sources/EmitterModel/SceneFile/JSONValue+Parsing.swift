import Foundation

extension JSONValue {
  /// Deepest nesting of arrays and objects a scene file may use. A legal scene needs about 25
  /// (8 cell levels, two per level); the limit keeps recursive walks far from the stack's end.
  static let maximumNesting = 64

  /// Parses a scene file, or explains where and why it is not JSON a scene can use.
  ///
  /// `JSONScan` first finds runaway nesting (fatal) and numbers beyond `Double`'s range
  /// (`1e999` would become infinity); `JSONSyntax` then checks the bytes (strict JSON, valid
  /// UTF-8) and places any error at a line and column; `JSONTreeReader` builds the tree in one
  /// pass. Unrepresentable numbers are read as placeholders, so reading goes on and each is
  /// reported at its key path, with the other problems of the file, rather than ending the read.
  ///
  /// - Returns: the tree, with every unrepresentable number removed, and their diagnostics
  ///   (the first `SceneFileError.maximumListed`, and a count of the rest).
  static func parse(_ data: Data, file: String) throws(SceneFileError) -> (
    JSONValue, DiagnosticLog
  ) {
    guard !data.isEmpty else {
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .malformedJSON,
          message: "the file is empty; a scene file holds one JSON object")
      ])
    }
    let scan = JSONScan(data)
    if let offset = scan.tooDeepOffset {
      let place = TextPosition(of: offset, in: data)
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", line: place.line, column: place.column, kind: .nestingTooDeep,
          message: "arrays and objects nested deeper than \(maximumNesting) levels")
      ])
    }
    let bytes = [UInt8](data)
    if let error = JSONSyntax.firstError(in: bytes) {
      let place = TextPosition(of: error.offset, in: data)
      // Numbers too large for a Double before the error are reported with it, so one edit
      // fixes both.
      var log = DiagnosticLog()
      for number in scan.numbers where number.range.lowerBound < error.offset {
        log.add { number.diagnostic(file: file, keyPath: "", in: data) }
      }
      let syntax = SceneDiagnostic(
        file: file, keyPath: "", line: place.line, column: place.column, kind: .malformedJSON,
        message: "not valid JSON: " + error.reason)
      throw SceneFileError(log.listed + [syntax], omitted: log.omitted)
    }
    let (tree, numbers) = JSONTreeReader.read(bytes)
    var found: [(index: Int, keyPath: String)] = []
    let cleaned =
      numbers.isEmpty
      ? tree : tree.removingPlaceholders(count: numbers.count, at: "", into: &found) ?? .null
    var log = DiagnosticLog()
    for (index, keyPath) in found {
      log.add { numbers[index].diagnostic(file: file, keyPath: keyPath, in: data) }
    }
    return (cleaned, log)
  }
}

/// A 1-based line and column (in Unicode scalars) for a byte offset into UTF-8 text.
struct TextPosition: Hashable {
  var line = 1
  var column = 1

  init(of offset: Int, in data: Data) {
    for byte in data.prefix(max(0, offset)) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // continuation bytes do not start a new scalar
        column += 1
      }
    }
  }
}
