import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU
import EmitterVerification

/// Collision and death events on the GPU against the CPU reference: the same events, in the same
/// order, at the same positions (to the bit), step after step.
@Suite("GPU events equal the CPU's, in order", .serialized, .tags(.gl))
struct CollisionEventGPUTests {
  /// Two cells (one with a sub-cell) among every collider, bouncing and dying.
  static func scene() -> Scene {
    var scene = CollisionGPUTests.scene(
      CollisionGPUTests.cases[4].1 + [
        CollisionGPUTests.collision("pit", .circle) {
          $0.position = Point(x: 100, y: 250); $0.radius = 40; $0.response = .die
        }
      ])
    var second = scene.layers[0].emitterCells[0]
    second.name = "second"
    second.lifetime = 1.5
    second.birthRate = 25
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 3
    spark.lifetime = 0.5
    spark.velocity = 150
    spark.emissionRange = 2 * .pi
    second.emitterCells = [spark]
    scene.layers[0].emitterCells.append(second)
    return scene
  }

  @Test("jittered frames: every step's collisions and deaths equal, in order, drained per frame")
  func sameEvents() throws {
    let scene = Self.scene()
    let (cpu, gpu) = try SimulatorComparison.onBoth(scene, holdingGL: withGL) { simulator in
      simulator.recordsEvents = true
      var all: [ParticleEvent] = []
      for t in GPUFixtures.jitteryFrames {
        simulator.advance(to: t)
        all += simulator.drainEvents()
      }
      return (events: all, drained: simulator.events.isEmpty)
    }
    #expect(cpu.drained && gpu.drained, "drained")
    let (cpuEvents, gpuEvents) = (cpu.events, gpu.events)
    let counts = ParticleEventCounts(cpuEvents)
    #expect(counts.collisions.values.reduce(0, +) > 500, "collisions happen: \(counts)")
    #expect(counts.deaths.count == 3, "every cell's particles die: \(counts)")
    #expect(cpuEvents.count == gpuEvents.count)
    let firstDifference = zip(cpuEvents, gpuEvents).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    #expect(firstDifference == nil, "first difference at \(firstDifference ?? -1)")
    #expect(ParticleEventCounts(gpuEvents) == counts)
  }
}
