import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Testing

/// Fire-and-forget bursts (`fire`): the burst's particles on a layer of their own, the same on the
/// GPU as on the CPU reference, and completion reported for that layer when they are gone while
/// the layer they came from keeps emitting.
@Suite("ParticleSystem fire", .serialized, .tags(.gl))
struct ParticleSystemFireGLTests {
  /// The host scene's two layers, a sub-cell added to the squares so completion waits for it.
  static func scene() -> Scene {
    var scene = ParticleSystemDrawsOverHostGLTests.scene()
    var trail = EmitterCell(name: "trail")
    trail.birthRate = 20
    trail.lifetime = 0.4
    trail.velocity = 10
    trail.contents = .shape(.circle, size: Size(width: 4, height: 4))
    scene.layers[0].emitterCells[0].emitterCells = [trail]
    return scene
  }

  @Test("a fired burst: the GPU's particles are the CPU's; onFinished, then its layer completes")
  func fireOnBothEngines() throws {
    let scene = Self.scene()
    let cpu = try ParticleSystem(scene: scene, backend: .cpu)
    var cpuEvents: [String] = []
    cpu.onLayerCompleted = { cpuEvents.append("completed \($0.layer) at \($0.time)") }
    let (gpu, gpuEvents, live, finished) = try withGL {
      let system = try ParticleSystem(scene: scene)
      defer { try? system.destroy() }
      var events: [String] = []
      system.onLayerCompleted = { events.append("completed \($0.layer) at \($0.time)") }
      for frame in 1...10 { try system.update(to: Double(frame) / 60) }
      let index = try system.fire(25, cell: "square", onFinished: { events.append("finished") })
      #expect(index == 2)
      for frame in 11...40 { try system.update(to: Double(frame) / 60) }
      let snapshot = try system.snapshot()
      let live = try system.liveCount(layer: index)
      // Squares live 3 s, their trails 0.4 s more: all gone by 4 s.
      for frame in 41...270 { try system.update(to: Double(frame) / 60) }
      return (snapshot, events, live, try system.isFinished(layer: index))
    }
    for frame in 1...10 { try cpu.update(to: Double(frame) / 60) }
    let index = try cpu.fire(25, cell: "square", onFinished: { cpuEvents.append("finished") })
    for frame in 11...40 { try cpu.update(to: Double(frame) / 60) }
    let reference = try cpu.snapshot()
    #expect(live > 25, "the 25 squares and their trails")
    let comparison = SnapshotComparison(expected: reference, actual: gpu)
    #expect(comparison.passed, "\(comparison)")
    for frame in 41...270 { try cpu.update(to: Double(frame) / 60) }
    let cpuFinished = try cpu.isFinished(layer: index)
    #expect(finished && cpuFinished)
    #expect(gpuEvents == cpuEvents)
    #expect(cpuEvents.count == 2 && cpuEvents[0] == "finished", "\(cpuEvents)")
    #expect(cpuEvents.last?.hasPrefix("completed 2 at ") == true)
    let (sourceLive, sourceFinished) = (try cpu.liveCount(layer: 0), try cpu.isFinished(layer: 0))
    #expect(sourceLive > 0 && !sourceFinished, "the squares' own layer keeps emitting")
  }

  @Test("bursts fired while earlier ones are out: each completes, then leaves the tree; GPU = CPU")
  func repeatedFires() throws {
    /// Fires every half second for 3 s, runs to 7 s; returns the completions, the top-level
    /// layers at 2 s and at the end, and a snapshot at 2 s.
    func run(_ system: ParticleSystem) throws -> ([String], [Int], [Int], ParticleSnapshot) {
      var events: [String] = []
      system.onLayerCompleted = { events.append("completed \($0.layer) at \($0.time)") }
      var atTwo: ([Int], ParticleSnapshot?) = ([], nil)
      for frame in 1...420 {
        if frame % 30 == 0 && frame <= 180 { try system.fire(10, cell: "square") }
        try system.update(to: Double(frame) / 60)
        if frame == 120 { atTwo = (system.model.topLevelLayers, try system.snapshot()) }
      }
      return (events, atTwo.0, system.model.topLevelLayers, try #require(atTwo.1))
    }
    let cpu = try run(try ParticleSystem(scene: Self.scene(), backend: .cpu))
    let gpu = try withGL {
      let system = try ParticleSystem(scene: Self.scene())
      defer { try? system.destroy() }
      return try run(system)
    }
    #expect(cpu.1 == [0, 1, 2, 3, 4, 5], "four bursts out at 2 s, side by side: \(cpu.1)")
    #expect(cpu.2 == [0, 1], "every fired layer left the tree once its particles were gone: \(cpu.2)")
    #expect(cpu.0.count == 6 && cpu.0.allSatisfy { $0.hasPrefix("completed ") }, "\(cpu.0)")
    #expect(gpu.0 == cpu.0 && gpu.1 == cpu.1 && gpu.2 == cpu.2)
    let comparison = SnapshotComparison(expected: cpu.3, actual: gpu.3)
    #expect(comparison.passed, "\(comparison)")
  }

  @Test("fire refuses what it cannot do, naming it")
  func refusals() throws {
    let system = try ParticleSystem(scene: Self.scene(), backend: .cpu)
    #expect(throws: EmissionControlError.unknownCell("nope", layer: 0, topLevelCells: ["square"])) {
      try system.fire(3, cell: "nope")
    }
    #expect(throws: EmissionControlError.invalidCount(0)) { try system.fire(0, cell: "square") }
    #expect(throws: EmissionControlError.unknownLayer(9)) { try system.fire(3, cell: "square", layer: 9) }
  }
}
