import Benchmark
import EmitterKit
import Foundation

/// `LayerTimeline.layer(at:)` for every layer of the iMessage confetti preset (birth rates,
/// behaviour keys and accelerations animated), at 1000 times spread over its first 6 s. Reported
/// per evaluation of the whole scene.
func registerTimelineEvaluationBenchmarks() {
  Benchmark(
    "Timeline evaluation/imessage-confetti, all layers",
    configuration: .init(scalingFactor: .kilo)
  ) { (benchmark: Benchmark, timelines: [LayerTimeline]) in
    let count = benchmark.scaledIterations.count
    for index in benchmark.scaledIterations {
      let time = 6.0 * Double(index) / Double(count)
      for timeline in timelines { blackHole(timeline.layer(at: time)) }
    }
  } setup: {
    let url = BenchmarkScenes.presetFolder.appendingPathComponent("imessage-confetti.json")
    return try Scene.load(contentsOf: url).layers.map(LayerTimeline.init)
  }
}
