import EmitterModel
import EmitterTestSupport
import Testing

@testable import EmitterSimulation

@Suite("Particles born so far per cell")
struct BornCountTests {
  func run(_ simulator: CPUSimulator, from start: Double, to end: Double, fps: Double = 60) {
    for t in FrameTimes.steady(fps: fps, until: end - start) { simulator.advance(to: start + t) }
  }

  /// Two cells that never die: "dot" at 50/s, "capped" at 20/s held to 5 alive.
  func scene() -> Scene {
    var scene = SceneFixtures.single(rate: 50, lifetime: 100)
    var capped = EmitterCell(name: "capped")
    capped.birthRate = 20
    capped.lifetime = 100
    capped.maxParticles = 5
    scene.layers[0].emitterCells.append(capped)
    return scene
  }

  @Test("every birth counted, bursts included, births the cap skips left out", arguments: [24.0, 60, 144])
  func counts(fps: Double) throws {
    let simulator = CPUSimulator(scene: scene())
    #expect(try simulator.bornCount(cell: "dot") == 0)
    run(simulator, from: 0, to: 2, fps: fps)
    // Nothing dies within 100 s: what was born is what lives.
    #expect(try simulator.bornCount(cell: "dot") == simulator.particles[0].count)
    #expect(try simulator.bornCount(cell: "dot") == 100)
    #expect(try simulator.bornCount(cell: "capped") == 5, "the cap's skipped births are not born")
    try simulator.burst(250, cell: "dot")
    run(simulator, from: 2, to: 2.5, fps: fps)
    #expect(try simulator.bornCount(cell: "dot") == 100 + 250 + 25)
    #expect(try simulator.bornCount(cell: "dot") == simulator.particles[0].count)
  }

  @Test("deaths do not lower it; a removed cell keeps its count; names are checked")
  func history() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 40, lifetime: 0.5))
    run(simulator, from: 0, to: 3, fps: 60)
    let born = try simulator.bornCount(cell: "dot")
    #expect(born == 120 && simulator.liveCount < born)
    try simulator.removeCell(named: "dot")
    run(simulator, from: 3, to: 4, fps: 60)
    #expect(try simulator.bornCount(cell: "dot") == born)
    #expect(throws: EmissionControlError.unknownCell("dott", layer: 0, topLevelCells: [])) {
      try simulator.bornCount(cell: "dott")
    }
    #expect(throws: EmissionControlError.unknownLayer(3)) { try simulator.bornCount(cell: "dot", layer: 3) }
  }

  @Test("a sub-cell is not a top-level cell: refused with the top-level names")
  func subCells() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.fireworks())
    run(simulator, from: 0, to: 2, fps: 60)
    #expect(try simulator.bornCount(cell: "rocket") > 0)
    #expect(throws: EmissionControlError.self) { try simulator.bornCount(cell: "flare") }
  }
}
