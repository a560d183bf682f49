import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation

/// `prepopulatesOnFirstDisplay`: iOS 7+'s first display, where a layer starts with a lifetime's
/// worth of particles already in flight. Off (the default), a layer starts empty.
@Suite("First-display pre-population")
struct PrepopulationTests {
  static func scene(prepopulates: Bool, configure: (inout EmitterCell) -> Void = { _ in }) -> Scene {
    var scene = SceneFixtures.single(rate: 100, lifetime: 2) {
      $0.velocity = 50
      $0.emissionLongitude = 0
      configure(&$0)
    }
    scene.prepopulatesOnFirstDisplay = prepopulates
    return scene
  }

  @Test("on: the first frame holds rate × lifetime particles, ages spread over one lifetime")
  func firstFrame() {
    var simulator = CPUSimulator(scene: Self.scene(prepopulates: true))
    simulator.run(to: 1.0 / 60, fps: 60)
    let particles = simulator.snapshot().particles
    // 200 born before 0 (one at -2 s exactly dies at once: age 2 + 1/60 > 2) plus 2 in the frame.
    #expect((200...202).contains(particles.count), "\(particles.count)")
    let ages = particles.map { Double($0.age) }.sorted()
    #expect(ages.first! < 0.02 && ages.last! > 1.95)
    // Evenly spaced by 1/rate: the ages fill [0, 2] uniformly.
    let histogram = Statistics.histogram(ages.map { Float($0 / 2) }, bins: 10)
    #expect(histogram.allSatisfy { (18...22).contains($0) }, "\(histogram)")
    // Each has flown along its path for its age (velocity 50 along +x from (200, 100)).
    for p in particles {
      #expect(abs(Double(p.position.x) - (200 + 50 * Double(p.age))) < 1e-3 * (1 + Double(p.age) * 50))
    }
  }

  @Test("off: the layer starts empty, as before")
  func off() {
    var simulator = CPUSimulator(scene: Self.scene(prepopulates: false))
    simulator.run(to: 1.0 / 60, fps: 60)
    #expect(simulator.snapshot().particles.count == 2)
  }

  @Test("after the first frame the layer runs on at its rate: steady from the start")
  func steady() {
    var prepopulated = CPUSimulator(scene: Self.scene(prepopulates: true))
    prepopulated.run(to: 5, fps: 60)
    var plain = CPUSimulator(scene: Self.scene(prepopulates: false))
    plain.run(to: 5, fps: 60)
    // Once a lifetime has passed both hold the same steady population.
    #expect(abs(prepopulated.snapshot().particles.count - plain.snapshot().particles.count) <= 1)
    // Serials go on from the pre-population: n = 200 before 0, then 100 a second for 5 s.
    let serials = prepopulated.snapshot().particles.map(\.serial)
    #expect(serials.max() == 200 + 500 - 1 || serials.max() == 200 + 500)
  }

  @Test("cells with sub-cells and short windows: limits that keep every slot ring large enough")
  func limits() {
    // A parent with a sub-cell starts empty, as does a cell emitting for 0.5 s (less than its
    // lifetime); one emitting for 3 s (more than its lifetime and a step) is pre-populated.
    var scene = Self.scene(prepopulates: true) { cell in
      var child = EmitterCell(name: "spark")
      child.birthRate = 30
      child.lifetime = 0.2
      cell.emitterCells = [child]
    }
    var window = EmitterCell(name: "short")
    window.birthRate = 100
    window.lifetime = 2
    window.timing.duration = 0.5
    var long = window
    long.name = "long"
    long.timing.duration = 3
    scene.layers[0].emitterCells += [window, long]
    var simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    simulator.run(to: 1.0 / 60, fps: 60)
    let snapshot = simulator.snapshot()
    let counts = snapshot.countsByCell
    let parent = snapshot.cells.firstIndex { $0.path == "dot" }!
    let short = snapshot.cells.firstIndex { $0.path == "short" }!
    let longIndex = snapshot.cells.firstIndex { $0.path == "long" }!
    #expect(counts[parent] == 2 && counts[short] == 2)
    #expect((200...202).contains(counts[longIndex]), "\(counts[longIndex])")
    simulator.run(to: 3, fps: 60)
    #expect(simulator.slotCollisions == 0)
  }

  @Test("the same particles at 30, 60 and 120 fps")
  func frameRates() {
    let counts = [30.0, 60, 120].map { fps -> Int in
      var simulator = CPUSimulator(scene: Self.scene(prepopulates: true))
      simulator.run(to: 1.005, fps: fps)
      return simulator.snapshot().particles.count
    }
    #expect(Set(counts).count == 1, "\(counts)")
  }
}
