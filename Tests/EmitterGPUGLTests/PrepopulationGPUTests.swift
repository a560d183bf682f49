import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Foundation
import Testing
@testable import EmitterGPU
import EmitterVerification

/// `prepopulatesOnFirstDisplay` on the GPU: the pre-populated first step (births with first steps
/// longer than the step) and everything after it, against the CPU reference.
@Suite("First-display pre-population: GPU matches the CPU reference", .serialized, .tags(.gl))
struct PrepopulationGPUTests {
  @Test("a circle-outline fixture: the first frame alone (every particle pre-populated), then 300 frames")
  func fixture() throws {
    var scene = GPUFixtures.scene(shape: .circle, mode: .outline)
    scene.prepopulatesOnFirstDisplay = true
    try expectGPUMatchesCPU(scene, frames: [1.0 / 60], "prepopulated circle, first frame")
    try expectGPUMatchesCPU(scene, "prepopulated circle")
  }

  @Test("sub-cells of pre-populated parents, fireworks and a many-child leaf: first frame and 120 jittery frames, 0 deviation")
  func subCells() throws {
    var fireworks = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    fireworks.prepopulatesOnFirstDisplay = true
    var family = GPUFixtures.scene(cell: { cell in
      cell.birthRate = 60
      cell.lifetime = 1.5
      var child = EmitterCell(name: "spark")
      child.birthRate = 40
      child.lifetime = 0.3
      child.lifetimeRange = 0.2
      child.velocity = 30
      child.emissionRange = .pi
      cell.emitterCells = [child]
    })
    family.prepopulatesOnFirstDisplay = true
    for (name, scene) in [("fireworks", fireworks), ("family", family)] {
      for frames in [[1.0 / 60], FrameTimes.jittery(count: 120, seed: 4)] {
        let comparison = try SimulatorComparison.run(
          scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
        #expect(comparison.expectedCount > 0, "\(name)")
        #expect(comparison.passed, "prepopulated \(name), \(frames.count) frames\n\(comparison)")
      }
    }
    // The first frames hold children: their parents were pre-populated with them.
    let rockets = CPUSimulator(scene: fireworks)
    rockets.advance(to: 1.0 / 60)
    let cells = rockets.snapshot().cells.map(\.path)
    let live = rockets.snapshot().countsByCell
    // Rate 1, lifetime 1.6: one rocket born at -1 s besides the one at 0; the older one has
    // emitted its flares (45/s from age 0.01 for 0.7 s, each living 1.5 s): 31 of them.
    #expect(cells.prefix(2) == ["rocket", "rocket.flare"] && live.prefix(2) == [2, 31], "\(zip(cells, live).map { "\($0) \($1)" })")
    let cpu = CPUSimulator(scene: family)
    cpu.advance(to: 1.0 / 60)
    let counts = cpu.snapshot().countsByCell
    #expect(counts.count == 2 && counts[1] > 500, "\(counts)")
  }

  @Test("presets pre-populated, 120 jittery frames", arguments: ["comets", "colored-smoke", "imessage-confetti", "fireworks"])
  func presets(name: String) throws {
    var scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("\(name).json"))
    scene.prepopulatesOnFirstDisplay = true
    try expectGPUMatchesCPU(scene, frames: FrameTimes.jittery(count: 120, seed: 3), "prepopulated \(name)")
  }
}
