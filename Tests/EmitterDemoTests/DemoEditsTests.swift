import EmitterDemo
import EmitterModel
import EmitterPresets
import EmitterSimulation
import Testing

/// The live calls behind clicks, `+`/`-`, `B` and one-shot replays (`DemoEdits`), checked on
/// the calls and on a running `CPUSimulator`: one simulator, changed live.
@Suite("demo edits")
struct DemoEditsTests {
  func scene(_ name: String) throws -> Scene {
    try DemoFixtures.presetScene(name)
  }

  @Test("a click slides the emitter from where it shows to the click over a second, then it stays")
  func clickToMove() throws {
    let simulator = CPUSimulator(scene: try scene("fire"))
    simulator.advance(to: 0.5)
    let edits = DemoEdits.move(simulator.projectedModel, to: Point(x: 100, y: 300))
    #expect(
      edits == [
        .slide(layer: 0, keyPath: "emitterPosition", to: Point(x: 100, y: 300), duration: 1)
      ])
    #expect(simulator.apply(edits).isEmpty)
    #expect(simulator.projectedModel.layers[0].emitterPosition == Point(x: 100, y: 300))
    simulator.advance(to: 1)
    let midway = try #require(
      simulator.presentationValue(forKeyPath: "emitterPosition")?.point)
    #expect(midway.x < 195 && midway.x > 100 && midway.y < 422 && midway.y > 300, "\(midway)")
    // A second click mid-slide starts from where the emitter shows (CA's implicit animation).
    #expect(
      simulator.apply(DemoEdits.move(simulator.projectedModel, to: Point(x: 300, y: 700))).isEmpty)
    simulator.advance(to: 1 + 1.0 / 60)
    let after = try #require(
      simulator.presentationValue(forKeyPath: "emitterPosition")?.point)
    #expect(abs(after.x - midway.x) < 5 && abs(after.y - midway.y) < 5, "\(midway) -> \(after)")
    simulator.advance(to: 3)
    #expect(
      simulator.presentationValue(forKeyPath: "emitterPosition")?.point
        == Point(x: 300, y: 700))
  }

  @Test("moving a composition slides every layer and its named attractors by the same offset")
  func moveComposition() throws {
    let imessage = try scene("imessage-confetti")
    let simulator = CPUSimulator(scene: imessage)
    simulator.advance(to: 2)
    let model = simulator.projectedModel
    let offset = Point(
      x: 95 - model.layers[0].emitterPosition.x, y: 322 - model.layers[0].emitterPosition.y)
    #expect(simulator.apply(DemoEdits.move(model, to: Point(x: 95, y: 322))).isEmpty)
    simulator.advance(to: 3.5)
    for (before, after) in zip(model.layers, simulator.model.layers) {
      #expect(after.emitterPosition.x == before.emitterPosition.x + offset.x)
      #expect(after.emitterPosition.y == before.emitterPosition.y + offset.y)
    }
    let attractor = try #require(model.layers[0].emitterBehaviors.first { $0.type == .attractor })
    let moved = try #require(
      simulator.model.layers[0].emitterBehaviors.first { $0.type == .attractor })
    #expect(
      moved.position
        == Point(x: attractor.position.x + offset.x, y: attractor.position.y + offset.y))
  }

  @Test("+ sets the layer's birthRate live; under a birthRate animation the cells' rates instead")
  func birthRate() throws {
    let fire = CPUSimulator(scene: try scene("fire"))
    fire.advance(to: 1)
    #expect(
      DemoEdits.scaleBirthRates(fire.projectedModel, by: 1.25)
        == [.set(layer: 0, keyPath: "birthRate", value: .number(1.25))])
    #expect(fire.apply(DemoEdits.scaleBirthRates(fire.projectedModel, by: 1.25)).isEmpty)
    fire.advance(to: 1.5)
    #expect(fire.model.layers[0].birthRate == 1.25)
    let cannon = try scene("confetti-cannon")
    let edits = DemoEdits.scaleBirthRates(cannon, by: 2)
    #expect(edits.count == cannon.layers[0].emitterCells.count)
    #expect(
      edits.first == .set(layer: 0, keyPath: "emitterCells.circle.birthRate", value: .number(100)))
  }

  @Test("B bursts half a second of each named, enabled top-level cell into the running simulator")
  func burst() throws {
    let fire = try scene("fire")
    let simulator = CPUSimulator(scene: fire)
    simulator.advance(to: 1)
    let before = simulator.liveCount
    let edits = DemoEdits.burst(simulator.projectedModel)
    #expect(edits == [.burst(count: 15, cell: "smoke", layer: 0)])
    #expect(simulator.apply(edits).isEmpty)
    simulator.advance(to: 1 + 1.0 / 60)
    #expect(simulator.liveCount >= before + 15)
    #expect(simulator.recording.layers[0].emissionEvents.contains { $0.type == .burst })
  }

  @Test("a one-shot effect fires again by the emission call restart, on the same simulator")
  func replay() throws {
    let cannon = CPUSimulator(scene: try scene("confetti-cannon"))
    cannon.advance(to: 5)
    let early = cannon.liveCount
    #expect(cannon.apply([.restart]).isEmpty)
    cannon.advance(to: 5.5)
    #expect(cannon.liveCount > early)
    #expect(cannon.recording.layers[0].emissionEvents.contains { $0.type == .restart })
  }

  @Test("a refused edit changes nothing and says why")
  func refused() throws {
    let fire = CPUSimulator(scene: try scene("fire"))
    fire.advance(to: 0.5)
    let refused = fire.apply([
      .set(layer: 0, keyPath: "emitterCells.smoke.birthRate", value: .number(-1))
    ])
    #expect(refused.count == 1)
    #expect(refused[0].description.contains("emitterCells.smoke.birthRate"))
    #expect(
      fire.projectedModel == fire.model && fire.model.layers[0].emitterCells[0].birthRate == 30)
  }
}

extension PropertyValue {
  var point: Point? {
    if case .point(let point) = self { return point }
    return nil
  }
}
