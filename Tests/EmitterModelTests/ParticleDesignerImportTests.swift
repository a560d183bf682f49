import Foundation
import Testing
@testable import EmitterModel

/// cocos2d / Particle Designer plists: every key maps number for number (docs/SEMANTICS.md,
/// "Importers"); what has no equivalent is in one warning; bad files name the file and the key.
@Suite("Importing cocos2d / Particle Designer plists")
struct ParticleDesignerImportTests {
  static let degree = Double.pi / 180

  func load(_ url: URL, images: URL? = nil, strict: Bool = false) throws -> (Scene, [SceneDiagnostic]) {
    let result = try SceneImport.load(
      contentsOf: url, format: .particleDesigner, imageFolder: images ?? ImportFixtures.scratch(), strict: strict)
    return (result.scene, result.warnings)
  }

  func behavior(_ layer: EmitterLayer, _ name: String) -> EmitterBehavior? {
    layer.emitterBehaviors.first { $0.name == name }
  }

  @Test("gravity mode: every number as documented, texture beside the plist")
  func gravityMode() throws {
    let (scene, warnings) = try load(ImportFixtures.url("gravity.plist"))
    let layer = try #require(scene.layers.first)
    let cell = try #require(layer.emitterCells.first)
    #expect(layer.name == "ember")
    #expect(scene.emissionRangeMode == .fan && scene.rangeMode == .plusMinusRange)
    #expect(layer.emitterPosition == Point(x: scene.size.width / 2, y: scene.size.height / 2))
    #expect(layer.emitterShape == .rectangle)
    #expect(layer.emitterSize == Size(width: 40, height: 8))
    #expect(layer.renderMode == .additive)
    #expect(cell.birthRate == 120 / 1.5)  // maxParticles / particleLifespan
    #expect(cell.maxParticles == 120)
    #expect(cell.lifetime == 1.5 && cell.lifetimeRange == 0.25)
    #expect(cell.timing.duration == .infinity)
    #expect(abs(cell.emissionLongitude - -90 * Self.degree) < 1e-12)  // 90 (up) is -pi/2
    #expect(abs(cell.emissionRange - 20 * Self.degree) < 1e-12)
    #expect(cell.velocity == 150 && cell.velocityRange == 30)
    #expect(cell.xAcceleration == 10 && cell.yAcceleration == 200)  // y flipped
    // glow.png is 32 pixels wide: sizes 32 ± 8 -> 8 are scales 1 ± 0.25 -> 0.25.
    #expect(cell.contents == .image(path: ImportFixtures.url("glow.png").standardizedFileURL.path))
    #expect(cell.contentsScale == 1)
    #expect(cell.scale == 1 && cell.scaleRange == 0.25)
    let scale = try #require(behavior(layer, "scaleOverLife"))
    #expect(scale.type == .valueOverLife && scale.keyPath == .scale && scale.additive)
    #expect(scale.values == [0, -0.75])
    #expect(cell.color == Color(red: 1, green: 0.5, blue: 0.1, alpha: 1))
    #expect(cell.redRange == 0 && cell.greenRange == 0.1 && cell.blueRange == 0.05 && cell.alphaRange == 0)
    let green = try #require(behavior(layer, "color.greenOverLife"))
    #expect(green.keyPath == .green && green.additive && abs(green.values[1] - -0.4) < 1e-12)
    #expect(behavior(layer, "color.alphaOverLife")?.values == [0, -1])
    #expect(abs((behavior(layer, "color.redOverLife")?.values[1] ?? 0) - -0.1) < 1e-12)
    #expect(cell.rotation == 0 && abs(cell.rotationRange - 30 * Self.degree) < 1e-12)
    #expect(abs((behavior(layer, "rotationOverLife")?.values[1] ?? 0) - .pi) < 1e-12)
    let radial = try #require(behavior(layer, "radialAcceleration"))
    #expect(radial.type == .radialAcceleration && radial.position == layer.emitterPosition)
    #expect(radial.radialAcceleration == -40 && radial.tangentialAcceleration == -60)
    // One warning, listing the keys without an equivalent (and the unknown one).
    #expect(warnings.count == 1)
    let message = try #require(warnings.first).message
    for key in ["radialAccelVariance = 5", "sourcePositionx = 160", "sourcePositiony = 240", "particleDesignerVersion"] {
      #expect(message.contains(key), "\(key) missing from: \(message)")
    }
    for key in ["maxRadius", "speed =", "tangentialAccelVariance", "maxParticles"] { #expect(!message.contains(key), "\(key)") }
    if case .unmappedKeys(let count) = warnings[0].kind { #expect(count == 4) } else { Issue.record("kind") }
  }

  @Test("radial mode: an orbit about the emitter, start angle pi - angle, radius maxRadius to minRadius")
  func radialMode() throws {
    let (scene, warnings) = try load(ImportFixtures.url("radial.plist"))
    let layer = scene.layers[0]
    let cell = layer.emitterCells[0]
    #expect(layer.emitterShape == .point)
    #expect(abs(cell.emissionLongitude - (.pi - 90 * Self.degree)) < 1e-12)
    #expect(abs(cell.emissionRange - 20 * Self.degree) < 1e-12)
    #expect(cell.velocity == 120 && cell.velocityRange == 10)
    #expect(cell.xAcceleration == 0 && cell.yAcceleration == 0)  // gravity keys: other mode
    let orbit = try #require(layer.emitterBehaviors.first { $0.type == .orbit })
    #expect(orbit.position == layer.emitterPosition)
    #expect(abs(orbit.angularSpeed - -90 * Self.degree) < 1e-12)
    #expect(orbit.endRadius == 20)
    #expect(!layer.emitterBehaviors.contains { $0.type == .radialAcceleration })
    let message = try #require(warnings.first).message
    #expect(!message.contains("radialAccelVariance") && message.contains("sourcePositionx"))
  }

  @Test("an embedded gzip'd texture is decoded and written byte for byte; emissionRate, duration and normal blending")
  func embeddedTexture() throws {
    let images = ImportFixtures.scratch()
    let (scene, _) = try load(ImportFixtures.url("gravity-embedded.plist"), images: images)
    let layer = scene.layers[0]
    let cell = layer.emitterCells[0]
    let written = images.appendingPathComponent("ember.png")
    #expect(cell.contents == .image(path: written.standardizedFileURL.path))
    #expect(try Data(contentsOf: written) == Data(contentsOf: ImportFixtures.url("glow.png")))
    #expect(cell.birthRate == 45)
    #expect(cell.timing.duration == 2)
    #expect(layer.renderMode == .unordered)
  }

  @Test("Scene.load reads a .plist by its extension; strict makes the warning an error")
  func sceneLoad() throws {
    let (scene, warnings) = try Scene.loadWithWarnings(contentsOf: ImportFixtures.url("gravity.plist"))
    #expect(scene.layers[0].emitterCells[0].birthRate == 80)
    #expect(warnings.count == 1)
    #expect(throws: SceneFileError.self) {
      try Scene.load(contentsOf: ImportFixtures.url("gravity.plist"), strict: true)
    }
    // An embedded texture goes to a folder named by the file's content, under the default one.
    let embedded = try Scene.load(contentsOf: ImportFixtures.url("gravity-embedded.plist"))
    guard case .image(let path) = embedded.layers[0].emitterCells[0].contents else {
      Issue.record("no image")
      return
    }
    #expect(path.hasPrefix(SceneImport.defaultImageFolder.standardizedFileURL.path + "/"))
    #expect(path.hasSuffix("/ember.png"))
    #expect(FileManager.default.contents(atPath: path) == (try Data(contentsOf: ImportFixtures.url("glow.png"))))
  }

  /// The first diagnostic of loading `keys`, which must fail.
  func failure(_ keys: [String: Any]) throws -> SceneDiagnostic {
    let url = try ImportFixtures.plist(keys)
    do {
      _ = try load(url)
    } catch let error as SceneFileError {
      return try #require(error.diagnostics.first)
    }
    Issue.record("expected an error")
    return SceneDiagnostic(file: "", keyPath: "", kind: .inconsistent, message: "")
  }

  @Test("bad values name the file, the key, the value and what is allowed")
  func badValues() throws {
    var keys = try ImportFixtures.gravityKeys()
    keys["speed"] = "fast"
    var problem = try failure(keys)
    #expect(problem.file.hasSuffix("test.plist") && problem.keyPath == "speed" && problem.kind == .importFailed)
    #expect(problem.value == "\"fast\"")
    keys = try ImportFixtures.gravityKeys()
    keys["startColorRed"] = 3.0
    problem = try failure(keys)
    #expect(problem.keyPath == "startColorRed" && problem.expected == "0.0...1.0")
    keys = try ImportFixtures.gravityKeys()
    keys["emitterType"] = 4
    #expect(try failure(keys).keyPath == "emitterType")
    keys = try ImportFixtures.gravityKeys()
    keys["textureFileName"] = "missing.png"
    #expect(try failure(keys).keyPath == "textureFileName")
    keys["textureImageData"] = "not base64 gzip at all"
    #expect(try failure(keys).keyPath == "textureImageData")
  }

  @Test("a TIFF texture and a non-dictionary plist are refused with the reason")
  func wrongFormats() throws {
    var keys = try ImportFixtures.gravityKeys()
    keys["textureFileName"] = "absent.tiff"
    keys["textureImageData"] = Data([0x49, 0x49, 0x2A, 0x00, 1, 2, 3, 4]).base64EncodedString()
    let tiff = try failure(keys)
    #expect(tiff.keyPath == "textureImageData" && tiff.message.contains("TIFF"))
    let list = ImportFixtures.scratch().appendingPathComponent("list.plist")
    try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .xml, options: 0).write(to: list)
    #expect(throws: SceneFileError.self) { try load(list) }
    let text = ImportFixtures.scratch().appendingPathComponent("text.plist")
    try Data("not a plist".utf8).write(to: text)
    #expect(throws: SceneFileError.self) { try load(text) }
  }

  @Test("inflate: gzip and zlib streams, truncation and the size limit")
  func inflate() throws {
    let glow = try Data(contentsOf: ImportFixtures.url("glow.png"))
    let keys = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: ImportFixtures.url("gravity-embedded.plist")), format: nil) as! [String: Any]
    let packed = try #require(Data(base64Encoded: keys["textureImageData"] as! String))
    #expect(Inflate.decompress(packed, limit: 1 << 20) == .inflated(glow))
    #expect(Inflate.decompress(packed.prefix(packed.count / 2), limit: 1 << 20) == .corrupt)
    #expect(Inflate.decompress(packed, limit: 100) == .overLimit)
    #expect(Inflate.decompress(Data(), limit: 100) == .corrupt)
  }
}
