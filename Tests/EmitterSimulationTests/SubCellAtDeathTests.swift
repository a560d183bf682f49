import EmitterModel
import EmitterTestSupport
import Testing

@testable import EmitterSimulation

/// Sub-cells born at their parent's death (`birthEvent: death`, docs/SEMANTICS.md): the count,
/// the place, the time and the window.
@Suite("Sub-cells at death")
struct SubCellAtDeathTests {
  /// One parent a second (only serial 0 in the first second), lifetime 0.9, moving at 100 pt/s
  /// along +x under 40 pt/s² along +y, from (200, 100); one sub-cell at death.
  static func parentWithChild(_ configure: (inout EmitterCell) -> Void) -> Scene {
    var child = EmitterCell(name: "child")
    child.lifetime = 5
    child.birthEvent = .death
    configure(&child)
    return SceneFixtures.single(rate: 1, lifetime: 0.9) {
      $0.velocity = 100
      $0.yAcceleration = 40
      $0.color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 1)
      $0.emitterCells = [child]
    }
  }

  @Test(
    "floor(birthRate) children, born at the parent's death where it then is, at any frame rate",
    arguments: [24.0, 60, 144])
  func bornAtTheLastPosition(fps: Double) {
    let scene = Self.parentWithChild { $0.birthRate = 3.7 }
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 1.0, fps: fps)
    let particles = simulator.snapshot().particles
    #expect(!particles.contains { $0.cell == 0 && $0.serial == 0 }, "the parent died at 0.9 s")
    let children = particles.filter { $0.cell == 1 }
    #expect(children.count == 3)
    // The parent at its death (t = 0.9): x = 200 + 100 t, y = 100 + 40 t² / 2. Children
    // inherit no velocity (only the aim) and have none of their own, so they stay there.
    let death = (x: 200 + 100 * 0.9, y: 100 + 20 * 0.81)
    for child in children {
      #expect(abs(Double(child.age) - 0.1) < 1e-4, "born at the parent's death, 0.1 s ago")
      // 1e-3 pt: single-precision positions near 300 pt carry ~3e-5 pt per operation.
      #expect(abs(Double(child.position.x) - death.x) < 1e-3)
      #expect(abs(Double(child.position.y) - death.y) < 1e-3)
      #expect(child.color == SIMD4(1, 0.5, 0.25, 1), "the colour the parent had")
    }
  }

  @Test("a death outside the sub-cell's window gives no children; inside it does")
  func window() {
    let outside = CPUSimulator(
      scene: Self.parentWithChild {
        $0.birthRate = 2
        $0.timing.duration = 0.5
      })
    outside.run(to: 1.0, fps: 60)
    #expect(outside.snapshot().particles.filter { $0.cell == 1 }.isEmpty)
    let inside = CPUSimulator(
      scene: Self.parentWithChild {
        $0.birthRate = 2
        $0.timing.beginTime = 0.5
        $0.timing.duration = 0.4
      })
    inside.run(to: 1.0, fps: 60)
    #expect(inside.snapshot().particles.filter { $0.cell == 1 }.count == 2)
  }

  @Test("every parent dies once: over many parents and uneven frames, children = parents × count")
  func oncePerDeath() {
    var scene = Self.parentWithChild {
      $0.birthRate = 5
      $0.lifetime = 10
    }
    scene.layers[0].emitterCells[0].birthRate = 37
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    for time in FrameTimes.jittery(until: 3, seed: 9) { simulator.advance(to: time) }
    let snapshot = simulator.snapshot()
    let parents = snapshot.particles.filter { $0.cell == 0 }
    let children = snapshot.particles.filter { $0.cell == 1 }
    // Parents born at k / 37; those born before 3 - 0.9 have died.
    let dead = Int((37 * (3 - 0.9)).rounded(.up))
    #expect(children.count == 5 * dead, "\(parents.count) parents alive")
    #expect(Set(children.map(\.serial)).count == children.count)
    #expect(simulator.slotCollisions == 0)
  }

  @Test("only a sub-cell may be born at death, and then at most 1024 per death")
  func validation() {
    var top = SceneFixtures.single { $0.birthEvent = .death }
    var problems = top.diagnostics(file: "s.json")
    #expect(problems.contains { $0.keyPath.hasSuffix("emitterCells[0].birthEvent") }, "\(problems)")
    top = Self.parentWithChild { $0.birthRate = 5000 }
    problems = top.diagnostics(file: "s.json")
    #expect(
      problems.contains {
        $0.keyPath.hasSuffix("emitterCells[0].birthRate") && $0.expected == "0...1024"
      }, "\(problems)")
    #expect(Self.parentWithChild { $0.birthRate = 1024 }.diagnostics(file: "s.json").isEmpty)
    // An animated count is held to the same limit at its largest.
    var animated = Self.parentWithChild { $0.birthRate = 5 }
    animated.layers[0].animations = [
      PropertyAnimation.keyframes(
        "emitterCells.dot.emitterCells.child.birthRate", values: [5.0, 3000.0], duration: 1)
    ]
    problems = animated.diagnostics(file: "s.json")
    #expect(problems.contains { $0.expected == "0...1024" }, "\(problems)")
  }

  @Test("a live set of birthEvent respawns the sub-cell; a top-level cell refuses death")
  func liveSet() throws {
    var scene = Self.parentWithChild { $0.birthRate = 2 }
    scene.layers[0].emitterCells[0].emitterCells[0].birthEvent = .life
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 0.6, fps: 60)
    // Over life at 2/s: a child at parent age 0.5.
    #expect(simulator.snapshot().particles.filter { $0.cell == 1 }.count == 1)
    try simulator.setValue("death", forKeyPath: "emitterCells.dot.emitterCells.child.birthEvent")
    simulator.run(to: 1.0, fps: 60)
    let children = simulator.snapshot().particles.filter { $0.cell != 0 }
    // The old sub-cell retired (cell 1, its child lives on); the new one is cell 2.
    // The life child lives on; the respawned sub-cell gives its two at the death at 0.9.
    #expect(children.count == 3, "\(children.map(\.age))")
    #expect(children.filter { abs($0.age - 0.1) < 1e-4 }.count == 2)
    #expect(throws: LiveChangeError.self) {
      try simulator.setValue("death", forKeyPath: "emitterCells.dot.birthEvent")
    }
    #expect(throws: LiveChangeError.self) {
      try simulator.setValue(
        2000.0, forKeyPath: "emitterCells.dot.emitterCells.child.birthRate")
    }
  }
}
