import Foundation

/// Where the preset scene files live. The binary does not embed them (their images sit beside
/// them, and the demo reloads a scene when its file is saved), so it looks, in order:
/// `EMITTER_SCENES` (a folder), the installed layout `PREFIX/share/emitterkit/scenes` beside
/// `PREFIX/bin/emitter` (what tools/install and the .deb of tools/package put there), a `scenes`
/// folder beside the executable or in one of its parent folders (a checkout's
/// `.build/release/emitter` finds the checkout's), then the checkout this file was compiled in.
package enum PresetLocation {
  /// The environment variable that overrides the search.
  static let environmentVariable = "EMITTER_SCENES"

  /// The scenes folder, or nil when none of the places holds the catalogue's files.
  package static var scenesFolder: URL? {
    candidates.first { folder in
      PresetCatalog.all.first.map {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.file).path)
      } ?? false
    }
  }

  /// The scene file of `preset`, or nil when no scenes folder was found.
  package static func file(of preset: Preset) -> URL? {
    scenesFolder?.appendingPathComponent(preset.file)
  }

  /// The folders searched, in order.
  package static var candidates: [URL] {
    var folders: [URL] = []
    if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
      folders.append(URL(fileURLWithPath: override, isDirectory: true))
    }
    var folder = executable.deletingLastPathComponent()
    folders.append(installedScenes(besideProgramIn: folder))
    while folder.path != "/" && !folder.path.isEmpty {
      folders.append(folder.appendingPathComponent("scenes", isDirectory: true))
      folder.deleteLastPathComponent()
    }
    folders.append(checkout.appendingPathComponent("scenes", isDirectory: true))
    return folders
  }

  /// The installed layout's scenes folder for a program in `binFolder`:
  /// `binFolder/../share/emitterkit/scenes`, as `PREFIX/bin` and `PREFIX/share` sit side by side.
  package static func installedScenes(besideProgramIn binFolder: URL) -> URL {
    binFolder.deletingLastPathComponent()
      .appendingPathComponent("share/emitterkit/scenes", isDirectory: true)
  }

  /// The running executable, symbolic links resolved: the kernel's /proc/self/exe, since argv[0]
  /// is a bare `emitter` when the program was found through PATH (an installed one).
  package static var executable: URL {
    let running = URL(fileURLWithPath: "/proc/self/exe")
    if FileManager.default.fileExists(atPath: running.path) {
      return running.resolvingSymlinksInPath().standardizedFileURL
    }
    return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
      .standardizedFileURL
  }

  /// The checkout this file was compiled in: Sources/EmitterPresets/ is two folders down.
  private static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
