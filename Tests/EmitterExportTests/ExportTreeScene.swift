import EmitterModel
import Foundation

/// A layer tree for the export: a turned card in perspective (readable transform, m34, anchor
/// point, zPosition, its own timing) holding a hidden plain image layer and an emitter layer
/// (rectangles shape with `emitterRects`, scaled, turned and moved, animated as a whole
/// transform and along `position.x`) that holds a sheared plain layer (a matrix no call
/// sequence rebuilds), plus a moved top-level layer animating `transform.scale`. Sublayers of
/// timed superlayers check the timing rewrite.
enum ExportTreeScene {
  /// The scene file: Tests/Fixtures/export/tree.json (ExportRoundTripTests renders it too, with
  /// the images beside it).
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/export/tree.json")

  static var scene: Scene {
    get throws { try Scene.load(contentsOf: url) }
  }
}
