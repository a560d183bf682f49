import EmitterModel
import Testing

@testable import EmitterSimulation
import EmitterTestSupport
import EmitterVerification

/// Issue 18: a birth rate animated through 10^6 keyframes simulates in about the work of one
/// with 10. Checked by counting rate samples, never by timing.
@Suite("Births under densely keyframed rates")
struct DenseKeyframeTests {
  /// A sawtooth of `count` values 0.5 ... 1.5 on the layer's (or the cell's) birth rate over
  /// one second.
  static func sawtooth(_ count: Int, onCell: Bool = false) -> Scene {
    var scene = SceneFixtures.single(rate: 1000)
    // The cell's rate is scaled to the same births per second as the layer's factor.
    let values = (0..<count).map { (0.5 + Double($0 % 7) / 6) * (onCell ? 1000 : 1) }
    let keyPath = onCell ? "emitterCells.dot.birthRate" : "birthRate"
    scene.layers[0].animations = [.keyframes(keyPath, values: values, duration: 1)]
    return scene
  }

  /// The births due by `t` from the rate integral alone, and the rate samples it took.
  static func integral(
    _ scene: Scene, at times: [Double], closedForms: Bool = true, events: [EmissionEvent] = []
  ) -> (values: [Double], samples: Int) {
    let timeline = LayerTimeline(scene.layers[0])
    let cell = scene.layers[0].emitterCells[0]
    let rate = EmissionRate(cell: cell, timeline: timeline)
    let schedule = EmissionSchedule(events)
    var integral = RateIntegral(anchorTime: 0, anchorValue: 0)
    integral.usesClosedForms = closedForms
    let values = times.map { integral.value(at: $0, rate: rate, schedule: schedule, cell: "dot") }
    return (values, integral.rateSamples)
  }

  @Test("10^6 keyframes: the exact count of births, for the rate samples 10 keyframes take")
  func millionKeyframes() {
    // The layer's rate with 10^6 keyframes, the cell's with 10^5 (the same code; a debug build
    // takes seconds to build each million-value timeline).
    for (count, onCell) in [(1_000_000, false), (100_000, true)] {
      let dense = Self.integral(Self.sawtooth(count, onCell: onCell), at: [0.5, 1, 2])
      let sparse = Self.integral(Self.sawtooth(10, onCell: onCell), at: [0.5, 1, 2])
      // 64 grid pieces per second, one sample each, constant after the end.
      #expect(dense.samples == sparse.samples, "on cell: \(onCell)")
      #expect(dense.samples <= 3 * 64, "\(dense.samples) samples")
      // 1000/s times the trapezoids under the sawtooth, summed here independently.
      let values = (0..<count).map { 0.5 + Double($0 % 7) / 6 }
      var area = 0.0
      for i in 1..<count { area += (values[i - 1] + values[i]) / 2 }
      let total = 1000 * area / Double(count - 1)
      #expect(abs(dense.values[1] - total) < 1e-6 * total, "\(onCell): \(dense.values[1]) vs \(total)")
      // After the animation the model rate (1 × 1000/s) holds.
      #expect(abs(dense.values[2] - (total + 1000)) < 1e-6 * total)
    }
  }

  @Test("the CPU simulator steps a 10^5-keyframe rate to the exact count")
  func simulatorCount() {
    let simulator = CPUSimulator(scene: Self.sawtooth(100_000))
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: 1))
    let sparse = Self.integral(Self.sawtooth(100_000), at: [1]).values[0]
    #expect(simulator.particles[0].count == Int(sparse.rounded(.up)))
  }

  /// A random straight-line, paced or step keyframe animation of one birth rate, with random
  /// timing (begin, speed, offset, repeats, autoreverse, fills) and stacking flags.
  static func randomAnimation(
    keyPath: String, using generator: inout some RandomNumberGenerator
  ) -> PropertyAnimation {
    let count = Int.random(in: 2...9, using: &generator)
    let values = (0..<count).map { _ in Double(Int.random(in: 0...8, using: &generator)) / 4 }
    let mode = [CalculationMode.linear, .paced, .discrete].randomElement(using: &generator)!
    var keyTimes: [Double] = []
    if mode != .paced, Bool.random(using: &generator) {
      let extra = mode == .discrete && Bool.random(using: &generator) ? 1 : 0
      keyTimes = (0..<(count + extra)).map { _ in Double(Int.random(in: 0...8, using: &generator)) / 8 }
        .sorted()
    }
    var animation = PropertyAnimation.keyframes(
      keyPath, values: values, keyTimes: keyTimes,
      duration: [0.3, 0.5, 1, 1.7].randomElement(using: &generator)!, calculationMode: mode)
    animation.timing.beginTime = [0, 0.1, 0.45].randomElement(using: &generator)!
    animation.timing.speed = [1, 0.5, 2, 1.3].randomElement(using: &generator)!
    animation.timing.timeOffset = [0, 0, 0.2].randomElement(using: &generator)!
    animation.timing.repeatCount = [0, 2, 2.5].randomElement(using: &generator)!
    animation.timing.autoreverses = Bool.random(using: &generator)
    animation.timing.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &generator)!
    animation.isRemovedOnCompletion = Bool.random(using: &generator)
    animation.isAdditive = Int.random(in: 0..<4, using: &generator) == 0
    animation.isCumulative = Int.random(in: 0..<4, using: &generator) == 0
    return animation
  }

  @Test("the closed form agrees with adaptive quadrature on random keyframed rates")
  func agreesWithQuadrature() {
    var generator = SplitMix64(seed: 18)
    var closedFormUsed = 0
    for trial in 0..<300 {
      var scene = SceneFixtures.single(rate: 40)
      scene.layers[0].birthRate = [1, 0.5, 2].randomElement(using: &generator)!
      var animations = [
        Self.randomAnimation(keyPath: "emitterCells.dot.birthRate", using: &generator)
      ]
      // Sometimes the layer's rate varies too, sometimes the cell's rate goes negative (a kink
      // where it is clamped): both must fall back to quadrature and still agree.
      if trial % 5 == 0 {
        animations.append(Self.randomAnimation(keyPath: "birthRate", using: &generator))
      }
      if trial % 7 == 0 { scene.layers[0].emitterCells[0].birthRate = -10 }
      if trial % 3 == 0 { animations.shuffle(using: &generator) }
      scene.layers[0].animations = animations
      var events: [EmissionEvent] = []
      if trial % 4 == 0 {
        events = [EmissionEvent(.stop, at: 0.7), EmissionEvent(.restart, at: 1.1),
          .emit(for: 0.6, taper: .easeOut, at: 2.2)]
      }
      let times = [0.05, 0.3, 0.77, 1.2, 2, 2.5, 3.3, 5]
      let exact = Self.integral(scene, at: times, events: events)
      let numeric = Self.integral(scene, at: times, closedForms: false, events: events)
      if exact.samples < numeric.samples { closedFormUsed += 1 }
      for (t, (a, b)) in zip(times, zip(exact.values, numeric.values)) {
        // Quadrature is good to 1e-10 births per piece; both are snapped to whole numbers
        // within 1e-9, so they differ by far less than a birth.
        #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "trial \(trial) at \(t): \(a) vs \(b)")
      }
    }
    #expect(closedFormUsed > 150, "closed form used in \(closedFormUsed) of 300 trials")
  }
}
