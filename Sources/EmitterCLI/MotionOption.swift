import ArgumentParser
import EmitterKit
import Foundation

extension MotionPreference: ExpressibleByArgument {}

/// `--motion` on `render` and `demo`: the reduced-motion policy (docs/SEMANTICS.md, "Reduced
/// motion") applied as the desktop states (`system`, the default), always (`reduced`) or never
/// (`full`).
enum MotionOption {
  static let help: ArgumentHelp = """
    Motion: system (the desktop's reduced-motion setting: EMITTERKIT_REDUCED_MOTION, GTK's \
    gtk-enable-animations, GNOME's enable-animations), reduced (fewer particles, nothing spinning \
    or swaying) or full.
    """

  /// `scene` as `preference` has it shown; a bad EMITTERKIT_REDUCED_MOTION ends the command
  /// with the variable, its value and what it takes.
  static func apply(_ preference: MotionPreference, to scene: Scene) throws -> Scene {
    try isReduced(preference) ? scene.reducingMotion() : scene
  }

  /// Whether `preference` reduces motion; a bad EMITTERKIT_REDUCED_MOTION ends the command as
  /// `apply` says.
  static func isReduced(_ preference: MotionPreference) throws -> Bool {
    do {
      return try preference.isReduced()
    } catch {
      FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
