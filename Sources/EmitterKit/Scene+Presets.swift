import EmitterPresets

/// The built-in effects by name, the catalogue `emitter presets` lists, the C library's
/// `ek_scene_load_preset` and Python's `Scene.preset` read: one list, found wherever EmitterKit
/// is built or installed (`EMITTER_SCENES`, a `scenes` folder beside the program or above it,
/// `PREFIX/share/emitterkit/scenes` beside an installed libemitterkit.so, the checkout).
extension Scene {
  /// Every preset's name, in catalogue order (`emitter presets` lists them with their origins).
  public static var presetNames: [String] { PresetCatalog.names }

  /// Other names presets answer to, each with the preset it stands for (`confetti`:
  /// `confetti-cannon`).
  public static var presetAliases: [String: String] { PresetCatalog.aliases }

  /// The preset called `name` (or an alias of one), loaded from its scene file with its images,
  /// the reduced-motion policy applied when `motion` says so (`MotionPreference`; by default
  /// what the desktop states).
  /// - Throws: `PresetError`: an unknown name (the error lists every name), scene files that are
  ///   not where EmitterKit looks (it lists the folders searched), a scene file that does not
  ///   load, or a reduced-motion setting that cannot be read.
  public static func preset(named name: String, motion: MotionPreference = .system)
    throws(PresetError) -> Scene
  {
    // The catalogue's file, never a file of that name in the working directory (the CLI's
    // SceneReference prefers a path; a preset by name does not).
    guard let preset = PresetCatalog.named(name) else {
      throw .unknown(name, presets: PresetCatalog.namesAndAliases)
    }
    guard let url = PresetLocation.file(of: preset) else {
      throw .scenesFolderMissing(name, searched: PresetLocation.candidates.map(\.path))
    }
    let scene: Scene
    do {
      scene = try Scene.load(contentsOf: url)
    } catch {
      throw .unreadable(name, file: url.path, reason: "\(error)")
    }
    do {
      return try motion.isReduced() ? scene.reducingMotion() : scene
    } catch {
      throw .motionSetting(error)
    }
  }
}

/// Why `Scene.preset(named:)` found no scene.
public enum PresetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No preset or alias has that name; `presets` lists them.
  case unknown(String, presets: [String])
  /// The preset is known but no folder EmitterKit searched holds the scene files.
  case scenesFolderMissing(String, searched: [String])
  /// The preset's scene file was found but does not load.
  case unreadable(String, file: String, reason: String)
  /// The desktop's reduced-motion setting could not be read (`MotionSettingError`).
  case motionSetting(MotionSettingError)

  /// What went wrong, naming the preset and what to do.
  public var description: String {
    switch self {
    case .unknown(let name, let presets):
      "no preset named \"\(name)\"; presets: \(presets.joined(separator: ", "))"
    case .scenesFolderMissing(let name, let searched):
      "preset \"\(name)\" is known but its scene files were not found; install them with"
        + " tools/install or set \(PresetLocation.environmentVariable) to a scenes folder"
        + " (searched: \(searched.joined(separator: ", ")))"
    case .unreadable(let name, let file, let reason):
      "preset \"\(name)\" (\(file)) does not load: \(reason)"
    case .motionSetting(let error): "\(error)"
    }
  }
}
