import ArgumentParser
import EmitterKit
import EmitterPresets
import Foundation

/// `emitter validate FILE...`: checks scene files and explains every problem.
///
/// Good files get one summary line on stdout; bad ones get every diagnostic (file, key path,
/// value, allowed range) on its own line on stderr, and the command exits with 1. All files are
/// checked even after a bad one, so one run lists everything to fix.
struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check scene files; print every error with its key path, value and allowed range.")

  @Argument(help: "Scene files (JSON) or preset names (emitter presets).")
  var files: [String]

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("Name at least one scene file.") }
  }

  func run() throws {
    var allValid = true
    for file in files {
      let reference: SceneReference
      do {
        reference = try SceneReference(file)
      } catch {
        allValid = false
        FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
        continue
      }
      do {
        let scene = try Scene.load(contentsOf: reference.url)
        print("\(file): ok (\(Self.summary(of: scene)))")
      } catch {
        allValid = false
        for diagnostic in error.diagnostics {
          FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
      }
    }
    if !allValid { throw ExitCode(1) }
  }

  /// `2 layers, 5 cells, at most 1200 live particles`.
  static func summary(of scene: Scene) -> String {
    let layers = scene.layers.count
    let cells = scene.layers.reduce(0) { $0 + cellCount($1.emitterCells) }
    let particles = scene.particleBudget.totalCapacity
    return "\(layers) layer\(layers == 1 ? "" : "s"), \(cells) cell\(cells == 1 ? "" : "s"), "
      + "at most \(particles) live particle\(particles == 1 ? "" : "s")"
  }

  private static func cellCount(_ cells: [EmitterCell]) -> Int {
    cells.reduce(cells.count) { $0 + cellCount($1.emitterCells) }
  }
}
