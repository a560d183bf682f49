import EmitterContents
import EmitterKit
import EmitterRaster
import Foundation
import Testing

@testable import EmitterCLI

/// `emitter validate` and `emitter render` refuse sizes over budget before taking the memory.
@Suite("emitter validate and render: budgets")
struct BudgetCommandTests {
  private static func temporaryScene(_ json: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("BudgetCommandTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("huge.json")
    try Data(json.utf8).write(to: url)
    return url
  }

  @Test("the 100000 x 100000 point circle is refused at validate and at render, by key path")
  func hugeShape() throws {
    let url = try Self.temporaryScene(
      #"{"layers": [{"emitterCells": [{"birthRate": 1, "lifetime": 1, "contents": {"shape": "circle", "size": [100000, 100000]}}]}]}"#
    )
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    // Both commands load through Scene.load, which validates before any contents exist.
    do {
      _ = try Scene.load(contentsOf: url)
      Issue.record("the scene loaded")
    } catch {
      #expect(
        error.diagnostics.map(\.keyPath) == [
          "layers[0].emitterCells[0].contents.size.width",
          "layers[0].emitterCells[0].contents.size.height",
        ])
      #expect(error.description.contains("huge.json"))
    }
    // Render checks the atlas plan again (a scene made in Swift skips the file's validation).
    var scene = Scene()
    var layer = EmitterLayer()
    var cell = EmitterCell()
    cell.contents = .shape(.circle, size: Size(width: 100_000, height: 100_000))
    layer.emitterCells = [cell]
    scene.layers = [layer]
    let problem = RenderBudget.budgetProblem(
      scene, view: RenderView(scene: scene, scale: 2), sizeFromOption: false)
    #expect(problem?.hasPrefix("layers[0].emitterCells[0].contents: ") == true)
  }

  @Test("a canvas over the pixel budget is refused naming the key or option that set it")
  func canvas() {
    var scene = Scene()
    scene.size = Size(width: 16000, height: 16000)
    let view = RenderView(scene: scene, scale: 4)
    #expect(
      RenderBudget.budgetProblem(scene, view: view, sizeFromOption: false)?.hasPrefix("size: ") == true)
    #expect(
      RenderBudget.budgetProblem(scene, view: view, sizeFromOption: true)?.hasPrefix("--size: ") == true)
    #expect(
      RenderBudget.budgetProblem(scene, view: RenderView(scene: scene, scale: 0.5), sizeFromOption: false)
        == nil)
    // validate reports what render at its --scale would refuse.
    let file = Data(#"{"size": [16000, 16000]}"#.utf8)
    let refused = SceneCheck.check(.json(file, folder: nil), name: "big.json", options: .init(scale: 4))
    #expect(refused.problems.count == 1 && refused.problems[0].hasPrefix("big.json: size: "))
    #expect(SceneCheck.check(.json(file, folder: nil), name: "big.json", options: .init(scale: 0.1)).isValid)
    let edge = RenderView(size: SIMD2(16384, 8192), scale: 1)
    #expect(edge.budgetProblem == nil)
    #expect(RenderView(size: SIMD2(16385, 10), scale: 1).budgetProblem != nil)
  }
}
