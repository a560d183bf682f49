import ArgumentParser
import EmitterContents
import EmitterImage
import EmitterKit
import EmitterRaster
import EmitterRender
import Foundation

/// `emitter render`: simulates a scene headless (GPU and GL, or the CPU reference and the native
/// CPU renderer: `--renderer`) and writes what it draws: the last frame as a PNG, every frame as
/// numbered PNGs in a folder, or a video through ffmpeg.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render a scene headless (EGL or the CPU renderer) to a PNG, a folder of PNGs, or a video.",
    discussion: """
      --out decides the output: NAME.png writes the last frame; a folder (an existing one, a \
      path ending in /, or a path without an extension) gets frame-00001.png, ...; NAME.mp4, \
      .webm, .mov, .gif, .apng or .webp pipes every frame to ffmpeg. Files are written under a \
      temporary name and renamed when complete. --background transparent keeps alpha in PNG, \
      APNG, WebM (VP9/VP8), .mov (ProRes 4444, QuickTime Animation), WebP and GIF; MP4 \
      composites over the background's colour with a warning. A GIF runs at 50 fps at most \
      (its delays are whole centiseconds, and players slow 1 cs frames to 10 cs). Progress goes \
      to stderr (a line a second when it is not a terminal). --from and --frame-range draw a \
      part of the clip, exactly as the whole render draws it (the simulation runs from 0). \
      --renderer cpu draws with the native CPU renderer and needs no GL; auto (the default) \
      picks it when the only GL driver is a software one or none can be made. Exits 1 on a \
      scene or output error, 2 when GL is asked for (--renderer gl, or --video-conversion gpu) \
      and no OpenGL 4.3+ context can be made.
      """)

  @Argument(help: "A scene file (JSON) or a preset name (emitter presets).")
  var scene: String

  @Option(help: "Scene time of the last frame, seconds (default 3 unless --frames is given).")
  var time: Double?

  @Option(help: "Frames to render (alternative to --time): the last is at frames / fps.")
  var frames: Int?

  @Option(
    help: """
      Draw only the frames after this scene time, seconds; the simulation still runs from 0, so \
      they are exactly the frames a whole render draws, numbered as there.
      """)
  var from: Double?

  @Option(
    help: """
      Draw only frames FIRST-LAST of the clip (numbered from 1), e.g. 1-300: shards of one clip \
      rendered anywhere concatenate into the whole.
      """)
  var frameRange: String?

  @Option(help: "Frames per second: the simulation steps and the video's rate.")
  var fps: Double = RenderDefaults.framesPerSecond

  @Option(
    help: """
      Canvas size in points, WxH (default: the scene's size); the scene's canvasLayout lays it \
      out again.
      """)
  var size: String?

  @Option(help: "Pixels per point (pixel density).")
  var scale: Double = RenderDefaults.pixelScale

  @Option(help: MotionOption.help)
  var motion: MotionPreference = .system

  @Option(help: "Override the scene's random seed.")
  var seed: UInt32?

  @Flag(help: "Refuse the scene where Core Animation would replace an unknown string (emitterShape, renderMode, …) by its default.")
  var strict = false

  @Option(help: "Output: a .png file, a folder, or a .mp4/.webm/.mov/.gif/.apng/.webp video.")
  var out: String

  @Option(help: BackgroundOption.help)
  var background: String?

  @Option(help: "Lossy video quality: low, medium or high (default: high).")
  var quality: VideoQuality?

  @Option(help: VideoEncoderSpeed.help)
  var encoderSpeed: VideoEncoderSpeed?

  @Option(
    help: """
      Video codec where the container offers a choice: .mp4 h264|hevc, .webm vp9|vp8, \
      .mov prores|qtrle|h264, .webp webp|webp-lossless (default: the first).
      """)
  var codec: VideoCodec?

  @Option(
    help: """
      PNG compression: fast (several times faster to write, larger files), default (libpng's), \
      best, or a zlib level 0-9; the pixels are the same. Default: fast.
      """)
  var pngCompression: String?

  @Option(help: RendererChoice.help)
  var renderer: RendererChoice = .auto

  @Option(help: VideoConversion.help)
  var videoConversion: VideoConversion?

  @OptionGroup var memory: MemoryLimitOption

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
    if let from, !(from.isFinite && from >= 0) {
      throw ValidationError("--from must be a scene time of 0 seconds or more (got \(from))")
    }
    guard fps.isFinite, fps >= 1, fps <= 1000 else {
      throw ValidationError("--fps must be in 1...1000 (got \(fps))")
    }
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw ValidationError("--scale must be in (0, 16] (got \(scale))")
    }
    if let size { _ = try Self.parseSize(size) }
    if let frameRange { _ = try Self.parseFrameRange(frameRange) }
    if let background { _ = try BackgroundOption.parse(background) }
    let output = try RenderOutput(path: out, codec: codec, quality: quality, speed: encoderSpeed)
    if let pngCompression { _ = try Self.parsePNGCompression(pngCompression) }
    if let videoConversion {
      try Self.checkVideoConversion(videoConversion, output: output, renderer: renderer)
    }
  }

  /// `--video-conversion` names who converts to YUV 4:2:0: only H.264 and HEVC are converted,
  /// and only the GL renderer has a GPU to convert on.
  static func checkVideoConversion(
    _ conversion: VideoConversion, output: RenderOutput, renderer: RendererChoice
  ) throws {
    guard let encoding = output.encoding, encoding.acceptsPlanes else {
      throw ValidationError(
        "--video-conversion applies to H.264 and HEVC videos (.mp4, or .mov with --codec h264); "
          + "\(output.path) is "
          + (output.encoding.map { "\($0.codec.rawValue), which ffmpeg converts itself" }
            ?? "not a video"))
    }
    if conversion == .gpu && renderer == .cpu {
      throw ValidationError(
        "--video-conversion gpu needs the GL renderer; --renderer cpu hands ffmpeg RGBA frames "
          + "(use --renderer gl, or --video-conversion ffmpeg)")
    }
  }

  func run() throws {
    var loaded = try MotionOption.apply(motion, to: SceneLoading.load(scene, strict: strict))
    if let seed { loaded.seed = seed }
    loaded = try Self.shown(loaded, size: size, background: background)
    let plan: RenderPlan
    do {
      plan = try RenderPlan(
        output: try RenderOutput(path: out, codec: codec, quality: quality, speed: encoderSpeed), fps: fps,
        frames: frames, time: time, from: from,
        frameRange: try frameRange.map(Self.parseFrameRange), background: loaded.backgroundColor)
    } catch let error as RenderOutputError {
      FileHandle.standardError.write(Data("emitter: \(error)\n".utf8))
      throw ExitCode(1)
    }
    for note in plan.notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
    let view = RenderView(scene: loaded, scale: scale)
    try Self.checkBudgets(loaded, view: view, file: scene, sizeFromOption: size != nil)
    let limit = memory.limit
    if let problem = RenderBudget.memoryProblem(
      loaded, view: view, limit: limit, sizeFromOption: size != nil)
    {
      FileHandle.standardError.write(Data("emitter: \(scene): \(problem)\n".utf8))
      throw ExitCode(1)
    }
    let session = RenderSession(
      scene: loaded, view: view, output: plan.output, fps: plan.fps,
      pngCompression: try pngCompression.map(Self.parsePNGCompression) ?? .fast,
      memoryLimit: limit, videoConversion: videoConversion ?? .auto)
    let (backend, context, note) = try Self.drawingRenderer(
      renderer, videoConversion: videoConversion
    ).backend()
    if let note { FileHandle.standardError.write(Data("emitter: \(note)\n".utf8)) }
    let draw = {
      try session.render(
        times: plan.times, firstFrame: plan.firstFrame, clipFrameCount: plan.clipFrameCount,
        backend: backend)
    }
    do {
      if let context { try context.withCurrent(draw) } else { try draw() }
    } catch let error as ExitCode {
      throw error
    } catch {
      FileHandle.standardError.write(Data("emitter: \(scene): \(error)\n".utf8))
      throw ExitCode(1)
    }
  }

  /// `scene` on a canvas of `size` points (WxH; its own canvasLayout lays it out again, as a
  /// resized demo window does) over `background`, each where given: what `--size` and
  /// `--background` show, in a render and in the headless demo.
  static func shown(_ scene: Scene, size: String?, background: String?) throws -> Scene {
    var shown = scene
    if let size {
      let points = try parseSize(size)
      shown = shown.laidOut(on: Size(width: points.x, height: points.y))
    }
    if let background { shown.backgroundColor = try BackgroundOption.parse(background) }
    return shown
  }

  /// The renderer that draws: `--renderer`'s, except that `auto` with `--video-conversion gpu`
  /// is `gl` (converting on the GPU is the GL renderer's; `cpu` with it is refused).
  static func drawingRenderer(
    _ renderer: RendererChoice, videoConversion: VideoConversion?
  ) -> RendererChoice {
    renderer == .auto && videoConversion == .gpu ? .gl : renderer
  }

  /// "31-60" → 31...60: frame numbers from 1, the first not after the last.
  static func parseFrameRange(_ text: String) throws -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 1,
      first <= last
    else {
      throw ValidationError(
        "--frame-range must be FIRST-LAST, frame numbers from 1 with FIRST <= LAST, e.g. 1-300"
          + " (got \(text))")
    }
    return first...last
  }

  /// "fast", "default", "best" or a zlib level "0"..."9".
  static func parsePNGCompression(_ text: String) throws -> PNGCompression {
    guard let compression = PNGCompression(text) else {
      throw ValidationError("--png-compression must be \(PNGCompression.allowed) (got \(text))")
    }
    return compression
  }

  /// Refuses, before a GL context, a simulator or any image exists, a canvas or contents over
  /// their budgets: exit 1 with `RenderBudget.budgetProblem`'s explanation.
  static func checkBudgets(_ scene: Scene, view: RenderView, file: String, sizeFromOption: Bool)
    throws
  {
    guard let problem = RenderBudget.budgetProblem(scene, view: view, sizeFromOption: sizeFromOption) else {
      return
    }
    FileHandle.standardError.write(Data("emitter: \(file): \(problem)\n".utf8))
    throw ExitCode(1)
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
