extension ClassLayerBenchmark {
  /// The result as a short table.
  package func table(_ result: Result) -> String {
    let size = workload.canvas
    var lines = [
      "the class layer: CARenderer showing a CALayer tree (commit, advance, animation ticks, "
        + "commit, draw) against ParticleSystem alone (update, image) on the scene the tree made;",
      "\(workload.rawValue) confetti rain, \(Int(size.width))x\(Int(size.height)) pt at scale 1, "
        + "frames of 1/60 s timed in turns, median of \(repeats)",
      "",
      "engine  live particles  façade ms  classes ms  overhead",
    ]
    for row in result.frames {
      lines.append(
        pad(row.engine, 8) + pad(ParticleCount.format(row.liveParticles), 16)
          + pad(SceneBenchmark.format(row.facadeMilliseconds), 11)
          + pad(SceneBenchmark.format(row.classesMilliseconds), 12)
          + (row.overheadPercent >= 0 ? "+" : "") + SceneBenchmark.format(row.overheadPercent)
          + " %")
    }
    lines += [
      "",
      "a property set on the displayed emitter layer, to the engine "
        + "(\(Self.setsPerFrame) a frame, median µs per set):",
    ]
    let width = result.sets.map(\.label.count).max() ?? 0
    for row in result.sets {
      lines.append("  " + pad(row.label, width + 2) + SceneBenchmark.format(row.microseconds))
    }
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
