import Foundation

/// Everything one `emitter bench` run measured.
public struct BenchmarkReport: Sendable, Codable {
  public var cpuCopyBytesPerSecond: Double
  public var gpuCopyBytesPerSecond: Double
  public var renderer: String
  public var rows: [StepMeasurement] = []

  public init(cpuCopyBytesPerSecond: Double, gpuCopyBytesPerSecond: Double, renderer: String) {
    self.cpuCopyBytesPerSecond = cpuCopyBytesPerSecond
    self.gpuCopyBytesPerSecond = gpuCopyBytesPerSecond
    self.renderer = renderer
  }

  /// A table for people: per row ms per step, particles per second, bytes per particle, achieved
  /// bandwidth and its share of the copy bandwidth measured in this run.
  public var table: String {
    var lines = [
      "memory bandwidth (copy, read + write): CPU \(gigabytes(cpuCopyBytesPerSecond)) GB/s, GPU \(gigabytes(gpuCopyBytesPerSecond)) GB/s (\(renderer))",
      row(["simulator", "step", "live", "ms/step", "particles/s", "B/particle", "GB/s", "of copy"]),
    ]
    for measurement in rows {
      let copy = measurement.simulator.hasPrefix("GPU") ? gpuCopyBytesPerSecond : cpuCopyBytesPerSecond
      lines.append(
        row([
          measurement.simulator, measurement.kind.rawValue, "\(measurement.liveParticles)", String(format: "%.2f", measurement.secondsPerStep * 1000),
          String(format: "%.1fM", measurement.particlesPerSecond / 1e6), "\(measurement.bytesPerParticle)",
          gigabytes(measurement.bytesPerSecond), String(format: "%.0f%%", 100 * measurement.bytesPerSecond / copy),
        ]))
    }
    return lines.joined(separator: "\n")
  }

  private func gigabytes(_ bytesPerSecond: Double) -> String { String(format: "%.1f", bytesPerSecond / 1e9) }

  private func row(_ columns: [String]) -> String {
    let widths = [44, 10, 10, 10, 13, 12, 8, 8]
    return zip(columns, widths).map { $0.padding(toLength: max($1, $0.count + 1), withPad: " ", startingAt: 0) }.joined()
  }
}
