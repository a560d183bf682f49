import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// `maxParticles`: the planner's live-particle cap (StepPlanner+ParticleCap.swift).
@Suite("maxParticles caps live particles")
struct MaxParticlesTests {
  /// 100 a second living 1 ± 0.3 s (about 100 alive uncapped), capped at 40.
  static func scene(cap: Int) -> Scene {
    var scene = SceneFixtures.single(rate: 100, lifetime: 1) {
      $0.lifetimeRange = 0.3
      $0.maxParticles = cap
      $0.velocity = 20
    }
    scene.layers[0].seed = 11
    return scene
  }

  /// The serials alive after each frame, and the most alive at once by the planner's count.
  func run(_ scene: Scene, fps: Double, until end: Double) -> (serials: Set<UInt64>, most: Int) {
    let simulator = CPUSimulator(scene: scene)
    var most = 0
    var frame = 1
    while Double(frame) / fps <= end + 1e-9 {
      simulator.advance(to: Double(frame) / fps)
      most = max(most, simulator.snapshot().particles.count)
      frame += 1
    }
    return (Set(simulator.snapshot().particles.map(\.serial)), most)
  }

  @Test("never more alive than the cap, and the cap is reached")
  func capHolds() {
    let capped = run(Self.scene(cap: 40), fps: 60, until: 3)
    #expect(capped.most == 40)
    let free = run(Self.scene(cap: 0), fps: 60, until: 3)
    #expect(free.most > 80)
  }

  @Test("the same serials are skipped at 24, 60 and 144 fps: the rule is in layer time")
  func frameRateIndependent() {
    let reference = run(Self.scene(cap: 40), fps: 60, until: 3).serials
    #expect(!reference.isEmpty)
    for fps in [24.0, 144] {
      #expect(run(Self.scene(cap: 40), fps: fps, until: 3).serials == reference, "\(fps) fps")
    }
  }

  @Test("skipped births keep their serials: the admitted ones draw what they would uncapped")
  func serialsKept() {
    let capped = CPUSimulator(scene: Self.scene(cap: 40))
    let free = CPUSimulator(scene: Self.scene(cap: 0))
    capped.advance(to: 0.3)
    free.advance(to: 0.3)
    let uncapped = Dictionary(uniqueKeysWithValues: free.snapshot().particles.map { ($0.serial, $0) })
    let admitted = capped.snapshot().particles
    #expect(admitted.count == 30)  // births at 0, 0.01, … 0.29: under the cap
    for particle in admitted { #expect(uncapped[particle.serial] == particle) }
  }
}
