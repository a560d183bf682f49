import EmitterDemo
import EmitterModel
import EmitterSimulation
import Testing

/// The panel's add and remove buttons: the live calls they plan, on a CPU simulator.
@Suite("Demo: cells and behaviours added and removed from the panel")
struct DemoStructureEditTests {
  func scene() -> Scene {
    var smoke = EmitterCell(name: "smoke")
    smoke.birthRate = 20
    smoke.lifetime = 2
    var layer = EmitterLayer(name: "l")
    layer.emitterCells = [smoke]
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  @Test("a layer adds cells and behaviours under free names; a cell adds sub-cells and is removed")
  func buttons() throws {
    let simulator = CPUSimulator(scene: scene())
    simulator.advance(to: 0.5)
    let content = PanelContent(title: "t", model: simulator.projectedModel)
    let layer = try #require(content.sections.first)
    #expect(layer.actions.map(\.label) == ["Add cell", "Add behaviour"])
    let cell = try #require(layer.children.first { $0.title == "cell smoke" })
    #expect(cell.actions.map(\.edit) == [.addCell(parent: "smoke"), .removeCell(path: "smoke")])
    for edit in [
      StructureEdit.addCell(parent: nil), .addCell(parent: nil), .addBehavior,
      .addCell(parent: "smoke"),
    ] {
      let planned = DemoEdits.structure(edit, layer: 0, model: simulator.projectedModel)
      #expect(simulator.apply([planned]).isEmpty, "\(planned)")
    }
    simulator.advance(to: 1)
    let model = simulator.model.layers[0]
    #expect(model.emitterCells.map(\.name) == ["smoke", "cell1", "cell2"])
    #expect(model.emitterCells[0].emitterCells.map(\.name) == ["cell1"])
    #expect(model.emitterBehaviors.map(\.name) == ["drag1"])
    let removals = [
      DemoEdits.structure(.removeCell(path: "cell1"), layer: 0, model: simulator.projectedModel),
      DemoEdits.structure(
        .removeBehavior(name: "drag1"), layer: 0, model: simulator.projectedModel),
    ]
    #expect(simulator.apply(removals).isEmpty)
    simulator.advance(to: 1.5)
    #expect(simulator.model.layers[0].emitterCells.map(\.name) == ["smoke", "cell2"])
    #expect(simulator.model.layers[0].emitterBehaviors.isEmpty)
    let refused = simulator.apply([
      DemoEdits.structure(.removeCell(path: "nope"), layer: 0, model: simulator.projectedModel)
    ])
    #expect(refused.first?.description.contains("no cell named \"nope\"") == true, "\(refused)")
  }

  @Test("scripts press the buttons: add-cell, remove-cell, add-behavior, remove-behavior")
  func script() throws {
    let script = try DemoScript(
      parsing:
        "5=add-cell:- 6=add-cell@1:rocket 7=remove-cell:rocket.spark 8=add-behavior:- 9=remove-behavior:drag1"
    )
    #expect(script.events(atFrame: 5) == [.input(.structure(layer: 0, .addCell(parent: nil)))])
    #expect(script.events(atFrame: 6) == [.input(.structure(layer: 1, .addCell(parent: "rocket")))])
    #expect(
      script.events(atFrame: 7) == [.input(.structure(layer: 0, .removeCell(path: "rocket.spark")))]
    )
    #expect(script.events(atFrame: 8) == [.input(.structure(layer: 0, .addBehavior))])
    #expect(
      script.events(atFrame: 9) == [.input(.structure(layer: 0, .removeBehavior(name: "drag1")))])
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "5=remove-cell:") }
  }

  @Test("the contents row offers the shapes, keeping the size; the live set draws the new shape")
  func contentsChoice() throws {
    var model = scene()
    model.layers[0].emitterCells[0].contents = .shape(.square, size: Size(width: 7, height: 7))
    let simulator = CPUSimulator(scene: model)
    let section = try #require(
      PanelContent(title: "t", model: model).sections.first?.children.first)
    let row = try #require(section.rows.first { $0.name == "contents" })
    #expect(row.readOnlyReason == nil)
    #expect(row.contentsChoice == "square")
    #expect(PanelRow.contentsShapes == ["circle", "triangle", "square", "rectangle"])
    let circle = try #require(row.contents(shape: "circle"))
    #expect(circle == .contents(.shape(.circle, size: Size(width: 7, height: 7))))
    #expect(row.contents(shape: "hexagon") == nil)
    let keyPath = try #require(row.keyPath)
    #expect(simulator.apply([.set(layer: 0, keyPath: keyPath, value: circle)]).isEmpty)
    simulator.advance(to: 0.1)
    #expect(
      simulator.model.layers[0].emitterCells[0].contents
        == .shape(.circle, size: Size(width: 7, height: 7)))
    let missing = simulator.apply([
      .set(layer: 0, keyPath: keyPath, value: .contents(.image(path: "/nonexistent.png")))
    ])
    #expect(missing.first?.description.contains("not found") == true, "\(missing)")
  }
}
