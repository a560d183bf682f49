import EmitterKit
import EmitterTestSupport
import Foundation
import Synchronization
import Testing

@testable import EmitterCLI

/// Progress on stderr when it is not a terminal, `--version`.
@Suite("emitter progress and version", .serialized, .tags(.tool))
struct ProgressToolTests {
  /// The `emitter` executable beside this test bundle (`swift build --build-tests` builds both).
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("emitter")
  }

  /// Runs `emitter` with stderr into a file (not a terminal); returns stdout and stderr.
  static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let path = try #require(
      FileManager.default.isExecutableFile(atPath: executable.path) ? executable.path : nil,
      "no emitter executable at \(executable.path): run swift build --build-tests")
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-stderr-\(UUID().uuidString)")
    try #require(FileManager.default.createFile(atPath: errors.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: errors) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, out, try String(contentsOf: errors, encoding: .utf8))
  }

  @Test(
    "with stderr in a file, a render prints a line at the start, at most 2 s apart, and at the end")
  func linesInFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-progress-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run([
      "render", Repository.scenes.appendingPathComponent("fireworks.json").path, "--time", "2",
      "--scale", "1", "--out", folder.path + "/",
    ])
    #expect(result.status == 0, "\(result.err)")
    let lines = result.err.split(separator: "\n").map(String.init)
    #expect(lines.first == "emitter: rendering 120 frames")
    #expect(lines.contains { $0.hasPrefix("emitter: frame 120/120 (100 %), done in") })
    #expect(lines.last == "emitter: wrote \(folder.path)/")
    #expect(!result.err.contains("\r"), "no in-place rewriting outside a terminal")
    // Every line carries the seconds since the start: no silence longer than 2 s.
    let elapsed =
      [0.0]
      + lines.compactMap { line in
        line.firstMatch(of: #/, (?:done in )?(\d+\.\d) s$/#).flatMap { Double($0.output.1) }
      }
    #expect(elapsed.count >= 2)
    for (before, after) in zip(elapsed, elapsed.dropFirst()) {
      #expect(after - before <= 2.0, "\(elapsed)")
    }
    let frames = lines.compactMap {
      $0.firstMatch(of: #/frame (\d+)\//#).flatMap { Int($0.output.1) }
    }
    #expect(frames == frames.sorted())
  }

  @Test("lines come a second apart on a made-up clock, and say when ffmpeg is finishing")
  func spacing() {
    var lines = ProgressLines(total: 10, start: 100)
    #expect(lines.line(now: 100.5) == nil)
    lines.done = 4
    #expect(lines.line(now: 101) == "emitter: frame 4/10 (40 %), 1.0 s\n")
    #expect(lines.line(now: 101.9) == nil)
    lines.finishing = "out.gif"
    #expect(lines.line(now: 102.2) == "emitter: finishing out.gif (ffmpeg), 2.2 s\n")
  }

  @Test("the timer prints while a frame takes long, and nothing after finish")
  func timer() throws {
    let written = Mutex<[String]>([])
    let progress = RenderProgress(total: 3, terminal: false) { text in
      written.withLock { $0.append(text) }
    }
    progress.update(1)
    Thread.sleep(forTimeInterval: 2.3)
    progress.finish(succeeded: true)
    let atFinish = written.withLock { $0.count }
    Thread.sleep(forTimeInterval: 0.5)
    let lines = written.withLock { $0 }
    #expect(lines.count == atFinish)
    #expect(lines.first == "emitter: rendering 3 frames\n")
    #expect(lines.filter { $0.hasPrefix("emitter: frame 1/3") }.count >= 2, "\(lines)")
    #expect(lines.last?.contains("done in") == true)
  }

  @Test("--version prints the one version constant")
  func version() throws {
    let result = try Self.run(["--version"])
    #expect(result.status == 0)
    #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == EmitterKitVersion.current)
  }
}
