import EmitterKit
import Foundation
import Testing

/// A scene whose image collider cannot be drawn (a text floor wider than a grid may be) is
/// refused where every surface meets it: `SceneCheck` (what `emitter validate` and `emitter
/// render` run) and a new `ParticleSystem` (Swift, C, Python, the classes). Before, both took
/// it and the collider met nothing.
@Suite("ParticleSystem and SceneCheck refuse a raster that cannot be drawn")
struct UndrawableRasterTests {
  /// A text collider 40 wide letters long at its natural size (64 pt) and two texels a point:
  /// far over 2048 texels across.
  static let json = """
    {"size": [400, 300], "layers": [{"emitterPosition": [200, 20],
      "emitterCells": [{"name": "dot", "contents": "circle", "birthRate": 50, "lifetime": 2}],
      "emitterBehaviors": [{"type": "collision", "name": "word", "collider": "image",
        "text": "\(String(repeating: "W", count: 40))", "position": [200, 200], "scale": 2}]}]}
    """

  @Test("SceneCheck names the file, the key path and the allowed range")
  func sceneCheck() {
    let report = SceneCheck.check(.json(Data(Self.json.utf8), folder: nil), name: "word.json")
    #expect(!report.isValid)
    #expect(report.problems.count == 1, "\(report.problems)")
    let line = report.problems.first ?? ""
    #expect(line.hasPrefix("word.json: layers[0].emitterBehaviors[0].scale: the image collider"))
    #expect(line.contains("at most 2048 texels a side"), "\(line)")
  }

  @Test("a new ParticleSystem throws .undrawableRaster with the same problem")
  func particleSystem() throws {
    let scene = try Scene(jsonData: Data(Self.json.utf8), file: "word.json")
    #expect {
      _ = try ParticleSystem(scene: scene, backend: .cpu)
    } throws: { error in
      guard case .undrawableRaster(let problems)? = error as? ParticleSystemError else {
        return false
      }
      return problems.count == 1
        && problems[0].hasPrefix("layers[0].emitterBehaviors[0].scale: the image collider")
        && "\(error)".contains("at most 2048 texels a side")
    }
  }
}
