import Foundation

/// Wall-clock timing: the median of repeated runs after a warm-up run.
public enum Stopwatch {
  public static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Median seconds of `repeats` runs of `body`, after one unmeasured run.
  public static func median(repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var samples: [Double] = []
    for _ in 0..<max(repeats, 1) { samples.append(try seconds(body)) }
    samples.sort()
    return samples[samples.count / 2]
  }
}
