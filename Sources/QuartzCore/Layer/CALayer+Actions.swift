internal import EmitterModel
import Foundation

/// Implicit actions: a change to an animatable property of a displayed layer asks for an
/// action (the delegate, `actions`, `style`, then `defaultAction(forKey:)`) and runs it; the
/// default is a basic animation from the value shown to the new one over the transaction's
/// duration (0.25 s) and timing function (Core Animation's default curve). `NSNull` from the
/// delegate (what a view returns for its own layer outside animation blocks) or in `actions`
/// means none, as does `CATransaction.setDisableActions(true)`.
extension CALayer {
  func lookUpAction(forKey event: String) -> (any CAAction)? {
    if let delegate, let action = delegate.action(for: self, forKey: event) {
      return action is NSNull ? nil : action
    }
    if let action = actions?[event] { return action is NSNull ? nil : action }
    if let styled = (style?["actions"] as? [String: any CAAction])?[event] {
      return styled is NSNull ? nil : styled
    }
    return type(of: self).defaultAction(forKey: event)
  }

  /// Runs the action for `key` after a change; a basic animation without values gets the value
  /// shown before the change as its `fromValue` (it then animates to the new model value).
  func runImplicitAction(forKey key: String, from shown: PropertyValue) {
    // A running transition cross-fades the layer's opacity itself (CATransition+Model).
    if key == "opacity", animationList.contains(where: { $0.animation is CATransition }) { return }
    guard let action = action(forKey: key) else { return }
    if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
      basic.byValue == nil, let filled = basic.makeCopy() as? CABasicAnimation
    {
      filled.fromValue = KeyValueConversion.object(shown, declared: .double)
      filled.run(forKey: key, object: self, arguments: nil)
    } else {
      action.run(forKey: key, object: self, arguments: nil)
    }
  }
}

enum LayerActions {
  /// The action event for a change at `keyPath`: sub-paths act as their property
  /// (`position.x` → `position`, `transform.rotation.z` → `transform`).
  static func actionKey(forKeyPath keyPath: String) -> String {
    String(keyPath.split(separator: ".").first ?? Substring(keyPath))
  }

  /// Whether `key` has an implicit animation: the keys an animation can drive.
  static func isAnimatable(_ key: String) -> Bool {
    LayerKeys.all[key]?.property.isAnimatable ?? false
  }

  /// A basic animation of `event` over the transaction's duration and timing function, for the
  /// animatable keys of the class; nil for other keys.
  static func defaultAction(forKey event: String, emitter: Bool) -> (any CAAction)? {
    guard let key = LayerKeys.key(event, emitter: emitter), key.property.isAnimatable else {
      return nil
    }
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return animation
  }
}
