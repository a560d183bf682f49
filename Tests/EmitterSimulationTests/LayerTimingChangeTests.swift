import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation

/// A layer's clock changed while it runs (`setTiming`, the canvas's change): Core Animation's
/// pause (`speed` 0 at the layer's time) and resume (`beginTime` moved by the pause) on the CPU
/// reference. Frame times are binary fractions, so the paused run's layer times are exactly the
/// plain run's and the particles can be compared bit for bit.
@Suite("Live changes: a layer's clock")
struct LayerTimingChangeTests {
  typealias Sublayers = SublayerChangeTests
  static let frame = 1.0 / 32

  static func scene() -> Scene {
    var scene = CanvasChangeTests.canvasScene()
    scene.layers[0].emitterCells[0].velocity = 60
    scene.layers[0].emitterCells[0].yAcceleration = 30
    return scene
  }

  func frames(from start: Double, count: Int) -> [Double] {
    (1...count).map { start + Double($0) * Self.frame }
  }

  func particles(_ simulator: CPUSimulator, layer: Int) -> [ParticleRecord] {
    CanvasChangeTests().particles(simulator, layer: layer)
  }

  /// Two simulators of `scene()`, run side by side through the first `count` frames.
  func twoRunning(frames count: Int) -> (CPUSimulator, CPUSimulator) {
    let pair = (CPUSimulator(scene: Self.scene()), CPUSimulator(scene: Self.scene()))
    for t in frames(from: 0, count: count) {
      pair.0.advance(to: t)
      pair.1.advance(to: t)
    }
    return pair
  }

  @Test("paused, a layer's particles hold still; resumed, it runs on as if the pause never was")
  func pauseAndResume() throws {
    let (plain, paused) = twoRunning(frames: 32)
    // Core Animation's pause: speed 0, timeOffset at the layer's time (1 s).
    try paused.setTiming(layer: 0, beginTime: 0, speed: 0, timeOffset: 1)
    let atPause = particles(paused, layer: 0)
    let otherAtPause = particles(paused, layer: 1)
    #expect(!atPause.isEmpty)
    for t in frames(from: 1, count: 16) { paused.advance(to: t) }
    #expect(particles(paused, layer: 0) == atPause, "a paused layer's particles do not move")
    #expect(particles(paused, layer: 1) != otherAtPause, "the other layers run on")
    #expect(paused.layerTime(0) == 1)
    // Resume: beginTime moved by the pause (0.5 s), speed 1, timeOffset 0.
    try paused.setTiming(layer: 0, beginTime: 0.5, speed: 1, timeOffset: 0)
    for (index, t) in frames(from: 1.5, count: 48).enumerated() {
      paused.advance(to: t)
      plain.advance(to: 1 + Double(index + 1) * Self.frame)
    }
    #expect(paused.layerTime(0) == plain.layerTime(0))
    #expect(particles(paused, layer: 0) == particles(plain, layer: 0))
  }

  @Test("a clock that skips ahead is simulated; one that goes back is waited out")
  func jumps() throws {
    let (skipped, plain) = twoRunning(frames: 16)
    // 0.5 s ahead at once: the layer's time is 1 at scene time 0.5.
    try skipped.setTiming(layer: 0, beginTime: 0.5, speed: 1, timeOffset: 1)
    skipped.advance(to: 0.5 + Self.frame)
    #expect(skipped.layerTime(0) == 1 + Self.frame)
    for t in frames(from: 0.5, count: 17) { plain.advance(to: t) }
    #expect(plain.layerTime(0) == skipped.layerTime(0))
    #expect(particles(skipped, layer: 0).count == particles(plain, layer: 0).count)

    // Back by 0.25 s: nothing is stepped until the clock is past where the layer was.
    let reached = skipped.layerTime(0)
    let before = particles(skipped, layer: 0)
    try skipped.setTiming(layer: 0, beginTime: skipped.time, speed: 1, timeOffset: reached - 0.25)
    skipped.advance(to: skipped.time + 0.125)
    #expect(skipped.layerTime(0) == reached)
    #expect(particles(skipped, layer: 0) == before)
    skipped.advance(to: skipped.time + 0.25)
    #expect(skipped.layerTime(0) == reached + 0.125)
  }

  @Test("a recording replays a paused and resumed run exactly")
  func recordingReplays() throws {
    let live = CPUSimulator(scene: Self.scene())
    for t in frames(from: 0, count: 20) { live.advance(to: t) }
    try live.setTiming(layer: 2, beginTime: 0, speed: 0, timeOffset: live.layerTime(2))
    for t in frames(from: 20 * Self.frame, count: 10) { live.advance(to: t) }
    try live.setTiming(layer: 2, beginTime: 10 * Self.frame, speed: 2, timeOffset: 0)
    for t in frames(from: 30 * Self.frame, count: 20) { live.advance(to: t) }

    let recording = live.recording
    #expect(recording.events.filter { $0.typeName == "setTiming" }.count == 2)
    // Through the scene file's JSON too.
    let file = try Scene.decode(jsonData: recording.jsonData(), file: "recording.json", strict: true).scene
    let replay = CPUSimulator(scene: file)
    for t in frames(from: 0, count: 50) { replay.advance(to: t) }
    #expect(replay.snapshot().particles == live.snapshot().particles)
  }

  @Test("refused: a layer not in the tree, a number that is not finite, a jump past an hour")
  func refusals() throws {
    let simulator = CPUSimulator(scene: Self.scene())
    simulator.advance(to: 0.5)
    #expect(throws: LiveChangeError.self) {
      try simulator.setTiming(layer: 9, beginTime: 0, speed: 1, timeOffset: 0)
    }
    let notFinite = #expect(throws: LiveChangeError.self) {
      try simulator.setTiming(layer: 0, beginTime: 0, speed: .nan, timeOffset: 0)
    }
    #expect(notFinite?.keyPath == "speed")
    let far = #expect(throws: LiveChangeError.self) {
      try simulator.setTiming(layer: 0, beginTime: 0, speed: 1, timeOffset: 1e9)
    }
    #expect(far?.message.contains("3600") == true)
    let onLayer = #expect(throws: LiveChangeError.self) {
      try simulator.change(
        .setTiming(layer: 0, beginTime: 0, speed: 1, timeOffset: 0), layer: 0)
    }
    #expect(onLayer?.message.contains("canvas") == true)
  }
}
