/// Timing shared by layers, cells and animations: a local time derived from the parent's as
/// `(parent - beginTime) × speed + timeOffset`, repeated and filled as set.
public protocol CAMediaTiming: AnyObject {
  /// When local time starts, in the parent's time.
  var beginTime: CFTimeInterval { get set }
  /// One iteration's length, seconds (an animation's 0 means 0.25 s).
  var duration: CFTimeInterval { get set }
  /// How fast local time runs relative to the parent's.
  var speed: Float { get set }
  /// Seconds added to local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many times it repeats (fractions allowed; `.infinity` for ever).
  var repeatCount: Float { get set }
  /// How long it repeats, seconds.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each iteration plays forwards, then backwards.
  var autoreverses: Bool { get set }
  /// What shows outside the active time.
  var fillMode: CAMediaTimingFillMode { get set }
}
