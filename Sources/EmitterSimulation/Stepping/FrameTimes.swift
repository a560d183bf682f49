/// Sequences of frame times (the scene times passed to `advance(to:)`), steady or jittery.
///
/// Births, sub-cell counts and the integrator are built so that any split of the same time into
/// frames gives the same particles (docs/SEMANTICS.md, Births); jittery frames are how tests hold
/// the simulators to that, the way a real display loop that drops and stretches frames would.
package enum FrameTimes {
  /// The usual jitter of a loaded display loop: 4 ms (250 fps) to 40 ms (25 fps) per frame.
  package static let typicalSteps: ClosedRange<Double> = 0.004...0.040

  /// Frames at a steady rate: `1/fps, 2/fps, …`, each computed as `i / fps` (no accumulated
  /// rounding), the last one clipped to `end` exactly.
  package static func steady(fps: Double, until end: Double) -> [Double] {
    precondition(fps > 0 && end.isFinite, "fps must be positive and end finite")
    var times: [Double] = []
    var frame = 1
    while times.last.map({ $0 < end }) ?? (end > 0) {
      times.append(min(end, Double(frame) / fps))
      frame += 1
    }
    return times
  }

  /// `count` frames whose lengths are drawn uniformly from `steps` seconds, seeded: the times
  /// run from the first step's length to the sum of all of them.
  package static func jittery(count: Int, steps: ClosedRange<Double> = typicalSteps, seed: UInt64)
    -> [Double]
  {
    var random = SplitMix64(seed: seed)
    var time = 0.0
    return (0..<count).map { _ in
      time += random.double(in: steps)
      return time
    }
  }

  /// Jittery frames from 0 up to `end`, the last one clipped to `end` exactly, so a run ends
  /// at the same moment as a steady one.
  package static func jittery(
    until end: Double, steps: ClosedRange<Double> = typicalSteps, seed: UInt64
  ) -> [Double] {
    precondition(steps.lowerBound > 0 && end.isFinite, "steps must be positive and end finite")
    var random = SplitMix64(seed: seed)
    var times: [Double] = []
    var time = 0.0
    while time < end {
      time = min(end, time + random.double(in: steps))
      times.append(time)
    }
    return times
  }
}
