import Foundation

/// The base of every animation: timing (CAMediaTiming), a timing function, a delegate told when
/// it starts and stops, and key-value storage for your own keys (Core Animation's CAAnimation).
///
/// `add(_:forKey:)` keeps a copy, as Core Animation does: changing the object afterwards does
/// not change the running animation, and the delegate is handed the copy.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
  /// Eases the animation's progress; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when the animation starts and stops (held strongly, as Core Animation does).
  open var delegate: (any CAAnimationDelegate)?
  /// Whether the animation is removed from its layer when it ends (true by default); when
  /// false, a forwards fill keeps its end value showing.
  open var isRemovedOnCompletion = true
  /// When the animation starts, in its layer's local time; 0 means when its transaction
  /// commits (the copy in the layer then holds that time).
  open var beginTime: CFTimeInterval = 0
  /// One iteration, seconds; 0 means 0.25 s.
  open var duration: CFTimeInterval = 0
  /// How fast the animation's time runs.
  open var speed: Float = 1
  /// Seconds added to the animation's local time.
  open var timeOffset: CFTimeInterval = 0
  /// Repetitions (fractions allowed; `.infinity` repeats for ever).
  open var repeatCount: Float = 0
  /// Total repeating time, seconds.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each iteration plays forwards, then backwards.
  open var autoreverses = false
  /// What shows outside the active time.
  open var fillMode = CAMediaTimingFillMode.removed

  /// Your own keys (`setValue(layer, forKey: "com.example.layer")`).
  var customValues: [String: Any] = [:]
  /// The key the layer holds this copy under, once added.
  var addedKey: String?
  /// Whether it was added without a key (an anonymous animation).
  var isAnonymous = false
  /// The transactions' completion blocks waiting for this copy.
  var completionGroups: [CompletionGroup] = []

  /// An animation with Core Animation's defaults.
  public override init() { super.init() }

  /// Animations are not archived on Linux: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The default value of `key` (the CAMediaTiming keys' defaults), nil for other keys.
  open class func defaultValue(forKey key: String) -> Any? {
    AnimationKeys.defaultValue(forKey: key)
  }

  /// A copy with every property and stored key (the delegate too).
  open func copy(with zone: NSZone? = nil) -> Any { makeCopy() }

  /// Runs the animation as an action: adds a copy to the layer under `event`.
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  /// Sets a property by its Core Animation key (`duration`, `fillMode`, …) or stores your own.
  open func setValue(_ value: Any?, forKey key: String) { setAnimationValue(value, forKey: key) }

  /// A property by key, or a value stored under your own key.
  open func value(forKey key: String) -> Any? { animationValue(forKey: key) }

  /// Whether `key` is archived (always true: kept for source compatibility).
  open func shouldArchiveValue(forKey key: String) -> Bool { true }

  /// A copy of the same QuartzCore class. Subclasses in this module extend it; a subclass of
  /// yours is copied as its nearest QuartzCore class (Swift on Linux cannot make an instance
  /// of an arbitrary subclass).
  func makeCopy() -> CAAnimation {
    let copy = CAAnimation()
    copy.copyValues(of: self)
    return copy
  }

  /// Copies CAAnimation's own values.
  func copyValues(of other: CAAnimation) {
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    customValues = other.customValues
  }
}

/// Told when an animation starts and stops. Both methods have defaults that do nothing.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started (its begin time was reached).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: `flag` is true when it ran to its end, false when it was removed
  /// first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
