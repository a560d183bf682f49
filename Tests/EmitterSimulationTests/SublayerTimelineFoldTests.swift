import EmitterModel
import EmitterTestSupport
import Testing

@testable import EmitterSimulation

/// A superlayer's own timing reaches its sublayers (docs/SEMANTICS.md, "Layer timing", issue
/// #28): a sublayer's timeline is its ancestors' clocks and folds composed down the tree, its
/// particles run on the unfolded time. Births across an ancestor's wrap are exact at every
/// frame rate.
@Suite("A superlayer's own timing folds its sublayers' timelines")
struct SublayerTimelineFoldTests {
  typealias Own = LayerTimelineFoldTests

  /// Birth times (scene seconds) of every particle alive at the frames' end, in serial order;
  /// particles age on their layer's time, `speed` times scene time.
  static func birthTimes(_ scene: Scene, frames: [Double], speed: Double = 1) -> [Double] {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: frames)
    let end = frames.last ?? 0
    return simulator.particles.flatMap { $0 }.sorted { $0.serial < $1.serial }
      .map { end - Double($0.age) / speed }
  }

  /// The dot layer of `SceneFixtures.single` (configured by `sublayer`) as the one sublayer of
  /// a plain superlayer with `duration` 1 and the given repetitions (configured by `superlayer`).
  static func scene(
    rate: Double, repeatCount: Double, superlayer: (inout EmitterLayer) -> Void = { _ in },
    sublayer: (inout EmitterLayer) -> Void = { _ in }
  ) -> Scene {
    var scene = SceneFixtures.single(rate: rate)
    var child = scene.layers[0]
    sublayer(&child)
    var parent = EmitterLayer(name: "host")
    parent.duration = 1
    parent.repeatCount = repeatCount
    superlayer(&parent)
    parent.sublayers = [child]
    scene.layers = [parent]
    return scene
  }

  /// How many of `times` fall in each `[k w, (k + 1) w)` up to `count`.
  static func perPiece(_ times: [Double], width: Double, count: Int) -> [Int] {
    (0..<count).map { k in times.filter { Int((($0 + 1e-3) / width).rounded(.down)) == k }.count }
  }

  @Test("the chain is Core Animation's composition: (fold(superlayer time) - b) s + o")
  func closedForm() {
    // A reversing 1 s superlayer at speed 0.5 from 0.2 s; its sublayer at b 0.1, s 3, o 0.4 of
    // its time, stored flat in scene time: begin 0.2 + 0.1 / 0.5, speed 1.5, offset 0.4.
    var child = EmitterLayer(name: "child")
    (child.beginTime, child.speed, child.timeOffset) = (0.4, 1.5, 0.4)
    var parent = EmitterLayer(name: "parent")
    (parent.beginTime, parent.speed) = (0.2, 0.5)
    (parent.duration, parent.repeatCount, parent.autoreverses) = (1, .infinity, true)
    parent.sublayers = [child]
    var scene = Scene()
    scene.layers = [parent]
    let flat = scene.flattened
    let chain = TimelineChain(layer: flat.layers[1], ancestors: flat.timelineAncestors(of: 1))
    #expect(chain.ancestors.count == 1 && chain.fold == nil)
    for t in stride(from: 0.45, through: 9.0, by: 0.173) {
      let p = (t - 0.2) * 0.5
      let phase = p.truncatingRemainder(dividingBy: 2)
      let folded = phase > 1 ? 2 - phase : phase
      let expected = (folded - 0.1) * 3 + 0.4
      let u = (t - 0.4) * 1.5 + 0.4
      let got = chain.timelineTime(atActiveTime: u, epoch: 0)
      #expect(abs((got?.time ?? .nan) - expected) < 1e-9, "t \(t): \(String(describing: got)) vs \(expected)")
      // Per second of the sublayer's own time the composition moves forwards or back at 1.
      #expect(got?.slope == (phase > 1 ? -1 : 1), "t \(t)")
    }
    // Its joints are the superlayer's turns and wraps (superlayer time 1, 2, 3, …), in the
    // sublayer's time: u = ((k / 0.5 + 0.2) - 0.4) × 1.5 + 0.4.
    let joints = chain.joints(in: 0.4, 12, epoch: 0)
    let expected = (1...3).map { k in ((Double(k) / 0.5 + 0.2) - 0.4) * 1.5 + 0.4 }
    #expect(
      joints.count == 3 && zip(joints, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(joints)")
  }

  @Test("a window [0, 0.5) of a sublayer repeats with its 1 s superlayer: [5, 5, 5, 0, 0]")
  func windowRepeatsWithTheSuperlayer() {
    let scene = Self.scene(rate: 10, repeatCount: 3, sublayer: { layer in
      layer.emitterCells[0].timing.duration = 0.5
    })
    for (label, frames) in Own.frameSequences(until: 4.5) {
      let times = Self.birthTimes(scene, frames: frames)
      #expect(Own.perSecond(times, seconds: 5) == [5, 5, 5, 0, 0], "\(label): \(times)")
      let expected = (0..<3).flatMap { k in (0..<5).map { Double(k) + Double($0) / 10 } }
      #expect(
        times.count == 15 && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(label)")
    }
  }

  @Test("a superlayer's wraps off the 1/64 s grid are joints: 7 births in each 0.7 s period")
  func wrapsOffTheGrid() {
    let scene = Self.scene(rate: 20, repeatCount: 4, superlayer: { $0.duration = 0.7 }) { layer in
      layer.emitterCells[0].timing.duration = 0.35
    }
    for (label, frames) in Own.frameSequences(until: 3.5) {
      let times = Self.birthTimes(scene, frames: frames)
      #expect(Self.perPiece(times, width: 0.7, count: 5) == [7, 7, 7, 7, 0], "\(label): \(times)")
      let expected = (0..<4).flatMap { k in (0..<7).map { 0.7 * Double(k) + Double($0) / 20 } }
      #expect(
        times.count == 28 && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-4 },
        "\(label): \(times)")
    }
  }

  @Test("a superlayer that autoreverses plays its sublayer's animation back")
  func autoreversingSuperlayer() {
    let scene = Self.scene(rate: 100, repeatCount: 1, superlayer: { $0.autoreverses = true }) {
      layer in
      layer.birthRate = 0
      layer.animations = [.basic("birthRate", from: 0.0, to: 1.0, duration: 1)]
    }
    // As a layer's own reversal (LayerTimelineFoldTests.autoreverses): 12.5, 37.5, 37.5, 12.5
    // births in the halves of the 2 s span, then off.
    for (label, frames) in Own.frameSequences(until: 3) {
      let times = Self.birthTimes(scene, frames: frames)
      #expect(Self.perPiece(times, width: 0.5, count: 6) == [13, 37, 38, 12, 0, 0], "\(label)")
    }
    let simulator = CPUSimulator(scene: scene)
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: 1.25))
    #expect(
      simulator.presentationValue(forKeyPath: "birthRate", layer: 1) == .number(0.75),
      "on the way back: timeline time 0.75 at 1.25 s")
  }

  @Test("a two-level chain: a repeating superlayer over a sublayer with its own fold")
  func twoLevels() {
    // The superlayer replays every 2 s; the sublayer repeats 0.5 s twice (its 1 s span), then
    // is off: a window [0, 0.25) at 20/s gives 5 births in each of its repetitions.
    let scene = Self.scene(rate: 20, repeatCount: .infinity, superlayer: { $0.duration = 2 }) {
      layer in
      layer.duration = 0.5
      layer.repeatCount = 2
      layer.emitterCells[0].timing.duration = 0.25
    }
    for (label, frames) in Own.frameSequences(until: 4) {
      let times = Self.birthTimes(scene, frames: frames)
      #expect(
        Self.perPiece(times, width: 0.5, count: 8) == [5, 5, 0, 0, 5, 5, 0, 0], "\(label): \(times)")
    }
    // Without the superlayer's fold the sublayer's span ends at 1 s for good.
    var once = scene
    once.layers[0].duration = 0
    let times = Self.birthTimes(once, frames: FrameTimes.steady(fps: 60, until: 4))
    #expect(Self.perPiece(times, width: 0.5, count: 8) == [5, 5, 0, 0, 0, 0, 0, 0])
  }

  @Test("a sublayer's own clock runs on its superlayer's folded time")
  func clocksOnTheFoldedTime() {
    // Speed 2 under a 1 s superlayer: each period is 2 s of the sublayer, whose window [0, 1)
    // (10/s of its time, so 20/s of the superlayer's) is open for the first half: 10 a period.
    let fast = Self.scene(rate: 10, repeatCount: .infinity, sublayer: { layer in
      layer.speed = 2
      layer.emitterCells[0].timing.duration = 1
    })
    // Beginning at 0.5 s of its superlayer: its time is below 0 (window closed) in the first
    // half of each period, then [0, 0.25) of its window at 20/s.
    let late = Self.scene(rate: 20, repeatCount: .infinity, sublayer: { layer in
      layer.beginTime = 0.5
      layer.emitterCells[0].timing.duration = 0.25
    })
    for (label, frames) in Own.frameSequences(until: 3) {
      #expect(
        Own.perSecond(Self.birthTimes(fast, frames: frames, speed: 2), seconds: 3) == [10, 10, 10], "\(label)")
      let times = Self.birthTimes(late, frames: frames)
      let expected = (0..<3).flatMap { k in (0..<5).map { Double(k) + 0.5 + Double($0) / 20 } }
      #expect(
        times.count == 15 && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-4 },
        "\(label): \(times)")
    }
  }

  @Test("after a superlayer's span: off, or held at its end's moment by a forwards fill")
  func superlayerFill() {
    for (fill, expected) in [
      (FillMode.removed, [10, 10, 0, 0]), (.backwards, [10, 10, 0, 0]),
      (.forwards, [10, 10, 10, 10]), (.both, [10, 10, 10, 10]),
    ] {
      let scene = Self.scene(rate: 10, repeatCount: 2, superlayer: { $0.fillMode = fill })
      for (label, frames) in Own.frameSequences(until: 4) {
        #expect(
          Own.perSecond(Self.birthTimes(scene, frames: frames), seconds: 4) == expected,
          "\(fill) \(label)")
      }
    }
    // Held at the superlayer's timeline time 1: the sublayer's window [0, 0.5) is closed there.
    let held = Self.scene(rate: 10, repeatCount: 2, superlayer: { $0.fillMode = .forwards }) {
      $0.emitterCells[0].timing.duration = 0.5
    }
    let times = Self.birthTimes(held, frames: FrameTimes.steady(fps: 60, until: 4))
    #expect(Own.perSecond(times, seconds: 4) == [5, 5, 0, 0])
    // An opacity animation of the sublayer is held at its value there (1 → 0 over 2 s: 0.5).
    var animated = held
    animated.layers[0].sublayers[0].animations = [
      .basic("opacity", from: 1.0, to: 0.0, duration: 2)
    ]
    let simulator = CPUSimulator(scene: animated)
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: 3))
    #expect(simulator.presentationValue(forKeyPath: "opacity", layer: 1) == .number(0.5))
  }

  @Test("a superlayer's wrap never rewinds its sublayer's particles")
  func particlesRunOn() {
    let scene = Self.scene(rate: 10, repeatCount: .infinity)
    var plain = scene
    plain.layers[0].duration = 0
    let frames = FrameTimes.steady(fps: 60, until: 3.5)
    let folded = CPUSimulator(scene: scene)
    folded.run(frameTimes: frames)
    let unfolded = CPUSimulator(scene: plain)
    unfolded.run(frameTimes: frames)
    let (kept, plainRun) = (folded.particles.flatMap { $0 }, unfolded.particles.flatMap { $0 })
    #expect(kept.map(\.serial) == plainRun.map(\.serial))
    #expect(zip(kept, plainRun).allSatisfy { abs($0.age - $1.age) < 1e-5 })
    #expect(kept.count == 35)
  }

  @Test("set live, a superlayer's fold reaches its sublayers from the change's moment")
  func liveFoldKeys() throws {
    // Unfolded until 1.5 s, then duration 1 repeating for ever: the change's moment, 1.5 s of
    // the superlayer's active time, is 0.5 s into a repetition. The sublayer's window [0, 0.5)
    // gives 5 births in [0, 0.5), none until the change, none in [1.5, 2) (0.5 to 1 of a
    // repetition), then 5 in each later second as the superlayer wraps.
    let scene = Self.scene(rate: 10, repeatCount: 0, superlayer: { $0.duration = 0 }) {
      $0.emitterCells[0].timing.duration = 0.5
    }
    let simulator = CPUSimulator(scene: scene)
    let frames = FrameTimes.steady(fps: 60, until: 4)
    for t in frames {
      simulator.advance(to: t)
      // Set at 1.5 s, the time the frame just reached (a change is made at the current time).
      if abs(t - 1.5) < 1e-9 {
        try simulator.setValue(Double.infinity, forKeyPath: "repeatCount", layer: 0)
        try simulator.setValue(1.0, forKeyPath: "duration", layer: 0)
      }
    }
    let end = frames.last ?? 0
    let times = simulator.particles.flatMap { $0 }.map { end - Double($0.age) }
    #expect(Own.perSecond(times, seconds: 4) == [5, 0, 5, 5], "\(times.sorted())")
  }
}

