/// Whether an effect runs with full motion or with the reduced-motion policy
/// (`Scene.reducingMotion()`, docs/SEMANTICS.md "Reduced motion"). `.system` follows what the
/// desktop states (`MotionSetting`: `EMITTERKIT_REDUCED_MOTION`, GTK's `gtk-enable-animations`,
/// GNOME's `enable-animations`) and is the default wherever EmitterKit loads an effect for
/// people to watch: `Scene.preset(named:)`, `emitter render --motion`, the C library's scenes
/// and Python's; `.reduced` and `.full` override it.
public enum MotionPreference: String, Sendable, Equatable, CaseIterable {
  /// What the desktop states; full motion where it states nothing.
  case system
  /// The reduced-motion policy, whatever the desktop says.
  case reduced
  /// Full motion, whatever the desktop says.
  case full

  /// Whether the reduced-motion policy applies.
  /// - Throws: `MotionSettingError` for an `EMITTERKIT_REDUCED_MOTION` that is not a yes or no.
  public func isReduced() throws(MotionSettingError) -> Bool {
    switch self {
    case .reduced: true
    case .full: false
    case .system: try MotionSetting.current.get().reduced
    }
  }
}
