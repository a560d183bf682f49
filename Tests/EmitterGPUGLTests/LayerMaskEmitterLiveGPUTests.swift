import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Live changes of a mask's emitter keys (`mask.birthRate`, `mask.emitterCells.NAME.birthRate`,
/// `mask.emitterPosition`) reach its particles through the layer the emitter is lifted into
/// (`LayerChange+MaskEmitter`), from a scene file's events and from live calls alike: births
/// exact against the rate's integral, the GPU's particles the CPU's to the bit, and the
/// recording replays.
@Suite("Live changes of a mask's emitter keys", .serialized, .tags(.gl))
struct LayerMaskEmitterLiveGPUTests {
  /// A masked layer whose mask emits `spark`, 10 a second for 100 s (every particle born is
  /// alive), moving off at 40 pt/s in a 1 rad fan, with `events` on the masked layer.
  static func scene(events: [LayerChange] = []) -> Scene {
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 10
    spark.lifetime = 100
    spark.velocity = 40
    spark.emissionRange = 1
    spark.contents = .shape(.circle, size: Size(width: 6, height: 6))
    var emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: 30, y: 40)
    emitter.seed = 5
    emitter.emitterCells = [spark]
    var mask = LayerMask()
    mask.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
    mask.position = Point(x: 80, y: 70)
    mask.emitter = emitter
    var layer = EmitterLayer(name: "masked")
    layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    layer.mask = mask
    layer.events = events
    var scene = Scene()
    scene.size = Size(width: 160, height: 140)
    scene.layers = [layer]
    return scene
  }

  /// The layer's rate multiplier tripled at 1 s, the cell's rate doubled at 2 s.
  static let rateChanges = [
    LayerChange(.set(keyPath: "mask.birthRate", value: .number(3)), at: 1),
    LayerChange(.set(keyPath: "mask.emitterCells.spark.birthRate", value: .number(20)), at: 2),
  ]

  /// 60 fps frames to 2.525 s, each frame's end on the grid (so a live call after frame 60 is
  /// made at 1 s exactly).
  static let frames = (1...151).map { Double($0) / 60 } + [2.525]

  /// The CPU reference through `frames` with `calls` made after their frames.
  static func cpuRun(_ scene: Scene, calls: [RandomLiveChanges.Call]) -> CPUSimulator {
    let cpu = CPUSimulator(scene: scene)
    for (frame, t) in frames.enumerated() {
      cpu.advance(to: t)
      for call in calls where call.frame == frame { _ = call.apply(to: cpu) }
    }
    return cpu
  }

  /// Particles of the mask's cell (the lifted layer's, flat layer 1) in `snapshot`.
  static func maskParticles(_ snapshot: ParticleSnapshot) -> Int {
    snapshot.particles.count(where: { snapshot.cells[$0.cell].layer == 1 })
  }

  @Test("mask.birthRate and mask.emitterCells.spark.birthRate as events: births exact, 0 deviation")
  func eventsInTheSceneFile() throws {
    let scene = Self.scene(events: Self.rateChanges)
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames { cpu.advance(to: t) }
    // Serial k is born where the rate's integral crosses k (serial 0 at 0 s): 10 t to 1 s,
    // 10 × 3 a second to 2 s, then 20 × 3: 10 + 30 + 60 × 0.525 = 71.5, so serials 0...71.
    #expect(Self.maskParticles(cpu.snapshot()) == 72)
    #expect(try cpu.bornCount(cell: "spark", layer: 1) == 72)
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: Self.frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "\(comparison)")
  }

  @Test("the same changes as live calls on the masked layer: the frames of the events, replayed")
  func liveCalls() throws {
    let calls = [
      RandomLiveChanges.Call(
        frame: 59, layer: 0, kind: .change(.set(keyPath: "mask.birthRate", value: .number(3)))),
      RandomLiveChanges.Call(
        frame: 119, layer: 0,
        kind: .change(.set(keyPath: "mask.emitterCells.spark.birthRate", value: .number(20)))),
    ]
    let run = try SimulatorComparison.runLive(
      Self.scene(), frameTimes: Self.frames, calls: calls, tolerance: .exact, holdingGL: withGL)
    #expect(run.cpuAccepted == [true, true] && run.gpuAccepted == [true, true])
    #expect(run.comparison.passed, "\(run.comparison)")
    // The calls are the events: the same particles as the scene file that holds them.
    let fromEvents = CPUSimulator(scene: Self.scene(events: Self.rateChanges))
    for t in Self.frames { fromEvents.advance(to: t) }
    #expect(Self.cpuRun(Self.scene(), calls: calls).snapshot() == fromEvents.snapshot())
    #expect(Self.maskParticles(fromEvents.snapshot()) == 72)
    // The recording, written and read back, holds them on the masked layer and replays them.
    let written = try Scene(jsonData: run.recording.jsonData(), file: "recording.json")
    #expect(written.layers[0].events == Self.rateChanges)
    let replay = CPUSimulator(scene: written)
    for t in Self.frames { replay.advance(to: t) }
    #expect(replay.snapshot() == fromEvents.snapshot())
  }

  @Test("mask.emitterPosition set live: births after it leave from the new point, 0 deviation")
  func emitterPosition() throws {
    let moved = LayerChange(
      .set(keyPath: "mask.emitterPosition", value: .point(Point(x: 90, y: 20))), at: 0.5)
    let scene = Self.scene(events: [moved])
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames.prefix(60) { cpu.advance(to: t) }
    // At 1 s, serial 4 (born at 0.4 s) has flown 0.6 s from mask point (30, 40); serial 5,
    // born at the change's moment, 0.5 s from (90, 20) (snapshots are in layer points; the
    // emission cone points out of the plane too).
    let snapshot = cpu.snapshot()
    let particles = snapshot.particles.filter { snapshot.cells[$0.cell].layer == 1 }
    let before = try #require(particles.first { $0.serial == 4 })
    let after = try #require(particles.first { $0.serial == 5 })
    func distance(_ position: SIMD3<Float>, from x: Double, _ y: Double) -> Double {
      let d = SIMD3<Double>(position) - SIMD3(x, y, 0)
      return (d * d).sum().squareRoot()
    }
    let fromOld = distance(before.position, from: 30, 40)
    let fromNew = distance(after.position, from: 90, 20)
    // 40 pt/s: 24 pt and 20 pt (float positions: 1e-3 pt).
    #expect(abs(fromOld - 24) < 1e-3, "\(before.position)")
    #expect(abs(fromNew - 20) < 1e-3, "\(after.position)")
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: Self.frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "\(comparison)")
  }

  @Test("the mask taken away takes its particles: none simulated after, 0 deviation, keys refused")
  func maskRemoved() throws {
    let removal = LayerChange(.set(keyPath: "mask", value: .unset), at: 1)
    let scene = Self.scene(events: [removal])
    let cpu = CPUSimulator(scene: scene)
    for t in Self.frames.prefix(59) { cpu.advance(to: t) }
    #expect(Self.maskParticles(cpu.snapshot()) == 10, "serials 0...9 before the removal")
    for t in Self.frames.dropFirst(59) { cpu.advance(to: t) }
    #expect(Self.maskParticles(cpu.snapshot()) == 0)
    #expect(cpu.model.layers[0].mask == nil)
    // Its emitter keys are gone with it: refused, naming the key path.
    #expect {
      try cpu.setValue(2.0, forKeyPath: "mask.birthRate", layer: 0)
    } throws: { error in
      (error as? LiveChangeError)?.message.contains("emits no particles") == true
    }
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: Self.frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "\(comparison)")
    // The same removal as a live call: the same particles.
    let calls = [RandomLiveChanges.Call(frame: 59, layer: 0, kind: .change(removal.action))]
    let run = try SimulatorComparison.runLive(
      Self.scene(), frameTimes: Self.frames, calls: calls, tolerance: .exact, holdingGL: withGL)
    #expect(run.comparison.passed, "\(run.comparison)")
    #expect(Self.cpuRun(Self.scene(), calls: calls).snapshot() == cpu.snapshot())
  }
}
