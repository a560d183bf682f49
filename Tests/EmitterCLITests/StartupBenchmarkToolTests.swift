import EmitterBench
import EmitterTestSupport
import Foundation
import Testing

/// `emitter bench`'s start-up row: fresh processes of the built `emitter`, timed launch to exit.
/// No speed is asserted: the numbers are whatever this machine gives.
@Suite("Start-up benchmark", .serialized, .tags(.tool))
struct StartupBenchmarkToolTests {
  @Test("the built emitter's start-up is timed, and the report carries it in the table and JSON")
  func measures() throws {
    let executable = StartupBenchmark.besideThisExecutable
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "no emitter at \(executable.path): swift build --build-tests builds it")
    let measurement = try StartupBenchmark(executable: executable, preset: "fire", runs: 2)
      .measure()
    #expect(measurement.runs == 2)
    #expect(measurement.medianMs > 0 && measurement.medianMs.isFinite)
    #expect(measurement.meanMs > 0 && measurement.meanMs.isFinite)
    #expect(measurement.summary.contains("emitter render fire --frames 1"))

    var report = BenchmarkReport(
      workload: .standard, renderer: "test", cores: 1, cpuCopyBytesPerSecond: 1,
      gpuCopyBytesPerSecond: 1, repeats: 1)
    report.startup = measurement
    #expect(report.table.contains(measurement.summary))
    let decoded = try JSONDecoder().decode(BenchmarkReport.self, from: JSONEncoder().encode(report))
    #expect(decoded.startup?.medianMs == measurement.medianMs)
  }

  @Test("a missing executable and a failing run are errors that say what happened")
  func failures() throws {
    #expect(throws: StartupBenchmarkError.self) {
      try StartupBenchmark(executable: URL(fileURLWithPath: "/nonexistent/emitter")).measure()
    }
    do {
      _ = try StartupBenchmark(
        executable: StartupBenchmark.besideThisExecutable, preset: "no-such-preset", runs: 1
      ).measure()
      Issue.record("a missing preset was timed")
    } catch {
      #expect(error.description.contains("no-such-preset"))
      #expect(error.description.contains("exited 1"))
    }
  }
}
