/// An animation of one property of a layer, its cells or its behaviours, found by key path
/// (`birthRate`, `emitterCells.confetti.yAcceleration`, `emitterBehaviors.drag.drag`): Core
/// Animation's CABasicAnimation (`fromValue`, `toValue`, `byValue`) and CAKeyframeAnimation
/// (`values`, `keyTimes`, `timingFunctions`, `calculationMode`) in one type. It is a keyframe
/// animation when `values` is not empty.
///
/// Its timing (`beginTime`, `duration`, `repeatCount`, `autoreverses`, `fillMode`, …) is measured
/// in its layer's time; see `MediaTiming.progress(atParentTime:removedOnCompletion:)` and
/// `value(atLayerTime:modelValue:underlying:)` for the evaluation.
public struct PropertyAnimation: Hashable, Sendable {
  /// What it drives, as Core Animation spells it.
  public var keyPath: String
  /// The key it was added under (`add(_:forKey:)`): a later animation with the same key replaces
  /// it, and `removeAnimation(forKey:)` finds it. Nil for anonymous animations.
  public var key: String?

  // MARK: Basic (CABasicAnimation); `.unset` when not given.
  /// The value at the start (CABasicAnimation's `fromValue`).
  public var fromValue: PropertyValue = .unset
  /// The value at the end (`toValue`).
  public var toValue: PropertyValue = .unset
  /// The change over the animation, relative to the start (`byValue`).
  public var byValue: PropertyValue = .unset

  // MARK: Keyframe (CAKeyframeAnimation)
  /// Keyframe values (CAKeyframeAnimation's `values`); non-empty makes it a keyframe animation.
  public var values: [PropertyValue] = []
  /// Each value's moment as a fraction of the duration; empty means evenly spaced.
  public var keyTimes: [Double] = []
  /// One per segment between keyframes (linear and cubic modes); empty means linear segments.
  public var timingFunctions: [MediaTimingFunction] = []
  /// How keyframes are joined: linear, discrete, paced, cubic or cubicPaced.
  public var calculationMode: CalculationMode = .linear
  /// The cubic modes' tension at each value (CAKeyframeAnimation's `tensionValues`): positive
  /// tightens the curve there, negative rounds it; a value without one takes 0.
  public var tensionValues: [Double] = []
  /// The cubic modes' continuity at each value (`continuityValues`): positive sharpens the
  /// corner there, negative inverts it; a value without one takes 0.
  public var continuityValues: [Double] = []
  /// The cubic modes' bias at each value (`biasValues`): positive leans the curve towards the
  /// segment before the value, negative towards the one after; a value without one takes 0.
  public var biasValues: [Double] = []

  // MARK: Both
  /// Eases the whole duration (CAAnimation's `timingFunction`); Core Animation's nil is linear.
  public var timingFunction: MediaTimingFunction = .linear
  /// CAMediaTiming: begin, duration (default 0.25 s, as Core Animation's 0 means), speed,
  /// offset, repeats, autoreverse and fill.
  public var timing: MediaTiming = .animationDefault
  /// When true (the default), the property returns to its model value once the animation
  /// ends, whatever the fill mode.
  public var isRemovedOnCompletion = true
  /// Adds the animated value to the value underneath instead of replacing it.
  public var isAdditive = false
  /// Each repetition continues from where the previous one ended.
  public var isCumulative = false
  /// The repeating or reversing CAAnimationGroup it plays in, or nil: with a group, `timing` is
  /// measured in the group's time, which starts again at each of the group's repetitions.
  public var group: Group?

  /// An animation of `keyPath` with nothing set yet (it animates nothing until values are given).
  public init(keyPath: String) { self.keyPath = keyPath }

  /// A basic animation from `from` to `to` over `duration` seconds.
  public static func basic<Value: PropertyValueConvertible>(
    _ keyPath: String, from: Value? = nil, to: Value? = nil, by: Value? = nil, duration: Double,
    timingFunction: MediaTimingFunction = .linear
  ) -> PropertyAnimation {
    var animation = PropertyAnimation(keyPath: keyPath)
    animation.fromValue = from?.propertyValue ?? .unset
    animation.toValue = to?.propertyValue ?? .unset
    animation.byValue = by?.propertyValue ?? .unset
    animation.timing.duration = duration
    animation.timingFunction = timingFunction
    return animation
  }

  /// A keyframe animation through `values` at `keyTimes` (evenly spaced when empty).
  public static func keyframes<Value: PropertyValueConvertible>(
    _ keyPath: String, values: [Value], keyTimes: [Double] = [], duration: Double,
    timingFunction: MediaTimingFunction = .linear, calculationMode: CalculationMode = .linear
  ) -> PropertyAnimation {
    var animation = PropertyAnimation(keyPath: keyPath)
    animation.values = values.map(\.propertyValue)
    animation.keyTimes = keyTimes
    animation.timing.duration = duration
    animation.timingFunction = timingFunction
    animation.calculationMode = calculationMode
    return animation
  }

  /// True when it has keyframe `values` (a CAKeyframeAnimation), false for a basic one.
  public var isKeyframe: Bool { !values.isEmpty }
}

/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
public enum CalculationMode: String, CaseIterable, Sendable, Codable {
  /// Straight lines between values at their key times, each segment eased by its timing function.
  case linear
  /// Each value holds until the next key time; no interpolation.
  case discrete
  /// Key times and timing functions ignored: the value moves at constant speed along the path.
  case paced
  /// A Kochanek-Bartels spline through the values at their key times: with `tensionValues`,
  /// `continuityValues` and `biasValues` all 0 (the default), the uniform Catmull-Rom spline.
  case cubic
  /// The cubic spline travelled at constant speed: key times and timing functions ignored, as
  /// for `paced`, the spline's arc length taking the place of the straight segments'.
  case cubicPaced
}

extension MediaTiming {
  /// Core Animation's defaults for an animation: everything as for a cell except `duration`,
  /// whose 0 means 0.25 s.
  public static let animationDefault: MediaTiming = {
    var timing = MediaTiming()
    timing.duration = 0.25
    return timing
  }()
}
