import EmitterGPU
import EmitterModel
import EmitterSimulation

extension SimulatorComparison {
  /// What a live run on both simulators gave: the comparison of their final snapshots, which
  /// calls each accepted, and the CPU's recording.
  package struct LiveRun {
    package var comparison: SnapshotComparison
    package var cpuAccepted: [Bool]
    package var gpuAccepted: [Bool]
    package var recording: Scene
  }

  /// One simulator's side of a live run.
  package struct LiveSide {
    package var snapshot: ParticleSnapshot
    package var accepted: [Bool]
    package var recording: Scene
  }

  /// Both simulators advanced through `frameTimes`, with `calls` made on each after their frames;
  /// the CPU reference first, the GPU inside `holdingGL` (see the type).
  package static func runLive(
    _ scene: Scene, frameTimes: [Double], calls: [RandomLiveChanges.Call],
    tolerance: ComparisonTolerance = .standard, holdingGL: @escaping GLScope<LiveSide>
  ) throws -> LiveRun {
    let (cpu, gpu) = try onBoth(scene, holdingGL: holdingGL) { simulator in
      var accepted: [Bool] = []
      var next = 0
      for (frame, t) in frameTimes.enumerated() {
        simulator.advance(to: t)
        while next < calls.count, calls[next].frame == frame {
          accepted.append(calls[next].apply(to: simulator))
          next += 1
        }
      }
      return LiveSide(
        snapshot: simulator.snapshot(), accepted: accepted, recording: simulator.recording)
    }
    let comparison = SnapshotComparison(
      expected: cpu.snapshot, actual: gpu.snapshot, scale: ComparisonScale(scene),
      tolerance: tolerance)
    return LiveRun(
      comparison: comparison, cpuAccepted: cpu.accepted, gpuAccepted: gpu.accepted,
      recording: cpu.recording)
  }
}
