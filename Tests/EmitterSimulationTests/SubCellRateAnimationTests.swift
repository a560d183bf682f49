import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterTestSupport

/// Animations of a sub-cell's `birthRate`: each parent takes the animated rate at its birth and
/// keeps it for its life (`SubCellRateSampling`), so its children stay countable in closed form.
@Suite("Sub-cell rate animations")
struct SubCellRateAnimationTests {
  static let burstRate = "emitterCells.rocket.emitterCells.burst.birthRate"

  /// The classic fireworks recipe with its burst rate animated from 1 to 3 over 6 s.
  static func rampedFireworks() -> Scene {
    var scene = SceneFixtures.classicFireworks()
    var ramp = PropertyAnimation.keyframes(burstRate, values: [1.0, 3.0], duration: 6)
    ramp.timing.fillMode = .forwards
    ramp.isRemovedOnCompletion = false
    scene.layers[0].animations = [ramp]
    return scene
  }

  /// Bursts seen, by serial: (birth time, parent serial, k).
  static func bursts(_ scene: Scene, fps: Double, until end: Double) -> (
    bursts: [UInt64: Double], rockets: [UInt64: Double], collisions: Int, stride: UInt64,
    rings: (first: Int, last: Int)
  ) {
    let simulator = CPUSimulator(scene: scene)
    simulator.checksSlots = true
    let stride = simulator.scene.cells[1].childStride
    let firstRing = simulator.slots.cells[0].ring
    var bursts: [UInt64: Double] = [:]
    var rockets: [UInt64: Double] = [:]
    var frame = 1
    // Each burst lives 0.35 s, so frames every 1/24 s see every one of them.
    while Double(frame) / fps <= end {
      let time = Double(frame) / fps
      simulator.advance(to: time)
      for particle in simulator.snapshot().particles {
        let born = time - Double(particle.age)
        if particle.cell == 0, rockets[particle.serial] == nil { rockets[particle.serial] = born }
        if particle.cell == 1, bursts[particle.serial] == nil { bursts[particle.serial] = born }
      }
      frame += 1
    }
    return (bursts, rockets, simulator.slotCollisions, stride, (firstRing, simulator.slots.cells[0].ring))
  }

  @Test("fireworks with the burst rate ramped 1 -> 3: each rocket bursts floor(rate at its birth × 1.02) times, at (k + 1) / rate, at 24 and 60 fps", arguments: [24.0, 60.0])
  func rampedBursts(fps: Double) throws {
    let run = Self.bursts(Self.rampedFireworks(), fps: fps, until: 6.5)
    #expect(run.collisions == 0)
    // Rockets are born at 0, 1, ..., 6 s (each at a frame time); those born by 5 s have lived
    // their 1.02 s by 6.5 s.
    var counts: [Int] = []
    for rocket: UInt64 in 0...5 {
      let born = try #require(run.rockets[rocket])
      #expect(abs(born - Double(rocket)) < 1e-4)
      // The ramp's value at the rocket's birth, in the single precision both simulators count in.
      let rate = Float(1 + 2 * Double(rocket) / 6)
      let mine = run.bursts.filter { $0.key / run.stride == rocket }
      counts.append(mine.count)
      #expect(mine.count == Int((rate * 1.02).rounded(.down)), "rocket \(rocket) at rate \(rate)")
      for (serial, time) in mine {
        let k = serial % run.stride
        let due = born + Double((Float(k + 1) / rate))
        #expect(abs(time - due) < 1e-4, "rocket \(rocket) child \(k): born \(time), due \(due)")
      }
    }
    // 1, 1.33, 1.67 bursts a second hold one burst in a 1.02 s life; 2, 2.33 and 2.67 hold two.
    #expect(counts == [1, 1, 1, 2, 2, 2])
  }

