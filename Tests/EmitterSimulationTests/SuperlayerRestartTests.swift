import EmitterModel
import EmitterTestSupport
import Testing

@testable import EmitterSimulation

/// A superlayer's `restart` restarts its sublayers' timelines at the same moment
/// (docs/SEMANTICS.md, "Layer timing", issue #28): their animations and emission windows start
/// over with it, and a folding superlayer's repetitions count from it; their emission gates
/// stay their own. Births are exact at every frame rate.
@Suite("A superlayer's restart restarts its sublayers' timelines")
struct SuperlayerRestartTests {
  typealias Sub = SublayerTimelineFoldTests
  typealias Own = LayerTimelineFoldTests

  /// `SublayerTimelineFoldTests.scene` at 10/s with the sublayer's window `[0, 0.5)`, the
  /// superlayer configured by `superlayer`.
  static func scene(superlayer: @escaping (inout EmitterLayer) -> Void) -> Scene {
    Sub.scene(rate: 10, repeatCount: 2, superlayer: superlayer) { child in
      child.emitterCells[0].timing.duration = 0.5
    }
  }

  /// Each birth near its expected moment, and no other.
  static func matches(_ times: [Double], _ expected: [Double]) -> Bool {
    times.count == expected.count
      && zip(times.sorted(), expected).allSatisfy { abs($0 - $1) < 1e-4 }
  }

  /// Five births from each window opening: w, w + 0.1, …, w + 0.4.
  static func births(openingAt windows: [Double]) -> [Double] {
    windows.flatMap { w in (0..<5).map { w + Double($0) / 10 } }
  }

  @Test("an unfolded superlayer restarted at 1.5 s opens its sublayer's window again there")
  func unfoldedSuperlayer() {
    let scene = Self.scene { host in
      host.duration = 0
      host.emissionEvents = [EmissionEvent(.restart, at: 1.5)]
    }
    for (label, frames) in Own.frameSequences(until: 3) {
      let times = Sub.birthTimes(scene, frames: frames)
      #expect(Self.matches(times, Self.births(openingAt: [0, 1.5])), "\(label): \(times)")
    }
  }

  @Test("a 1 s superlayer repeated twice, restarted at 1.7 s, repeats twice from there")
  func foldingSuperlayer() {
    let scene = Self.scene { host in
      host.emissionEvents = [EmissionEvent(.restart, at: 1.7)]
    }
    for (label, frames) in Own.frameSequences(until: 4) {
      let times = Sub.birthTimes(scene, frames: frames)
      #expect(
        Self.matches(times, Self.births(openingAt: [0, 1, 1.7, 2.7])), "\(label): \(times)")
    }
  }

  @Test("restarting the superlayer and its sublayer at once is one restart of the sublayer")
  func restartedTogether() {
    var scene = Self.scene { host in
      host.emissionEvents = [EmissionEvent(.restart, at: 1.7)]
    }
    scene.layers[0].sublayers[0].emissionEvents = [EmissionEvent(.restart, at: 1.7)]
    for (label, frames) in Own.frameSequences(until: 4) {
      let times = Sub.birthTimes(scene, frames: frames)
      #expect(
        Self.matches(times, Self.births(openingAt: [0, 1, 1.7, 2.7])), "\(label): \(times)")
    }
  }

  @Test("a restart called live between frames restarts the sublayer at that moment")
  func calledLive() throws {
    let scene = Self.scene { _ in }
    let simulator = CPUSimulator(scene: scene)
    let frames = FrameTimes.steady(fps: 60, until: 4)
    simulator.run(frameTimes: frames.filter { $0 <= 1.7 + 1e-9 })
    try simulator.restart(layer: 0)
    simulator.run(frameTimes: frames.filter { $0 > 1.7 + 1e-9 })
    let times = simulator.particles.flatMap { $0 }.map { 4 - Double($0.age) }
    #expect(Self.matches(times, Self.births(openingAt: [0, 1, 1.7, 2.7])), "\(times.sorted())")
  }

  /// `scene` with the unfolded host restarting at 1.5 s and the dot layer not there from the
  /// start: it comes at 0.5 s (`beginTime` 0.5, the idiom, so its window `[0, 0.5)` opens
  /// there), inserted by the host's event when `byEvent`.
  static func insertedBeforeARestart(byEvent: Bool) -> (scene: Scene, child: EmitterLayer) {
    var scene = Self.scene { host in
      host.duration = 0
      host.emissionEvents = [EmissionEvent(.restart, at: 1.5)]
    }
    var child = scene.layers[0].sublayers.removeFirst()
    child.beginTime = 0.5
    if byEvent { scene.layers[0].events = [LayerChange(.insertSublayer(child, at: nil), at: 0.5)] }
    return (scene, child)
  }

  @Test("a sublayer inserted before a restart its superlayer has scheduled restarts with it")
  func insertedBeforeAScheduledRestart() {
    let scene = Self.insertedBeforeARestart(byEvent: true).scene
    for (label, frames) in Own.frameSequences(until: 3) {
      let times = Sub.birthTimes(scene, frames: frames)
      #expect(Self.matches(times, Self.births(openingAt: [0.5, 1.5])), "\(label): \(times)")
    }
  }

  @Test("a restart called ahead, then a sublayer inserted live before it: it restarts too")
  func insertedLiveBeforeARestartCalledAhead() throws {
    var (scene, child) = Self.insertedBeforeARestart(byEvent: false)
    scene.layers[0].emissionEvents = []
    let simulator = CPUSimulator(scene: scene)
    let frames = FrameTimes.steady(fps: 60, until: 3)
    simulator.run(frameTimes: frames.filter { $0 <= 0.2 + 1e-9 })
    try simulator.emission(EmissionEvent(.restart, at: 1.5), layer: 0)
    try simulator.schedule(LayerChange(.insertSublayer(child, at: nil), at: 0.5), layer: 0)
    simulator.run(frameTimes: frames.filter { $0 > 0.2 + 1e-9 })
    let times = simulator.particles.flatMap { $0 }.map { 3 - Double($0.age) }
    #expect(Self.matches(times, Self.births(openingAt: [0.5, 1.5])), "\(times.sorted())")
  }
}
