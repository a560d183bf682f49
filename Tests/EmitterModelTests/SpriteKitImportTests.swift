import Foundation
import Testing
@testable import EmitterModel

/// SpriteKit .sks files (NSKeyedArchiver binary plists written by
/// tools/make-import-fixtures.swift): one layer per SKEmitterNode, numbers as documented
/// (docs/SEMANTICS.md, "Importers").
@Suite("Importing SpriteKit .sks files")
struct SpriteKitImportTests {
  func load(_ name: String = "effects.sks", strict: Bool = false) throws -> (Scene, [SceneDiagnostic]) {
    let result = try SceneImport.load(contentsOf: ImportFixtures.url(name), format: .spriteKit, strict: strict)
    return (result.scene, result.warnings)
  }

  @Test("emitter keys: y flipped, ranges as full widths, the colour blend factor, a finite count")
  func emitterKeys() throws {
    let (scene, _) = try load()
    #expect(scene.rangeMode == .plusMinusHalfRange && scene.emissionRangeMode == .fan)
    #expect(scene.layers.count == 2)
    let layer = scene.layers[0]
    let cell = layer.emitterCells[0]
    #expect(layer.emitterShape == .point)
    #expect(layer.emitterPosition == Point(x: scene.size.width / 2, y: scene.size.height / 2))
    #expect(layer.renderMode == .oldestFirst)
    #expect(cell.birthRate == 50 && cell.timing.duration == 2)  // 100 particles at 50 a second
    #expect(cell.lifetime == 2 && cell.lifetimeRange == 1)
    #expect(cell.emissionLongitude == -.pi / 2 && cell.emissionRange == 0.5)
    #expect(cell.velocity == 100 && cell.velocityRange == 20)
    #expect(cell.xAcceleration == 5 && cell.yAcceleration == 50)
    #expect(cell.rotation == -0.3 && cell.rotationRange == 0.1 && cell.spin == -1)
    #expect(cell.scale == 0.5 && cell.scaleRange == 0.1 && cell.scaleSpeed == 0.2)
    #expect(cell.color.alpha == 0.8 && cell.alphaRange == 0.2 && cell.alphaSpeed == -0.3)
    // Blend factor 0.5: colour 1 - f + f c; ranges and speeds times f.
    let c = (Double(Float(0.2)), Double(Float(0.4)), Double(Float(0.6)))
    #expect(abs(cell.color.red - (0.5 + 0.5 * c.0)) < 1e-12)
    #expect(abs(cell.color.green - (0.5 + 0.5 * c.1)) < 1e-12)
    #expect(abs(cell.color.blue - (0.5 + 0.5 * c.2)) < 1e-12)
    #expect(cell.redRange == 0.1 && cell.blueSpeed == 0.2)
    #expect(cell.contents == .image(path: ImportFixtures.url("star.png").standardizedFileURL.path))
  }

  @Test("keyframe sequences become over-life curves; position range a rectangle; additive blending")
  func sequences() throws {
    let (scene, warnings) = try load()
    let layer = scene.layers[1]
    let cell = layer.emitterCells[0]
    #expect(layer.renderMode == .additive)
    #expect(layer.emitterPosition == Point(x: scene.size.width / 2 + 10, y: scene.size.height / 2 - 20))
    #expect(layer.emitterShape == .rectangle && layer.emitterSize == Size(width: 40, height: 10))
    #expect(cell.emissionRange == 2 * .pi)
    let colors = try #require(layer.emitterBehaviors.first { $0.type == .colorOverLife })
    // Blend factor 1 (SpriteKit's default): the sequence's colours as they are.
    #expect(colors.colors == [Color(red: 1, green: 1, blue: 0, alpha: 1), Color(red: 1, green: 0, blue: 0, alpha: 0.5)])
    #expect(colors.locations == [0, 1])
    let scale = try #require(layer.emitterBehaviors.first { $0.keyPath == .scale && $0.type == .valueOverLife })
    #expect(scale.values == [0.2, 1, 0] && scale.locations == [0, 0.3, 1] && !scale.additive)
    let alpha = try #require(layer.emitterBehaviors.first { $0.keyPath == .alpha })
    #expect(alpha.values == [0, 1] && alpha.locations == [0, 0.1])
    #expect(cell.contents == .image(path: ImportFixtures.url("glow.png").standardizedFileURL.path))
    #expect(warnings.count == 1)
    let message = try #require(warnings.first).message
    for key in ["SKEmitterNode[1].particleZPosition = 3", "fieldBitMask", "SKLinearGravityFieldNode"] {
      #expect(message.contains(key), "\(key) missing from: \(message)")
    }
  }

  @Test("Scene.load reads .sks by extension; a file that is no archive is refused by name")
  func loadAndRefuse() throws {
    #expect(try Scene.load(contentsOf: ImportFixtures.url("effects.sks")).layers.count == 2)
    #expect(throws: SceneFileError.self) { try Scene.load(contentsOf: ImportFixtures.url("effects.sks"), strict: true) }
    let notArchive = ImportFixtures.scratch().appendingPathComponent("plain.sks")
    try PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .binary, options: 0).write(to: notArchive)
    do {
      _ = try Scene.load(contentsOf: notArchive)
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics.first?.kind == .importFailed)
      #expect(error.diagnostics.first?.file.hasSuffix("plain.sks") == true)
    }
  }
}
