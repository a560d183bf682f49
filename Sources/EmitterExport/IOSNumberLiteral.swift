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
