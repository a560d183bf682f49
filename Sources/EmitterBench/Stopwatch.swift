import Foundation

/// The median and mean of repeated timings, in seconds.
package struct TimingSample: Sendable, Codable {
  package var median: Double
  package var mean: Double

  package init(_ samples: [Double]) {
    precondition(!samples.isEmpty, "no samples")
    let sorted = samples.sorted()
    median = sorted[sorted.count / 2]
    mean = sorted.reduce(0, +) / Double(sorted.count)
  }
}

/// Wall-clock timing: repeated runs after a warm-up run.
package enum Stopwatch {
  package static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// `repeats` timed runs of `body`, after one unmeasured run.
  package static func sample(repeats: Int, _ body: () throws -> Void) rethrows -> TimingSample {
    try body()
    var samples: [Double] = []
    for _ in 0..<max(repeats, 1) { samples.append(try seconds(body)) }
    return TimingSample(samples)
  }

  /// Median seconds of `repeats` runs of `body`, after one unmeasured run.
  package static func median(repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    try sample(repeats: repeats, body).median
  }
}
