import EmitterBench
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// `emitter bench`: a real sweep at small counts on this context, what each row claims, the three
/// outputs (table, CSV, JSON) and the plot, the budget arithmetic and the option errors.
/// Nothing here asserts a speed: the numbers are whatever this machine gives.
@Suite("emitter bench", .serialized, .tags(.gl))
struct BenchCommandGLTests {
  static let counts = [2_000, 20_000]

  @Test("a sweep measures every path at every count, at steady state, with honest byte counts")
  func sweep() throws {
    let report = try withGL { try BenchmarkSweep(workload: .standard, counts: Self.counts, repeats: 2).run() }
    #expect(report.cpuCopyBytesPerSecond > 0 && report.gpuCopyBytesPerSecond > 0)
    for count in Self.counts {
      for path in BenchmarkPath.allCases {
        let row = try #require(report.rows.first { $0.path == path && abs($0.liveParticles - count) <= count / 50 }, "\(path) at \(count)")
        #expect(row.msPerFrame > 0 && row.msPerFrame.isFinite, "\(path)")
        #expect(row.meanMs > 0 && row.particlesPerSecond > 0, "\(path)")
        #expect(row.label == path.label)
        #expect((row.timerQueryMs != nil) == path.isGPU, "\(path): timer queries are for GPU paths")
        #expect(abs(row.shareOfCopyBandwidth - row.bytesPerSecond / (path.isGPU ? report.gpuCopyBytesPerSecond : report.cpuCopyBytesPerSecond)) < 1e-12)
      }
    }
    let integrate = try #require(report.rows.first { $0.path == .gpuIntegrate })
    #expect(integrate.bytesPerParticle == Double(ParticleStateLayout.integrateBytesPerParticle))
    let cpu = try #require(report.rows.first { $0.path == .cpuOneThread })
    #expect(cpu.bytesPerParticle == Double(CPUSimulator.integrateBytesPerParticle))
    #expect(report.integrateShareOfBareKernel.count == Self.counts.count)
    #expect(report.budgets.map(\.path) == BenchmarkPath.budgeted)
    #expect(report.skipped.isEmpty)

    // The three outputs carry every row.
    let table = report.table
    for path in BenchmarkPath.allCases { #expect(table.contains(path.label)) }
    #expect(table.contains("largest count within a 60 fps frame"))
    let csv = report.csv.split(separator: "\n")
    #expect(csv.count == report.rows.count + 1)
    #expect(csv.allSatisfy { Self.csvFields($0).count == 12 })
    #expect(csv.dropFirst().map { Self.csvFields($0)[0] } == report.rows.map(\.path.rawValue))
    let json = try JSONEncoder().encode(report)
    let decoded = try JSONDecoder().decode(BenchmarkReport.self, from: json)
    #expect(decoded.rows.map(\.path) == report.rows.map(\.path))
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["budgets"] != nil && object["integrateShareOfBareKernel"] != nil)
    // Every row has its own peak memory, in the JSON as in the table.
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.count == report.rows.count)
    for (row, measured) in zip(rows, report.rows) {
      let peak = try #require(row["peakResidentBytes"] as? Int, "\(measured.path): no peak")
      #expect(peak > 0 && peak == measured.peakResidentBytes, "\(measured.path)")
    }
    #expect(table.contains("peak MiB"))

