/// Builds the `JSONValue` tree from bytes `JSONSyntax` has already accepted and `JSONScan` has
/// found nested no deeper than `JSONValue.maximumNesting` (so the recursion here stays shallow).
///
/// One pass, no errors to make: reading a million-number keyframe list costs a million number
/// conversions, where Foundation's `JSONDecoder` behind `JSONValue.init(from:)` made and threw
/// away a `DecodingError` (with its coding path) for each value it tried as a boolean first.
/// `true` stays a boolean and `1` a number. A number a `Double` cannot hold becomes a
/// placeholder string (`placeholderPrefix` and its index in `numbers`), reported later at its
/// key path. Of repeated object keys the last wins.
struct JSONTreeReader {
  private let bytes: [UInt8]
  private var index = 0
  /// The unrepresentable numbers, in document order.
  private(set) var numbers: [JSONScan.UnrepresentableNumber] = []

  /// Reads the document in `bytes`, which must be valid JSON (`JSONSyntax.firstError` is nil).
  static func read(_ bytes: [UInt8]) -> (JSONValue, [JSONScan.UnrepresentableNumber]) {
    var reader = JSONTreeReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    let value = reader.value()
    return (value, reader.numbers)
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func value() -> JSONValue {
    skipWhitespace()
    switch bytes[index] {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return .string(string())
    case UInt8(ascii: "t"):
      index += 4
      return .bool(true)
    case UInt8(ascii: "f"):
      index += 5
      return .bool(false)
    case UInt8(ascii: "n"):
      index += 4
      return .null
    default: return number()
    }
  }

  private mutating func object() -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      let key = string()
      skipWhitespace()
      index += 1  // ':'
      members[key] = value()
      skipWhitespace()
      let separator = bytes[index]
      index += 1
      if separator == UInt8(ascii: "}") { return .object(members) }
    }
  }

  private mutating func array() -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      items.append(value())
      skipWhitespace()
      let separator = bytes[index]
      index += 1
      if separator == UInt8(ascii: "]") { return .array(items) }
    }
  }

  private mutating func number() -> JSONValue {
    let start = index
    while index < bytes.count, Self.continuesNumber(bytes[index]) { index += 1 }
    if let unrepresentable = JSONScan.unrepresentable(bytes[start..<index], at: start..<index) {
      numbers.append(unrepresentable)
      return .string(placeholderPrefix + String(numbers.count - 1))
    }
    // The syntax check accepted it, so it parses.
    return .number(Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0)
  }

  /// The string starting at the opening quote, escapes decoded; `index` ends after the closing
  /// quote.
  private mutating func string() -> String {
    index += 1
    let start = index
    while bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") { index += 1 }
    if bytes[index] == UInt8(ascii: "\"") {
      index += 1
      return String(decoding: bytes[start..<index - 1], as: UTF8.self)
    }
    var utf8 = Array(bytes[start..<index])
    while true {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        index += 1
        continue
      }
      let letter = bytes[index + 1]
      index += 2
      switch letter {
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hexUnit()
        if (0xD800...0xDBFF).contains(scalar) {  // the syntax check guarantees its low half
          index += 2
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hexUnit() - 0xDC00)
        }
        utf8.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
      default: utf8.append(letter)  // '"', '\\', '/'
      }
    }
  }

  /// Four hexadecimal digits at `index`, which moves past them.
  private mutating func hexUnit() -> UInt32 {
    var unit: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      unit = unit * 16 + UInt32(Character(Unicode.Scalar(byte)).hexDigitValue ?? 0)
    }
    index += 4
    return unit
  }

  private mutating func skipWhitespace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  private static func continuesNumber(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
      || byte == UInt8(ascii: "E")
  }
}
