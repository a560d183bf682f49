import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("Births under animated rates")
struct AnimatedEmissionTests {
  static let frameRates: [Double] = [24, 30, 59.94, 60, 90, 120, 144, 240]

  /// Serials per cell after running `scene` to `end` at `fps`, or in jittery frames.
  func serials(_ scene: Scene, to end: Double, fps: Double? = nil, seed: UInt64 = 1) -> [[UInt64]] {
    let simulator = CPUSimulator(scene: scene)
    let frames = fps.map { FrameTimes.steady(fps: $0, until: end) } ?? FrameTimes.jittery(until: end, seed: seed)
    simulator.run(frameTimes: frames)
    return simulator.particles.map { $0.map(\.serial).sorted() }
  }

  /// 100/s with the layer's birthRate ramped 0 → 1 over 2 s: 100 births by 2 s, exactly.
  static func ramp() -> Scene {
    var scene = SceneFixtures.single(rate: 100)
    scene.layers[0].birthRate = 0
    scene.layers[0].animations = [.basic("birthRate", from: 0.0, to: 1.0, duration: 2)]
    return scene
  }

  @Test("a linear birth-rate ramp gives exactly its integral at every frame rate", arguments: frameRates)
  func linearRamp(fps: Double) {
    let births = serials(Self.ramp(), to: 2, fps: fps)[0]
    #expect(births == Array(0..<100))
  }

  @Test("a repeating group restarts its ramp each repetition, and an autoreversing one plays it back", arguments: frameRates)
  func groupedRamp(fps: Double) {
    // A 1 s ramp of the layer's birthRate from 0 to 1 (100/s at the top), then the model's 0
    // until the group's 2 s repetition ends.
    var scene = SceneFixtures.single(rate: 100)
    scene.layers[0].birthRate = 0
    var ramp = PropertyAnimation.basic("birthRate", from: 0.0, to: 1.0, duration: 1)
    ramp.group = PropertyAnimation.Group(timing: { var timing = MediaTiming.animationDefault
      timing.duration = 2
      timing.repeatCount = 3
      return timing }())
    scene.layers[0].animations = [ramp]
    // Two whole ramps (50 each), then half of the third: ∫₀^½ 100 t dt = 12.5. The count is
    // the integral rounded up, as for the plain ramp (the first birth is due at once).
    #expect(serials(scene, to: 4.5, fps: fps)[0].count == 113, "\(fps) fps")
    // Reversing instead: the ramp up (50), nothing while the group's time is past the ramp,
    // then down from group time 1 at t = 3: ∫₃^3.5 100 (4 - t) dt = 37.5.
    scene.layers[0].animations[0].group?.timing.repeatCount = 0
    scene.layers[0].animations[0].group?.timing.autoreverses = true
    #expect(serials(scene, to: 3.5, fps: fps)[0].count == 88, "\(fps) fps")
  }

  @Test("a group's end is a joint: the rate it removes comes back exactly there", arguments: frameRates)
  func groupEnd(fps: Double) {
    // The model's 100/s, held at 0 by a grouped animation until the group is removed at its
    // end: 0.77 s forwards and back, twice, so 3.08 s (inside a frame at these rates).
    var scene = SceneFixtures.single(rate: 100)
    var hold = PropertyAnimation.basic("birthRate", from: 0.0, to: 0.0, duration: 10)
    hold.group = PropertyAnimation.Group(timing: { var timing = MediaTiming.animationDefault
      timing.duration = 0.77
      timing.repeatCount = 2
      timing.autoreverses = true
      return timing }())
    scene.layers[0].animations = [hold]
    // ∫ from 3.08 to 4.005 of 100/s = 92.5, rounded up.
    #expect(serials(scene, to: 4.005, fps: fps)[0].count == 93, "\(fps) fps")
  }

  @Test("jittery frames give the same births as steady ones, for eased and keyframed rates")
  func jitter() {
    var taper = SceneFixtures.single(rate: 150)
    // NSHipster's taper: keyframes [1, 0, 0] at [0, 0.5, 1], ease-in, held after the end.
    var animation = PropertyAnimation.keyframes("birthRate", values: [1.0, 0, 0], keyTimes: [0, 0.5, 1], duration: 3)
    animation.timingFunction = .easeIn
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    taper.layers[0].animations = [animation]
    let reference = serials(taper, to: 4, fps: 60)
    for seed: UInt64 in 1...6 {
      #expect(serials(taper, to: 4, seed: seed) == reference, "seed \(seed)")
    }
    for fps in Self.frameRates { #expect(serials(taper, to: 4, fps: fps) == reference, "\(fps) fps") }
    // The count is the integral of the rate: 150 × ∫ over the first half of the eased time.
    let integral = Self.integrate(0, 3, steps: 300_000) { t in
      let f = MediaTimingFunction.easeIn.value(at: t / 3)
      return 150 * max(0, 1 - f / 0.5)
    }
    #expect(reference[0].count == Int(integral.rounded(.up)), "∫ = \(integral)")
  }

  @Test("a cell's own rate animates too, and a discrete keyframe rate counts each level exactly")
  func cellRate() {
    var scene = SceneFixtures.single(rate: 10)
    var steps = PropertyAnimation.keyframes(
      "emitterCells.dot.birthRate", values: [50.0, 0, 200], duration: 3, calculationMode: .discrete)
    steps.timing.fillMode = .forwards
    steps.isRemovedOnCompletion = false
    scene.layers[0].animations = [steps]
    // 50/s for 1 s, 0 for 1 s, 200/s from 2 s on: 50 + 0 + 200 by 3 s.
    for fps in Self.frameRates {
      #expect(serials(scene, to: 3, fps: fps)[0].count == 250, "\(fps) fps")
    }
  }

  @Test("values drawn at birth follow the animation; particles already born keep theirs")
  func bakedAtBirth() {
    var scene = SceneFixtures.single(rate: 10) { $0.velocity = 100 }
    scene.layers[0].animations = [.basic("emitterCells.dot.velocity", from: 100.0, to: 300.0, duration: 2)]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 1.9, fps: 60)
    let speeds = simulator.snapshot().particles.map { ($0.velocity * $0.velocity).sum().squareRoot() }
    #expect(speeds.first.map { abs($0 - 100) < 1e-3 } == true, "the first particle keeps its birth speed")
    #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $0 < $1 }, "later births are faster")
  }

  @Test("an animated acceleration bends particles already in flight")
  func liveAcceleration() {
    var scene = SceneFixtures.single(rate: 1) { $0.velocity = 0 }
    var gravity = PropertyAnimation.basic("emitterCells.dot.yAcceleration", from: 0.0, to: 600.0, duration: 1)
    gravity.timing.beginTime = 0.5
    scene.layers[0].animations = [gravity]
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 1.4, fps: 120)
    let first = simulator.snapshot().particles[0]
    #expect(first.serial == 0 && first.velocity.y > 100, "born at rest at 0, pulled down from 0.5 s")
  }

  static func integrate(_ a: Double, _ b: Double, steps: Int, _ f: (Double) -> Double) -> Double {
    let h = (b - a) / Double(steps)
    return (0..<steps).reduce(0) { $0 + f(a + (Double($1) + 0.5) * h) * h }
  }
}
