import ArgumentParser
import EmitterContents
import EmitterKit
import EmitterPresets
import EmitterRaster
import Foundation

/// `emitter validate FILE...`: checks scene files and explains every problem.
///
/// Good files get one summary line on stdout; bad ones get every diagnostic (file, key path,
/// value, allowed range) on its own line on stderr, and the command exits with 1. All files are
/// checked even after a bad one, so one run lists everything to fix. A file that reads well but
/// is over one of the GPU path's limits (`GPUSimulator.limitProblems`: cells, behaviours,
/// particle slots) fails too, with the message `render` would stop with.
struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check scene files; print every error with its key path, value and allowed range.")

  @Argument(help: "Scene files (JSON) or preset names (emitter presets).")
  var files: [String]

  @Flag(help: "Treat warnings (an unknown emitterShape, renderMode, … that Core Animation would replace by its default) as errors.")
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
        let (scene, warnings) = try Scene.loadWithWarnings(contentsOf: reference.url, strict: strict)
        SceneLoading.printWarnings(warnings)
        let limits = GPUSimulator.limitProblems(of: scene)
        guard limits.isEmpty else {
          allValid = false
          for problem in limits {
            FileHandle.standardError.write(Data("\(reference.url.relativePath): \(problem)\n".utf8))
          }
          continue
        }
        if let problem = Self.contentsProblem(scene, scale: scale) {
          allValid = false
          FileHandle.standardError.write(Data("\(file): \(problem)\n".utf8))
          continue
        }
        let view = RenderView(scene: scene, scale: scale)
        if let problem = Render.memoryProblem(scene, view: view, limit: memory.limit) {
          allValid = false
          FileHandle.standardError.write(
            Data("\(file): emitter render at --scale \(scale): \(problem)\n".utf8))
          continue
        }
        let warned = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
        print("\(file): ok (\(Self.summary(of: scene))\(warned))")
      } catch {
        allValid = false
        for diagnostic in error.diagnostics {
          FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        if let omitted = error.omittedLine {
          FileHandle.standardError.write(Data((omitted + "\n").utf8))
        }
      }
    }
    if !allValid { throw ExitCode(1) }
  }

  /// What `emitter render` at `scale` would refuse before drawing: a canvas over the pixel
  /// budget, contents over theirs, images that cannot be read (`Render.budgetProblem`), worked
  /// out from sizes and PNG headers alone; nil when everything fits.
  static func contentsProblem(_ scene: Scene, scale: Double) -> String? {
    Render.budgetProblem(scene, view: RenderView(scene: scene, scale: scale), sizeFromOption: false)
  }

  /// `2 layers, 5 cells, at most 1200 live particles`, with the bound as written after it when
  /// animations raise it.
  static func summary(of scene: Scene) -> String {
    // Sublayers count: the flattened scene holds every layer of the tree.
    let flat = scene.flattened
    let layers = flat.layers.count
    let cells = flat.layers.reduce(0) { $0 + cellCount($1.emitterCells) }
    return "\(layers) layer\(layers == 1 ? "" : "s"), \(cells) cell\(cells == 1 ? "" : "s"), "
      + particleSummary(of: scene)
  }

  /// The most particles alive at once while the scene plays (`peakParticleBudget`).
  static func particleSummary(of scene: Scene) -> String {
    let written = scene.particleBudget.totalCapacity
    let peak = scene.peakParticleBudget
    guard peak.total.isFinite else {
      return "no bound on live particles (an animation grows a rate or lifetime without end); "
        + "pools stop growing at particleCap \(scene.particleCap)"
    }
    let most = peak.totalCapacity
    let bound = "at most \(most) live particle\(most == 1 ? "" : "s")"
    guard most != written else { return bound }
    let cap = most > scene.particleCap ? ", over particleCap \(scene.particleCap): the simulation stops if it gets there" : ""
    return bound + " with its animations at their peaks (\(written) as written)" + cap
  }

  private static func cellCount(_ cells: [EmitterCell]) -> Int {
    cells.reduce(cells.count) { $0 + cellCount($1.emitterCells) }
  }
}
