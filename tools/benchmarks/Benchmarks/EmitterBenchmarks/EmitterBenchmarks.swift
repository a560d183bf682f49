import Benchmark

/// The suite package-benchmark runs: one group per hot function, each in its own file. Every
/// benchmark reports wall clock, throughput and malloc counts.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    warmupIterations: 3,
    // Two cores: short runs keep the whole suite near a minute.
    maxDuration: .seconds(2),
    maxIterations: 10_000)

  registerSpawnPlanningBenchmarks()
  registerCPUIntegrateBenchmarks()
  registerSceneDecodingBenchmarks()
  registerTimelineEvaluationBenchmarks()
}
