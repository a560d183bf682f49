import EmitterModel
import Testing

@testable import EmitterSimulation
import EmitterTestSupport
import EmitterVerification

/// The CPU reference's `threadCount`: splitting the integrate pass into chunks changes nothing,
/// to the bit and in order, on scenes with behaviours, animations and sub-cells.
@Suite("CPU reference: parallel integrate")
struct ParallelIntegrateTests {
  static let generator = RandomSceneGenerator(
    limits: .init(maximumLiveParticles: 4_000, maximumSlots: 60_000))
  static let seeds: [UInt64] = Array(0..<12)

  /// Every particle of every cell, in storage order, as the bits of all its fields.
  static func bits(_ simulator: CPUSimulator) -> [[UInt64]] {
    simulator.particles.map { cell in cell.flatMap(ParticleBits.words) }
  }

  /// Runs `scene` over jittery frames with `threads` threads, chunking any cell of 8 or more
  /// particles, and records the particles' bits every fifth frame.
  static func history(_ scene: Scene, seed: UInt64, threads: Int) -> [[[UInt64]]] {
    let simulator = CPUSimulator(scene: scene)
    simulator.threadCount = threads
    simulator.parallelMinimum = 8
    var history: [[[UInt64]]] = []
    for (frame, t) in FrameTimes.jittery(until: 3, seed: seed).enumerated() {
      simulator.advance(to: t)
      if frame % 5 == 0 { history.append(bits(simulator)) }
    }
    history.append(bits(simulator))
    return history
  }

  @Test("the seeds cover behaviours and sub-cells")
  func coverage() {
    let scenes = Self.seeds.map { ResolvedScene(Self.generator.animatedScene(seed: $0)) }
    #expect(scenes.contains { $0.layers.contains { $0.behaviors.contains(where: \.isForce) } })
    #expect(scenes.contains { $0.cells.contains { $0.parent != nil } })
  }

  @Test("1, 2, 3 and 4 threads give the same particles in the same order, bit for bit", arguments: seeds)
  func threadCountDoesNotMatter(seed: UInt64) {
    let scene = Self.generator.animatedScene(seed: seed)
    let reference = Self.history(scene, seed: seed, threads: 1)
    #expect(reference.last!.contains { !$0.isEmpty }, "seed \(seed): something alive")
    for threads in 2...4 {
      #expect(Self.history(scene, seed: seed, threads: threads) == reference, "seed \(seed), \(threads) threads")
    }
  }

  @Test("a cell below the minimum is not split; allCores counts at least one")
  func defaults() {
    let simulator = CPUSimulator(scene: SceneFixtures.gravityConfetti())
    #expect(simulator.threadCount == 1)
    #expect(simulator.parallelMinimum >= 1_024)
    #expect(CPUSimulator.allCores >= 1)
  }
}

/// A particle's fields as bit patterns, so comparisons tell -0 from 0 and match NaNs.
enum ParticleBits {
  static func words(_ particle: Particle) -> [UInt64] {
    let floats =
      [particle.position.x, particle.position.y, particle.position.z]
      + [particle.velocity.x, particle.velocity.y, particle.velocity.z, particle.age, particle.lifetime]
      + [particle.color.x, particle.color.y, particle.color.z, particle.color.w, particle.scale]
      + [particle.spin, particle.rotation, particle.mass]
      + [particle.normal.x, particle.normal.y, particle.normal.z]
    return [UInt64(UInt32(bitPattern: particle.cell)), particle.serial, UInt64(particle.slot)]
      + floats.map { UInt64($0.bitPattern) }
  }
}
