// The animation family's string constants and their pre-4.2 names.

/// What a timed object shows outside its active time (`CAMediaTiming.fillMode`).
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the fill mode.
  public let rawValue: String
  /// A fill mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A fill mode from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// No effect outside the active time (the default).
  public static let removed = Self("removed")
  /// Holds the end value after the active time.
  public static let forwards = Self("forwards")
  /// Shows the start value before the active time.
  public static let backwards = Self("backwards")
  /// Both `forwards` and `backwards`.
  public static let both = Self("both")
}

/// The named timing functions (`CAMediaTimingFunction(name:)`).
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the name.
  public let rawValue: String
  /// A name from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A name from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Progress as given: control points (0, 0, 1, 1).
  public static let linear = Self("linear")
  /// Starts slowly: (0.42, 0, 1, 1).
  public static let easeIn = Self("easeIn")
  /// Ends slowly: (0, 0, 0.58, 1).
  public static let easeOut = Self("easeOut")
  /// Starts and ends slowly: (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = Self("easeInEaseOut")
  /// The curve of implicit animations: (0.25, 0.1, 0.25, 1).
  public static let `default` = Self("default")
}

/// How a keyframe animation joins its values (`CAKeyframeAnimation.calculationMode`).
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the mode.
  public let rawValue: String
  /// A mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A mode from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Straight lines between values (the default).
  public static let linear = Self("linear")
  /// Each value holds until the next key time.
  public static let discrete = Self("discrete")
  /// Constant speed along the values; key times ignored.
  public static let paced = Self("paced")
  /// A Catmull-Rom spline through the values.
  public static let cubic = Self("cubic")
  /// A spline at constant speed (EmitterKit draws it as `paced`).
  public static let cubicPaced = Self("cubicPaced")
}

/// Whether a keyframe animation along a path turns the layer with it
/// (`CAKeyframeAnimation.rotationMode`).
public struct CAAnimationRotationMode: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the mode.
  public let rawValue: String
  /// A mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A mode from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The layer's x axis follows the path's tangent.
  public static let rotateAuto = Self("auto")
  /// As `rotateAuto`, turned half a turn.
  public static let rotateAutoReverse = Self("autoReverse")
}

/// A transition's effect (`CATransition.type`).
public struct CATransitionType: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the type.
  public let rawValue: String
  /// A type from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A type from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Cross-fade (the default; the one EmitterKit draws).
  public static let fade = Self("fade")
  /// The new content slides in over the old.
  public static let moveIn = Self("moveIn")
  /// The new content pushes the old out.
  public static let push = Self("push")
  /// The old content slides away, revealing the new.
  public static let reveal = Self("reveal")
}

/// A transition's direction (`CATransition.subtype`).
public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the direction.
  public let rawValue: String
  /// A direction from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A direction from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// From the right edge.
  public static let fromRight = Self("fromRight")
  /// From the left edge.
  public static let fromLeft = Self("fromLeft")
  /// From the top edge.
  public static let fromTop = Self("fromTop")
  /// From the bottom edge.
  public static let fromBottom = Self("fromBottom")
}

/// `CAMediaTimingFillMode.removed` under its pre-Swift-4.2 name.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// `CAMediaTimingFillMode.forwards` under its pre-Swift-4.2 name.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `CAMediaTimingFillMode.backwards` under its pre-Swift-4.2 name.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `CAMediaTimingFillMode.both` under its pre-Swift-4.2 name.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// `CAMediaTimingFunctionName.linear` under its pre-Swift-4.2 name.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// `CAMediaTimingFunctionName.easeIn` under its pre-Swift-4.2 name.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// `CAMediaTimingFunctionName.easeOut` under its pre-Swift-4.2 name.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// `CAMediaTimingFunctionName.easeInEaseOut` under its pre-Swift-4.2 name.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// `CAMediaTimingFunctionName.default` under its pre-Swift-4.2 name.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
/// `CAAnimationCalculationMode.linear` under its pre-Swift-4.2 name.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// `CAAnimationCalculationMode.discrete` under its pre-Swift-4.2 name.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// `CAAnimationCalculationMode.paced` under its pre-Swift-4.2 name.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// `CAAnimationCalculationMode.cubic` under its pre-Swift-4.2 name.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// `CAAnimationCalculationMode.cubicPaced` under its pre-Swift-4.2 name.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
/// `CAAnimationRotationMode.rotateAuto` under its pre-Swift-4.2 name.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// `CAAnimationRotationMode.rotateAutoReverse` under its pre-Swift-4.2 name.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
/// `CATransitionType.fade` under its pre-Swift-4.2 name.
public let kCATransitionFade = CATransitionType.fade
/// `CATransitionType.moveIn` under its pre-Swift-4.2 name.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// `CATransitionType.push` under its pre-Swift-4.2 name.
public let kCATransitionPush = CATransitionType.push
/// `CATransitionType.reveal` under its pre-Swift-4.2 name.
public let kCATransitionReveal = CATransitionType.reveal
/// `CATransitionSubtype.fromRight` under its pre-Swift-4.2 name.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// `CATransitionSubtype.fromLeft` under its pre-Swift-4.2 name.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// `CATransitionSubtype.fromTop` under its pre-Swift-4.2 name.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// `CATransitionSubtype.fromBottom` under its pre-Swift-4.2 name.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
