internal import EmitterModel
import Foundation

/// How an animation becomes the scene model's `PropertyAnimation`s (what the engine evaluates,
/// on the CPU and the GPU alike), in its layer's local time. Values are read for the kind of the
/// property the key path names, in any form iOS code passes.
extension CAAnimation {
  /// The model animations of this animation as its layer keeps it, under `key`. One added
  /// without a key animates no key of its own (a missing key path stays missing); with
  /// `namingAnonymous` it carries `key` all the same, the name the layer keeps it by, so a
  /// running system can remove it when the layer drops it (finished under a fold, where the
  /// layer's time comes back to it). A scene written from a tree leaves it unnamed, as the
  /// code that added it did.
  func modelAnimations(keptAs key: String, layer: EmitterLayer, namingAnonymous: Bool)
    -> [PropertyAnimation]
  {
    guard isAnonymous else { return modelAnimations(key: key, layer: layer) }
    let models = modelAnimations(key: nil, layer: layer)
    guard namingAnonymous else { return models }
    return models.map { model in
      var named = model
      named.key = key
      return named
    }
  }

  /// The model animations this animation drives when added under `key` to a layer whose model
  /// (its cells and behaviours included) is `layer`. What cannot be represented is left out
  /// with a warning naming the animation's key path.
  func modelAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    switch self {
    case let spring as CASpringAnimation: return spring.springAnimations(key: key, layer: layer)
    case let basic as CABasicAnimation: return basic.basicAnimations(key: key, layer: layer)
    case let keyframes as CAKeyframeAnimation:
      return keyframes.keyframeAnimations(key: key, layer: layer)
    case let group as CAAnimationGroup: return group.groupAnimations(key: key, layer: layer)
    case let transition as CATransition:
      return transition.transitionAnimations(key: key, layer: layer)
    default:
      KeyValueDiagnostics.report(
        key: key ?? "animation", message: "\(type(of: self)) animates nothing; ignored")
      return []
    }
  }

  /// CAMediaTiming as the model holds it (`Float`s as the decimals they print as; a `duration`
  /// of 0 as the 0.25 s it means, the model's own default).
  var modelTiming: MediaTiming {
    var timing = MediaTiming.animationDefault
    timing.beginTime = beginTime
    if duration != 0 { timing.duration = duration }
    timing.speed = Double(decimal: speed)
    timing.timeOffset = timeOffset
    timing.repeatCount = Double(decimal: repeatCount)
    timing.repeatDuration = repeatDuration
    timing.autoreverses = autoreverses
    timing.fillMode = FillMode(rawValue: fillMode.rawValue) ?? .removed
    return timing
  }

  /// A model animation of `keyPath` with this animation's timing, function and flags.
  func modelAnimation(keyPath: String, key: String?) -> PropertyAnimation {
    var animation = PropertyAnimation(keyPath: keyPath)
    animation.key = key
    animation.timing = modelTiming
    animation.timingFunction = timingFunction?.model ?? .linear
    animation.isRemovedOnCompletion = isRemovedOnCompletion
    return animation
  }
}

/// The property a key path names on a layer model, for reading an animation's values.
struct AnimatedProperty {
  let reference: LayerPropertyReference
  let modelValue: PropertyValue

  init?(keyPath: String, in layer: EmitterLayer) {
    guard let reference = try? layer.property(atKeyPath: keyPath, animatable: false) else {
      let known = LayerKeys.names(emitter: true)
      KeyValueDiagnostics.report(
        key: keyPath, message: "no animatable property at this key path; the animation is ignored",
        suggestion: nearestName(to: keyPath, among: known))
      return nil
    }
    self.reference = reference
    var value = reference.value(in: layer) ?? .unset
    if value == .unset, let zero = reference.kind.zeroValue { value = zero }
    modelValue = value
  }

  /// `value` read for the property; nil (with a warning naming `role`) when it cannot be.
  func read(_ value: Any?, role: String, keyPath: String) -> PropertyValue? {
    switch KeyValueConversion.propertyValue(value, kind: reference.kind, declared: .double) {
    case .success(let read): return read
    case .failure(let failure):
      KeyValueDiagnostics.report(
        key: keyPath, value: value.map { String(describing: $0) },
        message: "\(role): \(failure.message); the animation is ignored")
      return nil
    }
  }
}

extension CAPropertyAnimation {
  /// The key path animated: `keyPath`, or the key added under when it has none.
  func animatedKeyPath(key: String?) -> String? {
    if let keyPath, !keyPath.isEmpty { return keyPath }
    return key
  }
}

