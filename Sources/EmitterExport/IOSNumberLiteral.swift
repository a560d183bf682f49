import EmitterModel

/// Numbers as source literals that read back to exactly the scene's Double.
///
/// Swift's `description` of a Double is the shortest decimal that parses back to the same bits,
/// so `0.1` stays `0.1` and `1e-05` stays `1e-05`; nothing is rounded. Whole numbers are written
/// without `.0`, as a developer would (they are exact well past 2^50). A `Float` property gets
/// the Float nearest the scene's Double, which is what EmitterKit itself computes with.
package enum IOSNumberLiteral {
  /// The shortest exact decimal; `infinity` for infinities (callers spell those per language).
  package static func plain(_ value: Double) -> String {
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    if value == value.rounded(), abs(value) < 1e15 {
      return value == 0 && value.sign == .minus ? "-0.0" : String(Int64(value))
    }
    return "\(value)"
  }

  /// A Swift literal in a context typed `Double` or `CGFloat`.
  package static func swift(_ value: Double) -> String {
    value.isInfinite ? (value < 0 ? "-.infinity" : ".infinity") : plain(value)
  }

  /// A Swift literal for a `Float` property. The literal is parsed straight to Float, which for
  /// a rare decimal differs from rounding the Double to Float (double rounding): then the
  /// Double is written and converted, so iOS always gets `Float(value)`.
  package static func swiftFloat(_ value: Double) -> String {
    let text = swift(value)
    if value.isInfinite || Float(text) == Float(value) { return text }
    return "Float(\(text) as Double)"
  }

  /// A Swift literal in an untyped context (`Any`): infinities need their type.
  package static func swiftUntyped(_ value: Double) -> String {
    value.isInfinite ? (value < 0 ? "-Double.infinity" : "Double.infinity") : plain(value)
  }

  /// A C literal (a double; a float property converts it, as iOS would convert the Double).
  package static func c(_ value: Double) -> String {
    value.isInfinite ? (value < 0 ? "-INFINITY" : "INFINITY") : plain(value)
  }
}

/// Short readable forms of scene values for comments.
func describe(_ value: PropertyValue) -> String {
  func list(_ numbers: [Double]) -> String {
    "[" + numbers.map(IOSNumberLiteral.plain).joined(separator: ", ") + "]"
  }
  switch value {
  case .number(let number): return IOSNumberLiteral.plain(number)
  case .bool(let flag): return flag ? "true" : "false"
  case .string(let text): return "\"\(text)\""
  case .contents(let contents):
    switch contents {
    case .shape(let shape, let size): return "\(shape.rawValue) " + list([size.width, size.height])
    case .image(let path): return path
    case .emoji(let text, let size): return "\(text) \(IOSNumberLiteral.plain(size))"
    case .path(let path): return "\"\(path)\""
    }
  case .timingFunction(let function):
    return function.name?.rawValue ?? list(function.controlPointComponents)
  case .timingFunctions(let functions):
    return "[" + functions.map { describe(.timingFunction($0)) }.joined(separator: ", ") + "]"
  case .numbers(let numbers): return list(numbers)
  case .colors(let colors):
    return "[" + colors.map { describe(.color($0)) }.joined(separator: ", ") + "]"
  case .unset: return "unset"
  case .color(let color):
    // "#rrggbb[aa]" when every component is a whole number of 255ths, as scene files write it.
    let components = [color.red, color.green, color.blue, color.alpha].map { $0 * 255 }
    guard components.allSatisfy({ $0 == $0.rounded() && (0...255).contains($0) }) else {
      return list(value.components ?? [])
    }
    let hex = components.prefix(color.alpha == 1 ? 3 : 4).map { byte -> String in
      let digits = String(Int(byte), radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex.joined()
  default: return list(value.components ?? [])
  }
}

func describe(_ event: EmissionEvent) -> String {
  let time = IOSNumberLiteral.plain(event.time)
  switch event.type {
  case .burst:
    return
      "a burst of \(event.count) \(event.cell ?? "") particles at \(time) s (EmitterKit's emission control)"
  case .emit:
    return
      "emission open for \(IOSNumberLiteral.plain(event.duration)) s from \(time) s (EmitterKit's emission control)"
  case .stop, .start, .restart:
    return "\(event.type.rawValue) at \(time) s (EmitterKit's emission control)"
  }
}

/// Unique, readable variable names from scene names (`"big spark"` → `bigSparkCell`).
struct VariableNames: Sendable {
  private var used: Set<String> = []

  mutating func make(_ name: String?, suffix: String, fallback: String) -> String {
    let base = Self.identifier(name, fallback: fallback)
    // A layer named "main layer" is `mainLayer`, not `mainLayerLayer`.
    let suffix = base.lowercased().hasSuffix(suffix.lowercased()) ? "" : suffix
    var candidate = base + suffix
    var counter = 2
    while used.contains(candidate) {
      candidate = base + suffix + String(counter)
      counter += 1
    }
    used.insert(candidate)
    return candidate
  }

  /// `name`'s ASCII words in camel case; `fallback` first when that is empty or starts with a digit.
  static func identifier(_ name: String?, fallback: String) -> String {
    let words = (name ?? "").split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
    var base = words.enumerated().map { index, word in
      index == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if base.isEmpty || base.first!.isNumber { base = fallback + base }
    return base
  }
}
