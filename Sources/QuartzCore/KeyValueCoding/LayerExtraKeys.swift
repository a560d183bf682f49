import CoreGraphics
import Foundation

/// The Core Animation keys of a layer that the scene model does not hold, for key-value
/// coding: each reads and writes the layer's stored value in its declared type.
struct LayerExtraKey: Sendable {
  let get: @Sendable (CALayer) -> Any?
  /// Stores a value; false when it has the wrong type.
  let set: @Sendable (CALayer, Any?) -> Bool
}

enum LayerExtraKeys {
  private static func number<T>(
    _ path: ReferenceWritableKeyPath<CALayer, T> & Sendable,
    _ make: @escaping @Sendable (Double) -> T
  ) -> LayerExtraKey {
    LayerExtraKey(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let number = KeyValueConversion.number(value) else { return false }
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

  private static func constant<T>(
    _ path: ReferenceWritableKeyPath<CALayer, T> & Sendable,
    _ make: @escaping @Sendable (String) -> T
  ) -> LayerExtraKey {
    LayerExtraKey(
      get: { $0[keyPath: path] },
      set: { layer, value in
        guard let text = KeyValueConversion.text(value) else { return false }
        layer[keyPath: path] = make(text)
        return true
      })
  }

  static let all: [String: LayerExtraKey] = [
    "minificationFilter": constant(\.minificationFilter) { CALayerContentsFilter(rawValue: $0) },
    "magnificationFilter": constant(\.magnificationFilter) { CALayerContentsFilter(rawValue: $0) },
    "minificationFilterBias": number(\CALayer.minificationFilterBias) { Float($0) },
    "anchorPointZ": number(\CALayer.anchorPointZ) { CGFloat($0) },
    "geometryFlipped": flag(\.isGeometryFlipped),
    "needsDisplayOnBoundsChange": flag(\.needsDisplayOnBoundsChange),
    "opaque": flag(\.isOpaque),
    "allowsGroupOpacity": flag(\.allowsGroupOpacity),
    "allowsEdgeAntialiasing": flag(\.allowsEdgeAntialiasing),
    "shouldRasterize": flag(\.shouldRasterize),
    "rasterizationScale": number(\CALayer.rasterizationScale) { CGFloat($0) },
    "drawsAsynchronously": flag(\.drawsAsynchronously),
    "duration": number(\CALayer.duration) { (value: Double) -> Double in value },
    "repeatCount": number(\CALayer.repeatCount) { Float($0) },
    "repeatDuration": number(\CALayer.repeatDuration) { (value: Double) -> Double in value },
    "autoreverses": flag(\.autoreverses),
    "fillMode": constant(\.fillMode) { CAMediaTimingFillMode(rawValue: $0) },
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
