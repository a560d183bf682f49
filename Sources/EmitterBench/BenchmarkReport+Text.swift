import Foundation

extension BenchmarkReport {
  /// The table for people: one row per path and count, then the 60 fps budgets, the integrate
  /// pass against the bare kernel, and what was skipped.
  package var table: String {
    var lines = [
      "workload: \(workload.rawValue) confetti rain, canvas \(Int(workload.canvas.width))x\(Int(workload.canvas.height)), "
        + "\(cores) cores, \(renderer)\(glVersion.map { " (\($0))" } ?? ""); median of \(repeats) frames after warm-up",
      "copy bandwidth (read + write) in this run: CPU \(gigabytes(cpuCopyBytesPerSecond)) GB/s (1 thread memcpy), "
        + "GPU \(gigabytes(gpuCopyBytesPerSecond)) GB/s (buffer copy)",
      "",
      Self.pad(["path", "live", "ms/frame", "timer ms", "particles/s", "B/particle", "GB/s", "of copy", "peak MiB"]),
    ]
    for row in rows {
      lines.append(
        Self.pad([
          row.label, ParticleCount.format(row.liveParticles), String(format: "%.3f", row.msPerFrame),
          row.timerQueryMs.map { String(format: "%.3f", $0) } ?? "-", String(format: "%.1fM", row.particlesPerSecond / 1e6),
          String(format: "%.0f", row.bytesPerParticle), gigabytes(row.bytesPerSecond),
          String(format: "%.0f%%", 100 * row.shareOfCopyBandwidth),
          row.peakResidentBytes.map { String(format: "%.0f", Double($0) / 1_048_576) } ?? "-",
        ]))
    }
    lines.append("")
    lines.append("largest count within a 60 fps frame (16.7 ms):")
    for budget in budgets { lines.append("  \(budget.path.label): \(budget.summary)") }
    let shares = integrateShareOfBareKernel.sorted { $0.key < $1.key }
    if !shares.isEmpty {
      let text = shares.map { "\(ParticleCount.format($0.key)) \(String(format: "%.0f%%", 100 * $0.value))" }
      lines.append("GPU integrate pass vs bare kernel moving the same bytes (target ≥ 70%): " + text.joined(separator: ", "))
    }
    lines.append(
      "peak MiB: the process's resident-set high-water mark over each row's own set-up and frames "
        + "(reset between rows; on a software GL driver GPU buffers are host memory and count)")
    if let startup { lines.append(startup.summary) }
    if let startupSkipped { lines.append("start-up not measured: \(startupSkipped)") }
    if rows.contains(where: { $0.path.isGPU && ($0.timerQueryMs ?? 1) < 0.001 }) {
      lines.append("timer ms: the driver's GL_TIME_ELAPSED; llvmpipe does not count compute dispatches, read ms/frame there")
    }
    // One line per count and reason: the GPU paths of a count share theirs.
    var reported = Set<String>()
    for skip in skipped where reported.insert("\(skip.liveParticles) \(skip.reason)").inserted {
      let paths = skipped.filter { $0.liveParticles == skip.liveParticles && $0.reason == skip.reason }.map(\.path.rawValue)
      lines.append("skipped at \(ParticleCount.format(skip.liveParticles)) (\(paths.joined(separator: ", "))): \(skip.reason)")
    }
    return lines.joined(separator: "\n")
  }

  /// One line per row, a header first: for spreadsheets and scripts.
  package var csv: String {
    var lines = ["path,label,live_particles,slots,ms_per_frame,mean_ms,timer_query_ms,particles_per_second,bytes_per_particle,bytes_per_second,share_of_copy_bandwidth,peak_resident_bytes"]
    for row in rows {
      let fields: [String] = [
        row.path.rawValue, "\"\(row.label)\"", "\(row.liveParticles)", row.slots.map(String.init) ?? "",
        "\(row.msPerFrame)", "\(row.meanMs)", row.timerQueryMs.map { "\($0)" } ?? "", "\(row.particlesPerSecond)",
        "\(row.bytesPerParticle)", "\(row.bytesPerSecond)", "\(row.shareOfCopyBandwidth)",
        row.peakResidentBytes.map(String.init) ?? "",
      ]
      lines.append(fields.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func gigabytes(_ bytesPerSecond: Double) -> String { String(format: "%.1f", bytesPerSecond / 1e9) }

  private static func pad(_ columns: [String]) -> String {
    let widths = [34, 8, 11, 10, 13, 12, 8, 8, 9]
    return zip(columns, widths).map { $0.padding(toLength: max($1, $0.count + 1), withPad: " ", startingAt: 0) }.joined()
  }
}
