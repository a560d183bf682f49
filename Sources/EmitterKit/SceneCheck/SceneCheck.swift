import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterSimulation
import Foundation

/// A scene file checked as `emitter validate` checks it, and as `emitter render` checks it
/// before drawing: read and validated (every problem with its key path, value and allowed
/// range), then held to the GPU path's limits (cells, behaviours, particle slots), its mask
/// shapes' and image colliders' rasters (`RasterSourceCheck`), the canvas and contents
/// budgets, and the memory a render of it would take, all worked out from sizes
/// alone, before anything is allocated.
///
/// The command line prints the report; the scene fuzzer (tools/fuzz/run) runs the same function,
/// so what it reaches is what users run.
public enum SceneCheck {
  /// Where the scene comes from.
  public enum Source: Sendable {
    /// A scene file on disk: JSON, or a `.plist` / `.sks` the importers read
    /// (`Scene.loadWithWarnings`); image paths resolve against its folder.
    case file(URL)
    /// A scene file's JSON text; image paths resolve against `folder` when one is given.
    case json(Data, folder: URL?)
  }

  /// How the scene is checked: what `emitter validate`'s options set.
  public struct Options: Sendable {
    /// Pixels per point the canvas and contents budgets are checked at, in (0, 16].
    public var scale: Double
    /// Whether an unknown Core Animation string (emitterShape, renderMode, …), which Core
    /// Animation would replace by its default, is an error rather than a warning.
    public var strict: Bool
    /// The most memory a render may take, in bytes, at least 64 MiB; nil for half the
    /// physical memory (`emitter render`'s default).
    public var memoryLimit: Int?

    /// Options with `emitter validate`'s defaults: scale 2, tolerant, half the physical memory.
    public init(scale: Double = 2, strict: Bool = false, memoryLimit: Int? = nil) {
      self.scale = scale
      self.strict = strict
      self.memoryLimit = memoryLimit
    }
  }

  /// What the check found.
  public struct Report: Sendable {
    /// The scene, when it read and validated (even if it is over a budget).
    public var scene: Scene?
    /// What was tolerated to read it: each unknown string constant and the default used.
    public var warnings: [SceneDiagnostic]
    /// Every problem, one line each: the file, the key path or option, the value and the
    /// allowed range. Empty when the scene is valid.
    public var problems: [String]
    /// The file's problems (key path, value, allowed range, and a line and column for a syntax
    /// error) when it did not read; empty otherwise. `problems` prints them.
    public var diagnostics: [SceneDiagnostic]
    /// `2 layers, 5 cells, at most 1200 live particles`, for a valid scene; nil otherwise.
    public var summary: String?

    /// Whether the scene reads, validates and fits every budget.
    public var isValid: Bool { problems.isEmpty }
  }

  /// Checks the scene in `source`, named `name` in every message (the file as the user wrote
  /// it). Never traps or throws: every outcome is in the report.
  public static func check(_ source: Source, name: String, options: Options = Options()) -> Report {
    var report = Report(scene: nil, warnings: [], problems: [], diagnostics: [], summary: nil)
    if let problem = optionsProblem(options) {
      report.problems = ["\(name): \(problem)"]
      return report
    }
    let scene: Scene
    do {
      (scene, report.warnings) = try load(source, name: name, strict: options.strict)
    } catch {
      report.diagnostics = error.diagnostics
      report.problems =
        error.diagnostics.map(\.description) + (error.omittedLine.map { [$0] } ?? [])
      return report
    }
    report.scene = scene
    let limits = GPUSimulator.limitProblems(of: scene)
    guard limits.isEmpty else {
      report.problems = limits.map { "\(name): \($0)" }
      return report
    }
    // The layers mask shapes name are drawn, so their rasters are measured as a run draws them.
    let rasters: [String]
    do {
      rasters = RasterSourceCheck.problems(of: try LayerSnapshotDrawing.prepared(scene)).map(\.description)
    } catch {
      if case .undrawableRaster(let lines) = error { rasters = lines } else { rasters = ["\(error)"] }
    }
    guard rasters.isEmpty else {
      report.problems = rasters.map { "\(name): \($0)" }
      return report
    }
    let view = RenderView(scene: scene, scale: options.scale)
    if let problem = RenderBudget.budgetProblem(scene, view: view, sizeFromOption: false) {
      report.problems = ["\(name): \(problem)"]
      return report
    }
    let limit = options.memoryLimit.map { MemoryLimit(bytes: $0, isDefault: false) } ?? .default
    if let problem = RenderBudget.memoryProblem(scene, view: view, limit: limit) {
      report.problems = ["\(name): emitter render at --scale \(options.scale): \(problem)"]
      return report
    }
    report.summary = summary(of: scene)
    return report
  }

  /// The scene and its warnings, or the file's problems.
  static func load(_ source: Source, name: String, strict: Bool)
    throws(SceneFileError) -> (Scene, [SceneDiagnostic])
  {
    switch source {
    case .file(let url):
      return try Scene.loadWithWarnings(contentsOf: url, strict: strict)
    case .json(let data, let folder):
      return try Scene.decode(jsonData: data, file: name, folder: folder, strict: strict)
    }
  }

  /// Options out of range, named as `emitter validate` names them; nil when they are usable.
  static func optionsProblem(_ options: Options) -> String? {
    guard options.scale.isFinite, options.scale > 0, options.scale <= 16 else {
      return "--scale must be in (0, 16] (got \(options.scale))"
    }
    if let bytes = options.memoryLimit, bytes < MemoryLimit.minimumBytes {
      return "--memory-limit must be at least 64M (got \(bytes) bytes)"
    }
    return nil
  }
}
