import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Sublayers inserted and removed live keep the GPU equal to the CPU reference, bit for bit:
/// layers numbered after the scene's, their cells joining the flat table (and its template
/// block) when their moment comes, rings growing under an inserted layer's rising rate, a
/// removal dropping a layer's live particles (and its sublayer's) while the others move to
/// their new slots. On llvmpipe the two agree exactly, so the bound is 0 deviation.
@Suite("Live sublayers: GPU matches the CPU reference", .serialized, .tags(.gl))
struct SublayerGPUTests {
  typealias Call = RandomLiveChanges.Call

  static func emitter(_ name: String, at point: Point, rate: Double, lifetime: Double)
    -> EmitterLayer
  {
    var cell = EmitterCell(name: "dot")
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.lifetimeRange = lifetime / 4
    cell.velocity = 120
    cell.velocityRange = 40
    cell.emissionRange = .pi
    cell.yAcceleration = 150
    cell.spin = 2
    cell.contents = .shape(.circle, size: Size(width: 6, height: 6))
    var layer = EmitterLayer(name: name)
    layer.emitterPosition = point
    layer.emitterCells = [cell]
    return layer
  }

  /// Into fireworks' layer: a burst whose rate an animation raises eightfold (its ring grows)
  /// with its clock already running, a fountain with sparks whose clock starts later, inserted
  /// before it, a sublayer inside the burst, then the burst removed while its particles (and
  /// its sublayer's) fly, and the fountain's rate raised.
  static func calls() -> [Call] {
    var burst = emitter("burst", at: Point(x: 120, y: 300), rate: 20, lifetime: 1.5)
    burst.animations = [.basic("emitterCells.dot.birthRate", to: 160.0, duration: 0.5)]
    var fountain = emitter("fountain", at: Point(x: 260, y: 500), rate: 15, lifetime: 1.2)
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 8
    spark.lifetime = 0.4
    spark.velocity = 30
    spark.emissionRange = 6
    spark.contents = .shape(.circle, size: Size(width: 3, height: 3))
    fountain.emitterCells[0].emitterCells = [spark]
    fountain.beginTime = 1.2
    return [
      Call(frame: 20, layer: 0, kind: .change(.insertSublayer(burst, at: nil))),
      Call(frame: 40, layer: 0, kind: .change(.insertSublayer(fountain, at: 0))),
      Call(
        frame: 60, layer: 1,
        kind: .change(.insertSublayer(emitter("inner", at: .zero, rate: 30, lifetime: 1), at: nil))),
      Call(frame: 95, layer: 0, kind: .change(.removeSublayer(at: 1))),
      Call(
        frame: 120, layer: 2,
        kind: .change(.set(keyPath: "emitterCells.dot.birthRate", value: .number(90)))),
    ]
  }

  @Test(
    "fireworks with layers inserted, grown and removed: 0 deviation at each stage",
    arguments: [30, 70, 94, 100, 150, 220])
  func stages(frameCount: Int) throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = Array(FrameTimes.jittery(count: 220, seed: 31).prefix(frameCount))
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

  @Test("the layer count and the removed layers' particles, on the GPU")
  func countsAndRemoval() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = FrameTimes.jittery(count: 100, seed: 31)
    let calls = Self.calls()
    try withGL {
      let gpu = try GPUSimulator(scene: scene)
      defer { gpu.destroy() }
      let target = gpu
      var before: [Int] = []
      for (frame, t) in frames.enumerated() {
        gpu.advance(to: t)
        if frame == 94 { before = layersWithParticles(gpu.snapshot()) }
        for call in calls where call.frame == frame { #expect(call.apply(to: target)) }
      }
      #expect(gpu.layerCount == 4)
      #expect(before == [0, 1, 2, 3], "every layer had particles before the removal")
      #expect(layersWithParticles(gpu.snapshot()) == [0, 2], "the burst and its sublayer are gone")
    }
  }

  func layersWithParticles(_ snapshot: ParticleSnapshot) -> [Int] {
    Set(snapshot.particles.map { snapshot.cells[$0.cell].layer }).sorted()
  }

  @Test("the GPU replaying the CPU's recording equals the live run")
  func replay() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    let frames = FrameTimes.jittery(count: 160, seed: 32)
    let live = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: Self.calls(), holdingGL: withGL)
    let recording = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    let replay = try SimulatorComparison.run(recording, frameTimes: frames, holdingGL: withGL)
    #expect(replay.passed, "\(replay)")
    #expect(replay.expectedCount == live.comparison.expectedCount)
    for attribute in replay.attributes { #expect(attribute.maximum == 0, "\(attribute.attribute)") }
  }

  @Test(
    "random scenes with layers inserted and removed among random calls at random times",
    arguments: 0..<20)
  func randomScenes(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
    let frames = FrameTimes.jittery(count: 90, seed: seed)
    let calls = RandomLiveChanges.calls(
      for: scene, frameCount: frames.count, count: 16, seed: seed, sublayers: true)
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    let label = "sublayers, seed \(3000 + seed)"
    #expect(run.cpuAccepted == run.gpuAccepted, "\(label): both refuse the same calls")
    #expect(run.cpuAccepted.filter { $0 }.count >= calls.count / 2, "\(label): most calls applied")
    #expect(run.comparison.passed, "\(label)\n\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(
        attribute.maximum == 0, "\(label): \(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }
}
