import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU

/// The GPU keeps trail rings in one storage block (256 bytes a slot), so once a cell keeps a
/// trail the pool may hold no more slots than that block does (`GPUSimulator.trailSlotLimit`,
/// 512 K on llvmpipe). Whenever the first trail comes (from the start, a live change or an
/// animation) to a pool already larger, the run stops with the capacity error naming that
/// limit, as a ring outgrowing any block does (a trail from the start is refused before the run
/// starts); the CPU reference, which has no such block, runs on.
@Suite("The GPU's trail block limits the pool whenever a trail first comes", .serialized, .tags(.gl))
struct TrailSlotLimitGPUTests {
  /// A constant 100,000 a second living 6 s: rings of 600 K slots from the start, over the
  /// trail block's 512 K.
  static func crowded(
    trailLength: Double = 0, animations: [PropertyAnimation] = []
  ) -> Scene {
    var scene = GPUFixtures.scene(layer: { $0.animations = animations }) {
      $0.birthRate = 100_000
      $0.lifetime = 6
      $0.trailLength = trailLength
      $0.trailPoints = 4
    }
    scene.particleCap = 2_000_000
    return scene
  }

  /// The run's capacity error after `body` drives it, the slots it held before the trail, and
  /// the trail block's slots (read while the context is current).
  func run(_ scene: Scene, _ body: (GPUSimulator) throws -> Void) throws
    -> (error: SimulationCapacityError?, slots: Int, limit: Int)
  {
    try withGL {
      let gpu = try GPUSimulator(scene: scene)
      defer { gpu.destroy() }
      gpu.advance(to: 1.0 / 60)
      let slots = gpu.particleBuffers.slotCount
      try body(gpu)
      return (gpu.capacityError, slots, GPUSimulator.trailSlotLimit)
    }
  }

  func expectTrailLimit(
    _ outcome: (error: SimulationCapacityError?, slots: Int, limit: Int), after time: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let error = try #require(outcome.error, sourceLocation: sourceLocation)
    #expect(outcome.limit > 0 && error.cap == outcome.limit, sourceLocation: sourceLocation)
    #expect(error.limit.contains("slots with trails"), "\(error)", sourceLocation: sourceLocation)
    #expect(error.cell == "cell" && error.time >= time, "\(error)", sourceLocation: sourceLocation)
    #expect(error.slots > error.cap, sourceLocation: sourceLocation)
  }

  @Test("a trail set live on a pool past the limit stops the run there; the CPU runs on")
  func liveTrail() throws {
    let outcome = try run(Self.crowded()) { gpu in
      gpu.advance(to: 0.1)
      #expect(gpu.capacityError == nil, "no trail yet: the pool may pass the trail block")
      try gpu.setValue(0.5, forKeyPath: "emitterCells.cell.trailLength")
      gpu.advance(to: 0.2)
    }
    #expect(outcome.slots > outcome.limit)
    try expectTrailLimit(outcome, after: 0.1)

    let cpu = CPUSimulator(scene: Self.crowded())
    cpu.advance(to: 0.1)
    try cpu.setValue(0.5, forKeyPath: "emitterCells.cell.trailLength")
    cpu.advance(to: 0.2)
    #expect(cpu.capacityError == nil)
    #expect(cpu.snapshot().particles.contains { !$0.trail.isEmpty })
  }

  @Test("a trail an animation brings stops the run when it comes, not before")
  func animatedTrail() throws {
    let grows = PropertyAnimation.keyframes(
      "emitterCells.cell.trailLength", values: [0.0, 0, 0.5], keyTimes: [0, 0.2, 1], duration: 1)
    let outcome = try run(Self.crowded(animations: [grows])) { gpu in
      gpu.advance(to: 0.15)
      #expect(gpu.capacityError == nil, "the trail length is still 0")
      gpu.advance(to: 0.4)
    }
    try expectTrailLimit(outcome, after: 0.2)
  }

  @Test("a trail from the start on a pool past the limit is refused before it starts")
  func trailFromTheStart() throws {
    try withGL {
      do throws(GPUSimulationError) {
        let gpu = try GPUSimulator(scene: Self.crowded(trailLength: 0.5))
        gpu.destroy()
        Issue.record("600 K slots with trails were accepted")
      } catch .bufferTooLarge(let bytes, let limit) {
        #expect(bytes > limit && bytes % GPUParticlePool.trailStride == 0)
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
