import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Cells inserted and removed live keep the GPU equal to the CPU reference, bit for bit: the
/// flat table renumbered (a cell inserted before others, a removed cell dropped once its
/// particles die), a removed sub-cell's children living out in their rings, and the cell
/// templates' block growing. Compared at several moments, so each state is checked, not only
/// the last.
@Suite("Live cells: GPU matches the CPU reference", .serialized, .tags(.gl))
struct LiveCellGPUTests {
  typealias Call = RandomLiveChanges.Call

  func cell(_ name: String, rate: Double, lifetime: Double, velocity: Double) -> EmitterCell {
    var cell = EmitterCell(name: name)
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.lifetimeRange = lifetime / 4
    cell.velocity = velocity
    cell.velocityRange = velocity / 3
    cell.emissionRange = .pi
    cell.yAcceleration = 120
    cell.contents = .shape(.circle, size: Size(width: 6, height: 6))
    return cell
  }

  /// Fireworks with a cell inserted before the rocket, the rocket's burst sub-cell removed
  /// while its sparks fly, a trail inserted under the new cell, then the layer's cells
  /// replaced; the runs stop at `frames` of them.
  func calls() -> [Call] {
    var comet = cell("comet", rate: 30, lifetime: 1.2, velocity: 150)
    comet.emitterCells = [cell("spark", rate: 6, lifetime: 0.4, velocity: 40)]
    return [
      Call(frame: 30, layer: 0, kind: .change(.insertCell(comet, at: 0, parent: nil))),
      Call(frame: 100, layer: 0, kind: .change(.removeCell(path: "rocket.firework"))),
      Call(
        frame: 110, layer: 0,
        kind: .change(
          .insertCell(cell("trail", rate: 8, lifetime: 0.5, velocity: 10), at: nil, parent: "comet")
        )),
      Call(frame: 160, layer: 0, kind: .change(.removeCell(path: "comet"))),
      Call(
        frame: 200, layer: 0,
        kind: .change(
          .setCells([cell("late", rate: 80, lifetime: 0.8, velocity: 200)], parent: nil))),
    ]
  }

  @Test(
    "fireworks with cells inserted, removed and replaced: 0 deviation at each stage",
    arguments: [60, 105, 140, 180, 260, 420])
  func stages(frameCount: Int) throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = Array(FrameTimes.jittery(count: 420, seed: 21).prefix(frameCount))
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls(), holdingGL: withGL)
    let made = calls().filter { $0.frame < frameCount }.count
    #expect(run.cpuAccepted == Array(repeating: true, count: made))
    #expect(run.gpuAccepted == run.cpuAccepted)
    #expect(run.comparison.expectedCount > 0)
    #expect(run.comparison.passed, "\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }

  @Test("the GPU replaying the recording equals the CPU's live run")
  func replay() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = FrameTimes.jittery(count: 240, seed: 22)
    let live = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls(), holdingGL: withGL)
    let recording = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    #expect(recording.layers[0].events.count == 5)
    let replay = try SimulatorComparison.run(recording, frameTimes: frames, holdingGL: withGL)
    #expect(replay.passed, "\(replay)")
    #expect(replay.expectedCount == live.comparison.expectedCount)
    for attribute in replay.attributes { #expect(attribute.maximum == 0, "\(attribute.attribute)") }
  }

  @Test("more cells than the GPU's template block allows are refused with the limit")
  func cellLimit() throws {
    var layer = EmitterLayer(name: "many")
    layer.emitterCells = (0..<(CellTemplateLayout.maximumCells - 1)).map {
      cell("c\($0)", rate: 0, lifetime: 1, velocity: 0)
    }
    var scene = Scene()
    scene.layers = [layer]
    try withGL {
      let gpu = try GPUSimulator(scene: scene)
      defer { gpu.destroy() }
      gpu.advance(to: 0.1)
      try gpu.insertCell(cell("last", rate: 1, lifetime: 1, velocity: 0))
      do {
        try gpu.insertCell(cell("over", rate: 1, lifetime: 1, velocity: 0))
        Issue.record("a cell past the limit was accepted")
      } catch {
        #expect("\(error)".contains("\(CellTemplateLayout.maximumCells)"), "\(error)")
      }
      gpu.advance(to: 0.2)
      #expect(gpu.scene.cells.count == CellTemplateLayout.maximumCells)
    }
  }
}
