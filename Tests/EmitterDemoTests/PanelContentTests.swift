import EmitterDemo
import EmitterModel
import EmitterPresets
import EmitterSimulation
import Testing

/// The parameter panel's content (`PanelContent`), without ImGui: every property of every
/// layer, cell, sub-cell and behaviour is there, read from the live model, under a key path the
/// live calls accept; what cannot change while a layer runs is marked with the reason.
@Suite("parameter panel content")
struct PanelContentTests {
  @Test(
    "every preset: each schema property has a row, and each editable row sets live",
    arguments: PresetCatalog.all)
  func coversEveryProperty(_ preset: Preset) throws {
    let scene = try DemoFixtures.presetScene(preset.name)
    let simulator = CPUSimulator(scene: scene)
    simulator.advance(to: 0.1)
    let content = PanelContent(title: preset.title, model: simulator.projectedModel)
    // A section per layer of the tree, sublayers after the top-level layers (flat indices).
    let layers = scene.flattened.layers
    #expect(content.sections.count == layers.count)
    for (index, layer) in layers.enumerated() {
      let section = content.sections[index]
      let names = Set(section.rows.map(\.name))
      #expect(
        names
          == Set(EmitterLayer.schema.properties.map(\.name)).subtracting(["name"])
          .union(["bounds.size", "transform.scale", "transform.rotation"]))
      #expect(section.children.count == layer.emitterBehaviors.count + layer.emitterCells.count)
      #expect(
        Self.count(layer.emitterCells) + layer.emitterBehaviors.count == Self.sections(section) - 1)
      for row in section.allRows {
        guard let keyPath = row.keyPath, row.readOnlyReason == nil else { continue }
        // Setting a row's own value is accepted (the key path and the value's form are right).
        do {
          try simulator.setValue(row.value, forKeyPath: keyPath, layer: index)
        } catch {
          Issue.record("\(preset.name) layer \(index) \(keyPath): \(error)")
        }
      }
    }
  }

  @Test("modes are choices, enabled a checkbox, colours colours; timing, seeds and names read-only")
  func kindsAndReadOnlyRows() throws {
    let content = PanelContent(title: "", model: try DemoFixtures.presetScene("fireworks"))
    let rows = Dictionary(
      content.sections[0].allRows.compactMap { row in row.keyPath.map { ($0, row) } },
      uniquingKeysWith: { first, _ in first })
    #expect(rows["emitterShape"]?.kind == .choice(EmitterShape.allCases.map(\.rawValue)))
    #expect(rows["renderMode"]?.readOnlyReason == nil)
    #expect(rows["seed"]?.readOnlyReason != nil)
    let rocket = try #require(content.sections[0].children.first { $0.title == "cell rocket" })
    #expect(
      rocket.rows.contains { $0.keyPath == "emitterCells.rocket.enabled" && $0.kind == .boolean })
    #expect(rocket.rows.contains { $0.keyPath == "emitterCells.rocket.color" && $0.kind == .color })
    // A sub-cell's rows; its birthRate may change live too (the sub-cell respawns).
    let subCell = try #require(rocket.children.first)
    let rate = try #require(subCell.rows.first { $0.name == "birthRate" })
    #expect(rate.keyPath?.hasPrefix("emitterCells.rocket.emitterCells.") == true)
    #expect(rate.readOnlyReason == nil)
    #expect(subCell.rows.contains { $0.name == "velocity" && $0.readOnlyReason == nil })
  }

  @Test("the panel reads the live model: a click's move shows at once")
  func followsTheModel() throws {
    let simulator = CPUSimulator(scene: try DemoFixtures.presetScene("fire"))
    simulator.advance(to: 0.2)
    #expect(
      simulator.apply(DemoEdits.move(simulator.projectedModel, to: Point(x: 50, y: 60))).isEmpty)
    let content = PanelContent(title: "", model: simulator.projectedModel)
    let position = try #require(content.sections[0].rows.first { $0.name == "emitterPosition" })
    #expect(position.value == .point(Point(x: 50, y: 60)))
  }

  static func count(_ cells: [EmitterCell]) -> Int {
    cells.reduce(0) { $0 + 1 + count($1.emitterCells) }
  }

  static func sections(_ section: PanelSection) -> Int {
    1 + section.children.reduce(0) { $0 + sections($1) }
  }
}
