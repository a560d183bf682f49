import EmitterModel
import EmitterTestSupport
import Testing

@testable import EmitterSimulation

/// A layer's own `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode`
/// (docs/SEMANTICS.md, "Layer timing"): its timeline (animations, emission windows) is folded,
/// its particles age on unfolded active time. Births across a wrap are exact at every frame rate.
@Suite("A layer's own timing folds its timeline")
struct LayerTimelineFoldTests {
  static let frameRates: [Double] = [24, 60, 144]

  /// The frame sequences every count is checked on: steady rates and jittery frames.
  static func frameSequences(until end: Double) -> [(label: String, times: [Double])] {
    frameRates.map { ("\($0) fps", FrameTimes.steady(fps: $0, until: end)) }
      + (1...3).map { ("jitter seed \($0)", FrameTimes.jittery(until: end, seed: UInt64($0))) }
  }

  /// Birth times (run end less age) of every particle alive at `end`, in serial order.
  static func birthTimes(_ scene: Scene, frames: [Double]) -> [Double] {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: frames)
    let end = frames.last ?? 0
    return simulator.particles.flatMap { $0 }.sorted { $0.serial < $1.serial }
      .map { end - Double($0.age) }
  }

  /// How many of `times` fall in each whole second `[k, k + 1)` up to `seconds` (a birth due
  /// exactly at a wrap is the new period's: a thousandth of a second covers Float ages).
  static func perSecond(_ times: [Double], seconds: Int) -> [Int] {
    (0..<seconds).map { k in times.filter { Int(($0 + 1e-3).rounded(.down)) == k }.count }
  }

  /// A dot cell at `rate`, whose layer has `duration` 1 and the given repetitions.
  static func scene(
    rate: Double, repeatCount: Double, configure: (inout EmitterLayer) -> Void = { _ in }
  ) -> Scene {
    var scene = SceneFixtures.single(rate: rate)
    scene.layers[0].duration = 1
    scene.layers[0].repeatCount = repeatCount
    configure(&scene.layers[0])
    return scene
  }

  @Test("the default duration 0 is no fold: timeline time is layer time")
  func defaultIsNoFold() {
    #expect(EmitterLayer().timelineFold == nil)
    var layer = EmitterLayer()
    layer.repeatCount = .infinity
    layer.autoreverses = true
    layer.fillMode = .both
    #expect(layer.timelineFold == nil, "without a duration the layer lasts for ever, as on iOS")
    layer.duration = 2
    let fold = layer.timelineFold
    #expect(fold?.timelineTime(atActiveTime: 2.5)?.time == 1.5, "reversed: 2 - 0.5")
    #expect(fold?.timelineTime(atActiveTime: 2.5)?.slope == -1)
    #expect(fold?.timelineTime(atActiveTime: 4.25)?.time == 0.25, "wrapped")
  }

  @Test(
    "a window [0, 0.5) in a 1 s layer repeated 3 times gives 5 births a period at every frame rate")
  func windowRepeatsWithTheLayer() {
    let scene = Self.scene(rate: 10, repeatCount: 3) { layer in
      layer.emitterCells[0].timing.duration = 0.5
    }
    for (label, frames) in Self.frameSequences(until: 4.5) {
      let times = Self.birthTimes(scene, frames: frames)
      #expect(Self.perSecond(times, seconds: 5) == [5, 5, 5, 0, 0], "\(label): \(times)")
      // Each at its exact moment: k + i/10 (ages are Float).
      let expected = (0..<3).flatMap { k in (0..<5).map { Double(k) + Double($0) / 10 } }
      #expect(
        times.count == 15 && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(label)")
    }
  }

  @Test("wraps off the integral's 1/64 s grid are joints: 7 births in each 0.7 s period")
  func wrapsOffTheGrid() {
    // A 0.7 s layer (not a binary fraction), a window [0, 0.35) at 20/s: 7 births a period.
    let scene = Self.scene(rate: 20, repeatCount: 4) { layer in
      layer.duration = 0.7
      layer.emitterCells[0].timing.duration = 0.35
    }
    for (label, frames) in Self.frameSequences(until: 3.5) {
      let times = Self.birthTimes(scene, frames: frames)
      let periods = (0..<5).map { k in
        times.filter { Int((($0 + 1e-3) / 0.7).rounded(.down)) == k }.count
      }
      #expect(periods == [7, 7, 7, 7, 0], "\(label): \(times)")
      // Each at its exact moment, 0.7 k + i/20: the wrap cuts the integral exactly.
      let expected = (0..<4).flatMap { k in (0..<7).map { 0.7 * Double(k) + Double($0) / 20 } }
      #expect(
        times.count == 28 && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-4 },
        "\(label): \(times)")
    }
  }

  @Test("an animation of birthRate repeats with the layer: 50 births a period")
  func animationRepeatsWithTheLayer() {
    // The layer's birthRate ramps 0 → 1 over 1 s of timeline time: ∫₀¹ 100 τ dτ = 50 a period.
    let scene = Self.scene(rate: 100, repeatCount: .infinity) { layer in
      layer.birthRate = 0
      layer.animations = [.basic("birthRate", from: 0.0, to: 1.0, duration: 1)]
    }
    for (label, frames) in Self.frameSequences(until: 3) {
      let times = Self.birthTimes(scene, frames: frames)
      #expect(Self.perSecond(times, seconds: 3) == [50, 50, 50], "\(label)")
    }
    // Without the layer's duration the ramp plays once, then the model's 0 stays.
    var once = scene
    once.layers[0].duration = 0
    let times = Self.birthTimes(once, frames: FrameTimes.steady(fps: 60, until: 3))
    #expect(Self.perSecond(times, seconds: 3) == [50, 0, 0])
  }

  @Test("autoreverses plays the animation back in the second half")
  func autoreverses() {
    let scene = Self.scene(rate: 100, repeatCount: 1) { layer in
      layer.autoreverses = true
      layer.birthRate = 0
      layer.animations = [.basic("birthRate", from: 0.0, to: 1.0, duration: 1)]
    }
    // Forwards [0, 0.5): 12.5 births, [0.5, 1): 37.5; back [1, 1.5): 37.5, [1.5, 2): 12.5;
    // then the span (2 s) has ended and the timeline is off. Counts are the integral's
    // ceilings at the halves: 13, 50, 88, 100.
    for (label, frames) in Self.frameSequences(until: 3) {
      let times = Self.birthTimes(scene, frames: frames)
      let halves = (0..<6).map { h in
        times.filter { Int((($0 + 1e-3) * 2).rounded(.down)) == h }.count
      }
      #expect(halves == [13, 37, 38, 12, 0, 0], "\(label)")
    }
    // The animated value on the way back: timeline time 0.75 at active time 1.25.
    let simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: 1.25))
    #expect(simulator.presentationValue(forKeyPath: "birthRate") == .number(0.75))
  }

  @Test("after the end: a removed fill stops emission, a forwards fill holds the end's moment")
  func fillAfterTheEnd() {
    // 10/s, no window of its own: 20 births in the 2 s span.
    for (fill, expected) in [
      (FillMode.removed, [10, 10, 0, 0]), (.backwards, [10, 10, 0, 0]),
      (.forwards, [10, 10, 10, 10]), (.both, [10, 10, 10, 10]),
    ] {
      let scene = Self.scene(rate: 10, repeatCount: 2) { $0.fillMode = fill }
      for (label, frames) in Self.frameSequences(until: 4) {
        #expect(
          Self.perSecond(Self.birthTimes(scene, frames: frames), seconds: 4) == expected,
          "\(fill) \(label)")
      }
    }
    // Held at the end of the last repetition (timeline time 1): a window [0, 0.5) is closed
    // there, so a forwards fill emits nothing more either.
    let held = Self.scene(rate: 10, repeatCount: 2) { layer in
      layer.fillMode = .forwards
      layer.emitterCells[0].timing.duration = 0.5
    }
    let times = Self.birthTimes(held, frames: FrameTimes.steady(fps: 60, until: 4))
    #expect(Self.perSecond(times, seconds: 4) == [5, 5, 0, 0])
  }

  @Test("after the end an animation has no effect, or holds its value under a forwards fill")
  func animationsAfterTheEnd() {
    // opacity 1 → 0 over 2 s in a layer that lasts 1 s, once: at 1.5 s the timeline is off
    // (the model's 1) or, under a forwards fill, held at its end, timeline time 1 (halfway: 0.5).
    var scene = Self.scene(rate: 10, repeatCount: 0) { layer in
      layer.animations = [.basic("opacity", from: 1.0, to: 0.0, duration: 2)]
    }
    var simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: 1.5))
    #expect(simulator.presentationValue(forKeyPath: "opacity") == .number(1), "off: the model")
    scene.layers[0].fillMode = .forwards
    simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: 1.5))
    #expect(
      simulator.presentationValue(forKeyPath: "opacity") == .number(0.5), "held at timeline time 1")
  }

  @Test("a layer whose timeline is off for good completes when its last particle dies")
  func completion() {
    // 10/s for the 2 s span, particles living 0.5 s: the last, born at 1.9 s, dies at 2.4 s.
    var scene = Self.scene(rate: 10, repeatCount: 2)
    scene.layers[0].emitterCells[0].lifetime = 0.5
    let simulator = CPUSimulator(scene: scene)
    let completions = FrameTimes.steady(fps: 60, until: 4).flatMap { simulator.advance(to: $0) }
    #expect(
      completions.count == 1 && (2.4...2.42).contains(completions.first?.time ?? 0),
      "\(completions)")
    // Repeating for ever, or held by a forwards fill inside an open window, it never does.
    for configure: (inout EmitterLayer) -> Void in [
      { $0.repeatCount = .infinity }, { $0.fillMode = .forwards },
    ] {
      var endless = scene
      configure(&endless.layers[0])
      let endlessSimulator = CPUSimulator(scene: endless)
      #expect(
        FrameTimes.steady(fps: 60, until: 4).flatMap { endlessSimulator.advance(to: $0) }.isEmpty)
    }
  }

  @Test("particles are never rewound: a wrap keeps every particle and its age")
  func particlesRunOn() {
    let scene = Self.scene(rate: 10, repeatCount: .infinity)
    var plain = scene
    plain.layers[0].duration = 0
    let frames = FrameTimes.steady(fps: 60, until: 3.5)
    let folded = CPUSimulator(scene: scene)
    folded.run(frameTimes: frames)
    let unfolded = CPUSimulator(scene: plain)
    unfolded.run(frameTimes: frames)
    // No window, no animation: the fold changes nothing the particles see (the same serials,
    // born at the same moments: ages to Float rounding of the two birth-time formulas).
    #expect(folded.particles[0].map(\.serial) == unfolded.particles[0].map(\.serial))
    #expect(
      zip(folded.particles[0], unfolded.particles[0]).allSatisfy { abs($0.age - $1.age) < 1e-5 })
    #expect(folded.particles[0].count == 35)
  }
}
