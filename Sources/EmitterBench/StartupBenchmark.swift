import Foundation

/// Time to the first rendered frame in a fresh process: `emitter render PRESET --frames 1
/// --renderer gl --out FILE.png`, run `runs` times after one unmeasured run (warm disk and
/// Mesa's shader cache), each timed from launch to exit. Launch, dynamic linking, the EGL
/// context, programs, contents, one step, one draw and the PNG: what a user waits for on the
/// GL path (the slower start: `auto`, the default, picks the CPU renderer on a software driver,
/// with no programs to build).
package struct StartupBenchmark: Sendable {
  /// The `emitter` executable to launch.
  package var executable: URL
  /// The preset (or scene path) rendered.
  package var preset: String
  package var runs: Int

  package init(executable: URL, preset: String = "fire", runs: Int = 5) {
    self.executable = executable
    self.preset = preset
    self.runs = max(1, runs)
  }

  /// The `emitter` beside the running executable: itself when `emitter bench` runs, the built
  /// one when a test bundle in the same build folder does.
  package static var besideThisExecutable: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("emitter")
  }

  /// The command line, for the report.
  package var command: String { "emitter render \(preset) --frames 1 --renderer gl --out FILE.png" }

  /// Times the runs.
  /// - Throws: `StartupBenchmarkError` when the executable is missing or a run fails.
  package func measure() throws(StartupBenchmarkError) -> StartupMeasurement {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw .noExecutable(executable.path)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-startup-\(getpid())-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .runFailed("cannot create \(folder.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("startup.png").path
    _ = try launch(out: out)
    var samples: [Double] = []
    for _ in 0..<runs { samples.append(try launch(out: out)) }
    return StartupMeasurement(
      preset: preset, command: command, runs: runs, wall: TimingSample(samples))
  }

  /// One run's wall seconds, launch to exit.
  private func launch(out: String) throws(StartupBenchmarkError) -> Double {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["render", preset, "--frames", "1", "--renderer", "gl", "--out", out]
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    var launchError: (any Error)?
    let seconds = Stopwatch.seconds {
      do {
        try process.run()
        process.waitUntilExit()
      } catch {
        launchError = error
      }
    }
    if let launchError {
      throw .runFailed("cannot launch \(executable.path): \(launchError.localizedDescription)")
    }
    guard process.terminationStatus == 0 else {
      let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      throw .runFailed(
        "\(command) exited \(process.terminationStatus): "
          + log.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return seconds
  }
}

/// Time to first frame, as `StartupBenchmark` measured it.
package struct StartupMeasurement: Sendable, Codable {
  package var preset: String
  package var command: String
  package var runs: Int
  /// Median and mean wall milliseconds from launch to exit.
  package var medianMs: Double
  package var meanMs: Double

  package init(preset: String, command: String, runs: Int, wall: TimingSample) {
    self.preset = preset
    self.command = command
    self.runs = runs
    medianMs = wall.median * 1000
    meanMs = wall.mean * 1000
  }

  /// The table's line.
  package var summary: String {
    String(
      format:
        "start-up to first frame (%@, fresh process, warm caches): median %.0f ms, mean %.0f ms of %d runs",
      command, medianMs, meanMs, runs)
  }
}

/// Why the start-up could not be timed.
package enum StartupBenchmarkError: Error, Sendable, CustomStringConvertible {
  case noExecutable(String)
  case runFailed(String)

  package var description: String {
    switch self {
    case .noExecutable(let path): "no emitter executable at \(path) to time the start-up of"
    case .runFailed(let why): why
    }
  }
}
