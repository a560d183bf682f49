import ArgumentParser
import EmitterContents
import EmitterImage
import EmitterKit
import EmitterRaster
import EmitterRender
import Foundation

/// `emitter render`: simulates a scene on the GPU headless and writes what it draws: the last
/// frame as a PNG, every frame as numbered PNGs in a folder, or a video through ffmpeg.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render a scene headless (EGL) to a PNG, a folder of PNGs, or a video.",
    discussion: """
      --out decides the output: NAME.png writes the last frame; a folder (an existing one, a \
      path ending in /, or a path without an extension) gets frame-00001.png, ...; NAME.mp4, \
      .webm, .gif or .apng pipes every frame to ffmpeg. Files are written under a temporary \
      name and renamed when complete. Exits 1 on a scene or output error, 2 when no OpenGL \
      4.3+ context can be made.
      """)

  @Argument(help: "A scene file (JSON) or a preset name (emitter presets).")
  var scene: String

  @Option(help: "Scene time of the last frame, seconds (default 3 unless --frames is given).")
  var time: Double?

  @Option(help: "Frames to render (alternative to --time): the last is at frames / fps.")
  var frames: Int?

  @Option(help: "Frames per second: the simulation steps and the video's rate.")
  var fps: Double = 60

  @Option(help: "Canvas size in points, WxH (default: the scene's size).")
  var size: String?

  @Option(help: "Pixels per point (pixel density).")
  var scale: Double = 2

  @Option(help: "Override the scene's random seed.")
  var seed: UInt32?

  @Option(help: "Output: a .png file, a folder, or a .mp4/.webm/.gif/.apng video.")
  var out: String

  func validate() throws {
    guard time == nil || frames == nil else {
      throw ValidationError("give --time or --frames, not both")
    }
    if let time, !(time.isFinite && time > 0 && time <= 3600) {
      throw ValidationError("--time must be in (0, 3600] seconds (got \(time))")
    }
    if let frames, !(1...216_000).contains(frames) {
      throw ValidationError("--frames must be in 1...216000 (got \(frames))")
    }
    guard fps.isFinite, fps >= 1, fps <= 1000 else {
      throw ValidationError("--fps must be in 1...1000 (got \(fps))")
    }
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw ValidationError("--scale must be in (0, 16] (got \(scale))")
    }
    if let size { _ = try Self.parseSize(size) }
    _ = try RenderOutput(path: out)
  }

  func run() throws {
    var loaded = try SceneLoading.load(scene)
    if let seed { loaded.seed = seed }
    if let size {
      let points = try Self.parseSize(size)
      loaded.size = Size(width: points.x, height: points.y)
    }
    let output = try RenderOutput(path: out)
    let times =
      frames.map { count in (1...count).map { Double($0) / fps } }
      ?? FrameTimes.steady(fps: fps, until: time ?? 3)
    let view = RenderView(scene: loaded, scale: scale)
    try Self.checkBudgets(loaded, view: view, file: scene, sizeFromOption: size != nil)
    try HeadlessGL.run {
      do {
        try RenderSession(scene: loaded, view: view, output: output, fps: fps).render(times: times)
      } catch let error as ExitCode {
        throw error
      } catch {
        FileHandle.standardError.write(Data("emitter: \(scene): \(error)\n".utf8))
        throw ExitCode(1)
      }
    }
  }

  /// Refuses, before a GL context, a simulator or any image exists, a canvas or contents over
  /// their budgets: exit 1 with `budgetProblem`'s explanation.
  static func checkBudgets(_ scene: Scene, view: RenderView, file: String, sizeFromOption: Bool)
    throws
  {
    guard let problem = budgetProblem(scene, view: view, sizeFromOption: sizeFromOption) else {
      return
    }
    FileHandle.standardError.write(Data("emitter: \(file): \(problem)\n".utf8))
    throw ExitCode(1)
  }

  /// The canvas over `RenderView`'s pixel budget (named by the option or the scene key that set
  /// it), or contents over `ContentsAtlas.plan`'s, or nil: worked out from sizes alone.
  static func budgetProblem(_ scene: Scene, view: RenderView, sizeFromOption: Bool) -> String? {
    if let problem = view.budgetProblem {
      return (sizeFromOption ? "--size" : "size") + ": " + problem
    }
    do {
      _ = try ContentsAtlas.plan(scene: scene, pixelScale: view.scale)
      return nil
    } catch {
      return error.description
    }
  }

  /// "390x844" → (390, 844), positive finite points.
  static func parseSize(_ text: String) throws -> SIMD2<Double> {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000
    else {
      throw ValidationError("--size must be WIDTHxHEIGHT in points, e.g. 390x844 (got \(text))")
    }
    return SIMD2(width, height)
  }
}
