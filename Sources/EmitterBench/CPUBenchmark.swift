import EmitterModel
import EmitterSimulation

/// The CPU reference's steady-state step, on one thread and on every core.
enum CPUBenchmark {
  static let stepLength = 1.0 / 60

  /// Both CPU rows for `liveParticles`: one simulator warmed up to steady state, timed on one
  /// thread, then on all cores.
  static func rows(
    _ workload: BenchmarkWorkload, liveParticles: Int, repeats: Int, copyBandwidth: Double,
    paths: Set<BenchmarkPath>
  ) -> [BenchmarkRow] {
    guard !paths.isDisjoint(with: [.cpuOneThread, .cpuAllCores, .cpuLiveDrag, .cpuLiveCells]) else {
      return []
    }
    let simulator = CPUSimulator(scene: workload.steady(liveParticles: liveParticles))
    for step in 1...warmUpSteps(workload) { simulator.advance(to: Double(step) * 0.1) }
    var rows: [BenchmarkRow] = []
    var t = simulator.time
    for (path, threads) in [(BenchmarkPath.cpuOneThread, 1), (.cpuAllCores, CPUSimulator.allCores)] where paths.contains(path) {
      simulator.threadCount = threads
      let wall = Stopwatch.sample(repeats: repeats) {
        t += stepLength
        simulator.advance(to: t)
      }
      rows.append(
        BenchmarkRow(
          path: path, liveParticles: simulator.liveCount, wall: wall,
          bytesPerParticle: Double(CPUSimulator.integrateBytesPerParticle), copyBandwidth: copyBandwidth))
    }
    if paths.contains(.cpuLiveDrag) {
      simulator.threadCount = 1
      var drag = LiveDrag(canvas: simulator.model.size)
      let wall = Stopwatch.sample(repeats: repeats) {
        drag.frame(simulator)
        t += stepLength
        simulator.advance(to: t)
      }
      rows.append(
        BenchmarkRow(
          path: .cpuLiveDrag, liveParticles: simulator.liveCount, wall: wall,
          bytesPerParticle: Double(CPUSimulator.integrateBytesPerParticle), copyBandwidth: copyBandwidth))
    }
    if paths.contains(.cpuLiveCells) {
      simulator.threadCount = 1
      var churn = LiveCellChurn()
      let wall = Stopwatch.sample(repeats: repeats) {
        churn.frame(simulator)
        t += stepLength
        simulator.advance(to: t)
      }
      rows.append(
        BenchmarkRow(
          path: .cpuLiveCells, liveParticles: simulator.liveCount, wall: wall,
          bytesPerParticle: Double(CPUSimulator.integrateBytesPerParticle), copyBandwidth: copyBandwidth))
    }
    return rows
  }

  /// Steps of 0.1 s (the longest `LayerClock` step) until the longest-lived particle born at the
  /// start has died: the pool is at steady state.
  static func warmUpSteps(_ workload: BenchmarkWorkload) -> Int {
    Int(((workload.lifetime + workload.lifetimeRange) / 0.1).rounded(.up)) + 2
  }
}
