import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterTestSupport

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
    let simulator = CPUSimulator(scene: Self.scene(prepopulates: true))
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
    let simulator = CPUSimulator(scene: Self.scene(prepopulates: false))
    simulator.run(to: 1.0 / 60, fps: 60)
    #expect(simulator.snapshot().particles.count == 2)
  }

  @Test("after the first frame the layer runs on at its rate: steady from the start")
  func steady() {
    let prepopulated = CPUSimulator(scene: Self.scene(prepopulates: true))
    prepopulated.run(to: 5, fps: 60)
    let plain = CPUSimulator(scene: Self.scene(prepopulates: false))
    plain.run(to: 5, fps: 60)
    // Once a lifetime has passed both hold the same steady population.
    #expect(abs(prepopulated.snapshot().particles.count - plain.snapshot().particles.count) <= 1)
    // Serials go on from the pre-population: n = 200 before 0, then 100 a second for 5 s.
    let serials = prepopulated.snapshot().particles.map(\.serial)
    #expect(serials.max() == 200 + 500 - 1 || serials.max() == 200 + 500)
  }

  @Test("short windows: a cell emitting for less than its lifetime starts empty; its sub-cells' parents pre-populate")
  func limits() {
    // A parent with a sub-cell is pre-populated (and its children born along it); a cell
    // emitting for 0.5 s (less than its lifetime) starts empty; one emitting for 3 s (more than
    // its lifetime and a step) is pre-populated.
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
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    simulator.run(to: 1.0 / 60, fps: 60)
    let snapshot = simulator.snapshot()
    let counts = snapshot.countsByCell
    let parent = snapshot.cells.firstIndex { $0.path == "dot" }!
    let spark = snapshot.cells.firstIndex { $0.path == "dot.spark" }!
    let short = snapshot.cells.firstIndex { $0.path == "short" }!
    let longIndex = snapshot.cells.firstIndex { $0.path == "long" }!
    #expect((200...202).contains(counts[parent]), "\(counts[parent])")
    // The ~180 parents older than 0.2 s have the 5 or 6 children of their last 0.2 s alive
    // (by where the 1/30 s spacing falls), the ~20 younger ones floor(30 × age): about 1140.
    // (`children` below checks them serial for serial against a prewarmed run.)
    #expect((1100...1160).contains(counts[spark]), "\(counts[spark])")
    #expect(counts[short] == 2)
    #expect((200...202).contains(counts[longIndex]), "\(counts[longIndex])")
    simulator.run(to: 3, fps: 60)
    #expect(simulator.slotCollisions == 0)
  }

  /// A parent cell with a sub-cell under gravity, pre-populated or prewarmed by a lifetime.
  static func family(prepopulates: Bool) -> Scene {
    var scene = Self.scene(prepopulates: prepopulates) { cell in
      cell.yAcceleration = 40
      var child = EmitterCell(name: "spark")
      child.birthRate = 30
      child.lifetime = 0.5
      child.lifetimeRange = 0.4
      child.velocity = 20
      child.emissionRange = .pi
      cell.emitterCells = [child]
    }
    if !prepopulates { scene.layers[0].timeOffset = 2 }
    return scene
  }

  @Test("children of pre-populated parents are born as they would have been: the particles of a run prewarmed by a lifetime")
  func children() {
    let prepopulated = CPUSimulator(scene: Self.family(prepopulates: true))
    prepopulated.checksSlots = true
    prepopulated.run(to: 1.0 / 60, fps: 60)
    let prewarmed = CPUSimulator(scene: Self.family(prepopulates: false))
    prewarmed.run(to: 1.0 / 60, fps: 60)
    // Serial k is born at (k - 200) / 100 s in one and k / 100 s into the 2 s offset in the
    // other: the same particles, the same children (serials parent × stride + k), the same draws.
    let a = prepopulated.snapshot().particles.sorted { ($0.cell, $0.serial) < ($1.cell, $1.serial) }
    let b = prewarmed.snapshot().particles.sorted { ($0.cell, $0.serial) < ($1.cell, $1.serial) }
    #expect(a.filter { $0.cell == 1 }.count > 1000)
    #expect(a.map(\.cell) == b.map(\.cell) && a.map(\.serial) == b.map(\.serial))
    // One long first step against 21 steps of at most 0.1 s: constant acceleration is
    // integrated exactly, so only rounding differs (positions under 400 pt: ulps of 3e-5,
    // a few dozen roundings; ages summed over up to 21 steps).
    for (p, q) in zip(a, b) {
      #expect(abs(p.age - q.age) < 1e-5, "\(p.cell) \(p.serial)")
      #expect(((p.position - q.position) * (p.position - q.position)).sum().squareRoot() < 5e-3, "\(p.cell) \(p.serial): \(p.position) \(q.position)")
    }
    #expect(prepopulated.slotCollisions == 0)
  }

  @Test("the same particles at 30, 60 and 120 fps")
  func frameRates() {
    let counts = [30.0, 60, 120].map { fps -> Int in
      let simulator = CPUSimulator(scene: Self.scene(prepopulates: true))
      simulator.run(to: 1.005, fps: fps)
      return simulator.snapshot().particles.count
    }
    #expect(Set(counts).count == 1, "\(counts)")
  }
}
