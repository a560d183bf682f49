import ArgumentParser
import EmitterPresets
import Foundation

/// `emitter presets`: the built-in effects, one a line: the name other commands accept in place
/// of a scene file, the title, and where the effect comes from; `--paths` adds each file.
/// `emitter presets export NAME DIR` copies one out as a starting point.
struct Presets: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the built-in presets (names work wherever a scene file does), or export one.",
    subcommands: [PresetsList.self, PresetsExport.self], defaultSubcommand: PresetsList.self)
}

/// `emitter presets [list] [--paths]`.
struct PresetsList: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the built-in presets (the default).")

  @Flag(help: "Show each preset's scene file.")
  var paths = false

  func run() throws {
    let width = PresetCatalog.names.map(\.count).max() ?? 0
    for preset in PresetCatalog.all {
      let name = preset.name.padding(toLength: width, withPad: " ", startingAt: 0)
      print("\(name)  \(preset.title): \(preset.origin)")
      if paths {
        print(
          String(repeating: " ", count: width + 2)
            + (PresetLocation.file(of: preset)?.path ?? "(scenes folder not found)"))
      }
    }
    for (alias, name) in PresetCatalog.aliases.sorted(by: { $0.key < $1.key }) {
      print("\(alias.padding(toLength: width, withPad: " ", startingAt: 0))  = \(name)")
    }
  }
}
