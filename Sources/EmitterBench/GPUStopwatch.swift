import EmitterGL

/// GPU timing two ways at once: wall clock around the commands and `GL.finish()`, and the
/// driver's own `GL_TIME_ELAPSED` query over the same commands. On a real GPU the query is the
/// GPU's time; llvmpipe runs everything on the CPU and its query does not count compute
/// dispatches (about 1 ns each), so there the wall clock is the number to read.
enum GPUStopwatch {
  struct Sample {
    var wall: TimingSample
    var timerQuery: TimingSample
  }

  /// `repeats` timed runs of `body` after one unmeasured run. Needs a current context.
  static func sample(repeats: Int, _ body: () -> Void) -> Sample {
    withoutActuallyEscaping(body) { interleaved(repeats: repeats, [$0])[0] }
  }

  /// `repeats` timed runs of each body, taken in turns (a b a b …) so that both see the same
  /// machine: llvmpipe's times drift by tens of percent between runs a few seconds apart, which
  /// would swamp a ratio measured in two separate blocks.
  static func interleaved(repeats: Int, _ bodies: [() -> Void]) -> [Sample] {
    let query = TimerQuery(label: "benchmark")
    defer { query.destroy() }
    GL.finish()
    for body in bodies { body() }
    GL.finish()
    var wall = Array(repeating: [Double](), count: bodies.count)
    var timed = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<max(repeats, 1) {
      for (index, body) in bodies.enumerated() {
        let seconds = Stopwatch.seconds {
          query.begin()
          body()
          query.end()
          GL.finish()
        }
        wall[index].append(seconds)
        let elapsed = query.elapsed().components
        timed[index].append(Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
      }
    }
    return zip(wall, timed).map { Sample(wall: TimingSample($0), timerQuery: TimingSample($1)) }
  }
}
