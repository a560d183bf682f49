import EmitterModel
import Foundation
import Testing

/// Unknown Core Animation string constants: tolerated with a warning, as CA tolerates them, or
/// refused when loading strictly.
@Suite("Scene files: tolerant strings")
struct SceneFileToleranceTests {
  /// Strings that shipped in public apps (`"shpere"`, an emitterMode of `"additive"`) and a few
  /// more, one per tolerant key.
  static let json = #"""
    {"layers": [{
      "emitterShape": "shpere", "emitterMode": "additive", "renderMode": "oldestfirst",
      "emitterCells": [{"birthRate": 1, "lifetime": 1, "particleType": "plain",
                        "minificationFilter": "trilinar", "magnificationFilter": "nearest"}],
      "animations": [{"keyPath": "birthRate", "values": [1, 0], "calculationMode": "linear",
                      "fillMode": "forward"}]
    }]}
    """#

  static func decode(strict: Bool) throws(SceneFileError) -> (
    scene: Scene, warnings: [SceneDiagnostic]
  ) {
    try Scene.decode(jsonData: Data(json.utf8), file: "app.json", strict: strict)
  }

  @Test("unknown values fall back to Core Animation's defaults, each with a warning")
  func tolerantLoad() throws {
    let (scene, warnings) = try Self.decode(strict: false)
    let layer = try #require(scene.layers.first)
    #expect(layer.emitterShape == .point)
    #expect(layer.emitterMode == .volume)
    #expect(layer.renderMode == .unordered)
    let cell = try #require(layer.emitterCells.first)
    #expect(cell.particleType == EmitterCell().particleType)
    #expect(cell.minificationFilter == .linear)
    #expect(cell.magnificationFilter == .nearest)  // known values are read as usual
    #expect(
      layer.animations.first?.timing.fillMode == PropertyAnimation(keyPath: "").timing.fillMode)
    #expect(
      warnings.map(\.keyPath) == [
        "layers[0].emitterMode", "layers[0].emitterShape", "layers[0].renderMode",
        "layers[0].emitterCells[0].minificationFilter", "layers[0].emitterCells[0].particleType",
        "layers[0].animations[0].fillMode",
      ])
    let shape = try #require(warnings.first { $0.keyPath == "layers[0].emitterShape" })
    #expect(shape.kind == .unknownValue("shpere", suggestion: "sphere"))
    // The key (in the location), the value, the fallback and the nearest valid name.
    #expect(shape.description.contains("layers[0].emitterShape"))
    #expect(shape.message.contains(#""shpere""#))
    #expect(shape.message.contains(#"default "point""#))
    #expect(shape.message.contains(#"did you mean "sphere"?"#))
    // No typo within reach: still the nearest valid value, and the list.
    let mode = try #require(warnings.first { $0.keyPath == "layers[0].emitterMode" })
    #expect(mode.message.contains(#"default "volume""#))
    #expect(mode.message.contains("nearest valid value is"))
    #expect(mode.message.contains(#""surface""#))
    #expect(mode.message.contains(#""additive" is a value of renderMode"#))
  }

  @Test("strict loading refuses the same file, with every value as an error")
  func strictRefuses() throws {
    do {
      _ = try Self.decode(strict: true)
      Issue.record("a strict load accepted unknown values")
    } catch {
      #expect(error.diagnostics.count == 6)
      #expect(
        error.diagnostics.contains { $0.kind == .unknownValue("shpere", suggestion: "sphere") })
    }
  }

  @Test("Scene.load(contentsOf:strict:) and loadWithWarnings read files the same way")
  func loadFromFile() throws {
    let folder = try SceneFileSupport.temporaryFolder()
    let url = folder.appendingPathComponent("app.json")
    try Data(Self.json.utf8).write(to: url)
    let (scene, warnings) = try Scene.loadWithWarnings(contentsOf: url)
    #expect(warnings.count == 6)
    #expect(try Scene.load(contentsOf: url) == scene)
    #expect(throws: SceneFileError.self) { try Scene.load(contentsOf: url, strict: true) }
  }

  @Test("EmitterKit's own strings and behaviour types stay errors")
  func ownStringsStayStrict() {
    let found = SceneFileSupport.diagnostics(
      #"{"rangeMode": "half", "layers": [{"emitterBehaviors": [{"type": "wind"}]}]}"#)
    #expect(found.contains { $0.kind == .unknownValue("half", suggestion: nil) })
    #expect(found.contains { if case .unknownValue("wind", _) = $0.kind { true } else { false } })
  }
}
