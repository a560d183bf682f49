import EmitterModel
import EmitterSimulation
import Testing
@testable import EmitterGPU
import EmitterTestSupport
import EmitterVerification

/// Property-based: seeded random scenes (every shape, mode, property, sub-cells, both range
/// modes) run on both simulators over jittery frames. A failure names its seed; replay it with
/// `RandomSceneGenerator(limits: Self.limits).scene(seed:)` or `emitter compare --random SEED`.
/// Not `.serialized`: each case's GPU simulator lives inside the GL lock (`SimulatorComparison`),
/// so its cases' CPU references run side by side; serial, this suite alone was the GL target's
/// critical path (docs/BENCHMARKS.md, CI's time).
@Suite("GPU matches the CPU on random scenes", .tags(.gl))
struct RandomSceneGPUTests {
  /// Light enough for a debug-build CPU reference: at most 4,000 live particles, 60,000 slots.
  static let limits = RandomSceneGenerator.Limits(maximumLiveParticles: 4_000, maximumSlots: 60_000)

  @Test("60 random scenes, 3 s of jittery frames", arguments: 0..<60 as Range<UInt64>)
  func randomScene(seed: UInt64) throws {
    let scene = RandomSceneGenerator(limits: Self.limits).scene(seed: seed)
    let frames = FrameTimes.jittery(until: 3, seed: seed)
    try expectGPUMatchesCPU(scene, frames: frames, "random scene seed \(seed)", requireParticles: false)
  }

  @Test("30 random scenes with behaviours, animations and emission events, 3 s of jittery frames",
        arguments: 0..<30 as Range<UInt64>)
  func animatedScene(seed: UInt64) throws {
    let scene = RandomSceneGenerator(limits: Self.limits).animatedScene(seed: seed)
    let frames = FrameTimes.jittery(until: 3, seed: seed)
    try expectGPUMatchesCPU(scene, frames: frames, "animated random scene seed \(seed)", requireParticles: false)
  }
}
