import EmitterKit
import Foundation
import Testing

/// `emitter import FILE --out scene.json`: the scene, its images beside it, one warning.
@Suite("emitter import", .serialized)
struct ImportCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/import")

  @Test("a plist with an embedded texture: scene, decoded image and schema written; the scene loads with no warning")
  func embeddedPlist() throws {
    let folder = PresetExportToolTests.temporaryFolder("import")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = Self.fixtures.appendingPathComponent("gravity-embedded.plist")
    let (status, err) = try PresetExportToolTests.run(
      ["import", source.path, "--out", "out/ember.json"], in: folder)
    #expect(status == 0, "\(err)")
    // Exactly one warning line, naming the keys without an equivalent.
    let warnings = err.split(separator: "\n").filter { $0.hasPrefix("warning:") }
    #expect(warnings.count == 1 && warnings[0].contains("sourcePositionx"), "\(err)")
    let out = folder.appendingPathComponent("out")
    let (scene, loadWarnings) = try Scene.loadWithWarnings(contentsOf: out.appendingPathComponent("ember.json"), strict: true)
    #expect(loadWarnings.isEmpty)
    #expect(scene == (try Scene.load(contentsOf: source)).mappingContentsForTest(to: scene))
    let image = out.appendingPathComponent("images/ember.png")
    #expect(try Data(contentsOf: image) == Data(contentsOf: Self.fixtures.appendingPathComponent("glow.png")))
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(Scene.schemaFileName).path))
    // A second run refuses to overwrite without --force.
    #expect(try PresetExportToolTests.run(["import", source.path, "--out", "out/ember.json"], in: folder).status == 1)
    #expect(try PresetExportToolTests.run(["import", source.path, "--out", "out/ember.json", "--force"], in: folder).status == 0)
  }

  @Test("an .sks imports; --strict fails on its unmapped keys; another extension is refused")
  func sksStrictAndRefusal() throws {
    let folder = PresetExportToolTests.temporaryFolder("import-sks")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sks = Self.fixtures.appendingPathComponent("effects.sks")
    #expect(try PresetExportToolTests.run(["import", sks.path, "--out", "a/effects.json"], in: folder).status == 0)
    #expect(try Scene.load(contentsOf: folder.appendingPathComponent("a/effects.json")).layers.count == 2)
    let strict = try PresetExportToolTests.run(["import", sks.path, "--out", "b/effects.json", "--strict"], in: folder)
    #expect(strict.status == 1 && strict.err.contains("fieldBitMask"))
    let other = try PresetExportToolTests.run(["import", "scene.json", "--out", "c/x.json"], in: folder)
    #expect(other.status == 1 && other.err.contains(".plist"))
  }
}

extension Scene {
  /// This scene with each cell's contents replaced by `other`'s, layer by layer and cell by cell
  /// (the exported copy's images live in another folder).
  func mappingContentsForTest(to other: Scene) -> Scene {
    var scene = self
    for l in scene.layers.indices where l < other.layers.count {
      for c in scene.layers[l].emitterCells.indices where c < other.layers[l].emitterCells.count {
        scene.layers[l].emitterCells[c].contents = other.layers[l].emitterCells[c].contents
      }
    }
    return scene
  }
}
