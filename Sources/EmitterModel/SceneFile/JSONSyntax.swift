/// The first place a scene file's bytes stop being JSON (RFC 8259) in UTF-8, found in one pass
/// with an explicit stack (no recursion), so every syntax error is reported with a line and a
/// column (`TextPosition`), invalid UTF-8 included, whatever Foundation's message would say.
///
/// Strict where Foundation is lenient: no trailing commas, no lone surrogate escapes. A UTF-8
/// byte-order mark is allowed at the very start.
struct JSONSyntaxError: Equatable {
  /// Byte offset into the file.
  var offset: Int
  var reason: String
}

enum JSONSyntax {
  static func firstError(in data: [UInt8]) -> JSONSyntaxError? {
    var checker = Checker(bytes: data)
    return checker.run()
  }

  private enum Container { case array, object }

  /// What may come next.
  private enum Expecting {
    case value
    case valueOrEnd  // just after `[`
    case name  // after `,` in an object
    case nameOrEnd  // just after `{`
    case colon
    case separator  // after a value: `,`, the container's end, or (at the top) the end of file
  }

  private struct Checker {
    let bytes: [UInt8]
    var index = 0
    var stack: [Container] = []
    var expecting = Expecting.value

    init(bytes: [UInt8]) {
      self.bytes = bytes
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func run() -> JSONSyntaxError? {
      while true {
        skipWhitespace()
        guard index < bytes.count else {
          if expecting == .separator && stack.isEmpty { return nil }
          return fail(
            stack.isEmpty && expecting == .value
              ? "the file holds no JSON value" : "unexpected end of file: \(unfinished)")
        }
        if let error = step(bytes[index]) { return error }
      }
    }

    private var unfinished: String {
      switch stack.last {
      case .array?: "an array is not closed with ']'"
      case .object?: "an object is not closed with '}'"
      case nil: "a value is missing"
      }
    }

    private mutating func step(_ byte: UInt8) -> JSONSyntaxError? {
      switch expecting {
      case .value, .valueOrEnd:
        if byte == UInt8(ascii: "]"), expecting == .valueOrEnd { return close(.array) }
        return value(byte)
      case .name, .nameOrEnd:
        if byte == UInt8(ascii: "}"), expecting == .nameOrEnd { return close(.object) }
        guard byte == UInt8(ascii: "\"") else {
          if byte == UInt8(ascii: "}") {
            return fail("a trailing comma before '}' (JSON allows none)")
          }
          return unexpected(byte, wanted: "a member name in double quotes")
        }
        if let error = string() { return error }
        expecting = .colon
      case .colon:
        guard byte == UInt8(ascii: ":") else {
          return unexpected(byte, wanted: "':' after the member name")
        }
        index += 1
        expecting = .value
      case .separator:
        guard let top = stack.last else {
          return unexpected(byte, wanted: "the end of the file after the JSON value")
        }
        if byte == UInt8(ascii: ",") {
          index += 1
          expecting = top == .array ? .value : .name
        } else if byte == UInt8(ascii: "]"), top == .array {
          return close(.array)
        } else if byte == UInt8(ascii: "}"), top == .object {
          return close(.object)
        } else {
          return unexpected(byte, wanted: top == .array ? "',' or ']'" : "',' or '}'")
        }
      }
      return nil
    }

    private mutating func close(_ container: Container) -> JSONSyntaxError? {
      stack.removeLast()
      index += 1
      expecting = .separator
      _ = container
      return nil
    }

    private mutating func value(_ byte: UInt8) -> JSONSyntaxError? {
      switch byte {
      case UInt8(ascii: "{"):
        stack.append(.object)
        index += 1
        expecting = .nameOrEnd
        return nil
      case UInt8(ascii: "["):
        stack.append(.array)
        index += 1
        expecting = .valueOrEnd
        return nil
      case UInt8(ascii: "\""):
        expecting = .separator
        return string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        expecting = .separator
        return number()
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        return previousSignificant == UInt8(ascii: ",")
          ? fail("a trailing comma before '\(Character(Unicode.Scalar(byte)))' (JSON allows none)")
          : unexpected(byte, wanted: "a value")
      default:
        return unexpected(byte, wanted: "a value")
      }
    }

    /// The last byte before `index` that is not whitespace.
    private var previousSignificant: UInt8? {
      var i = index - 1
      while i >= 0, Self.isWhitespace(bytes[i]) { i -= 1 }
      return i >= 0 ? bytes[i] : nil
    }

    private mutating func literal(_ word: String) -> JSONSyntaxError? {
      for expected in word.utf8 {
        guard index < bytes.count, bytes[index] == expected else {
          return fail("expected \(word)" + (index < bytes.count ? "" : ", found the end of file"))
        }
        index += 1
      }
      expecting = .separator
      return nil
    }

    private mutating func number() -> JSONSyntaxError? {
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        return fail("expected a digit after '-'")
      }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
        if index < bytes.count, isDigit(bytes[index]) {
          return fail("a number may not start with 0")
        }
      } else {
        skipDigits()
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard index < bytes.count, isDigit(bytes[index]) else {
          return fail("expected a digit after the decimal point")
        }
        skipDigits()
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
          return fail("expected a digit in the exponent")
        }
        skipDigits()
      }
      return nil
    }

    private mutating func string() -> JSONSyntaxError? {
      let start = index
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return nil
        case UInt8(ascii: "\\"):
          if let error = escape() { return error }
        case 0..<0x20:
          return fail(
            "a control character (0x\(String(byte, radix: 16))) in a string; write it as an escape")
        case 0x80...:
          if let error = utf8Scalar() { return error }
        default:
          index += 1
        }
      }
      return JSONSyntaxError(offset: start, reason: "a string is not closed with '\"'")
    }

    /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\uXXXX` (surrogates in pairs).
    private mutating func escape() -> JSONSyntaxError? {
      let start = index
      index += 1
      guard index < bytes.count else { return fail("a string is not closed with '\"'") }
      let letter = bytes[index]
      guard letter == UInt8(ascii: "u") else {
        guard "\"\\/bfnrt".utf8.contains(letter) else {
          index = start
          return fail("an unknown escape in a string")
        }
        index += 1
        return nil
      }
      guard let unit = hexUnit(at: index + 1) else {
        index = start
        return fail("\\u needs four hexadecimal digits")
      }
      index += 5
      switch unit {
      case 0xD800...0xDBFF:
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u"), let low = hexUnit(at: index + 2),
          (0xDC00...0xDFFF).contains(low)
        else {
          index = start
          return fail("a high surrogate escape without its low surrogate")
        }
        index += 6
      case 0xDC00...0xDFFF:
        index = start
        return fail("a low surrogate escape without a high surrogate before it")
      default:
        break
      }
      return nil
    }

    private func hexUnit(at position: Int) -> UInt32? {
      guard position + 4 <= bytes.count else { return nil }
      var unit: UInt32 = 0
      for byte in bytes[position..<position + 4] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
        unit = unit * 16 + UInt32(digit)
      }
      return unit
    }

    /// One multi-byte UTF-8 scalar starting at `index` (no overlong forms, no surrogates,
    /// nothing past U+10FFFF).
    private mutating func utf8Scalar() -> JSONSyntaxError? {
      let lead = bytes[index]
      let (count, secondRange): (Int, ClosedRange<UInt8>)
      switch lead {
      case 0xC2...0xDF: (count, secondRange) = (2, 0x80...0xBF)
      case 0xE0: (count, secondRange) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (count, secondRange) = (3, 0x80...0xBF)
      case 0xED: (count, secondRange) = (3, 0x80...0x9F)
      case 0xF0: (count, secondRange) = (4, 0x90...0xBF)
      case 0xF1...0xF3: (count, secondRange) = (4, 0x80...0xBF)
      case 0xF4: (count, secondRange) = (4, 0x80...0x8F)
      default: return fail("invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
      }
      for offset in 1..<count {
        let position = index + offset
        let allowed = offset == 1 ? secondRange : 0x80...0xBF
        guard position < bytes.count, allowed.contains(bytes[position]) else {
          return fail("invalid UTF-8 (a \(count)-byte sequence broken at byte \(offset + 1))")
        }
      }
      index += count
      return nil
    }

    private mutating func skipWhitespace() {
      while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    private mutating func skipDigits() {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// An unexpected byte: invalid UTF-8 said as such, a printable character quoted.
    private mutating func unexpected(_ byte: UInt8, wanted: String) -> JSONSyntaxError {
      if byte >= 0x80 {
        let start = index
        if let error = utf8Scalar() { return error }
        index = start
        return fail("expected \(wanted), found a non-ASCII character")
      }
      let shown =
        (0x21...0x7E).contains(byte)
        ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
      return fail("expected \(wanted), found \(shown)")
    }

    private func fail(_ reason: String) -> JSONSyntaxError {
      JSONSyntaxError(offset: index, reason: reason)
    }
  }
}
