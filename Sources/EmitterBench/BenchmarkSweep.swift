import EmitterGL
import EmitterGPU
import EmitterRender
import EmitterSimulation

/// One `emitter bench` run: the copy bandwidths first, then every path at every count, smallest
/// count first. A count the GPU context cannot hold is recorded as skipped, with the reason, and
/// the sweep goes on. Needs a current GL context.
package struct BenchmarkSweep: Sendable {
  package var workload: BenchmarkWorkload
  package var counts: [Int]
  package var repeats: Int
  package var paths: Set<BenchmarkPath>
  /// How the gpu-sort row sorts, instead of the driver's method (`--sort-method`).
  package var sortMethod: DrawOrderSortMethod?

  package init(workload: BenchmarkWorkload, counts: [Int], repeats: Int, paths: Set<BenchmarkPath> = Set(BenchmarkPath.allCases)) {
    self.workload = workload
    self.counts = counts.sorted()
    self.repeats = max(1, repeats)
    self.paths = paths
  }

  /// `progress` hears what is about to be measured.
  package func run(progress: (String) -> Void = { _ in }) throws -> BenchmarkReport {
    progress("copy bandwidth")
    var report = BenchmarkReport(
      workload: workload, renderer: GL.renderer, cores: CPUSimulator.allCores,
      cpuCopyBytesPerSecond: MemoryBandwidth.cpuCopy(), gpuCopyBytesPerSecond: MemoryBandwidth.gpuCopy(),
      repeats: repeats)
    report.glVersion = GL.versionString
    let gpuPaths = paths.filter(\.isGPU)
    for count in counts {
      // Each count's first row's window opens here: the probe's and earlier counts' freed
      // buffers do not set its peak.
      PeakMemory.resetHighWater()
      progress("\(ParticleCount.format(count)) particles: CPU reference")
      report.rows += CPUBenchmark.rows(
        workload, liveParticles: count, repeats: repeats, copyBandwidth: report.cpuCopyBytesPerSecond, paths: paths)
      if paths.contains(.cpuDraw) || paths.contains(.cpuRender) {
        progress("\(ParticleCount.format(count)) particles: CPU renderer")
        report.rows += try CPURenderBenchmark.rows(
          workload, liveParticles: count, repeats: repeats, copyBandwidth: report.cpuCopyBytesPerSecond,
          paths: paths)
      }
      guard !gpuPaths.isEmpty else { continue }
      progress("\(ParticleCount.format(count)) particles: GPU")
      let gpu = GPUBenchmark(
        workload: workload, liveParticles: count, repeats: repeats, copyBandwidth: report.gpuCopyBytesPerSecond,
        paths: paths, sortMethod: sortMethod)
      do {
        let measured = try gpu.measure()
        report.rows += measured.rows
        report.skipped += measured.skipped
      } catch let error as GPUSimulationError {
        guard case .bufferTooLarge = error else { throw error }
        for path in BenchmarkPath.allCases where gpuPaths.contains(path) {
          report.skipped.append(SkippedMeasurement(path: path, liveParticles: count, reason: error.description))
        }
      }
    }
    return report
  }
}
