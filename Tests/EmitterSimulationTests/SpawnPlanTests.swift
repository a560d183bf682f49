import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Births")
struct SpawnPlanTests {
  /// Total births of every cell over [0, duration) split into frames of 1/fps.
  func births(rate: Double, duration: Double, fps: Double) -> (count: Int, serials: [UInt64]) {
    let resolved = ResolvedScene(SceneFixtures.single(rate: rate))
    var planner = SpawnPlanner(cellCount: resolved.cells.count)
    var serials: [UInt64] = []
    var frame = 0
    while Double(frame) / fps < duration {
      let t0 = Double(frame) / fps
      let t1 = min(duration, Double(frame + 1) / fps)
      for cell in planner.plan(resolved, layer: 0, from: t0, to: t1) {
        serials += (0..<UInt64(cell.count)).map { cell.firstSerial + $0 }
      }
      frame += 1
    }
    return (serials.count, serials)
  }

  @Test("150/s for 2 s is exactly 300 births, serials 0..<300, at any frame rate",
        arguments: [24.0, 25, 29.97, 30, 48, 50, 59.94, 60, 72, 90, 100, 119.88, 120, 144, 165, 240])
  func exactCount(fps: Double) {
    let result = births(rate: 150, duration: 2, fps: fps)
    #expect(result.count == 300)
    #expect(result.serials == Array(0..<300))
  }

  @Test("jittery frame times give the same 300 births")
  func jitter() {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 150))
    var t = 0.0
    var i = 0
    var times: [Double] = []
    while t < 2 {
      t = min(2, t + [0.011, 0.023, 0.0167, 0.004, 0.05][i % 5])
      times.append(t)
      i += 1
    }
    simulator.run(frameTimes: times)
    #expect(simulator.liveCount == 300)
  }

  @Test("fractional rates: 0.5/s births at 0, 2, 4 s")
  func slowRate() {
    #expect(births(rate: 0.5, duration: 4, fps: 60).count == 2)
    #expect(births(rate: 0.5, duration: 4.01, fps: 60).count == 3)
  }

  @Test("a particle born mid-frame has the age since its birth: serial k born at k / rate")
  func subFrameBirthTimes() {
    let scene = SceneFixtures.single(rate: 7) { $0.velocity = 100 }
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 1, fps: 24)
    let snapshot = simulator.snapshot()
    #expect(snapshot.particles.count == 7)
    for particle in snapshot.particles {
      let expectedAge = 1 - Double(particle.serial) / 7
      #expect(abs(Double(particle.age) - expectedAge) < 1e-5)
      // Moving at 100 pt/s along +x from x = 200: the position tells the birth time too.
      #expect(abs(Double(particle.position.x) - (200 + 100 * expectedAge)) < 1e-3)
    }
  }

  @Test("emission window: beginTime 0.5, duration 1 at 10/s gives births at 0.5, 0.6, ..., 1.4")
  func window() {
    let scene = SceneFixtures.single(rate: 10) {
      $0.timing.beginTime = 0.5
      $0.timing.duration = 1
    }
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 3, fps: 60)
    let ages = simulator.snapshot().particles.map { Double($0.age) }
    #expect(ages.count == 10)
    for (k, age) in ages.enumerated() { #expect(abs(age - (3 - 0.5 - Double(k) / 10)) < 1e-4) }
  }

  @Test("a disabled cell, a zero rate and a zero layer lifetime emit nothing visible")
  func silence() {
    var disabled = SceneFixtures.single { $0.enabled = false }
    var simulator = CPUSimulator(scene: disabled)
    simulator.run(to: 1, fps: 60)
    #expect(simulator.liveCount == 0)
    simulator = CPUSimulator(scene: SceneFixtures.single(rate: 0))
    simulator.run(to: 1, fps: 60)
    #expect(simulator.liveCount == 0)
    disabled = SceneFixtures.single()
    disabled.layers[0].lifetime = 0
    simulator = CPUSimulator(scene: disabled)
    simulator.run(to: 1, fps: 60)
    #expect(simulator.liveCount == 0)
  }
}
