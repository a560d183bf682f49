import Benchmark
import EmitterKit

/// `StepPlanner.prepare` for one 1/60 s step: the layer's animated values, the births of every
/// top-level cell through `RateIntegral`, and the rings' demand. Both simulators pay it each step.
func registerSpawnPlanningBenchmarks() {
  Benchmark(
    "Spawn planning/animated rate + sub-cells, one step",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark, state in
    for _ in benchmark.scaledIterations { state.planNextFrame() }
  } setup: {
    SpawnPlanningState(scene: BenchmarkScenes.animatedWithSubCells())
  }
}

/// A planner that keeps advancing: the animation repeats forever, so every frame is a fresh step
/// with the rate still varying, and the rings stop growing after the first cycle.
final class SpawnPlanningState {
  private var planner: StepPlanner
  private var time = 0.0

  init(scene: Scene) {
    planner = StepPlanner(scene: scene)
    // Past one animation cycle: rings are sized, only planning is left to measure.
    for _ in 0..<180 { planNextFrame() }
  }

  func planNextFrame() {
    time += BenchmarkScenes.frame
    for step in planner.steps(to: time) { blackHole(planner.prepare(step)) }
  }
}
