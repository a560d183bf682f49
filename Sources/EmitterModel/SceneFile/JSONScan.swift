import Foundation

/// One pass over a scene file's bytes that finds what Foundation would accept, lose silently or
/// refuse without saying where: runaway nesting, and numbers a `Double` cannot hold.
struct JSONScan {
  /// A number token too large (it would be infinite), too small (it would be zero), or longer
  /// than any `Double` needs (`maximumNumberLength`), refused before it is converted.
  struct UnrepresentableNumber {
    enum Problem { case tooLarge, tooSmall, tooLong }
    var range: Range<Int>
    /// The token as a message shows it: whole, or for a long one its start and its length.
    var text: String
    var problem: Problem

    func diagnostic(file: String, keyPath: String, in data: Data) -> SceneDiagnostic {
      let place = TextPosition(of: range.lowerBound, in: data)
      let message =
        switch problem {
        case .tooLarge:
          "number \(text) is too large: it would be infinite, and scene values must be finite"
        case .tooSmall: "number \(text) is too small for a 64-bit float; write 0"
        case .tooLong:
          "number \(text) is too long: a number has at most \(JSONScan.maximumNumberLength) characters"
        }
      return SceneDiagnostic(
        file: file, keyPath: keyPath, line: place.line, column: place.column,
        kind: .nonFiniteNumber,
        value: text, expected: "a finite number", message: message)
    }
  }

  /// The longest number token read: a `Double`'s exact decimal expansion has at most 767
  /// significant digits, so more says nothing a file could mean, and converting 10 MB of digits
  /// took seconds (twice: here and in `JSONTreeReader`).
  static let maximumNumberLength = 1_100

  /// Where nesting first passes `JSONValue.maximumNesting`, if it does.
  private(set) var tooDeepOffset: Int?
  private(set) var numbers: [UnrepresentableNumber] = []

  init(_ data: Data) {
    let bytes = [UInt8](data)
    var depth = 0
    var inString = false
    var escaped = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        depth += 1
        if depth > JSONValue.maximumNesting {
          tooDeepOffset = index
          return
        }
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth -= 1
      } else if Self.startsNumber(byte) {
        let end = bytes[index...].firstIndex { !Self.continuesNumber($0) } ?? bytes.count
        if let number = Self.unrepresentable(bytes[index..<end], at: index..<end) {
          numbers.append(number)
        }
        index = end
        continue
      }
      index += 1
    }
  }

  /// The number token `token` when a `Double` cannot hold it (infinite, or zero only by
  /// underflowing) or it is longer than `maximumNumberLength`; nil for a representable number or
  /// a token that is no number at all.
  static func unrepresentable(_ token: ArraySlice<UInt8>, at range: Range<Int>)
    -> UnrepresentableNumber?
  {
    guard token.count <= maximumNumberLength else {
      let start = String(decoding: token.prefix(24), as: UTF8.self)
      return UnrepresentableNumber(
        range: range, text: "\(start)… (\(token.count) characters)", problem: .tooLong)
    }
    let text = String(decoding: token, as: UTF8.self)
    guard let value = Double(text) else { return nil }  // not a number: the syntax check says so
    if value.isInfinite { return UnrepresentableNumber(range: range, text: text, problem: .tooLarge) }
    if value == 0, hasNonZeroDigit(mantissaOf: text) {
      return UnrepresentableNumber(range: range, text: text, problem: .tooSmall)
    }
    return nil
  }

  /// True for `1e-400`, false for `0.0e5`: a number that reads as zero only by underflowing.
  private static func hasNonZeroDigit(mantissaOf text: String) -> Bool {
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    return mantissa.contains { "123456789".contains($0) }
  }

  private static func startsNumber(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func continuesNumber(_ byte: UInt8) -> Bool {
    startsNumber(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }
}

// MARK: - Placeholders

/// Starts every placeholder string (`JSONTreeReader` puts one where an unrepresentable number
/// was); JSON text can only spell a NUL as an escape, so no ordinary scene value looks like one.
let placeholderPrefix = "\u{0}unrepresentable:"

extension JSONValue {
  /// The tree without placeholders, each one's index and key path added to `found`.
  ///
  /// A placeholder member leaves its object (the property keeps its default, so it is reported
  /// once); an array holding one is dropped whole (a colour with one bad component is one
  /// problem), except a list of objects (cells, layers), where an empty object takes its place
  /// so the siblings are still read.
  /// Only indices below `count` are placeholders; a look-alike typed by hand stays a string.
  func removingPlaceholders(
    count: Int, at keyPath: String, into found: inout [(index: Int, keyPath: String)]
  ) -> JSONValue? {
    switch self {
    case .string(let text) where text.hasPrefix(placeholderPrefix):
      guard let index = Int(text.dropFirst(placeholderPrefix.count)), (0..<count).contains(index)
      else {
        return self
      }
      found.append((index, keyPath))
      return nil
    case .object(let members):
      var kept: [String: JSONValue] = [:]
      for key in members.keys.sorted() {
        kept[key] = members[key]?.removingPlaceholders(
          count: count, at: joined(keyPath, key), into: &found)
      }
      return .object(kept)
    case .array(let items):
      let cleaned = items.enumerated().map {
        $1.removingPlaceholders(count: count, at: "\(keyPath)[\($0)]", into: &found)
      }
      if !cleaned.contains(where: { $0 == nil }) { return .array(cleaned.compactMap { $0 }) }
      let holdsObjects = items.contains { if case .object = $0 { true } else { false } }
      return holdsObjects ? .array(cleaned.map { $0 ?? .object([:]) }) : nil
    default:
      return self
    }
  }
}
