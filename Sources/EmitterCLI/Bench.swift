import ArgumentParser
import EmitterBench
import EmitterGL
import Foundation

/// `emitter bench`: particles per second of a simulation step on the CPU reference and on the
/// GPU at several live counts, with the machine's copy bandwidth measured in the same run.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Measure simulation throughput, CPU reference vs GPU, against this machine's memory bandwidth.",
    discussion: "Build with -c release for meaningful numbers: swift run -c release emitter bench")

  @Option(help: "Live particle counts, comma-separated (k and M suffixes allowed).")
  var counts: String = "100k,1M,4M"

  @Option(help: "Timed steps per measurement (the median is reported).")
  var repeats: Int = 5

  @Flag(help: "A quick run: 10k and 100k particles, 3 repeats.")
  var quick = false

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    let live = quick ? [10_000, 100_000] : try Self.parseCounts(counts)
    let repeats = quick ? 3 : max(1, self.repeats)
    let report = try HeadlessGL.run { () throws -> BenchmarkReport in
      var report = BenchmarkReport(
        cpuCopyBytesPerSecond: MemoryBandwidth.cpuCopy(), gpuCopyBytesPerSecond: MemoryBandwidth.gpuCopy(),
        renderer: GL.renderer)
      for kind in [StepKind.integrate, .steady] {
        for count in live {
          Progress.note("\(kind) step, \(count) particles: CPU reference")
          report.rows.append(SimulationBenchmark.cpu(kind, liveParticles: count, repeats: repeats))
          Progress.note("\(kind) step, \(count) particles: GPU")
          report.rows.append(try SimulationBenchmark.gpu(kind, liveParticles: count, repeats: repeats))
        }
      }
      return report
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      FileHandle.standardOutput.write(try encoder.encode(report))
      print()
    } else {
      print(report.table)
    }
  }

  static func parseCounts(_ text: String) throws -> [Int] {
    try text.split(separator: ",").map { item in
      let word = item.trimmingCharacters(in: .whitespaces)
      let (digits, factor) = word.hasSuffix("M") ? (word.dropLast(), 1_000_000) : word.hasSuffix("k") ? (word.dropLast(), 1_000) : (Substring(word), 1)
      guard let value = Double(digits), value > 0, value * Double(factor) <= 16_777_216 else {
        throw ValidationError("--counts: \"\(word)\" is not a particle count in 1...16M")
      }
      return Int(value * Double(factor))
    }
  }
}

/// Status lines on stderr, only when a person is watching.
enum Progress {
  static func note(_ text: String) {
    guard isatty(STDERR_FILENO) != 0 else { return }
    FileHandle.standardError.write(Data("… \(text)\n".utf8))
  }
}
