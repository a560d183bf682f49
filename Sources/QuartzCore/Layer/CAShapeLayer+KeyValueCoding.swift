import CoreGraphics
internal import EmitterModel
import Foundation

/// Key-value coding of a shape layer's own keys (`path`, `fillColor`, `lineWidth`, …), as
/// Core Animation has them: each read and written in its declared type, numbers checked against
/// the range the drawing can use (a value outside it is ignored with a warning naming the key,
/// the value and the range, never stored to break the drawing later).
enum ShapeKeys {
  struct Key: Sendable {
    let get: @Sendable (CAShapeLayer) -> Any?
    /// Stores a value; the problem when it cannot be (the key's declared type or range).
    let set: @Sendable (CAShapeLayer, Any?) -> String?
  }

  static var names: [String] { Array(all.keys) }

  /// The longest dash pattern drawn: far above any real one, bounded so a stroke's work is.
  static let maximumDashCount = 1024

  private static func number(
    _ path: ReferenceWritableKeyPath<CAShapeLayer, CGFloat> & Sendable, _ range: NumberRange
  ) -> Key {
    Key(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let number = KeyValueConversion.number(value) else { return "expected a number" }
        if let problem = ValueKind.number(range).rangeProblemMessage(of: .number(number)) {
          return problem
        }
        layer[keyPath: path] = CGFloat(number)
        return nil
      })
  }

  private static func color(
    _ path: ReferenceWritableKeyPath<CAShapeLayer, CGColor?> & Sendable
  ) -> Key {
    Key(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard value == nil || value is NSNull || value is CGColor else {
          return "expected a CGColor"
        }
        if let color = value as? CGColor {
          guard let model = Color(color) else {
            return "a colour needs RGBA or grey and alpha components"
          }
          if let problem = ValueKind.color.rangeProblemMessage(of: .color(model)) { return problem }
        }
        layer[keyPath: path] = value as? CGColor
        return nil
      })
  }

  private static func constant<T>(
    _ path: ReferenceWritableKeyPath<CAShapeLayer, T> & Sendable, _ options: [String],
    _ make: @escaping @Sendable (String) -> T
  ) -> Key where T: RawRepresentable, T.RawValue == String {
    Key(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let text = KeyValueConversion.text(value) ?? (value as? T)?.rawValue else {
          return "expected one of \(options.joined(separator: ", "))"
        }
        guard options.contains(text) else {
          return "unknown value; expected one of \(options.joined(separator: ", "))"
        }
        layer[keyPath: path] = make(text)
        return nil
      })
  }

  static let all: [String: Key] = [
    "path": Key(
      get: { $0.path },
      set: { layer, value in
        guard value == nil || value is NSNull || value is CGPath else { return "expected a CGPath" }
        layer.path = value as? CGPath
        return nil
      }),
    "fillColor": color(\.fillColor),
    "strokeColor": color(\.strokeColor),
    "fillRule": constant(\.fillRule, ["non-zero", "even-odd"]) {
      CAShapeLayerFillRule(rawValue: $0)
    },
    "lineCap": constant(\.lineCap, ["butt", "round", "square"]) {
      CAShapeLayerLineCap(rawValue: $0)
    },
    "lineJoin": constant(\.lineJoin, ["miter", "round", "bevel"]) {
      CAShapeLayerLineJoin(rawValue: $0)
    },
    "lineWidth": number(\.lineWidth, NumberRange(lower: 0)),
    "miterLimit": number(\.miterLimit, NumberRange(lower: 0)),
    "lineDashPhase": number(\.lineDashPhase, .finite),
    "strokeStart": number(\.strokeStart, .closed(0...1)),
    "strokeEnd": number(\.strokeEnd, .closed(0...1)),
    "lineDashPattern": Key(
      get: { $0.lineDashPattern },
      set: { layer, value in
        if value == nil || value is NSNull {
          layer.lineDashPattern = nil
          return nil
        }
        guard let lengths = KeyValueConversion.numbers(value) else {
          return "expected an array of numbers"
        }
        guard lengths.count <= maximumDashCount else {
          return "at most \(maximumDashCount) dash lengths, not \(lengths.count)"
        }
        if let problem = ValueKind.numberList(NumberRange(lower: 0)).rangeProblemMessage(
          of: .numbers(lengths))
        {
          return problem
        }
        layer.lineDashPattern = lengths.map { NSNumber(value: $0) }
        return nil
      }),
  ]
}

extension CAShapeLayer {
  /// Sets one of the shape's own keys; false when `key` is not one (a layer key then).
  func setShapeValue(_ value: Any?, forKey key: String) -> Bool {
    guard let row = ShapeKeys.all[key] else { return false }
    if let problem = row.set(self, value) {
      KeyValueDiagnostics.report(
        key: key, value: value.map { String(describing: $0) } ?? "nil",
        message: "\(problem); ignored")
    }
    return true
  }

  /// Reads one of the shape's own keys; nil (and `isShapeKey` false) for a layer key.
  func shapeValue(forKey key: String) -> (isShapeKey: Bool, value: Any?) {
    guard let row = ShapeKeys.all[key] else { return (false, nil) }
    return (true, row.get(self))
  }
}
