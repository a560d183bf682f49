import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Cells renamed and their own behaviours replaced live, at moments between frames, keep the GPU
/// equal to the CPU reference bit for bit (llvmpipe: 0 deviation, as for every live change):
/// both simulators take the same scheduled changes, split their steps at the same moments and
/// re-resolve the same tables (the behaviour block's cell ranges grow, move and empty).
@Suite("Live cell edits: GPU matches the CPU reference", .serialized, .tags(.gl))
struct LiveCellEditGPUTests {
  /// Fireworks with a layer wave (copied into each cell range of its own) and an animation
  /// naming the rocket, which the renames must keep driving.
  static func scene() -> Scene {
    var scene = SceneFixtures.fireworks()
    var wind = EmitterBehavior(type: .wave, name: "wind")
    wind.force = Vector3(x: 25, y: 0, z: 0)
    wind.frequency = 1.5
    scene.layers[0].emitterBehaviors = [wind]
    scene.layers[0].animations = [
      .basic("emitterCells.rocket.velocity", to: 150.0, duration: 3),
      .basic("emitterCells.rocket.emitterCells.flare.alphaSpeed", to: -2.0, duration: 3),
    ]
    return scene
  }

  static func drag(_ value: Double) -> EmitterBehavior {
    var brake = EmitterBehavior(type: .drag, name: "brake")
    brake.drag = value
    return brake
  }

  static func gust() -> EmitterBehavior {
    var gust = EmitterBehavior(type: .wave, name: "gust")
    gust.force = Vector3(x: 0, y: -60, z: 0)
    gust.frequency = 3
    return gust
  }

  /// The changes, each at a layer time that falls between frames.
  static let changes: [LayerChange] = [
    LayerChange(.setBehaviors([drag(2)], cell: "rocket.firework"), at: 0.8317),
    LayerChange(.renameCell(path: "rocket", to: "comet"), at: 1.2113),
    LayerChange(
      .set(
        keyPath: "emitterCells.comet.emitterCells.firework.emitterBehaviors.brake.drag",
        value: .number(5)), at: 1.5741),
    LayerChange(.setBehaviors([gust(), drag(1)], cell: "comet.flare"), at: 1.9327),
    LayerChange(.renameCell(path: "comet.firework", to: "burst"), at: 2.3089),
    LayerChange(.setBehaviors([], cell: "comet.burst"), at: 2.6011),
  ]

  static let frames = FrameTimes.jittery(count: 200, seed: 31)

  /// Advances `simulator` through `frames`, scheduling each change once the frame before its
  /// moment is reached (so it is made while the system runs, as a live call is).
  static func drive(
    _ simulator: some LiveSimulation, frames: [Double], advance: (Double) -> Void
  ) throws {
    var next = 0
    for t in frames {
      while next < changes.count, changes[next].time < t {
        try simulator.schedule(changes[next], layer: 0)
        next += 1
      }
      advance(t)
    }
  }

  @Test(
    "renames and cell behaviours at mid-frame moments: 0 deviation at each stage",
    arguments: [50, 90, 110, 140, 200])
  func stages(frameCount: Int) throws {
    let frames = Array(Self.frames.prefix(frameCount))
    for change in Self.changes { #expect(!Self.frames.contains(change.time)) }
    #expect(Self.frames.last! > Self.changes.last!.time + 0.5)
    let scene = Self.scene()
    let (cpu, gpu) = try SimulatorComparison.onBoth(scene, holdingGL: withGL) { simulator in
      try Self.drive(simulator, frames: frames) { simulator.advance(to: $0) }
      return (
        paths: simulator.scene.cells.map(\.path), model: simulator.model,
        snapshot: simulator.snapshot())
    }
    #expect(gpu.paths == cpu.paths)
    #expect(gpu.model == cpu.model)
    let comparison = SnapshotComparison(
      expected: cpu.snapshot, actual: gpu.snapshot, scale: ComparisonScale(scene),
      tolerance: .standard)
    #expect(comparison.expectedCount > 0)
    #expect(comparison.passed, "\(comparison)")
    for attribute in comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }

  @Test("the GPU replaying the CPU's recording equals the CPU's live run")
  func replay() throws {
    let scene = Self.scene()
    let cpu = CPUSimulator(scene: scene)
    try Self.drive(cpu, frames: Self.frames) { cpu.advance(to: $0) }
    #expect(cpu.scene.cells.map(\.path) == ["comet", "comet.flare", "comet.burst"])
    let recording = try Scene(jsonData: cpu.recording.jsonData(), file: "recording.json")
    #expect(recording.layers[0].events.count == Self.changes.count)
    let replay = try withGL { () throws -> SnapshotComparison in
      let gpu = try GPUSimulator(scene: recording)
      defer { gpu.destroy() }
      for t in Self.frames { gpu.advance(to: t) }
      return SnapshotComparison(
        expected: cpu.snapshot(), actual: gpu.snapshot(), scale: ComparisonScale(scene),
        tolerance: .standard)
    }
    #expect(replay.expectedCount > 0)
    #expect(replay.passed, "\(replay)")
    for attribute in replay.attributes { #expect(attribute.maximum == 0, "\(attribute.attribute)") }
  }
}

extension LiveCellEditGPUTests {
  @Test(
    "random scenes with random live changes and random cell edits: 0 deviation",
    arguments: 0..<12 as Range<UInt64>)
  func randomCellEdits(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
    let frames = FrameTimes.jittery(count: 90, seed: seed)
    let calls = RandomLiveChanges.callsWithCellEdits(
      for: scene, frameCount: frames.count, count: 12, seed: seed)
    let edits = calls.filter {
      switch $0.kind {
      case .change(.renameCell), .change(.setBehaviors(_, _?)): true
      default: false
      }
    }
    #expect(!edits.isEmpty)
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    #expect(run.cpuAccepted == run.gpuAccepted, "both refuse the same calls")
    #expect(run.comparison.passed, "seed \(3000 + seed)\n\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }

  @Test("the random cell edits are made: most renames and cell behaviours are accepted")
  func randomEditsApply() throws {
    var accepted = 0
    var made = 0
    for seed in 0..<12 as Range<UInt64> {
      let scene = RandomSceneGenerator().scene(seed: 3000 + seed)
      let frames = FrameTimes.jittery(count: 90, seed: seed)
      let calls = RandomLiveChanges.callsWithCellEdits(
        for: scene, frameCount: frames.count, count: 12, seed: seed)
      let cpu = CPUSimulator(scene: scene)
      var next = 0
      for (frame, t) in frames.enumerated() {
        cpu.advance(to: t)
        while next < calls.count, calls[next].frame == frame {
          let ok = calls[next].apply(to: cpu)
          switch calls[next].kind {
          case .change(.renameCell), .change(.setBehaviors(_, _?)):
            made += 1
            if ok { accepted += 1 }
          default: break
          }
          next += 1
        }
      }
    }
    #expect(made >= 24)
    #expect(accepted * 2 > made, "\(accepted) of \(made) cell edits accepted")
  }
}