    // The plot: a PNG with a line of its own colour per path.
    let plot = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: plot) }
    try BenchmarkPlot(report: report).write(to: plot)
    let image = try PNGFile.read(plot)
    #expect(image.width == 1200 && image.height == 760)
    for colour in BenchmarkPlot.palette.prefix(BenchmarkPath.allCases.count) {
      let target = SIMD3(colour.0, colour.1, colour.2) * 255
      let found = stride(from: 0, to: image.pixels.count, by: 4).contains { i in
        let pixel = SIMD3(Double(image.pixels[i]), Double(image.pixels[i + 1]), Double(image.pixels[i + 2]))
        return ((pixel - target) * (pixel - target)).sum() < 12
      }
      #expect(found, "the plot has no line in \(colour)")
    }
  }

  @Test(
    "peak memory is each path's own: 1M particles' buffers read more than 10k's, and the bandwidth probe sets neither"
  )
  func peakMemoryPerPath() throws {
    // In a process of its own: the high-water mark is the process's, and in this one the tests
    // running beside this suite would set it.
    let result = try ProgressToolTests.run([
      "bench", "--counts", "10k,1M", "--paths", BenchmarkPath.gpuStep.rawValue, "--repeats", "1", "--csv",
    ])
    try #require(result.status == 0, "\(result.err)")
    let peaks = result.out.split(separator: "\n").dropFirst().map(Self.csvFields).compactMap { fields in
      Int(fields[2]).flatMap { live in Int(fields[11]).map { (live: live, peak: $0) } }
    }
    let small = try #require(peaks.first { $0.live < 100_000 }?.peak, "\(result.out)")
    let large = try #require(peaks.first { $0.live > 500_000 }?.peak, "\(result.out)")
    // A million slots of particle state on llvmpipe (host memory): well over 50 MiB more.
    #expect(large > small + 50 << 20, "1M: \(large) B, 10k: \(small) B")
    // The probe's two 256 MiB buffers were freed before the rows' windows opened; had they
    // counted, 10k's peak would be at least their 512 MiB.
    #expect(small < 512 << 20, "10k: \(small) B")
  }

  /// The fields of one CSV line; quoted fields may hold commas.
  static func csvFields(_ line: Substring) -> [String] {
    var fields = [""]
    var quoted = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
      } else if character == ",", !quoted {
        fields.append("")
      } else {
        fields[fields.count - 1].append(character)
      }
    }
    return fields
  }

  @Test("the 60 fps budget: the largest count that fits, and where the line crosses 16.7 ms")
  func budgets() {
    func row(_ count: Int, ms: Double) -> BenchmarkRow {
      BenchmarkRow(
        path: .gpuFrame, liveParticles: count, wall: TimingSample([ms / 1000]), bytesPerParticle: 1, copyBandwidth: 1)
    }
    let crossing = FrameBudget(path: .gpuFrame, rows: [row(10_000, ms: 2), row(100_000, ms: 10), row(1_000_000, ms: 100)])
    #expect(crossing.largestMeasured == 100_000)
    // 10 ms at 100k, 100 ms at 1M: 0.1 ms per thousand, 16.7 ms at 166 667.
    #expect(abs(crossing.estimated! - 166_666) <= 1)
    let all = FrameBudget(path: .gpuFrame, rows: [row(10_000, ms: 2), row(100_000, ms: 10)])
    #expect(all.largestMeasured == 100_000 && all.estimated == nil)
    #expect(all.summary.hasPrefix("≥ 100k"))
    let none = FrameBudget(path: .gpuFrame, rows: [row(10_000, ms: 20)])
    #expect(none.largestMeasured == nil && none.summary == "none measured fits")
  }

  @Test("--counts reads k and M, and refuses what is not a count in 1...16M")
  func counts() throws {
    #expect(try ParticleCount.parseList("10k,1.5M,16M,300") == [10_000, 1_500_000, 16_000_000, 300])
    for bad in ["0", "17M", "ten", "1e3x", "", "-5k", "nanM"] {
      #expect(throws: ParticleCountError.self, "\(bad)") { try ParticleCount.parseList(bad) }
    }
    #expect(ParticleCount.format(16_000_000) == "16M" && ParticleCount.format(2_500) == "2.5k")
  }

  @Test("option errors name the option and what is allowed")
  func optionErrors() {
    for (arguments, expected) in [
      (["--json", "--csv"], "--json and --csv"), (["--paths", "gpu-dance"], "gpu-integrate"),
      (["--counts", "20M"], "1...16M"), (["--repeats", "0"], "--repeats"), (["--plot", "out.jpg"], ".png"), (["--plot", "/nonexistent/folder/out.png"], "not writable"),
      (["--workload", "huge"], "standard"), (["--scene", "fire", "--at", "0"], "--at: 0.0 is not in 0.02...600"),
      (["--scene", "fire", "--scale", "9"], "--scale: 9.0 is not in 0.1...4"),
      (["--sort-method", "quick"], "gpu-radix"),
    ] {
      do {
        _ = try Bench.parse(arguments)
        Issue.record("\(arguments) parsed")
      } catch {
        #expect(Bench.fullMessage(for: error).contains(expected), "\(arguments): \(Bench.fullMessage(for: error))")
      }
    }
  }

  @Test("--scene: a preset's step and draw, each timed in turns against the way before")
  func scene() throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("imessage-confetti.json"))
    let benchmark = SceneBenchmark(scene: scene, name: "imessage-confetti", time: 0.5, repeats: 2, scale: 0.5)
    let result = try withGL { try benchmark.run() }
    #expect(result.rows.count == 4)
    #expect(result.rows.allSatisfy { $0.milliseconds > 0 && $0.milliseconds.isFinite && $0.cpuMilliseconds > 0 })
    // The scene the rows are about: many more slots than live particles, its layers and cells.
    #expect(result.live > 0 && result.slots > 4 * result.live, "\(result.live) live in \(result.slots) slots")
    let resolved = ResolvedScene(scene)
    #expect(result.layers == 2 && result.cells == resolved.cells.count && result.cells > 30)
    let table = benchmark.table(result)
    for row in result.rows { #expect(table.contains(row.label)) }
    #expect(table.contains("\(result.live) live particles in \(result.slots) slots"))
  }

  @Test("`emitter bench --quick` runs the whole command: the CI smoke run")
  func quick() throws {
    let plot = FileManager.default.temporaryDirectory.appendingPathComponent("quick-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: plot) }
    let command = try Bench.parse(["--quick", "--csv", "--plot", plot])
    try command.run()
    #expect(FileManager.default.fileExists(atPath: plot))
  }
}
