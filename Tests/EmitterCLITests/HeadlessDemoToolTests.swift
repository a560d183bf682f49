import EmitterImage
import Foundation
import Testing

/// `emitter demo` with no display (the README's first command on a server): the scene runs
/// headless, exit 0, one line saying what ran and how to see it, and nothing written unless
/// `--screenshot` names a file, where the last frame is what `emitter render` draws for the
/// same frames.
@Suite("emitter demo without a display", .serialized, .tags(.tool))
struct HeadlessDemoToolTests {
  /// Runs `emitter` in `directory` with no display variables; returns its status and stderr.
  static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, err: String)
  {
    let process = Process()
    process.executableURL = ProgressToolTests.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, err)
  }

  static func emptyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headless-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("the README's command with no display runs the preset headless and writes nothing")
  func runsHeadless() throws {
    let folder = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(["demo", "snow", "--frames", "30"], in: folder)
    #expect(result.status == 0, "\(result.err)")
    let lines = result.err.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("emitter demo: no display") == true, "\(result.err)")
    #expect(
      lines.last?.contains("30 frames (0.50 s of the scene) simulated and drawn on") == true,
      "\(result.err)")
    #expect(lines.last?.contains("emitter render snow --out snow.png") == true, "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("--screenshot keeps the last frame: what emitter render draws for the same frames")
  func screenshotIsTheRendersFrame() throws {
    let folder = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let demo = try Self.run(
      ["demo", "fireworks", "--frames", "45", "--screenshot", "demo.png"], in: folder)
    #expect(demo.status == 0, "\(demo.err)")
    #expect(demo.err.contains("wrote demo.png"), "\(demo.err)")
    // The render's default renderer is chosen as the demo's is (`RendererChoice.auto`).
    let render = try Self.run(
      ["render", "fireworks", "--frames", "45", "--out", "render.png"], in: folder)
    #expect(render.status == 0, "\(render.err)")
    let shown = try PNGFile.read(folder.appendingPathComponent("demo.png").path)
    let rendered = try PNGFile.read(folder.appendingPathComponent("render.png").path)
    #expect(shown.width == rendered.width && shown.height == rendered.height)
    #expect(shown.pixels == rendered.pixels, "the headless demo's frame is the render's")
    #expect(shown.pixels.contains { $0 != shown.pixels[0] }, "the frame shows particles")
  }

  @Test("inputs need a window: with no display they exit 2 naming the ways on")
  func inputsNeedAWindow() throws {
    let folder = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(
      ["demo", "snow", "--frames", "10", "--inputs", "5=key:space"], in: folder)
    #expect(result.status == 2, "\(result.err)")
    #expect(result.err.contains("xvfb-run -a emitter demo"), "\(result.err)")
  }
}