extension SublayerTimelineFoldTests {
  @Test("a superlayer's clock set live moves its sublayers' timelines with its fold")
  func superlayerClockSetLive() throws {
    // The superlayer (1 s, repeating) set half a second ahead alone: the sublayer's time under
    // it is ((t + 0.5) mod 1) - 0.5, so its window [0.25, 0.75) at 20/s is open only while that
    // is in [0.25, 0.5): t in [k + 0.25, k + 0.5), 5 births a second (10 under the old clock).
    let scene = Self.scene(rate: 20, repeatCount: .infinity, superlayer: { _ in }) { layer in
      layer.emitterCells[0].timing.beginTime = 0.25
      layer.emitterCells[0].timing.duration = 0.5
    }
    let simulator = CPUSimulator(scene: scene)
    try simulator.setTiming(layer: 0, beginTime: 0, speed: 1, timeOffset: 0.5)
    simulator.run(frameTimes: FrameTimes.steady(fps: 60, until: 3))
    let end = 3.0
    let times = simulator.particles.flatMap { $0 }.map { end - Double($0.age) }.sorted()
    let expected = (0..<3).flatMap { k in (0..<5).map { Double(k) + 0.25 + Double($0) / 20 } }
    #expect(
      times.count == 15 && zip(times, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(times)")
  }
}