extension CABasicAnimation {
  func basicAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    guard let path = animatedKeyPath(key: key),
      let property = AnimatedProperty(keyPath: path, in: layer)
    else { return [] }
    var animation = modelAnimation(keyPath: path, key: key)
    animation.isAdditive = isAdditive
    animation.isCumulative = isCumulative
    for (role, value, slot) in [
      ("fromValue", fromValue, \PropertyAnimation.fromValue),
      ("toValue", toValue, \PropertyAnimation.toValue),
      ("byValue", byValue, \PropertyAnimation.byValue),
    ] as [(String, Any?, WritableKeyPath<PropertyAnimation, PropertyValue>)] where value != nil {
      guard let read = property.read(value, role: role, keyPath: path) else { return [] }
      animation[keyPath: slot] = read
    }
    return [animation]
  }
}

extension CAKeyframeAnimation {
  func keyframeAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    guard let path = animatedKeyPath(key: key),
      let property = AnimatedProperty(keyPath: path, in: layer)
    else { return [] }
    if let curve = self.path { return pathAnimations(along: curve, keyPath: path, key: key) }
    var animation = modelAnimation(keyPath: path, key: key)
    animation.isAdditive = isAdditive
    animation.isCumulative = isCumulative
    var read: [PropertyValue] = []
    for (index, value) in (values ?? []).enumerated() {
      guard let value = property.read(value, role: "values[\(index)]", keyPath: path) else {
        return []
      }
      read.append(value)
    }
    guard !read.isEmpty else {
      KeyValueDiagnostics.report(
        key: path, message: "a keyframe animation without values animates nothing; ignored")
      return []
    }
    animation.values = read
    animation.keyTimes = (keyTimes ?? []).map(\.doubleValue)
    animation.timingFunctions = (timingFunctions ?? []).map(\.model)
    if let mode = CalculationMode(rawValue: calculationMode.rawValue) {
      animation.calculationMode = mode
    } else {
      KeyValueDiagnostics.report(
        key: path, value: calculationMode.rawValue,
        message: "not a calculation mode (linear, discrete, paced, cubic, cubicPaced); drawn linear",
        suggestion: nearestName(
          to: calculationMode.rawValue, among: CalculationMode.allCases.map(\.rawValue)))
    }
    animation.tensionValues = (tensionValues ?? []).map(\.doubleValue)
    animation.continuityValues = (continuityValues ?? []).map(\.doubleValue)
    animation.biasValues = (biasValues ?? []).map(\.doubleValue)
    if rotationMode != nil {
      KeyValueDiagnostics.report(
        key: path, value: rotationMode?.rawValue,
        message: "rotationMode turns a layer moving along a path; without a path it does nothing")
    }
    return [animation]
  }
}

extension CASpringAnimation {
  /// Sampled at 120 Hz over the duration (at most 2048 keyframes), joined by straight lines:
  /// the model has no spring curve, and between samples 1/120 s apart a spring's progress
  /// departs from its chord by well under a percent of the animation's length.
  func springAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    guard let path = animatedKeyPath(key: key),
      let property = AnimatedProperty(keyPath: path, in: layer),
      let model = property.modelValue.components
    else { return [] }
    var ends: [String: [Double]] = [:]
    for (role, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)]
    where value != nil {
      guard let read = property.read(value, role: role, keyPath: path)?.components else {
        return []
      }
      ends[role] = read
    }
    let (from, to) = Self.ends(
      from: ends["fromValue"], to: ends["toValue"], by: ends["byValue"], model: model)
    let length = modelTiming.iterationDuration
    let count = min(max(Int((length * 120).rounded(.up)), 2), 2048)
    let curve = springCurve
    var animation = modelAnimation(keyPath: path, key: key)
    animation.timingFunction = .linear
    animation.isAdditive = isAdditive
    animation.values = (0...count).compactMap { step -> PropertyValue? in
      let progress = curve.progress(at: length * Double(step) / Double(count))
      return property.modelValue.withComponents(zip(from, to).map { $0 + ($1 - $0) * progress })
    }
    animation.keyTimes = (0...count).map { Double($0) / Double(count) }
    return [animation]
  }

  /// Core Animation's rules for missing ends, as a basic animation reads them.
  static func ends(from: [Double]?, to: [Double]?, by: [Double]?, model: [Double])
    -> (from: [Double], to: [Double])
  {
    func plus(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + $1 } }
    func minus(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 - $1 } }
    switch (from, to, by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, plus(from, by))
    case (nil, let to?, let by?): return (minus(to, by), to)
    case (let from?, nil, nil): return (from, model)
    case (nil, let to?, nil): return (model, to)
    case (nil, nil, let by?): return (model, plus(model, by))
    case (nil, nil, nil): return (model, model)
    }
  }
}
