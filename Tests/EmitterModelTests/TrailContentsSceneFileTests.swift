import EmitterModel
import Foundation
import Testing

/// `trailContents` in scene files: every contents form decodes, encodes back and is checked at
/// its own key path, and a running layer may set it (docs/SEMANTICS.md, "Trails").
@Suite("trailContents in scene files")
struct TrailContentsSceneFileTests {
  @Test("each contents form decodes into trailContents and encodes back to the same scene")
  func roundTrip() throws {
    let forms = [
      #""circle""#, #"{"shape": "rectangle", "size": [40, 6]}"#, #""streak.png""#,
      #"{"emoji": "🔥", "size": 20}"#, #"{"path": "M0 0 L10 0 L5 4 Z"}"#,
    ]
    for form in forms {
      let scene = try SceneFileSupport.scene(
        SceneFileSupport.cellScene(#""trailLength": 0.5, "trailContents": \#(form)"#))
      let cell = scene.layers[0].emitterCells[0]
      #expect(cell.trailContents != nil && cell.contents == nil, "\(form)")
      let again = try Scene(jsonData: scene.jsonData(), file: "again.json")
      #expect(again == scene, "\(form)")
    }
    #expect(EmitterCell().trailContents == nil)
  }

  @Test("a bad trailContents is reported at its own key path, with what is allowed")
  func badForms() throws {
    let found = SceneFileSupport.diagnostics(SceneFileSupport.cellScene(#""trailContents": "hexagonn""#))
    let diagnostic = try #require(found.first)
    #expect(found.count == 1 && diagnostic.keyPath == "layers[0].emitterCells[0].trailContents")
    #expect(diagnostic.message.contains("shape name"), "\(diagnostic.message)")
    let number = SceneFileSupport.diagnostics(SceneFileSupport.cellScene(#""trailContents": 3"#))
    #expect(number.map(\.keyPath) == ["layers[0].emitterCells[0].trailContents"])
  }

  @Test("a missing trailContents image is reported with its path; a present one loads")
  func missingImage() throws {
    let folder = try SceneFileSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("present.png"))
    let file = folder.appendingPathComponent("scene.json")
    let json =
      #"{"layers": [{"emitterCells": [{"trailContents": "present.png"}, {"trailContents": "gone.png"}]}]}"#
    try Data(json.utf8).write(to: file)
    do {
      _ = try Scene.load(contentsOf: file)
      Issue.record("a missing image loaded")
    } catch {
      #expect(error.diagnostics.map(\.kind) == [.missingImage(path: "gone.png")])
      #expect(error.diagnostics.map(\.keyPath) == ["layers[0].emitterCells[1].trailContents"])
    }
  }

  @Test("a running layer may set trailContents, not animate it")
  func live() throws {
    var layer = EmitterLayer()
    var cell = EmitterCell()
    cell.name = "spark"
    layer.emitterCells = [cell]
    #expect(throws: Never.self) {
      _ = try layer.liveProperty(atKeyPath: "emitterCells.spark.trailContents")
    }
    let row = try #require(EmitterCell.schema.properties.first { $0.name == "trailContents" })
    #expect(!row.isAnimatable)
  }
}
