/// The CAMediaTiming properties a cell uses to gate its emission window.
///
/// A top-level cell's window is measured in its layer's time; a sub-cell's in the age of the
/// parent particle that emits it (Apple's Fireworks sample: `beginTime 1.5, duration 0.1`).
public struct MediaTiming: Hashable, Sendable, Codable {
  /// When the window opens, seconds after the parent time's origin.
  public var beginTime: Double = 0
  /// Length of one repetition. `.infinity` (the default here: Apple leaves it unstated) never closes.
  public var duration: Double = .infinity
  /// Rate of local time relative to parent time; emission rates are multiplied by it.
  public var speed: Double = 1
  /// Added to local time (seconds already elapsed when the window opens).
  public var timeOffset: Double = 0
  /// Repetitions of `duration`; 0 means once.
  public var repeatCount: Double = 0
  /// Total active time; 0 means `duration × repeats`.
  public var repeatDuration: Double = 0
  /// Each repetition plays forward then back, doubling its length.
  public var autoreverses: Bool = false
  /// Stored for fidelity; an emission window is open only inside its active interval, whatever the fill.
  public var fillMode: FillMode = .removed

  /// Core Animation's defaults: begins at 0, lasts for ever, speed 1, no repeats, fill removed.
  public init() {}

  /// Active time in local seconds: `repeatDuration`, or `duration` times its repetitions.
  var activeLocalDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return duration * (autoreverses ? 2 : 1) * max(repeatCount, 1)
  }

  /// The interval of emission in parent time. Local time is `(t - beginTime) * speed + timeOffset`,
  /// and the window is open while it lies in `[timeOffset, activeLocalDuration)`. Speed 0 or less
  /// freezes local time, so the window is empty.
  package var window: ClosedOpenInterval {
    guard speed > 0 else { return ClosedOpenInterval(lower: beginTime, upper: beginTime) }
    let remaining = max(0, activeLocalDuration - max(0, timeOffset))
    return ClosedOpenInterval(lower: beginTime, upper: beginTime + remaining / speed)
  }
}

/// `[lower, upper)` on the real line; `upper` may be infinite.
package struct ClosedOpenInterval: Hashable, Sendable {
  package var lower: Double
  package var upper: Double
  package init(lower: Double, upper: Double) { self.lower = lower; self.upper = upper }
  /// Length of the overlap with `[a, b)`.
  package func overlap(_ a: Double, _ b: Double) -> Double {
    max(0, min(upper, b) - max(lower, a))
  }
}
