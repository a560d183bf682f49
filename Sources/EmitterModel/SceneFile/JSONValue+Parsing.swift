import Foundation

extension JSONValue {
  /// Deepest nesting of arrays and objects a scene file may use. A legal scene needs about 25
  /// (8 cell levels, two per level); the limit keeps recursive walks far from the stack's end.
  static let maximumNesting = 64

  /// Parses a scene file, or explains where and why it is not JSON a scene can use.
  ///
  /// `JSONSyntax` checks the bytes first (strict JSON, valid UTF-8) and places any error at a
  /// line and column. Foundation's `JSONDecoder` then builds the typed tree (it keeps `true`
  /// apart from `1`). Before it, a byte scan finds what JSON allows but a scene cannot hold:
  /// runaway nesting (fatal) and numbers beyond `Double`'s range (`1e999` would become
  /// infinity). Those numbers are swapped for placeholders, so parsing goes on and each is
  /// reported at its key path, with the other problems of the file, rather than ending the read.
  /// Should the decoder still fail, `JSONSerialization` re-reads the bytes only to locate the
  /// error.
  ///
  /// - Returns: the tree, with every unrepresentable number removed, and their diagnostics
  ///   (the first `SceneFileError.maximumListed`, and a count of the rest).
  static func parse(_ data: Data, file: String) throws(SceneFileError) -> (
    JSONValue, DiagnosticLog
  ) {
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
    if !bytes.isEmpty, let error = JSONSyntax.firstError(in: bytes) {
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
    let patched = scan.patched(data)
    let tree: JSONValue
    do {
      tree = try JSONDecoder().decode(JSONValue.self, from: patched.data)
    } catch {
      var malformed = malformedDiagnostic(patched.data, file: file)
      if let offset = malformed.offset {
        let place = TextPosition(of: patched.originalOffset(of: offset), in: data)
        (malformed.diagnostic.line, malformed.diagnostic.column) = (place.line, place.column)
      }
      var log = DiagnosticLog()
      for number in scan.numbers { log.add { number.diagnostic(file: file, keyPath: "", in: data) } }
      throw SceneFileError(log.listed + [malformed.diagnostic], omitted: log.omitted)
    }
    var found: [(index: Int, keyPath: String)] = []
    let cleaned =
      scan.numbers.isEmpty
      ? tree : tree.removingPlaceholders(count: scan.numbers.count, at: "", into: &found) ?? .null
    var log = DiagnosticLog()
    for (index, keyPath) in found {
      log.add { scan.numbers[index].diagnostic(file: file, keyPath: keyPath, in: data) }
    }
    return (cleaned, log)
  }

  /// The best explanation Foundation offers for bytes that do not parse, and the byte offset
  /// it names (lines and columns are filled in by the caller, against the original bytes).
  private static func malformedDiagnostic(_ data: Data, file: String) -> (
    diagnostic: SceneDiagnostic, offset: Int?
  ) {
    guard !data.isEmpty else {
      let diagnostic = SceneDiagnostic(
        file: file, keyPath: "", kind: .malformedJSON,
        message: "the file is empty; a scene file holds one JSON object")
      return (diagnostic, nil)
    }
    var reason = "not valid JSON"
    var offset: Int?
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch let error as NSError {
      let text = error.userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      // Foundation names no offset for a truncated file; the end of the bytes is where it is.
      offset = characterOffset(in: text) ?? (text.contains("end of file") ? data.count : nil)
      let detail = text.components(separatedBy: " around character").first ?? ""
      let trimmed = detail.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
      if !trimmed.isEmpty { reason += ": " + trimmed }
    }
    return (SceneDiagnostic(file: file, keyPath: "", kind: .malformedJSON, message: reason), offset)
  }

  /// The N in Foundation's "… around character N." message.
  private static func characterOffset(in message: String) -> Int? {
    guard let range = message.range(of: "around character ") else { return nil }
    return Int(message[range.upperBound...].prefix { $0.isNumber })
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
