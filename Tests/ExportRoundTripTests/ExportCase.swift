import EmitterExport
import EmitterModel
import EmitterPresets
import EmitterTestSupport
import Foundation

/// One scene the round trip covers: a preset, one of the export fixtures
/// (Tests/Fixtures/export: every kind of value, a layer tree, a mask that emits) or the example
/// sparkle-reveal (a mask that emits from text, which iOS cannot), with the Swift `emitter export`
/// writes for it, checked in as `Exports/NAME.swift` by tools/export-round-trip.
struct ExportCase: Sendable, CustomStringConvertible {
  /// The preset's name, or the fixture's file name without `.json`.
  let name: String
  /// The scene file.
  let url: URL
  /// A time at which a frame shows the effect well (the preset's showcase time).
  let showcaseTime: Double

  var description: String { name }

  /// Every preset in catalogue order, the coverage, tree and mask-emitter fixtures, then
  /// sparkle-reveal.
  static let all: [ExportCase] =
    PresetCatalog.all.map { preset in
      ExportCase(
        name: preset.name, url: Repository.scenes.appendingPathComponent(preset.file),
        showcaseTime: preset.showcaseTime)
    } + ["coverage", "tree", "mask-emitter"].map { name in
      ExportCase(
        name: name, url: fixtures.appendingPathComponent(name + ".json"), showcaseTime: 1.5)
    } + [
      // A mask that emits: exported as a CAEmitterLayer mask with its cells.
      ExportCase(
        name: "sparkle-reveal",
        url: Repository.root.appendingPathComponent("examples/scenes/sparkle-reveal.json"),
        showcaseTime: 1.5)
    ]

  /// The export fixtures and the images they name.
  static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/export")
  /// The generated code and the bitmaps it loads by name.
  static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Exports")
  /// How to bring `Exports/` up to date.
  static let regenerate = "tools/export-round-trip"

  /// `confetti-cannon` → `makeConfettiCannonLayers` (tools/export-round-trip's `function_name`).
  var functionName: String {
    "make" + name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      + "Layers"
  }

  var scene: Scene {
    get throws { try Scene.load(contentsOf: url) }
  }

  /// What `emitter export SCENE --function NAME --out FILE` writes for this scene.
  var code: IOSCode {
    get throws {
      IOSCode(
        scene: try scene, language: .swift, source: url.lastPathComponent,
        functionName: functionName)
    }
  }

  /// The checked-in export.
  var exportFile: URL { Self.exports.appendingPathComponent(name + ".swift") }
}
