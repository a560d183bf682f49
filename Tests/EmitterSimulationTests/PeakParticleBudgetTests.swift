import EmitterModel
import Testing

@testable import EmitterSimulation
import EmitterVerification

/// `Scene.peakParticleBudget`: the bound with animations at their peaks holds while scenes play.
@Suite("Peak particle budget")
struct PeakParticleBudgetTests {
  static let generator = RandomSceneGenerator(
    limits: .init(maximumLiveParticles: 4_000, maximumSlots: 60_000))

  @Test("no frame of an animated random scene has more live particles than its peak budget (30 scenes)", arguments: 0..<30)
  func boundHolds(seed: UInt64) {
    let scene = Self.generator.animatedScene(seed: seed)
    let peak = scene.peakParticleBudget.total
    #expect(peak >= scene.particleBudget.total, "seed \(seed)")
    let simulator = CPUSimulator(scene: scene)
    var most = 0
    for time in FrameTimes.jittery(until: 3, seed: seed) {
      _ = simulator.advance(to: time)
      most = max(most, simulator.liveCount)
    }
    #expect(Double(most) <= peak, "seed \(seed): \(most) live, peak budget \(peak)")
  }

  @Test("the random scenes above include animations that raise the bound, so the check has teeth")
  func scenesRaiseTheBound() {
    let raised = (0..<30).filter { seed in
      let scene = Self.generator.animatedScene(seed: UInt64(seed))
      return scene.peakParticleBudget.total > scene.particleBudget.total
    }
    #expect(raised.count >= 5, "only seeds \(raised) raise the bound")
  }

  @Test("a birth rate written as 0 and animated up is bounded by its peak, not by 0")
  func animatedFromZero() throws {
    var cell = EmitterCell(name: "dot")
    cell.birthRate = 100
    cell.lifetime = 1
    var layer = EmitterLayer()
    layer.emitterCells = [cell]
    layer.birthRate = 0
    layer.animations = [.basic("birthRate", from: 0.0, to: 2.0, duration: 3)]
    var scene = Scene()
    scene.layers = [layer]
    #expect(scene.particleBudget.total == 0)
    // 200 births per second at the peak for 1 s lifetimes: at most ceil(200) + 1.
    #expect(scene.peakParticleBudget.total == 201)
    let simulator = CPUSimulator(scene: scene)
    var most = 0
    for frame in 1...180 {
      _ = simulator.advance(to: Double(frame) / 60)
      most = max(most, simulator.liveCount)
    }
    #expect(most > 100 && most <= 201)
  }
}
