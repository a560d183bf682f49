import Foundation

extension UIView {
  /// Options of an animation block: the curve (and the ones that only matter to UIKit's own
  /// animations, kept for source compatibility).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits, UIKit's values.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews at commit (stored).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let touches through during the animation (stored).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation value: what every animation here does.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat (stored, not applied).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play back and forth (stored, not applied).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out: the default curve.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    var timingFunction: CAMediaTimingFunction {
      switch (rawValue >> 16) & 3 {
      case 1: CAMediaTimingFunction(name: .easeIn)
      case 2: CAMediaTimingFunction(name: .easeOut)
      case 3: CAMediaTimingFunction(name: .linear)
      default: CAMediaTimingFunction(name: .easeInEaseOut)
      }
    }
  }

  /// Animates the changes `animations` makes to views (frame, bounds, center, transform,
  /// alpha, backgroundColor: their layers' keys) over `duration` seconds after `delay`, along
  /// the options' curve; `completion` runs when every animation started has finished (with
  /// `true`), at the frame that finishes it. Changes to views not shown by a host happen at
  /// once, and `completion` runs at the block's end.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    CATransaction.begin()
    CATransaction.setCompletionBlock { completion?(true) }
    ViewAnimationContext.run(
      .init(duration: duration, delay: delay, timingFunction: options.timingFunction), animations)
    CATransaction.commit()
  }

  /// `animate(withDuration:delay:options:animations:completion:)` without delay or options.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// `animate(withDuration:delay:options:animations:completion:)` without delay, options or
  /// completion.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `actionsWithoutAnimation` with implicit animations off, inside an animation block
  /// too.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ViewAnimationContext.withoutAnimation(actionsWithoutAnimation)
  }
}
