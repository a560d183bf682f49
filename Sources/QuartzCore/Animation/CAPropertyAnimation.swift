import CoreGraphics
import Foundation

/// An animation of one property, named by key path (`birthRate`, `position.x`,
/// `emitterCells.confetti.yAcceleration`, `emitterBehaviors.drag.drag`). Without a key path it
/// animates the key it is added under, as Core Animation does.
open class CAPropertyAnimation: CAAnimation {
  /// The key path it animates; nil: the key it is added under.
  open var keyPath: String?
  /// Whether the animated value is added to the value underneath.
  open var isAdditive = false
  /// Whether each repetition continues from where the last ended.
  open var isCumulative = false

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func makeCopy() -> CAAnimation {
    let copy = CAPropertyAnimation()
    copy.copyValues(of: self)
    return copy
  }

  override func copyValues(of other: CAAnimation) {
    super.copyValues(of: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }
}

/// An animation from one value to another (Core Animation's CABasicAnimation). Missing ends come
/// from the property's model value: `toValue` alone animates from it, `fromValue` alone back to
/// it, `byValue` adds.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value at the start.
  open var fromValue: Any?
  /// The value at the end.
  open var toValue: Any?
  /// The change over the animation.
  open var byValue: Any?

  override func makeCopy() -> CAAnimation {
    let copy = CABasicAnimation()
    copy.copyValues(of: self)
    return copy
  }

  override func copyValues(of other: CAAnimation) {
    super.copyValues(of: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }
}

/// An animation through a list of values at chosen times (Core Animation's
/// CAKeyframeAnimation).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values it passes through.
  open var values: [Any]?
  /// Each value's moment as a fraction of the duration; evenly spaced when nil.
  open var keyTimes: [NSNumber]?
  /// One timing function per segment between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values are joined: linear (the default), discrete, paced, cubic or cubic paced.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// Per-keyframe tension of the cubic modes' spline (positive tightens; missing ones are 0).
  open var tensionValues: [NSNumber]?
  /// Per-keyframe continuity of the cubic modes' spline (positive sharpens the corner).
  open var continuityValues: [NSNumber]?
  /// Per-keyframe bias of the cubic modes' spline (positive leans before the keyframe).
  open var biasValues: [NSNumber]?
  /// Whether a layer moving along a path turns with it.
  open var rotationMode: CAAnimationRotationMode?
  /// A path for a point property (`position`) to follow; when set, `values` are ignored.
  open var path: CGPath?

  override func makeCopy() -> CAAnimation {
    let copy = CAKeyframeAnimation()
    copy.copyValues(of: self)
    return copy
  }

  override func copyValues(of other: CAAnimation) {
    super.copyValues(of: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
    rotationMode = other.rotationMode
    path = other.path
  }
}
