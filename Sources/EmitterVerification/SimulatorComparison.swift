import EmitterGPU
import EmitterModel
import EmitterSimulation

/// Runs the CPU reference and the GPU simulator over the same frame times and compares their
/// particles: the check behind the GPU tests and `emitter compare`. Needs a current GL context.
package enum SimulatorComparison {
  /// Both simulators advanced through `frameTimes`; the comparison of their final snapshots.
  package static func run(
    _ scene: Scene, frameTimes: [Double], tolerance: ComparisonTolerance = .standard
  ) throws(GPUSimulationError) -> SnapshotComparison {
    let gpu = try GPUSimulator(scene: scene)
    defer { gpu.destroy() }
    let cpu = CPUSimulator(scene: scene)
    for t in frameTimes {
      cpu.advance(to: t)
      gpu.advance(to: t)
    }
    return SnapshotComparison(
      expected: cpu.snapshot(), actual: gpu.snapshot(), scale: ComparisonScale(scene), tolerance: tolerance)
  }
}
