internal import EmitterModel
import Foundation

/// A layer's own `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode`:
/// stored and read back as Core Animation stores them, checked against CAMediaTiming's ranges,
/// and reported when they would make the layer's clock end, wrap or reverse, which an emitter
/// layer's clock does not do on Linux.
///
/// Why not: a wrap or a reversal sends the layer's local time back. Particles cannot be
/// un-simulated, and what Core Animation's render server does with an emitter's live particles
/// when its layer's time goes back (discard them, keep them, replay the emission from the
/// period's start) is neither documented nor observed (../shared/reference/ca-semantics.md
/// leaves a layer's own timing "unknown"); the engine's rule for a clock that goes back (it is
/// waited out) would stop the layer for a whole period at every wrap, which is faithful to
/// nothing. So the layer's time runs on, and the classes say so, naming the key, the value and
/// what to write instead (docs/PORTING.md, "Time").
extension CALayer {
  /// The ranges CAMediaTiming gives these keys: lengths and counts at least 0, or infinity.
  static let ownClockRange = NumberRange(lower: 0, allowsInfinity: true)

  /// `value` for the own-clock key `key` if it is in range (a `Float` key within `Float`'s);
  /// nil, with a warning naming the key, the value and the range, when it is not.
  func checkedOwnClockNumber(_ value: Double, forKey key: String, isFloat: Bool = false)
    -> Double?
  {
    var problem = ValueKind.number(Self.ownClockRange).rangeProblemMessage(of: .number(value))
    if problem == nil, isFloat, value.isFinite, !Float(value).isFinite {
      problem = "\(value) is outside Float's range (at most \(Float.greatestFiniteMagnitude))"
    }
    guard let problem else { return value }
    KeyValueDiagnostics.report(
      key: key, value: "\(value)", message: "\(problem); the value is ignored")
    return nil
  }

  /// Whether the stored timing would end, wrap or reverse the layer's clock on iOS: a finite
  /// `duration` above 0 (0, the default, lasts for ever) or a `repeatDuration` above 0.
  var ownClockIsTimed: Bool {
    (extras.duration > 0 && extras.duration.isFinite)
      || (extras.repeatDuration > 0 && extras.repeatDuration.isFinite)
  }

  /// Reports, after `key` was set to `value`, that the layer's own timing is stored but its
  /// clock runs on, when the timing would change the clock on iOS.
  func noteOwnClockChange(forKey key: String, value: String) {
    guard ownClockIsTimed else { return }
    KeyValueDiagnostics.report(
      key: key, value: value,
      message:
        "stored, but a layer's own clock does not end, repeat or reverse on Linux (what an"
        + " emitter's particles do when its layer's time goes back is unknown); the layer's time"
        + " runs on. Repeat an animation (its repeatCount, autoreverses) or restart the layer's"
        + " beginTime instead")
  }
}
