import EmitterDemo
import EmitterModel
import EmitterPresets
import EmitterSimulation
import Foundation
import Testing

/// Where the demo's scene lives (`DemoConfiguration`): the file's scene laid out on the window's
/// canvas to start, re-laid out by live sets when the window is resized, and turned back into
/// the file's coordinates to save. Checked on the model and on a running `CPUSimulator`.
@Suite("demo configuration")
struct DemoConfigurationTests {
  func configuration(_ name: String, canvas: Size? = nil) throws -> DemoConfiguration {
    let preset = try #require(PresetCatalog.named(name))
    let scene = try Scene.load(contentsOf: try #require(PresetLocation.file(of: preset)))
    return DemoConfiguration(file: scene, canvas: canvas ?? scene.size)
  }

  @Test("the simulator starts from the file's scene laid out on the canvas (as CanvasLayout does)")
  func initialScene() throws {
    let fire = try configuration("fire")
    #expect(fire.initialScene() == fire.file)
    let wide = try configuration("fire", canvas: Size(width: 780, height: 844))
    #expect(wide.initialScene().layers[0].emitterPosition == Point(x: 390, y: 422))
    #expect(wide.initialScene() == CanvasLayout.stretch.layout(wide.file, to: wide.canvas))
  }

  @Test("a resize slides the emitters to the new layout and sets sizes, live on the simulator")
  func resizeByLiveSets() throws {
    var snow = try configuration("snow")
    let simulator = CPUSimulator(scene: snow.initialScene())
    simulator.advance(to: 0.5)
    let expected = CanvasLayout.stretch.layout(snow.file, to: Size(width: 780, height: 422))
    let edits = snow.resize(model: simulator.projectedModel, to: Size(width: 780, height: 422))
    #expect(expected.layers[0].emitterPosition.x == 2 * snow.file.layers[0].emitterPosition.x)
    #expect(
      edits.contains(
        .slide(
          layer: 0, keyPath: "emitterPosition", to: expected.layers[0].emitterPosition,
          duration: DemoEdits.layoutDuration)))
    #expect(
      edits.contains(
        .set(layer: 0, keyPath: "emitterSize", value: .size(expected.layers[0].emitterSize))))
    #expect(simulator.apply(edits).isEmpty)
    simulator.advance(to: 1)
    #expect(simulator.model.layers[0].emitterPosition == expected.layers[0].emitterPosition)
    #expect(simulator.model.layers[0].emitterSize == expected.layers[0].emitterSize)
    // Back to the file's size: the file's own numbers again.
    let back = snow.resize(model: simulator.projectedModel, to: snow.file.size)
    #expect(simulator.apply(back).isEmpty)
    simulator.advance(to: 2)
    #expect(simulator.model.layers[0].emitterPosition == snow.file.layers[0].emitterPosition)
    #expect(simulator.model.layers[0].emitterSize == snow.file.layers[0].emitterSize)
  }

  @Test("zoom scales the layers' scale and velocity live, and attractors move with the layout")
  func zoomAndAttractors() throws {
    var comets = try configuration("comets")
    #expect(comets.layout == .zoom)
    let model = comets.initialScene()
    let edits = comets.resize(model: model, to: Size(width: 195, height: 422))
    #expect(
      edits.contains(.set(layer: 0, keyPath: "scale", value: .number(model.layers[0].scale / 2))))
    #expect(
      edits.contains(
        .set(layer: 0, keyPath: "velocity", value: .number(model.layers[0].velocity / 2))))
    var imessage = try configuration("imessage-confetti")
    let attractor = try #require(
      imessage.file.layers[0].emitterBehaviors.first { $0.type == .attractor })
    let moved = imessage.resize(
      model: imessage.initialScene(), to: Size(width: 780, height: 844))
    #expect(
      moved.contains(
        .set(
          layer: 0, keyPath: "emitterBehaviors.attractor.position",
          value: .point(Point(x: attractor.position.x * 2, y: attractor.position.y)))))
  }

  @Test("every preset's model saves as its own file (load, save, load: equal)")
  func saveRoundTrip() throws {
    for preset in PresetCatalog.all {
      let configuration = try configuration(preset.name)
      let simulator = CPUSimulator(scene: configuration.initialScene())
      let saved = configuration.fileScene(from: simulator.projectedModel)
      #expect(saved == configuration.file, "\(preset.name)")
      let reloaded = try Scene(jsonData: saved.jsonData(), file: "\(preset.name)-edited.json")
      #expect(reloaded == configuration.file, "\(preset.name)")
    }
  }

  @Test(
    "a scene opened on another canvas saves its animations in file coordinates, before and after a resize",
    arguments: [CanvasLayout.stretch, .zoom])
  func saveKeepsAnimationsInFileCoordinates(layout: CanvasLayout) throws {
    var fire = try configuration("fire").file
    fire.canvasLayout = layout
    fire.layers[0].animations = [
      .keyframes(
        "emitterPosition", values: [Point(x: 10, y: 20), Point(x: 300, y: 400)], duration: 2),
      .basic("emitterSize", from: Size(width: 8, height: 4), to: Size(width: 64, height: 32), duration: 1),
      .basic("emitterPosition", by: Point(x: 40, y: -20), duration: 1),
    ]
    var configuration = DemoConfiguration(
      file: fire, canvas: Size(width: fire.size.width * 2, height: fire.size.height * 4))
    let simulator = CPUSimulator(scene: configuration.initialScene())
    #expect(simulator.projectedModel.layers[0].animations != fire.layers[0].animations)
    #expect(configuration.fileScene(from: simulator.projectedModel) == fire)
    simulator.advance(to: 0.25)
    #expect(
      simulator.apply(
        configuration.resize(
          model: simulator.projectedModel,
          to: Size(width: fire.size.width * 4, height: fire.size.height * 2))
      ).isEmpty)
    simulator.advance(to: 0.5)
    #expect(configuration.fileScene(from: simulator.projectedModel).layers[0].animations
      == fire.layers[0].animations)
  }

  @Test("saving keeps the edits' current values in file coordinates, not the slides or changes")
  func saveAfterEditsOnResizedCanvas() throws {
    var fire = try configuration("fire")
    let simulator = CPUSimulator(scene: fire.initialScene())
    simulator.advance(to: 0.25)
    #expect(
      simulator.apply(
        fire.resize(model: simulator.projectedModel, to: Size(width: 780, height: 844))
      ).isEmpty)
    #expect(
      simulator.apply(DemoEdits.move(simulator.projectedModel, to: Point(x: 600, y: 100))).isEmpty)
    try simulator.setValue(120.0, forKeyPath: "emitterCells.smoke.birthRate")
    simulator.advance(to: 0.5)
    let saved = fire.fileScene(from: simulator.projectedModel)
    #expect(saved.size == fire.file.size)
    #expect(saved.layers[0].emitterPosition == Point(x: 300, y: 100))
    #expect(saved.layers[0].emitterCells[0].birthRate == 120)
    #expect(saved.layers[0].events.isEmpty && saved.layers[0].animations.isEmpty)
    var expected = fire.file
    expected.layers[0].emitterPosition = Point(x: 300, y: 100)
    expected.layers[0].emitterCells[0].birthRate = 120
    #expect(saved == expected)
    // A restart on the current canvas starts from the same values, laid out.
    let restarted = fire.liveScene(from: simulator.projectedModel)
    #expect(restarted.size == Size(width: 780, height: 844))
    #expect(restarted.layers[0].emitterPosition == Point(x: 600, y: 100))
    #expect(restarted.layers[0].events.isEmpty && restarted.layers[0].animations.isEmpty)
  }
}
