import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Emission control: bursts, timed emission, stop, restart, completion, prewarm")
struct EmissionControlTests {
  func run(_ simulator: CPUSimulator, from start: Double, to end: Double, fps: Double = 60) {
    for t in FrameTimes.steady(fps: fps, until: end - start) { simulator.advance(to: start + t) }
  }

  @Test("a burst adds exactly its count, born at the moment of the call, at any frame rate",
        arguments: [24.0, 60, 144])
  func burst(fps: Double) throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 10, lifetime: 100))
    run(simulator, from: 0, to: 1, fps: fps)
    let before = simulator.liveCount
    try simulator.burst(250, cell: "dot")
    run(simulator, from: 1, to: 1.5, fps: fps)
    #expect(simulator.liveCount == before + 250 + 5, "250 burst + 5 from the steady 10/s")
    let burst = simulator.particles[0].filter { abs($0.age - 0.5) < 1e-4 }
    #expect(burst.count >= 250, "burst particles are 0.5 s old")
    #expect(throws: EmissionControlError.unknownCell("dott", layer: 0, topLevelCells: ["dot"])) {
      try simulator.burst(1, cell: "dott")
    }
  }

  @Test("bursts from a scene file, on a stopped layer, are exact too")
  func scheduledBursts() {
    var scene = SceneFixtures.single(rate: 50)
    scene.layers[0].emissionEvents = [
      EmissionEvent(.stop, at: 0), .burst(120, cell: "dot", at: 0.25), .burst(30, cell: "dot", at: 1),
    ]
    for fps in [25.0, 60, 100] {
      let simulator = CPUSimulator(scene: scene)
      run(simulator, from: 0, to: 2, fps: fps)
      #expect(simulator.liveCount == 150, "\(fps) fps")
      #expect(simulator.particles[0].map(\.serial).sorted() == Array(0..<150))
    }
  }

  @Test("stop then restart: births resume at the steady rate, with no back-filled flurry")
  func stopRestart() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 100, lifetime: 100))
    run(simulator, from: 0, to: 1)
    try simulator.stop()
    run(simulator, from: 1, to: 3)
    #expect(simulator.liveCount == 100, "nothing born while stopped")
    try simulator.restart()
    simulator.advance(to: 3 + 1.0 / 60)
    #expect(simulator.liveCount - 100 <= 2, "one frame after restart: one frame's births, not two seconds'")
    run(simulator, from: 3 + 1.0 / 60, to: 4)
    #expect(abs(simulator.liveCount - 200) <= 1)
    let ages = simulator.particles[0].filter { $0.serial >= 100 }.map(\.age)
    #expect(ages.allSatisfy { $0 <= 1 + 1e-4 }, "every new particle was born after the restart")
  }

  @Test("restart replays the layer's animations; start resumes them where they are")
  func restartReplays() throws {
    var scene = SceneFixtures.single(rate: 100, lifetime: 100)
    scene.layers[0].animations = [.basic("birthRate", from: 1.0, to: 0.0, duration: 1)]
    scene.layers[0].birthRate = 0
    let simulator = CPUSimulator(scene: scene)
    run(simulator, from: 0, to: 2)
    #expect(simulator.liveCount == 50)
    try simulator.restart()
    run(simulator, from: 2, to: 4)
    #expect(simulator.liveCount == 100, "the taper ran again: 50 more")
    try simulator.start()
    run(simulator, from: 4, to: 5)
    #expect(simulator.liveCount == 100, "start does not replay: the rate is still 0")
  }

  @Test("emit(for:) with a taper emits the tapered integral, then nothing")
  func emitFor() throws {
    var scene = SceneFixtures.single(rate: 120, lifetime: 100)
    scene.layers[0].emissionEvents = [EmissionEvent(.stop, at: 0)]
    let simulator = CPUSimulator(scene: scene)
    simulator.advance(to: 0.5)
    try simulator.emit(for: 2, taper: .linear)
    run(simulator, from: 0.5, to: 4)
    // 120/s × ∫ (1 - t/2) dt over 2 s = 120.
    #expect(simulator.liveCount == 120)
    let flat = CPUSimulator(scene: scene)
    try flat.emit(for: 1.5)
    run(flat, from: 0, to: 3)
    #expect(flat.liveCount == 180)
  }

  @Test("a stopped layer completes once, when its last particle dies; a running one never does")
  func completion() throws {
    var scene = SceneFixtures.single(rate: 20, lifetime: 1.5)
    scene.layers.append(SceneFixtures.single(rate: 5, lifetime: 1).layers[0])
    let simulator = CPUSimulator(scene: scene)
    run(simulator, from: 0, to: 1)
    try simulator.stop(layer: 0)
    var completions: [LayerCompletion] = []
    for t in FrameTimes.steady(fps: 60, until: 3) { completions += simulator.advance(to: 1 + t) }
    #expect(completions.count == 1 && completions[0].layer == 0)
    // The last particle was born just before 1 s and lives 1.5 s.
    #expect(completions.first.map { $0.time > 2.4 && $0.time < 2.5 } == true)
    #expect(simulator.isFinished(layer: 0) && !simulator.isFinished(layer: 1))
    #expect(simulator.completions == completions)
  }

  @Test("prewarming by timeOffset gives the particles a run from 0 gives (gravity and drag)")
  func prewarm() {
    var base = SceneFixtures.gravityConfetti()
    base.layers[0].emitterBehaviors = [{ var b = EmitterBehavior(type: .drag); b.drag = 0.8; return b }()]
    var prewarmed = base
    prewarmed.layers[0].timeOffset = 2
    let a = CPUSimulator(scene: prewarmed)
    let b = CPUSimulator(scene: base)
    for t in FrameTimes.steady(fps: 60, until: 1) {
      a.advance(to: t)
      b.advance(to: 2 + t)
    }
    let (x, y) = (a.snapshot().particles, b.snapshot().particles)
    #expect(x.count > 200 && x.map(\.serial) == y.map(\.serial) && x.map(\.cell) == y.map(\.cell))
    for (p, q) in zip(x, y) {
      // Exact for constant acceleration and drag: different step splits differ only by rounding.
      #expect(maxAbs(p.position - q.position) < 1e-5 * max(1000, maxAbs(p.position)), "serial \(p.serial)")
      #expect(maxAbs(p.velocity - q.velocity) < 1e-5 * max(1000, maxAbs(p.velocity)))
    }
  }
}
