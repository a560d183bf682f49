/// A parsed JSON document: the tree scene files are decoded from and encoded to.
///
/// Numbers are `Double` (scene values are floating point; integer properties check integrality
/// themselves). Objects are unordered; everything that walks them sorts the keys so diagnostics
/// and output come out in the same order on every run.
public enum JSONValue: Hashable, Sendable {
  /// JSON `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// The JSON type's name as a user would say it, for "expected …, got …" messages.
  package var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A short rendering of the value for diagnostics: scalars in full, containers abbreviated.
  package var summary: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): formatNumber(number)
    case .string(let text): quoted(text.count > 40 ? String(text.prefix(40)) + "…" : text)
    case .array(let items):
      items.count <= 4 && items.allSatisfy(\.isScalar)
        ? "[" + items.map(\.summary).joined(separator: ", ") + "]" : "an array of \(items.count)"
    case .object(let members): members.isEmpty ? "{}" : "an object"
    }
  }

  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}

extension JSONValue: Codable {
  /// Reads any JSON value. Booleans are tried before numbers so `true` never becomes 1.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([JSONValue].self) {
      self = .array(items)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Writes the value. JSON has no non-finite numbers, so they are written as strings
  /// ("infinity", "-infinity", "nan"), which a scene file then rejects where a number belongs.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let flag): try container.encode(flag)
    case .number(let number):
      if number.isFinite {
        try container.encode(number)
      } else {
        try container.encode(formatNumber(number))
      }
    case .string(let text): try container.encode(text)
    case .array(let items): try container.encode(items)
    case .object(let members): try container.encode(members)
    }
  }
}

/// Numbers as people write them: integral values without ".0", others in Swift's shortest form
/// that reads back to the same `Double`.
func formatNumber(_ number: Double) -> String {
  if number.isNaN { return "nan" }
  if number.isInfinite { return number < 0 ? "-infinity" : "infinity" }
  if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
  return "\(number)"
}

/// A string in JSON quotes with JSON escapes, for messages: at most
/// `SceneDiagnostic.maximumExcerpt` characters of it, then "…" (a 10 MB key is quoted by its
/// start, never echoed whole).
func quoted(_ text: String) -> String { jsonQuoted(excerpt(text)) }

/// The whole string in JSON quotes with JSON escapes, for output.
func jsonQuoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      result +=
        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
        + String(scalar.value, radix: 16)
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
