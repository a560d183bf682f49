import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterTestSupport
import EmitterVerification

@Suite("Live changes: cells inserted into and removed from a running layer")
struct LiveCellTests {
  func run(_ simulator: CPUSimulator, from start: Double, to end: Double, fps: Double = 60) {
    for t in FrameTimes.steady(fps: fps, until: end - start) { simulator.advance(to: start + t) }
  }

  func cell(_ name: String, rate: Double, lifetime: Double, velocity: Double = 0) -> EmitterCell {
    var cell = EmitterCell(name: name)
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.velocity = velocity
    return cell
  }

  func particles(_ simulator: CPUSimulator, path: String) -> [Particle] {
    simulator.scene.cells.filter { $0.path == path }.flatMap { simulator.particles[$0.index] }
  }

  @Test("an inserted cell starts emitting at the change time, from serial 0")
  func insertedCellStartsNow() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 50, lifetime: 10))
    simulator.checksSlots = true
    run(simulator, from: 0, to: 1)
    try simulator.insertCell(cell("spark", rate: 20, lifetime: 10))
    run(simulator, from: 1, to: 2)
    let sparks = particles(simulator, path: "spark")
    // 20/s from 1 s: serials 0...19 born at 1 + k/20 s (the first at the change itself).
    #expect(sparks.map(\.serial) == Array(0..<20))
    for spark in sparks {
      let age = Float(2 - (1 + Double(spark.serial) / 20))
      // Float ages summed over 60 steps: a few ulps of a second.
      #expect(abs(spark.age - age) < 1e-5, "serial \(spark.serial) aged \(spark.age), not \(age)")
    }
    #expect(particles(simulator, path: "dot").count == 100)
    #expect(simulator.model.layers[0].emitterCells.map(\.name) == ["dot", "spark"])
    #expect(simulator.slotCollisions == 0)
  }

  @Test("inserting a cell before others leaves their live particles as they were")
  func insertionLeavesOthers() throws {
    let scene = SceneFixtures.single(rate: 50, lifetime: 10) {
      $0.velocity = 40
      $0.emissionRange = 6
    }
    let plain = CPUSimulator(scene: scene)
    let live = CPUSimulator(scene: scene)
    run(plain, from: 0, to: 1)
    run(live, from: 0, to: 1)
    try live.insertCell(cell("first", rate: 30, lifetime: 5, velocity: 10), at: 0)
    run(plain, from: 1, to: 1.5)
    run(live, from: 1, to: 1.5)
    #expect(live.scene.cells.map(\.path) == ["first", "dot"])
    let before = plain.particles[0].filter { $0.serial < 50 }
    let after = particles(live, path: "dot").filter { $0.serial < 50 }
    #expect(before.count == 50)
    #expect(after.map(\.position) == before.map(\.position))
    #expect(after.map(\.velocity) == before.map(\.velocity))
    #expect(after.allSatisfy { $0.cell == 1 }, "the particles' cell is its new index")
    #expect(particles(live, path: "first").count == 15)
  }

  @Test("a removed cell stops births at once; its particles live out their lifetimes, then it goes")
  func removedCellLivesOut() throws {
    let simulator = CPUSimulator(
      scene: SceneFixtures.single(rate: 50, lifetime: 2) { $0.velocity = 30 })
    try simulator.insertCell(cell("other", rate: 10, lifetime: 100))
    simulator.checksSlots = true
    run(simulator, from: 0, to: 1)
    let born = simulator.particles[0]
    #expect(born.count == 50)
    try simulator.removeCell(named: "dot")
    #expect(simulator.planner.projectedModel.layers[0].emitterCells.map(\.name) == ["other"])
    run(simulator, from: 1, to: 2.5)
    #expect(simulator.model.layers[0].emitterCells.map(\.name) == ["other"], "gone from the model")
    let left = simulator.particles[0]
    #expect(left.allSatisfy { $0.serial < 50 }, "no births after the removal")
    // Born at k/50 s with a 2 s life: alive at 2.5 s are those born after 0.5 s.
    #expect(left.map(\.serial) == Array(25..<50))
    #expect(simulator.scene.cells[0].emits, "still drawn")
    #expect(simulator.scene.cells[0].path.hasPrefix("#"), "no name: no key path reaches it")
    let others = particles(simulator, path: "other").map { ($0.serial, $0.position) }
    // The last one dies at 0.98 + 2 s; the cell is dropped one hold time and a step later.
    run(simulator, from: 2.5, to: 3.2)
    #expect(simulator.scene.cells.map(\.path) == ["other"])
    #expect(simulator.slots.cells.count == 1)
    let moved = particles(simulator, path: "other")
    #expect(moved.count == 32)
    for (serial, position) in others {
      let now = try #require(moved.first { $0.serial == serial })
      #expect(now.position == position, "velocity 0: a particle of the other cell stays put")
    }
    #expect(moved.allSatisfy { $0.cell == 0 })
    #expect(simulator.slotCollisions == 0)
  }

  @Test("a removed sub-cell stops its births; children alive live out")
  func removedSubCell() throws {
    var scene = SceneFixtures.single(rate: 5, lifetime: 3) { $0.velocity = 50 }
    scene.layers[0].emitterCells[0].emitterCells = [cell("spark", rate: 10, lifetime: 0.5)]
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    run(simulator, from: 0, to: 1)
    let sparks = particles(simulator, path: "dot.spark")
    #expect(!sparks.isEmpty)
    try simulator.removeCell(named: "dot.spark")
    simulator.advance(to: 1 + 1.0 / 60)
    let next = simulator.particles[1]
    #expect(Set(next.map(\.serial)).isSubset(of: Set(sparks.map(\.serial))), "no new children")
    run(simulator, from: 1 + 1.0 / 60, to: 1.55)
    #expect(simulator.particles[1].isEmpty, "a 0.5 s life: all dead")
    run(simulator, from: 1.55, to: 1.7)
    #expect(simulator.scene.cells.map(\.path) == ["dot"], "dropped once its particles are gone")
    #expect(simulator.particles[0].count == 9, "the parent cell goes on: 5/s for 1.7 s")
    #expect(simulator.slotCollisions == 0)
  }

  @Test(
    "a cell removed and inserted again under the same name is a new cell beside the retired one")
  func reinsertSameName() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 20, lifetime: 5))
    run(simulator, from: 0, to: 1)
    try simulator.removeCell(named: "dot")
    try simulator.insertCell(cell("dot", rate: 40, lifetime: 5, velocity: 100))
    run(simulator, from: 1, to: 1.5)
    try simulator.setValue(200.0, forKeyPath: "emitterCells.dot.velocity")
    run(simulator, from: 1.5, to: 2)
    #expect(simulator.scene.cells.count == 2)
    #expect(simulator.particles[0].count == 20, "the retired cell's particles")
    #expect(simulator.particles[0].allSatisfy { $0.velocity == .zero })
    let fresh = simulator.particles[1]
    #expect(fresh.count == 40)
    #expect(
      fresh.filter { $0.serial < 20 }.allSatisfy {
        abs(($0.velocity * $0.velocity).sum().squareRoot() - 100) < 1e-3
      })
    #expect(
      fresh.filter { $0.serial >= 20 }.allSatisfy {
        abs(($0.velocity * $0.velocity).sum().squareRoot() - 200) < 1e-3
      })
  }

  @Test("setCells removes every cell there and starts the given ones")
  func setCells() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 20, lifetime: 5))
    run(simulator, from: 0, to: 1)
    try simulator.setCells([cell("a", rate: 10, lifetime: 5), cell("b", rate: 30, lifetime: 5)])
    run(simulator, from: 1, to: 2)
    #expect(simulator.model.layers[0].emitterCells.map(\.name) == ["a", "b"])
    #expect(simulator.particles[0].count == 20)
    #expect(particles(simulator, path: "a").count == 10)
    #expect(particles(simulator, path: "b").count == 30)
  }

  @Test("an inserted sub-cell starts emitting from live parents at the change time")
  func insertedSubCell() throws {
    let simulator = CPUSimulator(
      scene: SceneFixtures.single(rate: 4, lifetime: 10) { $0.velocity = 20 })
    simulator.checksSlots = true
    run(simulator, from: 0, to: 1)
    try simulator.insertCell(cell("trail", rate: 10, lifetime: 10), parent: "dot")
    run(simulator, from: 1, to: 1.5)
    let trail = particles(simulator, path: "dot.trail")
    let stride = try #require(simulator.scene.cells.first { $0.path == "dot.trail" }).childStride
    // Child k of a parent is due at its age (k + 1) / 10: the new cell's first child of a parent
    // aged a at the change is the next one due, k = ceil(10 a) - 1, not a catch-up burst of
    // every child it would have had.
    for parent in UInt64(0)..<4 {
      let age = 1 - Double(parent) * 0.25
      let ks = trail.filter { $0.serial / stride == parent }.map { $0.serial % stride }.sorted()
      let first = UInt64((10 * age).rounded(.up)) - 1
      #expect(ks == Array(first..<(first + 5)), "parent \(parent): children \(ks)")
    }
    #expect(trail.allSatisfy { $0.age <= 0.5 + 1e-5 }, "all born after the change")
    #expect(simulator.slotCollisions == 0)
  }

  @Test("refusals name the cell path, the problem and what is allowed; nothing changes")
  func refusals() throws {
    var scene = SceneFixtures.single(rate: 20, lifetime: 5)
    scene.particleCap = 1000
    let simulator = CPUSimulator(scene: scene)
    run(simulator, from: 0, to: 0.5)
    func message(_ body: (CPUSimulator) throws(LiveChangeError) -> Void) -> String {
      do {
        try body(simulator)
        return ""
      } catch {
        return error.description
      }
    }
    let unknown = message { s throws(LiveChangeError) in try s.removeCell(named: "dott") }
    #expect(
      unknown.contains("emitterCells.dott") && unknown.contains("did you mean \"dot\""),
      "\(unknown)")
    let unknownParent = message { s throws(LiveChangeError) in
      try s.insertCell(cell("x", rate: 1, lifetime: 1), parent: "nope")
    }
    #expect(unknownParent.contains("no cell named \"nope\""), "\(unknownParent)")
    let duplicate = message { s throws(LiveChangeError) in
      try s.insertCell(cell("dot", rate: 1, lifetime: 1))
    }
    #expect(duplicate.contains("already used"), "\(duplicate)")
    let place = message { s throws(LiveChangeError) in
      try s.insertCell(cell("x", rate: 1, lifetime: 1), at: 5)
    }
    #expect(place.contains("0...1"), "\(place)")
    let negative = message { s throws(LiveChangeError) in
      try s.insertCell(cell("x", rate: -1, lifetime: 1))
    }
    #expect(
      negative.contains("emitterCells[0].birthRate") && negative.contains("-1"), "\(negative)")
    let cap = message { s throws(LiveChangeError) in
      try s.insertCell(cell("x", rate: 5000, lifetime: 10))
    }
    #expect(cap.contains("particle slots") && cap.contains("particleCap of 1000"), "\(cap)")
    let byKeyPath = message { s throws(LiveChangeError) in
      try s.setValue(PropertyValue.number(1), forKeyPath: "emitterCells")
    }
    #expect(byKeyPath.contains("insertCell"), "\(byKeyPath)")
    #expect(simulator.recording.layers[0].events.isEmpty, "refused calls are not recorded")
    #expect(simulator.model == scene)
  }

  @Test("a recording with cells inserted and removed replays exactly, from its scene file too")
  func recordingReplays() throws {
    var scene = SceneFixtures.gravityConfetti()
    scene.layers[0].emitterCells[0].emitterCells = [
      cell("spark", rate: 3, lifetime: 1, velocity: 30)
    ]
    let live = CPUSimulator(scene: scene)
    let frames = FrameTimes.jittery(count: 150, seed: 3)
    for (frame, t) in frames.enumerated() {
      live.advance(to: t)
      switch frame {
      case 20: try live.insertCell(cell("blue", rate: 40, lifetime: 1.5, velocity: 80), at: 0)
      case 40: try live.removeCell(named: "confetti.spark")
      case 60: try live.removeCell(named: "confetti")
      case 61: try live.insertCell(cell("trail", rate: 5, lifetime: 0.4), parent: "blue")
      case 90: try live.setCells([cell("late", rate: 25, lifetime: 0.5, velocity: 60)])
      default: break
      }
    }
    let file = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    #expect(file.diagnostics().isEmpty, "\(file.diagnostics())")
    #expect(
      file.layers[0].events.map(\.typeName) == [
        "insertCell", "removeCell", "removeCell", "insertCell", "setCells",
      ])
    let replay = CPUSimulator(scene: file)
    for t in frames { replay.advance(to: t) }
    #expect(replay.scene == live.scene)
    #expect(replay.particles.map { $0.map(\.serial) } == live.particles.map { $0.map(\.serial) })
    #expect(
      replay.particles.map { $0.map(\.position) } == live.particles.map { $0.map(\.position) })
    // At another frame rate the same particles are alive (positions differ by integration steps;
    // children are listed in the order their parents were visited, which the frames decide).
    let steady = CPUSimulator(scene: file)
    for t in FrameTimes.steady(fps: 30, until: frames.last!) { steady.advance(to: t) }
    #expect(steady.scene.cells.map(\.path) == live.scene.cells.map(\.path))
    #expect(
      steady.particles.map { $0.map(\.serial).sorted() }
        == live.particles.map { $0.map(\.serial).sorted() })
  }

  @Test("the random live calls the GPU compare tests make insert, remove and replace cells")
  func randomCallsReachCells() {
    var accepted: [String: Int] = [:]
    for seed in UInt64(0)..<50 {
      let scene = RandomSceneGenerator().scene(seed: 1000 + seed)
      let frames = FrameTimes.jittery(count: 90, seed: seed)
      let calls = RandomLiveChanges.calls(
        for: scene, frameCount: frames.count, count: 10, seed: seed)
      let simulator = CPUSimulator(scene: scene)
      var next = 0
      for (frame, t) in frames.enumerated() {
        simulator.advance(to: t)
        while next < calls.count, calls[next].frame == frame {
          if case .change(let action) = calls[next].kind, calls[next].apply(to: simulator) {
            accepted[LayerChange(action, at: 0).typeName, default: 0] += 1
          }
          next += 1
        }
      }
    }
    #expect(accepted["insertCell", default: 0] >= 10, "\(accepted)")
    #expect(accepted["removeCell", default: 0] >= 5, "\(accepted)")
    #expect(accepted["setCells", default: 0] >= 1, "\(accepted)")
  }

  @Test(
    "a sub-cell's birthRate set live: children born before live out, births from the change on at the new rate"
  )
  func subCellRate() throws {
    var scene = SceneFixtures.single(rate: 4, lifetime: 10) { $0.velocity = 20 }
    scene.layers[0].emitterCells[0].emitterCells = [cell("trail", rate: 10, lifetime: 10)]
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    run(simulator, from: 0, to: 1)
    let before = particles(simulator, path: "dot.trail")
    try simulator.setValue(20.0, forKeyPath: "emitterCells.dot.emitterCells.trail.birthRate")
    run(simulator, from: 1, to: 1.5)
    #expect(simulator.model.layers[0].emitterCells[0].emitterCells.map(\.birthRate) == [20])
    let retired = try #require(simulator.scene.cells.first { $0.path.hasPrefix("dot.#") })
    #expect(
      simulator.particles[retired.index].map(\.serial) == before.map(\.serial), "no births after")
    let trail = particles(simulator, path: "dot.trail")
    let stride = try #require(simulator.scene.cells.first { $0.path == "dot.trail" }).childStride
    for parent in UInt64(0)..<4 {
      // Parent p, born at p / 4 s, is 1 - p / 4 s old at the change: its children at the new rate
      // are due at ages (k + 1) / 20, the first the next one due.
      let age = 1 - Double(parent) * 0.25
      let ks = trail.filter { $0.serial / stride == parent }.map { $0.serial % stride }.sorted()
      let first = UInt64((20 * age).rounded(.up)) - 1
      #expect(ks == Array(first..<(first + 10)), "parent \(parent): children \(ks)")
    }
    #expect(simulator.slotCollisions == 0)
    let refused =
      (try? simulator.setValue(-1.0, forKeyPath: "emitterCells.dot.emitterCells.trail.birthRate"))
      == nil
    #expect(refused, "a negative rate is refused")
  }
}
