import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

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
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.95, fps: 60)
    let children = simulator.snapshot().particles.filter { $0.cell == 1 }
    // Born at parent ages 0.3, 0.4, 0.5, 0.6 and 0.7 (the window's end): none at its opening.
    #expect(children.count == 5)
    for child in children {
      let k = Double(child.serial % ResolvedScene(scene).cells[1].childStride)
      #expect(abs(Double(child.age) - (0.95 - 0.2 - (k + 1) / 10)) < 1e-4)
    }
  }

  @Test("a child is born where its parent is at that moment, and inherits colour and scale")
  func inheritance() {
    let scene = parentWithChild { $0.birthRate = 4 }
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.8, fps: 30)
    let children = simulator.snapshot().particles.filter { $0.cell == 1 }
    #expect(children.count == 3)  // ages 0.25, 0.5, 0.75 of the parent
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
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 1.6, fps: 60)
    let particles = simulator.snapshot().particles
    #expect(!particles.contains { $0.cell == 0 && $0.serial == 0 })
    let children = particles.filter { $0.cell == 1 }
    // The first parent (born at 0, died at 0.9) emitted at age 0.5; the second (born at 1.0) at
    // age 0.5 too, 0.1 s ago.
    #expect(children.count == 2)
    #expect(children.allSatisfy { abs($0.velocity.y - 10) < 1e-4 && abs($0.velocity.x) < 1e-4 })
  }

  @Test("fireworks: every rocket bursts into its window's worth of sparks, frame-rate independent")
  func fireworks() {
    let scene = SceneFixtures.fireworks()
    let a = CPUSimulator(scene: scene)
    a.run(to: 2.2, fps: 60)
    let b = CPUSimulator(scene: scene)
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

  @Test("the classic fireworks recipe bursts once per rocket, at rocket age 1.0, at 24 and 60 fps", arguments: [24.0, 60.0])
  func classicFireworks(fps: Double) throws {
    let scene = SceneFixtures.classicFireworks()
    let stride = ResolvedScene(scene).cells[1].childStride
    let simulator = CPUSimulator(scene: scene)
    // Each burst lives 0.35 s, so frames every 1/24 s see every one of them at least once.
    var bursts: [UInt64: (born: Double, y: Float)] = [:]
    var rocketBirths: [UInt64: Double] = [:]
    var frame = 1
    while Double(frame) / fps <= 5.5 {
      let time = Double(frame) / fps
      simulator.advance(to: time)
      for particle in simulator.snapshot().particles {
        let born = time - Double(particle.age)
        if particle.cell == 0 { rocketBirths[particle.serial] = born }
        if particle.cell == 1, bursts[particle.serial] == nil { bursts[particle.serial] = (born, particle.position.y) }
      }
      frame += 1
    }
    // Rockets are born at 0, 1, ..., 5; those born by 4.5 s have reached age 1.0 by 5.5 s.
    #expect(bursts.count == 5)
    for (serial, burst) in bursts {
      // Child 0 of its rocket: the only one a 1.02 s life holds at 1/s.
      #expect(serial % stride == 0)
      let rocket = try #require(rocketBirths[serial / stride])
      #expect(abs(burst.born - (rocket + 1.0)) < 1e-4)
      // Up in the sky (the slowest rocket, 200 pt/s at 45 degrees, climbs 141 - 215/2 = 34 pt in
      // its first second), not on the launch pad at y = 844.
      #expect(burst.y < 844 - 30)
    }
    let sparks = simulator.snapshot().particles.filter { $0.cell == 2 }
    #expect(!sparks.isEmpty)
  }
}
