import EmitterModel
import Foundation

/// Helpers shared by the scene-file tests.
enum SceneFileSupport {
  /// Decodes a scene from JSON text, images unchecked (no folder).
  static func scene(_ json: String, file: String = "test.json", folder: URL? = nil, strict: Bool = false)
    throws(SceneFileError) -> Scene
  {
    try Scene(jsonData: Data(json.utf8), file: file, folder: folder, strict: strict)
  }

  /// The diagnostics a JSON text produces; empty when it decodes.
  static func diagnostics(_ json: String, folder: URL? = nil, strict: Bool = false) -> [SceneDiagnostic] {
    do {
      _ = try scene(json, folder: folder, strict: strict)
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// The diagnostics raw bytes produce (for text that is not valid UTF-8).
  static func diagnostics(bytes: [UInt8]) -> [SceneDiagnostic] {
    do {
      _ = try Scene(jsonData: Data(bytes), file: "test.json")
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// A scene with one layer holding one cell made of `cellMembers` (JSON object members).
  static func cellScene(_ cellMembers: String, layerMembers: String = "", sceneMembers: String = "")
    -> String
  {
    let layer = layerMembers.isEmpty ? "" : layerMembers + ", "
    let scene = sceneMembers.isEmpty ? "" : sceneMembers + ", "
    return "{\(scene)\"layers\": [{\(layer)\"emitterCells\": [{\(cellMembers)}]}]}"
  }

  /// A fresh empty folder under the temporary directory.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EmitterModelTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A valid scene touching every value form: nested cells, colours, contents, timing.
  static let fireworks = """
    {
      "size": [390, 844],
      "backgroundColor": "#000000",
      "seed": 3,
      "layers": [{
        "name": "fireworks",
        "emitterPosition": {"x": 195, "y": 844},
        "emitterSize": [10, 0],
        "emitterShape": "line",
        "renderMode": "additive",
        "emitterCells": [{
          "name": "rocket",
          "birthRate": 1,
          "lifetime": 1.6,
          "emissionLongitude": -1.5707963,
          "emissionRange": 0.785,
          "velocity": 400,
          "velocityRange": 100,
          "yAcceleration": 250,
          "color": [0.5, 0.5, 0.5],
          "redRange": 0.5, "greenRange": 0.5, "blueRange": 0.5,
          "emitterCells": [
            {"name": "flare", "birthRate": 45, "beginTime": 0.01, "duration": 0.7, "lifetime": 0.5,
             "contents": "circle", "alphaSpeed": -0.7, "scaleSpeed": -0.1},
            {"name": "burst", "birthRate": 9999, "beginTime": 1.5, "duration": 0.1, "lifetime": 2,
             "contents": {"shape": "rectangle", "size": [12, 6]}, "velocity": 130, "spin": 2,
             "color": "#ff8800cc", "particleType": "plane", "orientationRange": 3.14},
            {"name": "emoji", "birthRate": 2, "lifetime": 1, "contents": "🎉", "repeatCount": "infinity"}
          ]
        }]
      }]
    }
    """
}

/// A small seeded generator (SplitMix64) so random tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
