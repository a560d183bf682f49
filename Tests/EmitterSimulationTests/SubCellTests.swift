import EmitterModel
import Testing
@testable import EmitterSimulation

@Suite("Sub-cells")
struct SubCellTests {
  /// One parent particle (rate 1/s so only serial 0 exists in the first second) with one sub-cell.
  func parentWithChild(_ configure: (inout EmitterCell) -> Void) -> Scene {
    var child = EmitterCell(name: "child")
    child.lifetime = 5
    configure(&child)
    return SceneFixtures.single(rate: 1, lifetime: 0.9) {
      $0.velocity = 100
      $0.color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 1)
      $0.scale = 0.5
      $0.emitterCells = [child]
    }
  }

  @Test("children come at the parent's rate inside their window, measured from the parent's birth")
  func windowCounts() {
    let scene = parentWithChild {
      $0.birthRate = 10
      $0.timing.beginTime = 0.2
      $0.timing.duration = 0.5
    }
    var simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.95, fps: 60)
    let children = simulator.snapshot().particles.filter { $0.cell == 1 }
    #expect(children.count == 5)
    for child in children {
      let k = Double(child.serial % ResolvedScene(scene).cells[1].childStride)
      #expect(abs(Double(child.age) - (0.95 - 0.2 - k / 10)) < 1e-4)
    }
  }

  @Test("a child is born where its parent is at that moment, and inherits colour and scale")
  func inheritance() {
    let scene = parentWithChild { $0.birthRate = 4 }
    var simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.8, fps: 30)
    let children = simulator.snapshot().particles.filter { $0.cell == 1 }
    #expect(children.count == 4)  // ages 0, 0.25, 0.5, 0.75 of the parent
    for child in children {
      let birthAge = 0.8 - child.age
      // Children have no velocity of their own: they stay where the parent was (x = 200 + 100 t).
      #expect(abs(child.position.x - (200 + 100 * birthAge)) < 1e-3)
      #expect(child.color == SIMD4(1, 0.5, 0.25, 1))
      #expect(child.scale == 0.5)
    }
  }

  @Test("children outlive their parent, and are aimed relative to its motion")
  func outliveAndAim() {
    let scene = parentWithChild {
      $0.birthRate = 2
      $0.velocity = 10
      $0.emissionLongitude = .pi / 2  // a quarter turn from the parent's direction (+x) toward +y
    }
    var simulator = CPUSimulator(scene: scene)
    simulator.run(to: 1.5, fps: 60)
    let particles = simulator.snapshot().particles
    #expect(!particles.contains { $0.cell == 0 && $0.serial == 0 })
    let children = particles.filter { $0.cell == 1 }
    // The first parent (born at 0, died at 0.9) emitted at ages 0 and 0.5; the second (born at
    // 1.0) at age 0 so far.
    #expect(children.count == 3)
    #expect(children.allSatisfy { abs($0.velocity.y - 10) < 1e-4 && abs($0.velocity.x) < 1e-4 })
  }

  @Test("fireworks: every rocket bursts into its window's worth of sparks, frame-rate independent")
  func fireworks() {
    let scene = SceneFixtures.fireworks()
    var a = CPUSimulator(scene: scene)
    a.run(to: 2.2, fps: 60)
    var b = CPUSimulator(scene: scene)
    b.run(to: 2.2, fps: 24)
    let sparks = a.snapshot().particles.filter { $0.cell == 2 }
    // Rockets born at 0 and 0.5 are 2.2 and 1.7 s old: both burst at age 1.5 ... 1.6 only if they
    // live that long (lifetime 1.6), 2000/s × 0.1 s = 200 sparks each.
    #expect(sparks.count == 400)
    #expect(a.snapshot().particles.map(\.serial) == b.snapshot().particles.map(\.serial))
    for (x, y) in zip(a.snapshot().particles, b.snapshot().particles) {
      #expect(maxAbs(x.position - y.position) < 2e-3)
    }
  }
}
