import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Top-level layers inserted and removed live (the canvas's changes) keep the GPU equal to the
/// CPU reference, bit for bit: layers numbered after the scene's, their cells joining the flat
/// table (and its template block) before the advance past their moment, rings growing under an
/// inserted layer's rising rate, a removal dropping a layer's live particles (and its
/// sublayers') while every other particle moves to its cell's new index and slot, the scene's
/// own layer removed included. On llvmpipe the two agree exactly, so the bound is 0 deviation.
@Suite("Live top-level layers: GPU matches the CPU reference", .serialized, .tags(.gl))
struct CanvasGPUTests {
  typealias Call = RandomLiveChanges.Call

  /// Onto fireworks' canvas: a burst whose rate an animation raises eightfold (its ring grows)
  /// with its clock already running, a fountain with sparks whose clock starts later, inserted
  /// beneath everything, a sublayer inside the burst, then the burst removed while its
  /// particles (and its sublayer's) fly, fireworks' own layer removed (every remaining cell
  /// renumbered), the fountain's rate raised, and a last layer inserted on the way.
  static func calls() -> [Call] {
    var burst = SublayerGPUTests.emitter(
      "burst", at: Point(x: 120, y: 300), rate: 20, lifetime: 1.5)
    burst.animations = [.basic("emitterCells.dot.birthRate", to: 160.0, duration: 0.5)]
    var fountain = SublayerGPUTests.emitter(
      "fountain", at: Point(x: 260, y: 500), rate: 15, lifetime: 1.2)
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 8
    spark.lifetime = 0.4
    spark.velocity = 30
    spark.emissionRange = 6
    spark.contents = .shape(.circle, size: Size(width: 3, height: 3))
    fountain.emitterCells[0].emitterCells = [spark]
    fountain.beginTime = 1.2
    var last = SublayerGPUTests.emitter("last", at: Point(x: 200, y: 200), rate: 40, lifetime: 1)
    last.beginTime = 2.5
    return [
      Call(frame: 20, layer: -1, kind: .canvas(.insertSublayer(burst, at: nil))),
      Call(frame: 40, layer: -1, kind: .canvas(.insertSublayer(fountain, at: 0))),
      Call(
        frame: 60, layer: 1,
        kind: .change(
          .insertSublayer(
            SublayerGPUTests.emitter("inner", at: .zero, rate: 30, lifetime: 1), at: nil))),
      Call(frame: 95, layer: -1, kind: .canvas(.removeSublayer(at: 2))),
      Call(frame: 110, layer: -1, kind: .canvas(.removeSublayer(at: 1))),
      Call(
        frame: 120, layer: 2,
        kind: .change(.set(keyPath: "emitterCells.dot.birthRate", value: .number(90)))),
      Call(frame: 150, layer: -1, kind: .canvas(.insertSublayer(last, at: 0))),
    ]
  }

  @Test(
    "fireworks with top-level layers inserted, grown and removed: 0 deviation at each stage",
    arguments: [30, 70, 94, 100, 115, 160, 220])
  func stages(frameCount: Int) throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = Array(FrameTimes.jittery(count: 220, seed: 41).prefix(frameCount))
    let calls = Self.calls()
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    let made = calls.filter { $0.frame < frameCount }.count
    #expect(run.cpuAccepted == Array(repeating: true, count: made))
    #expect(run.gpuAccepted == run.cpuAccepted)
    #expect(run.comparison.expectedCount > 0)
    #expect(run.comparison.passed, "\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }

  @Test("the layer count, the drawing order and the removed layers' particles, on the GPU")
  func countsAndRemoval() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = FrameTimes.jittery(count: 160, seed: 41)
    let calls = Self.calls()
    try withGL {
      let gpu = try GPUSimulator(scene: scene)
      defer { gpu.destroy() }
      let target = gpu
      var before: [Int] = []
      var beforeFireworks: [Int] = []
      for (frame, t) in frames.enumerated() {
        gpu.advance(to: t)
        if frame == 94 { before = layersWithParticles(gpu.snapshot()) }
        if frame == 109 { beforeFireworks = layersWithParticles(gpu.snapshot()) }
        for call in calls where call.frame == frame { #expect(call.apply(to: target)) }
      }
      #expect(gpu.layerCount == 5, "fireworks, burst, fountain, inner, last")
      #expect(before == [0, 1, 2, 3], "every layer had particles before the removal")
      #expect(beforeFireworks == [0, 2], "the burst and its sublayer are gone")
      // Fireworks' own layer is gone too; the last layer emits.
      #expect(layersWithParticles(gpu.snapshot()) == [2, 4])
      #expect(gpu.model.topLevelLayers == [4, 2])
    }
  }

  func layersWithParticles(_ snapshot: ParticleSnapshot) -> [Int] {
    Set(snapshot.particles.map { snapshot.cells[$0.cell].layer }).sorted()
  }

  @Test("the GPU replaying the CPU's recording equals the live run")
  func replay() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = FrameTimes.jittery(count: 200, seed: 42)
    let live = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: Self.calls(), holdingGL: withGL)
    let recording = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    #expect(recording.events.count == 5)
    let replay = try SimulatorComparison.run(recording, frameTimes: frames, holdingGL: withGL)
    #expect(replay.passed, "\(replay)")
    #expect(replay.expectedCount == live.comparison.expectedCount)
    for attribute in replay.attributes { #expect(attribute.maximum == 0, "\(attribute.attribute)") }
  }

  @Test("an empty canvas on the GPU gains layers and loses them")
  func emptyCanvas() throws {
    var scene = Scene()
    scene.size = Size(width: 300, height: 300)
    let calls = [
      Call(
        frame: 5, layer: -1,
        kind: .canvas(
          .insertSublayer(
            SublayerGPUTests.emitter("a", at: Point(x: 100, y: 100), rate: 50, lifetime: 1),
            at: nil))),
      Call(
        frame: 30, layer: -1,
        kind: .canvas(
          .insertSublayer(
            SublayerGPUTests.emitter("b", at: Point(x: 200, y: 100), rate: 50, lifetime: 1),
            at: 0))),
      Call(frame: 70, layer: -1, kind: .canvas(.removeSublayer(at: 1))),
    ]
    for count in [50, 90] {
      let frames = Array(FrameTimes.jittery(count: 90, seed: 43).prefix(count))
      let run = try SimulatorComparison.runLive(
        scene, frameTimes: frames, calls: calls, holdingGL: withGL)
      #expect(run.cpuAccepted.allSatisfy { $0 } && run.gpuAccepted == run.cpuAccepted)
      #expect(run.comparison.expectedCount > 0)
      #expect(run.comparison.passed, "\(run.comparison)")
      for attribute in run.comparison.attributes { #expect(attribute.maximum == 0) }
    }
  }

  @Test(
    "random scenes with top-level layers and sublayers inserted and removed among random calls",
    arguments: 0..<20)
  func randomScenes(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
    let frames = FrameTimes.jittery(count: 90, seed: seed)
    let calls = RandomLiveChanges.calls(
      for: scene, frameCount: frames.count, count: 16, seed: seed, sublayers: true, canvas: true)
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    let label = "canvas, seed \(3000 + seed)"
    #expect(run.cpuAccepted == run.gpuAccepted, "\(label): both refuse the same calls")
    #expect(run.cpuAccepted.filter { $0 }.count >= calls.count / 2, "\(label): most calls applied")
    #expect(run.comparison.passed, "\(label)\n\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(
        attribute.maximum == 0, "\(label): \(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }
}
