import EmitterModel
import Foundation

/// A scene that sets what the presets leave at their defaults, so the round trip covers every
/// kind of value the export writes: awkward numbers (0.1, 1/3, 1e-05, 1e20, pi), infinities,
/// every constant type, sub-cells two deep, private cell keys, each behaviour type, basic and
/// keyframe animations of numbers, points and colours with custom timing, and the EmitterKit-only
/// settings that must come out as `not on iOS` notes. A name and a path with line breaks (and a
/// trailing backslash) check that quoted scene text cannot end a comment early. A cell's contents
/// held in memory (a bitmap, a PNG data URL here) is loaded by name.
enum ExportCoverageScene {
  /// The scene file: Tests/Fixtures/export/coverage.json (ExportRoundTripTests renders it too, with
  /// the images beside it).
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/export/coverage.json")

  static var scene: Scene {
    get throws { try Scene.load(contentsOf: url) }
  }
}
