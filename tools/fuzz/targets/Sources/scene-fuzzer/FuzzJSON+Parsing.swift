// The mutator's own JSON reader: the decoder's is internal to EmitterKit, and this one keeps
// what the mutator needs to write a file back as it was: each number's text (`1e999` stays
// `1e999`), members in order, duplicate keys.

extension FuzzJSON {
  /// Deeper nesting is left to byte mutation: the mutator recurses over the tree, and the decoder
  /// refuses files nested deeper than 64 anyway.
  static let maximumDepth = 64

  /// The tree in `bytes`, or nil when they are not JSON (or nest deeper than `maximumDepth`).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> FuzzJSON? {
    var reader = Reader(bytes: bytes)
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.index == bytes.count ? value : nil
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) -> FuzzJSON? {
      guard depth <= FuzzJSON.maximumDepth else { return nil }
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string().map(FuzzJSON.string)
      default: return literal()
      }
    }

    mutating func object(depth: Int) -> FuzzJSON? {
      index += 1
      var members: [(String, FuzzJSON)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
          return nil
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let member = value(depth: depth + 1) else { return nil }
        members.append((key, member))
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    mutating func array(depth: Int) -> FuzzJSON? {
      index += 1
      var items: [FuzzJSON] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
        guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
      }
    }

    /// A string's text, escapes decoded (an escape that names no character is kept as `?`).
    mutating func string() -> String? {
      index += 1
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush()
          guard index < bytes.count else { return nil }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count,
              let code = UInt32(
                String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { return nil }
            index += 4
            scalars.append(Unicode.Scalar(code) ?? "?")
          default: scalars.append(Unicode.Scalar(escape))
          }
        default: raw.append(byte)
        }
      }
      return nil
    }

    /// `null`, `true`, `false` or a number, its text kept as written.
    mutating func literal() -> FuzzJSON? {
      let start = index
      while index < bytes.count,
        !([0x20, 0x09, 0x0A, 0x0D] + Array(",]}".utf8)).contains(bytes[index])
      {
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard !text.isEmpty else { return nil }
      if ["null", "true", "false"].contains(text) { return .literal(text) }
      guard let first = text.first, first == "-" || first.isNumber,
        text.allSatisfy({ "0123456789+-.eE".contains($0) })
      else { return nil }
      return .literal(text)
    }
  }
}
