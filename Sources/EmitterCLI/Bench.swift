import ArgumentParser
import EmitterBench
import EmitterGL
import EmitterRender
import Foundation

/// `emitter bench`: a sweep of live particle counts over every path (CPU reference on one thread
/// and all cores; GPU integrate, its bare-kernel yardstick, step, sort, draws, whole frame), each
/// against this machine's copy bandwidth measured in the same run, with 60 fps budgets.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Measure CPU reference vs GPU over particle counts, against this machine's memory bandwidth.",
    discussion: """
      Build with -c release for meaningful numbers: swift run -c release emitter bench
      Paths: \(BenchmarkPath.allCases.map(\.rawValue).joined(separator: ", ")).
      """)

  @Option(help: "Live particle counts, comma-separated (k and M suffixes; at most 16M).")
  var counts: String = "10k,100k,1M,4M,16M"

  @Option(help: "Timed frames per measurement, after one warm-up frame (the median is reported).")
  var repeats: Int = 5

  @Option(help: "The scene: standard (1280x720) or peer (tools/peer-bench's 390x844 confetti rain).")
  var workload: BenchmarkWorkload = .standard

  @Option(help: "Only these paths, comma-separated (default: all).")
  var paths: String?

  @Flag(help: "A smoke run for CI: 10k and 50k particles, 3 repeats (under a minute).")
  var quick = false

  @Flag(help: "Print JSON instead of the table.")
  var json = false

  @Flag(help: "Print CSV instead of the table.")
  var csv = false

  @Option(help: "Also draw milliseconds vs particles for every path into this PNG.")
  var plot: String?

  @Option(
    help: """
      Time a fresh `emitter render PRESET --frames 1` from launch to exit (start-up to first \
      frame) in the same run; "none" skips it.
      """)
  var startup: String = "fire"

  @Option(
    help: """
      Instead of the sweep: this scene's (a preset or a scene file) GPU step and draw at --at \
      seconds, each timed in turns against the way before (one integrate dispatch per cell, an \
      instance per slot).
      """)
  var scene: String?

  @Flag(
    help: """
      Instead of the sweep: the cost of Core Animation's classes, a CALayer tree shown by \
      CARenderer against ParticleSystem alone on the same scene, frame for frame at --counts \
      (default 10k,100k) on the CPU engine and OpenGL, and of one property set on the displayed \
      layer.
      """)
  var classes = false

  @Option(help: "With --scene: the scene time the measurements start at, seconds.")
  var at: Double = 1

  @Option(help: "With --scene: pixels per point of the drawn image.")
  var scale: Double = 1

  @Option(
    help: """
      How the gpu-sort row and --scene's sorted layers sort: host, gpu-bitonic or gpu-radix \
      (default: the driver's, host on llvmpipe and softpipe, gpu-radix elsewhere).
      """)
  var sortMethod: DrawOrderSortMethod?

  func validate() throws {
    guard at.isFinite, (0.02...600).contains(at) else {
      throw ValidationError("--at: \(at) is not in 0.02...600 seconds")
    }
    guard scale.isFinite, (0.1...4).contains(scale) else {
      throw ValidationError("--scale: \(scale) is not in 0.1...4")
    }
    guard !(json && csv) else { throw ValidationError("--json and --csv: choose one") }
    if classes && (scene != nil || csv || plot != nil) {
      throw ValidationError("--classes prints its own table (or --json); not with --scene, --csv or --plot")
    }
    guard (1...10_000).contains(repeats) else { throw ValidationError("--repeats: \(repeats) is not in 1...10000") }
    _ = try countList()
    _ = try pathSet()
    if let plot {
      guard plot.lowercased().hasSuffix(".png") else {
        throw ValidationError("--plot: \"\(plot)\" must name a .png file")
      }
      // Checked before the sweep, not after minutes of measuring.
      let folder = (plot as NSString).deletingLastPathComponent
      guard FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder) else {
        throw ValidationError("--plot: the folder of \"\(plot)\" does not exist or is not writable")
      }
    }
  }

  func run() throws {
    if classes {
      let benchmark = ClassLayerBenchmark(
        workload: workload, counts: quick ? [10_000] : try classCounts(), repeats: repeats)
      let result = try HeadlessGL.run { () throws -> ClassLayerBenchmark.Result in
        try benchmark.run(openGL: true, progress: Progress.note)
      }
      if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(result))
        print()
      } else {
        print(benchmark.table(result))
      }
      return
    }
    if let scene {
      var benchmark = SceneBenchmark(
        scene: try SceneLoading.drawingNamedLayers(SceneLoading.load(scene), name: scene),
        name: scene, time: at, repeats: quick ? 3 : repeats,
        scale: scale)
      benchmark.sortMethod = sortMethod
      let result = try HeadlessGL.run { () throws -> SceneBenchmark.Result in try benchmark.run() }
      print(benchmark.table(result))
      return
    }
    var sweep = BenchmarkSweep(
      workload: workload, counts: try countList(), repeats: quick ? 3 : repeats, paths: try pathSet())
    sweep.sortMethod = sortMethod
    var report = try HeadlessGL.run { () throws -> BenchmarkReport in
      try sweep.run(progress: Progress.note)
    }
    if startup != "none" {
      Progress.note("start-up: emitter render \(startup) --frames 1")
      let benchmark = StartupBenchmark(
        executable: StartupBenchmark.besideThisExecutable, preset: startup, runs: quick ? 3 : repeats)
      do {
        report.startup = try benchmark.measure()
      } catch {
        report.startupSkipped = error.description
      }
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      FileHandle.standardOutput.write(try encoder.encode(report))
      print()
    } else if csv {
      print(report.csv, terminator: "")
    } else {
      print(report.table)
    }
    if let plot {
      try BenchmarkPlot(report: report).write(to: plot)
      // The report first: with both streams sent to one file, a buffered report was cut in two
      // by this line.
      fflush(nil)
      FileHandle.standardError.write(Data("emitter: wrote \(plot)\n".utf8))
    }
  }

  /// `--classes` measures 10k and 100k unless `--counts` is given.
  private func classCounts() throws -> [Int] {
    counts == "10k,100k,1M,4M,16M" ? [10_000, 100_000] : try countList()
  }

  private func countList() throws -> [Int] {
    if quick { return [10_000, 50_000] }
    do {
      return try ParticleCount.parseList(counts)
    } catch {
      throw ValidationError("--counts: \(error)")
    }
  }

  private func pathSet() throws -> Set<BenchmarkPath> {
    guard let paths else { return Set(BenchmarkPath.allCases) }
    return Set(
      try paths.split(separator: ",").map { name in
        guard let path = BenchmarkPath(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
          throw ValidationError(
            "--paths: \"\(name)\" is not a path; choose from \(BenchmarkPath.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return path
      })
  }
}

extension BenchmarkWorkload: ExpressibleByArgument {}
extension DrawOrderSortMethod: ExpressibleByArgument {}

/// Status lines on stderr, only when a person is watching.
enum Progress {
  static func note(_ text: String) {
    guard isatty(STDERR_FILENO) != 0 else { return }
    FileHandle.standardError.write(Data("… \(text)\n".utf8))
  }
}
