import EmitterModel
import EmitterPresets
import Foundation

/// The scenes the export tests cover: every preset, the coverage scene (every kind of value,
/// awkward numbers) and the layer tree. ExportRoundTripTests compiles and renders their Swift
/// against EmitterKit's UIKit and QuartzCore; here the Objective-C is checked.
enum ExportCases {
  struct Case {
    let name: String
    let scene: Scene
  }

  static func all() throws -> [Case] {
    var cases = try PresetCatalog.all.map { preset in
      Case(name: preset.name, scene: try Scene.load(contentsOf: SceneReference(preset: preset).url))
    }
    cases.append(Case(name: "coverage", scene: try ExportCoverageScene.scene))
    cases.append(Case(name: "tree", scene: try ExportTreeScene.scene))
    return cases
  }
}