  @Test("a parent keeps the rate of its birth: a rocket in flight when the rate jumps bursts at its old rate")
  func parentKeepsItsRate() throws {
    var scene = SceneFixtures.classicFireworks()
    scene.layers[0].emitterCells[0].lifetime = 2.5
    // 1 burst a second until 0.5 s, then 4 (a straight line over 0.5...0.51 s, held after).
    var jump = PropertyAnimation.keyframes(Self.burstRate, values: [1.0, 1.0, 4.0], keyTimes: [0, 0.98, 1], duration: 0.51)
    jump.timing.fillMode = .forwards
    jump.isRemovedOnCompletion = false
    // Rockets crowd in from 1.5 s: their ring grows while rockets 0 and 1 fly, and each parent
    // moves to a new slot with the rate it was born with.
    var crowd = PropertyAnimation.keyframes(
      "emitterCells.rocket.birthRate", values: [1.0, 1.0, 30.0], keyTimes: [0, 0.9, 1], duration: 1.7)
    crowd.timing.fillMode = .forwards
    crowd.isRemovedOnCompletion = false
    scene.layers[0].animations = [jump, crowd]
    let run = Self.bursts(scene, fps: 60, until: 3.6)
    #expect(run.collisions == 0)
    #expect(run.rings.last > run.rings.first, "the rockets' ring grew while they flew")
    let perRocket = Dictionary(grouping: run.bursts.keys, by: { $0 / run.stride }).mapValues(\.count)
    // Rocket 0 (born at 0 s, rate 1): bursts at ages 1 and 2, though the rate is 4 from 0.51 s.
    #expect(perRocket[0] == 2)
    // Rocket 1 (born at 1 s, rate 4): ten bursts in its 2.5 s.
    #expect(perRocket[1] == 10)
  }

  @Test("without the animation the same scene bursts once per rocket: the ramp is what changes the counts")
  func unanimatedBaseline() {
    let run = Self.bursts(SceneFixtures.classicFireworks(), fps: 60, until: 6.5)
    let perRocket = Dictionary(grouping: run.bursts.keys, by: { $0 / run.stride }).mapValues(\.count)
    #expect((0...5 as ClosedRange<UInt64>).map { perRocket[$0] } == Array(repeating: 1, count: 6))
  }

  @Test("slots per parent follow the animation's largest rate")
  func ringsFollowThePeak() {
    let plain = SlotLayout(ResolvedScene(SceneFixtures.classicFireworks()))
    let ramped = SlotLayout(ResolvedScene(Self.rampedFireworks()))
    #expect(ramped.cells[1].ring > plain.cells[1].ring)
    #expect(ResolvedScene(Self.rampedFireworks()).cells[1].peakBirthRate == 3)
  }

  @Test("added or removed live, a sub-cell rate animation is refused with the reason; a live set still respawns")
  func liveAnimationsRefused() throws {
    let simulator = CPUSimulator(scene: Self.rampedFireworks())
    simulator.advance(to: 0.5)
    let added = PropertyAnimation.basic(Self.burstRate, to: 2.0, duration: 1)
    #expect(throws: LiveChangeError.self) { try simulator.add(added, forKey: "more") }
    #expect(throws: LiveChangeError.self) { try simulator.removeAllAnimations() }
    do {
      try simulator.removeAllAnimations()
    } catch {
      #expect(error.keyPath == Self.burstRate)
      #expect(error.message.contains("birthRate") && error.message.contains("scene's animations"))
    }
    // A live set reaches the rocket in flight (born at 0 s with rate 1): at 4 a second from 0.5 s
    // it bursts at ages 0.75 and 1.0 at least, where rate 1 would give one burst.
    try simulator.setValue(4.0, forKeyPath: Self.burstRate)
    var seen = Set<UInt64>()
    for frame in 31...60 {
      simulator.advance(to: Double(frame) / 60)
      guard let burst = simulator.scene.cells.firstIndex(where: { $0.path == "rocket.burst" }) else { continue }
      for particle in simulator.snapshot().particles where particle.cell == burst { seen.insert(particle.serial) }
    }
    #expect(seen.count >= 2, "\(seen)")
  }
}
