import CoreGraphics
internal import EmitterModel
import Foundation

/// The Core Animation keys of a layer that the scene model does not hold, for key-value
/// coding: each reads and writes the layer's stored value in its declared type.
struct LayerExtraKey: Sendable {
  let get: @Sendable (CALayer) -> Any?
  /// Stores a value; false when it has the wrong type.
  let set: @Sendable (CALayer, Any?) -> Bool
}

enum LayerExtraKeys {
  /// A number key: `range` is what the key takes, `isFloat` when it is declared `Float` (a
  /// finite number past `Float`'s range would become infinite). Out of range is reported
  /// naming the key, the value and the range, and nothing is set.
  private static func number<T>(
    _ name: String, _ path: ReferenceWritableKeyPath<CALayer, T> & Sendable,
    range: NumberRange = .finite, isFloat: Bool = false, _ make: @escaping @Sendable (Double) -> T
  ) -> LayerExtraKey {
    LayerExtraKey(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let number = KeyValueConversion.number(value) else { return false }
        var problem = ValueKind.number(range).rangeProblemMessage(of: .number(number))
        if problem == nil, isFloat, number.isFinite, !Float(number).isFinite {
          problem =
            "\(number) is outside Float's range (at most \(Float.greatestFiniteMagnitude))"
        }
        if let problem {
          KeyValueDiagnostics.report(
            key: name, value: "\(number)", message: "\(problem); the value is ignored")
          return true
        }
        layer[keyPath: path] = make(number)
        return true
      })
  }

  private static func flag(_ path: ReferenceWritableKeyPath<CALayer, Bool> & Sendable)
    -> LayerExtraKey
  {
    LayerExtraKey(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let flag = KeyValueConversion.boolean(value) else { return false }
        layer[keyPath: path] = flag
        return true
      })
  }

  private static func rect(_ path: ReferenceWritableKeyPath<CALayer, CGRect> & Sendable)
    -> LayerExtraKey
  {
    LayerExtraKey(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let rect = KeyValueConversion.rect(value) else { return false }
        layer[keyPath: path] = rect.cgRect
        return true
      })
  }

  /// A string-constant key taking one of `options`; another string is reported with the
  /// nearest option, and nothing is set.
  private static func constant<T>(
    _ name: String, _ path: ReferenceWritableKeyPath<CALayer, T> & Sendable, _ options: [String],
    _ make: @escaping @Sendable (String) -> T
  ) -> LayerExtraKey {
    LayerExtraKey(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let text = KeyValueConversion.text(value) else { return false }
        guard options.contains(text) else {
          KeyValueDiagnostics.report(
            key: name, value: text,
            message: "unknown value; expected one of \(options.joined(separator: ", ")); ignored",
            suggestion: nearestName(to: text, among: options))
          return true
        }
        layer[keyPath: path] = make(text)
        return true
      })
  }

  static let filters = ["linear", "nearest", "trilinear"]

  static let all: [String: LayerExtraKey] = [
    "minificationFilter": constant("minificationFilter", \.minificationFilter, filters) {
      CALayerContentsFilter(rawValue: $0)
    },
    "magnificationFilter": constant("magnificationFilter", \.magnificationFilter, filters) {
      CALayerContentsFilter(rawValue: $0)
    },
    "minificationFilterBias": number(
      "minificationFilterBias", \CALayer.minificationFilterBias, isFloat: true
    ) { Float($0) },
    "anchorPointZ": number("anchorPointZ", \CALayer.anchorPointZ) { CGFloat($0) },
    "geometryFlipped": flag(\.isGeometryFlipped),
    "needsDisplayOnBoundsChange": flag(\.needsDisplayOnBoundsChange),
    "opaque": flag(\.isOpaque),
    "allowsGroupOpacity": flag(\.allowsGroupOpacity),
    "allowsEdgeAntialiasing": flag(\.allowsEdgeAntialiasing),
    "shouldRasterize": flag(\.shouldRasterize),
    "rasterizationScale": number(
      "rasterizationScale", \CALayer.rasterizationScale, range: .positive
    ) { CGFloat($0) },
    "drawsAsynchronously": flag(\.drawsAsynchronously),
    "mask": LayerExtraKey(
      get: { $0.mask },
      set: { layer, value in
        guard value == nil || value is CALayer else { return false }
        layer.mask = value as? CALayer
        return true
      }),
  ]
}

/// Defaults of the layer keys (`CALayer.defaultValue(forKey:)`).
enum LayerDefaults {
  // Read-only after creation: only their getters are called.
  nonisolated(unsafe) private static let prototype = CALayer()
  nonisolated(unsafe) private static let emitterPrototype = CAEmitterLayer()

  static func value(forKey key: String) -> Any? {
    if let extra = LayerExtraKeys.all[key] { return extra.get(prototype) }
    guard let row = LayerKeys.all[key] else { return nil }
    let layer = row.emitterOnly ? emitterPrototype : prototype
    return layer.modelKeyValue(row)
  }
}
