import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A fired burst's layer (`LiveSimulation.fire`) leaves the tree by the step planner's own rule
/// when it completes, so the simulators alone (no façade) retire it: the GPU at the same advance
/// as the CPU reference, the same particles after it (0 deviation on llvmpipe), and the recording
/// replays the insertion and the removal.
@Suite("Fired layers retired by the step planner: GPU matches the CPU reference", .serialized, .tags(.gl))
struct FireRetirementGPUTests {
  /// One emitter, fired from twice (the second while the first burst is out), over 4 s.
  static func scene() -> Scene {
    var scene = Scene()
    scene.size = Size(width: 400, height: 400)
    scene.layers = [SublayerGPUTests.emitter("source", at: Point(x: 200, y: 150), rate: 30, lifetime: 0.8)]
    return scene
  }

  /// Per frame of `times`: the top-level layers after the advance; and the completions.
  struct Run {
    var topLevel: [[Int]] = []
    var completions: [LayerCompletion] = []
    var fired: [Int] = []
  }

  /// Advances `simulation` frame by frame (through `advance`), firing at frames 12 and 30.
  static func run(
    _ simulation: any LiveSimulation, times: [Double], advance: (Double) -> [LayerCompletion]
  ) throws -> Run {
    var run = Run()
    for (frame, t) in times.enumerated() {
      if frame == 12 { run.fired.append(try simulation.fire(25, cell: "dot", layer: 0)) }
      if frame == 30 { run.fired.append(try simulation.fire(10, cell: "dot", layer: 0)) }
      run.completions += advance(t)
      run.topLevel.append(simulation.model.topLevelLayers)
    }
    return run
  }

  @Test("each fired layer leaves the tree at the same frame on both; the same particles after")
  func retiredAtTheSameStep() throws {
    let times = FrameTimes.jittery(count: 240, seed: 7)
    let cpu = CPUSimulator(scene: Self.scene())
    let cpuRun = try Self.run(cpu, times: times) { cpu.advance(to: $0) }
    let (gpuRun, comparison) = try withGL {
      let gpu = try GPUSimulator(scene: Self.scene())
      defer { gpu.destroy() }
      let run = try Self.run(gpu, times: times) { gpu.advance(to: $0) }
      return (run, SnapshotComparison(expected: cpu.snapshot(), actual: gpu.snapshot()))
    }
    #expect(cpuRun.fired == [1, 2])
    // Completed (the bursts' particles live at most a second), then out of the tree.
    #expect(cpuRun.completions.map(\.layer).sorted() == [1, 2], "\(cpuRun.completions)")
    #expect(cpuRun.topLevel.last == [0], "both fired layers left the tree: \(cpuRun.topLevel.last ?? [])")
    #expect(cpuRun.topLevel.contains([0, 1, 2]), "both bursts were out at once")
    #expect(gpuRun.fired == cpuRun.fired)
    #expect(gpuRun.completions == cpuRun.completions)
    #expect(gpuRun.topLevel == cpuRun.topLevel, "retired at the same frames")
    #expect(comparison.expectedCount > 0)
    #expect(comparison.passed, "\(comparison)")
    for attribute in comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }

  @Test("the recording holds the fired layers' insertions and removals and replays them")
  func recordingReplaysTheRetirement() throws {
    let times = FrameTimes.jittery(count: 240, seed: 7)
    let live = CPUSimulator(scene: Self.scene())
    let liveRun = try Self.run(live, times: times) { live.advance(to: $0) }
    let recording = live.recording
    let removals = recording.events.filter {
      if case .removeSublayer = $0.action { return true } else { return false }
    }
    #expect(removals.count == 2, "\(recording.events.map(\.typeName))")
    let replay = CPUSimulator(scene: recording)
    var topLevel: [[Int]] = []
    for t in times {
      _ = replay.advance(to: t)
      topLevel.append(replay.model.topLevelLayers)
    }
    #expect(topLevel == liveRun.topLevel)
    #expect(replay.snapshot() == live.snapshot())
  }
}
