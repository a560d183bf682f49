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
