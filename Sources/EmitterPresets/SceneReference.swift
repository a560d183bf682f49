import Foundation

/// What a command's scene argument names: a scene file when a file exists at that path,
/// otherwise a preset of that name, otherwise an error listing the presets. One resolver shared
/// by `emitter render`, `compare`, `simulate`, `validate` and `demo`.
package struct SceneReference: Sendable, Equatable {
  /// The scene file to load.
  package let url: URL
  /// The preset, when the argument named one (or a path to a preset's file).
  package let preset: Preset?

  /// Resolves `argument`: an existing path wins over a preset of the same name.
  package init(_ argument: String) throws(SceneReferenceError) {
    if FileManager.default.fileExists(atPath: argument) {
      let file = URL(fileURLWithPath: argument)
      url = file
      preset = PresetCatalog.named(file.deletingPathExtension().lastPathComponent).flatMap {
        PresetLocation.file(of: $0)?.standardizedFileURL.path == file.standardizedFileURL.path
          ? $0 : nil
      }
      return
    }
    guard let preset = PresetCatalog.named(argument) else {
      throw .notFound(argument, presets: PresetCatalog.namesAndAliases)
    }
    guard let url = PresetLocation.file(of: preset) else {
      throw .scenesFolderMissing(preset: argument, searched: PresetLocation.candidates.map(\.path))
    }
    self.url = url
    self.preset = preset
  }

  /// A preset's reference (its file in the scenes folder).
  package init(preset: Preset) throws(SceneReferenceError) {
    try self.init(preset.name)
  }

  /// How messages name the scene: the preset's name or the path as given.
  package var displayName: String { preset?.name ?? url.relativePath }
}

/// Why a scene argument named nothing loadable.
package enum SceneReferenceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No file at that path and no preset of that name.
  case notFound(String, presets: [String])
  /// A preset name, but its scene files were not found (an installed binary without the repo).
  case scenesFolderMissing(preset: String, searched: [String])

  package var description: String {
    switch self {
    case .notFound(let argument, let presets):
      "no scene file or preset named \"\(argument)\"; presets: \(presets.joined(separator: ", "))"
        + " (emitter presets lists them)"
    case .scenesFolderMissing(let preset, let searched):
      "preset \"\(preset)\" is known but its scene files were not found; set"
        + " \(PresetLocation.environmentVariable) to the repository's scenes folder (searched:"
        + " \(searched.joined(separator: ", ")))"
    }
  }
}
