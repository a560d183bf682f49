import EmitterModel
import Testing

@testable import EmitterSimulation
import EmitterVerification

/// The CPU reference on random scenes: the properties every scene must have, whatever its numbers.
@Suite("CPU reference on random scenes")
struct RandomSceneSimulationTests {
  /// Small enough that 50 scenes simulate in seconds in a debug build, large enough that every
  /// cell has particles alive and sub-cells multiply.
  static let generator = RandomSceneGenerator(
    limits: .init(maximumLiveParticles: 4_000, maximumSlots: 60_000))
  static let endTime = 3.0

  func snapshot(_ scene: Scene, frameTimes: [Double]) -> ParticleSnapshot {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: frameTimes)
    return simulator.snapshot()
  }

  @Test("two runs over the same frame times agree to the bit (50 random scenes)", arguments: 0..<50)
  func deterministic(seed: UInt64) {
    let scene = Self.generator.scene(seed: seed)
    let frames = FrameTimes.jittery(until: Self.endTime, seed: seed)
    let comparison = SnapshotComparison(
      expected: snapshot(scene, frameTimes: frames), actual: snapshot(scene, frameTimes: frames),
      scale: ComparisonScale(scene), tolerance: .exact)
    #expect(comparison.passed, "seed \(seed)\n\(comparison)")
  }

  @Test(
    "60 fps and jittery frames to the same end time give the same particles (50 random scenes)",
    arguments: 0..<50)
  func frameRateRobust(seed: UInt64) {
    let scene = Self.generator.scene(seed: seed)
    let steady = snapshot(scene, frameTimes: FrameTimes.steady(fps: 60, until: Self.endTime))
    let jittery = snapshot(scene, frameTimes: FrameTimes.jittery(until: Self.endTime, seed: seed))
    let identity = IdentityComparison(expected: steady, actual: jittery)
    #expect(identity.matches, "seed \(seed)\n\(identity)")
  }
  @Test(
    "no GPU slot is reused while its particle lives (20 random scenes, jittery frames)",
    arguments: 0..<20)
  func slotsNeverCollide(seed: UInt64) {
    let simulator = CPUSimulator(scene: Self.generator.scene(seed: seed))
    simulator.checksSlots = true
    simulator.run(frameTimes: FrameTimes.jittery(until: Self.endTime, seed: seed))
    #expect(simulator.slotCollisions == 0, "seed \(seed)")
  }

  @Test(
    "scenes with behaviours, animations and events validate, replay to the bit and never reuse a live slot (30 random scenes)",
    arguments: 0..<30)
  func animated(seed: UInt64) throws {
    let scene = Self.generator.animatedScene(seed: seed)
    try scene.validate()
    let frames = FrameTimes.jittery(until: Self.endTime, seed: seed)
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    simulator.run(frameTimes: frames)
    #expect(simulator.slotCollisions == 0 && simulator.capacityError == nil, "seed \(seed)")
    let comparison = SnapshotComparison(
      expected: simulator.snapshot(), actual: snapshot(scene, frameTimes: frames),
      scale: ComparisonScale(scene), tolerance: .exact)
    #expect(comparison.passed, "seed \(seed)\n\(comparison)")
    // Births never depend on the frame split; deaths do when a lifetime is animated, since a
    // value drawn at birth is the cell's at the start of the step the particle is born in. So
    // do a sub-cell's births when its rate animates: each parent's rate is the straight line
    // between its birth step's ends (`SubCellRateSampling`), which a curve bends away from by an
    // amount that depends on the split (linear ramps stay exact: `SubCellRateAnimationTests`).
    // And a collider that kills on contact, or sub-cells born at contacts: where and how often
    // a particle meets a collider depends on the steps.
    let animatesLifetime = scene.layers.contains { $0.animations.contains { $0.keyPath.hasSuffix(".lifetime") } }
    let animatesSubCellRate = scene.layers.contains {
      $0.animations.contains { EmitterLayer.subCellRatePath($0.keyPath) != nil }
    }
    let killsOnContact = scene.layers.contains { layer in
      (layer.emitterBehaviors + layer.emitterCells.flatMap(\.emitterBehaviors)).contains {
        $0.type == .collision && $0.response == .die && $0.enabled
      }
    }
    func bornAtContacts(_ cells: [EmitterCell]) -> Bool {
      cells.contains { $0.birthEvent == .collision || bornAtContacts($0.emitterCells) }
    }
    let childrenAtContacts = scene.layers.contains { bornAtContacts($0.emitterCells) }
    guard !animatesLifetime, !animatesSubCellRate, !killsOnContact, !childrenAtContacts else { return }
    let steady = snapshot(scene, frameTimes: FrameTimes.steady(fps: 60, until: Self.endTime))
    #expect(IdentityComparison(expected: steady, actual: simulator.snapshot()).matches, "seed \(seed)")
  }
}
