import ArgumentParser
import EmitterKit
import EmitterPresets
import Foundation

/// `emitter validate FILE...`: checks scene files and explains every problem.
///
/// Good files get one summary line on stdout; bad ones get every diagnostic (file, key path,
/// value, allowed range) on its own line on stderr, and the command exits with 1. All files are
/// checked even after a bad one, so one run lists everything to fix. A file that reads well but
/// is over one of the GPU path's limits (cells, behaviours, particle slots) or of render's
/// budgets fails too, with the message `render` would stop with. The checking is EmitterKit's
/// `SceneCheck` (what the scene fuzzer runs); this command parses arguments and prints.
struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check scene files; print every error with its key path, value and allowed range.")

  @Argument(help: "Scene files (JSON) or preset names (emitter presets).")
  var files: [String]

  @Flag(
    help:
      "Treat warnings (an unknown emitterShape, renderMode, … that Core Animation would replace by its default) as errors."
  )
  var strict = false

  @Option(
    help: "Pixels per point the canvas and contents budgets are checked at (render's default).")
  var scale: Double = RenderDefaults.pixelScale

  @OptionGroup var memory: MemoryLimitOption

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("Name at least one scene file.") }
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw ValidationError("--scale must be in (0, 16] (got \(scale))")
    }
  }

  func run() throws {
    var allValid = true
    let options = SceneCheck.Options(
      scale: scale, strict: strict,
      memoryLimit: memory.memoryLimit == nil ? nil : memory.limit.bytes)
    for file in files {
      let reference: SceneReference
      do {
        reference = try SceneReference(file)
      } catch {
        allValid = false
        FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
        continue
      }
      let report = SceneCheck.check(.file(reference.url), name: file, options: options)
      SceneLoading.printWarnings(report.warnings)
      for problem in report.problems {
        FileHandle.standardError.write(Data((problem + "\n").utf8))
      }
      guard let summary = report.summary, report.isValid else {
        allValid = false
        continue
      }
      let count = report.warnings.count
      let warned = count == 0 ? "" : ", \(count) warning\(count == 1 ? "" : "s")"
      print("\(file): ok (\(summary)\(warned))")
    }
    if !allValid { throw ExitCode(1) }
  }
}
