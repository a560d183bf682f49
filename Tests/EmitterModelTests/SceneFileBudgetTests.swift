import EmitterModel
import Foundation
import Testing

/// Sizes a scene value controls are checked against `ContentsBudget` by validation, before
/// anything is rasterised (issue 18: a 100000-point circle used to validate, then exhaust memory).
@Suite("Scene files: budgets")
struct SceneFileBudgetTests {
  private let contentsPath = "layers[0].emitterCells[0].contents"

  @Test("a 100000 x 100000 point shape is refused at its key path, with the budget")
  func hugeShape() {
    let found = SceneFileSupport.diagnostics(
      SceneFileSupport.cellScene(#""contents": {"shape": "circle", "size": [100000, 100000]}"#))
    #expect(found.map(\.keyPath) == [contentsPath + ".size.width", contentsPath + ".size.height"])
    #expect(found.allSatisfy { $0.kind == .outOfRange && $0.value == "100000" })
    #expect(found.allSatisfy { $0.expected == "> 0 and <= 4096" })
    #expect(found.allSatisfy { $0.message.contains("raise the cell's scale") })
  }

  @Test("the largest shape and emoji the budget allows validate; one point more does not")
  func budgetEdge() {
    let limit = ContentsBudget.maximumVectorExtent
    #expect(limit == 4096)
    let fits = SceneFileSupport.cellScene(#""contents": {"shape": "square", "size": [4096, 1]}"#)
    #expect(SceneFileSupport.diagnostics(fits).isEmpty)
    let over = SceneFileSupport.cellScene(#""contents": {"shape": "square", "size": [4097, 1]}"#)
    #expect(SceneFileSupport.diagnostics(over).map(\.keyPath) == [contentsPath + ".size.width"])
    let emoji = SceneFileSupport.cellScene(#""contents": {"emoji": "🎉", "size": 5000}"#)
    #expect(SceneFileSupport.diagnostics(emoji).map(\.keyPath) == [contentsPath + ".size"])
  }

  @Test("a scene built in Swift gets the same check from validate()")
  func modelScene() {
    var cell = EmitterCell()
    cell.contents = .shape(.circle, size: Size(width: 100_000, height: 10))
    var layer = EmitterLayer()
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    #expect(scene.diagnostics().map(\.keyPath) == [contentsPath + ".size.width"])
  }
}
