import Benchmark
import EmitterKit

/// One `CPUSimulator` step at steady state (births, integration, removal of the dead): the CPU
/// reference's cost per frame. Throughput is steps per second; divide the wall clock by the live
/// count for the cost per particle.
func registerCPUIntegrateBenchmarks() {
  for liveParticles in [10_000, 100_000] {
    Benchmark(
      "CPU integrate/steady step, \(liveParticles / 1000)k live",
      configuration: .init(maxIterations: 200)
    ) { benchmark, state in
      for _ in benchmark.scaledIterations { state.stepOneFrame() }
    } setup: {
      CPUIntegrateState(liveParticles: liveParticles)
    }
  }
}

final class CPUIntegrateState {
  private var simulator: CPUSimulator
  private var time = 0.0

  init(liveParticles: Int) {
    simulator = CPUSimulator(scene: BenchmarkScenes.steadyRain(liveParticles: liveParticles))
    // 2.5 s: past one lifetime (2 s), so births and deaths balance.
    for _ in 0..<150 { stepOneFrame() }
    precondition(
      abs(simulator.liveCount - liveParticles) < liveParticles / 50,
      "expected ~\(liveParticles) live particles at steady state, found \(simulator.liveCount)")
  }

  func stepOneFrame() {
    time += BenchmarkScenes.frame
    simulator.advance(to: time)
  }
}
