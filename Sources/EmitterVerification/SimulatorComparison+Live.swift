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

  /// Both simulators advanced through `frameTimes`, with `calls` made on both after their frames.
  package static func runLive(
    _ scene: Scene, frameTimes: [Double], calls: [RandomLiveChanges.Call],
    tolerance: ComparisonTolerance = .standard
  ) throws(GPUSimulationError) -> LiveRun {
    let gpu = try GPUSimulator(scene: scene)
    defer { gpu.destroy() }
    let cpu = CPUSimulator(scene: scene)
    var cpuAccepted: [Bool] = []
    var gpuAccepted: [Bool] = []
    var next = 0
    for (frame, t) in frameTimes.enumerated() {
      cpu.advance(to: t)
      gpu.advance(to: t)
      while next < calls.count, calls[next].frame == frame {
        cpuAccepted.append(calls[next].apply(to: cpu))
        gpuAccepted.append(calls[next].apply(to: gpu))
        next += 1
      }
    }
    let comparison = SnapshotComparison(
      expected: cpu.snapshot(), actual: gpu.snapshot(), scale: ComparisonScale(scene),
      tolerance: tolerance)
    return LiveRun(
      comparison: comparison, cpuAccepted: cpuAccepted, gpuAccepted: gpuAccepted,
      recording: cpu.recording)
  }
}
