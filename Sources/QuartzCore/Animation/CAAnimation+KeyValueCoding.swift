import CoreGraphics
internal import EmitterModel
import Foundation

/// Key-value coding of an animation: its own properties by their Core Animation keys, and any
/// other key stored as given (NSHipster keeps the emitter layer on its transition this way:
/// `transition.setValue(layer, forKey: kAnimationLayerKey)`).
extension CAAnimation {
  func setAnimationValue(_ value: Any?, forKey key: String) {
    guard let property = AnimationKeys.properties[key] else {
      return KeyValueStore.storeUnknown(
        value, forKey: key, in: &customValues, known: Array(AnimationKeys.properties.keys))
    }
    if !property.set(self, value) {
      KeyValueStore.wrongType(key: key, value: value, expected: "the key's declared type")
    }
  }

  func animationValue(forKey key: String) -> Any? {
    if let property = AnimationKeys.properties[key] { return property.get(self) }
    return customValues[key] ?? type(of: self).defaultValue(forKey: key)
  }
}

/// CAAnimation's keys and their subclasses'.
struct AnimationKey: Sendable {
  let get: @Sendable (CAAnimation) -> Any?
  /// Stores a value; false when it does not fit.
  let set: @Sendable (CAAnimation, Any?) -> Bool
}

enum AnimationKeys {
  private static func key<Owner: CAAnimation, Value>(
    _ path: ReferenceWritableKeyPath<Owner, Value> & Sendable,
    read: @escaping @Sendable (Any?) -> Value?
  ) -> AnimationKey {
    AnimationKey(
      get: { ($0 as? Owner)?[keyPath: path] },
      set: { animation, value in
        guard let owner = animation as? Owner, let read = read(value) else { return false }
        owner[keyPath: path] = read
        return true
      })
  }

  private static let double: @Sendable (Any?) -> Double? = { KeyValueConversion.number($0) }
  private static let float: @Sendable (Any?) -> Float? = {
    KeyValueConversion.number($0).map(Float.init)
  }
  private static let flag: @Sendable (Any?) -> Bool? = { KeyValueConversion.boolean($0) }
  private static let any: @Sendable (Any?) -> Any?? = { .some($0) }
  /// An optional `[NSNumber]` (key times, the spline's tension, continuity and bias).
  private static let numberList: @Sendable (Any?) -> [NSNumber]?? = { value in
    value == nil
      ? .some(nil)
      : KeyValueConversion.numbers(value).map { .some($0.map { NSNumber(value: $0) }) }
  }

  static let properties: [String: AnimationKey] = [
    "beginTime": key(\CAAnimation.beginTime, read: double),
    "duration": key(\CAAnimation.duration, read: double),
    "speed": key(\CAAnimation.speed, read: float),
    "timeOffset": key(\CAAnimation.timeOffset, read: double),
    "repeatCount": key(\CAAnimation.repeatCount, read: float),
    "repeatDuration": key(\CAAnimation.repeatDuration, read: double),
    "autoreverses": key(\CAAnimation.autoreverses, read: flag),
    "fillMode": key(\CAAnimation.fillMode) {
      KeyValueConversion.text($0).map(CAMediaTimingFillMode.init(rawValue:))
    },
    "removedOnCompletion": key(\CAAnimation.isRemovedOnCompletion, read: flag),
    "timingFunction": key(\CAAnimation.timingFunction) { value in
      value == nil ? .some(nil) : (value as? CAMediaTimingFunction).map { .some($0) }
    },
    "delegate": key(\CAAnimation.delegate) { value in
      value == nil ? .some(nil) : (value as? any CAAnimationDelegate).map { .some($0) }
    },
    "keyPath": key(\CAPropertyAnimation.keyPath) { value in
      value == nil ? .some(nil) : KeyValueConversion.text(value).map { .some($0) }
    },
    "additive": key(\CAPropertyAnimation.isAdditive, read: flag),
    "cumulative": key(\CAPropertyAnimation.isCumulative, read: flag),
    "fromValue": key(\CABasicAnimation.fromValue, read: any),
    "toValue": key(\CABasicAnimation.toValue, read: any),
    "byValue": key(\CABasicAnimation.byValue, read: any),
    "values": key(\CAKeyframeAnimation.values) { value in
      value == nil ? .some(nil) : (value as? [Any]).map { .some($0) }
    },
    "keyTimes": key(\CAKeyframeAnimation.keyTimes, read: numberList),
    "tensionValues": key(\CAKeyframeAnimation.tensionValues, read: numberList),
    "continuityValues": key(\CAKeyframeAnimation.continuityValues, read: numberList),
    "biasValues": key(\CAKeyframeAnimation.biasValues, read: numberList),
    "timingFunctions": key(\CAKeyframeAnimation.timingFunctions) { value in
      value == nil ? .some(nil) : (value as? [CAMediaTimingFunction]).map { .some($0) }
    },
    "path": key(\CAKeyframeAnimation.path) { value in
      value == nil ? .some(nil) : (value as? CGPath).map { .some($0) }
    },
    "rotationMode": key(\CAKeyframeAnimation.rotationMode) { value in
      value == nil
        ? .some(nil)
        : KeyValueConversion.text(value).map { .some(CAAnimationRotationMode(rawValue: $0)) }
    },
    "calculationMode": key(\CAKeyframeAnimation.calculationMode) {
      KeyValueConversion.text($0).map(CAAnimationCalculationMode.init(rawValue:))
    },
    "mass": key(\CASpringAnimation.mass) { KeyValueConversion.number($0).map { CGFloat($0) } },
    "stiffness": key(\CASpringAnimation.stiffness) {
      KeyValueConversion.number($0).map { CGFloat($0) }
    },
    "damping": key(\CASpringAnimation.damping) {
      KeyValueConversion.number($0).map { CGFloat($0) }
    },
    "initialVelocity": key(\CASpringAnimation.initialVelocity) {
      KeyValueConversion.number($0).map { CGFloat($0) }
    },
    "animations": key(\CAAnimationGroup.animations) { value in
      value == nil ? .some(nil) : (value as? [CAAnimation]).map { .some($0) }
    },
    "type": key(\CATransition.type) {
      KeyValueConversion.text($0).map(CATransitionType.init(rawValue:))
    },
  ]

  /// The CAMediaTiming keys' defaults.
  static func defaultValue(forKey key: String) -> Any? {
    switch key {
    case "beginTime", "duration", "timeOffset", "repeatDuration": 0.0
    case "speed": Float(1)
    case "repeatCount": Float(0)
    case "autoreverses": false
    case "removedOnCompletion": true
    case "fillMode": CAMediaTimingFillMode.removed
    default: nil
    }
  }
}
