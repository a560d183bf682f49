import ArgumentParser
import Foundation

/// `emitter run FILE.swift --view TYPE --out confetti.mp4`: iOS-style Swift as written, built
/// against EmitterKit's UIKit, QuartzCore and Core Graphics (`RunPackage`), shown headless and
/// rendered as `emitter render` renders a scene, or shown in a window.
///
/// Headless, the program records what its window shows (`UIWindowRenderer.writeRecording`:
/// the layer tree's scene plus every change the code made, as timed events, frames run every
/// 1/60 s as on a device), and that scene file is rendered by `emitter render`'s own path
/// (`Render`: `FrameStream` into PNG, a folder or a video), so every output and option of
/// `render` is there and a frame equals the headless UIKit frame at the same time.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build iOS-style Swift against EmitterKit's UIKit and render it (or show it in a window).",
    discussion: """
      The files are compiled as written, in Swift 5 mode, in a SwiftPM package cached per \
      EmitterKit checkout (--cache; the first run builds EmitterKit, later runs only your \
      files). --view TYPE shows a UIView subclass made with TYPE() filling the window; \
      --controller TYPE a view controller; --layer FUNC the layers a function makes (() -> \
      CALayer, () -> [CALayer], or (UIView) -> … as `emitter export` writes). --call runs \
      Swift on the view or controller once the window has appeared, e.g. --call \
      'emit(with: contents)'. Images load with UIImage(named:) from the files' folders, \
      EMITTER_RESOURCE_PATH and the working directory. --out takes what `emitter render` \
      takes (a .png, a folder, a video); --recording also writes the run as a scene file. \
      docs/PORTING.md, "Running a file".
      """)

  @Argument(help: "The Swift files, as written for iOS.")
  var files: [String]

  @Option(help: "A UIView subclass to show, made with TYPE().")
  var view: String?

  @Option(help: "A UIViewController subclass to show as the window's root, made with TYPE().")
  var controller: String?

  @Option(help: "A top-level function that makes layers (or adds them to the UIView it is given).")
  var layer: String?

  @Option(help: "Swift run on the view or controller once the window has appeared: 'emit()'.")
  var call: String?

  @Option(help: "The window's size in points, WxH.")
  var size: String = "390x844"

  @Flag(help: "Show it in a window (GLFW, OpenGL) until the window is closed, instead of rendering.")
  var window = false

  @Option(help: "Output: a .png file, a folder, or a .mp4/.webm/.mov/.gif/.apng/.webp video.")
  var out: String?

  @Option(help: "Also write the run as a scene file (what the window showed, with its changes).")
  var recording: String?

  @Option(help: "Time of the last frame, seconds after the window appeared (default 3).")
  var time: Double?

  @Option(help: "Frames to render (alternative to --time): the last is at frames / fps.")
  var frames: Int?

  @Option(help: "Frames per second of the output.")
  var fps: Double = 60

  @Option(help: "Pixels per point: the screen's scale the code sees, and the output's.")
  var scale: Double = 2

  @Option(help: BackgroundOption.help)
  var background: String?

  @Option(help: RendererChoice.help)
  var renderer: RendererChoice = .auto

  @Option(help: "debug (the default: quicker to build) or release.")
  var configuration: String = "debug"

  @Option(help: "The EmitterKit checkout to build against (default: the one emitter was built from).")
  var package: String?

  @Option(help: "Where built packages are kept (default: $XDG_CACHE_HOME/emitterkit/run).")
  var cache: String?

  var subject: RunSubject {
    if let view { return .view(view) }
    if let controller { return .controller(controller) }
    return .layer(layer ?? "")
  }

  func validate() throws {
    let named = [view, controller, layer].compactMap { $0 }
    guard named.count == 1 else {
      throw ValidationError("name what to show with one of --view, --controller or --layer")
    }
    for name in named where !Self.isIdentifier(name) {
      throw ValidationError("\(subject.option): expected a Swift type or function name")
    }
    if call != nil && layer != nil {
      throw ValidationError("--call runs on a view or a controller; --layer has neither")
    }
    if window {
      if out != nil || recording != nil {
        throw ValidationError("--window shows the run; --out and --recording render it headless")
      }
    } else if out == nil && recording == nil {
      throw ValidationError("give --out (a .png, a folder or a video), --recording, or --window")
    }
    guard ["debug", "release"].contains(configuration) else {
      throw ValidationError("--configuration must be debug or release (got \(configuration))")
    }
    _ = try Render.parseSize(size)
    try RunFiles.check(files)
    // The rendering options are checked as `emitter render` checks them.
    if let out { _ = try Render.parse(renderArguments(scene: "recording.json", out: out)) }
  }

  static func isIdentifier(_ name: String) -> Bool {
    name.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*/#) != nil
  }

  /// The last frame's time: `--frames` at `--fps`, else `--time`, else 3 s.
  var endTime: Double {
    if let frames { return Double(frames) / fps }
    return time ?? 3
  }

  /// `emitter render`'s arguments for the recorded scene.
  func renderArguments(scene: String, out: String) -> [String] {
    var arguments = [scene, "--out", out, "--fps", "\(fps)", "--scale", "\(scale)"]
    if let frames { arguments += ["--frames", "\(frames)"] }
    if let time { arguments += ["--time", "\(time)"] }
    if let background { arguments += ["--background", background] }
    arguments += ["--renderer", renderer.rawValue]
    return arguments
  }

  func run() throws {
    do {
      try runChecked()
    } catch let error as RunError {
      FileHandle.standardError.write(Data("emitter run: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }

  private func runChecked() throws {
    let sources = files.map { URL(fileURLWithPath: $0).standardizedFileURL }
    let scan = RunSourceScan(
      files: try sources.map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) })
    let missing: String? =
      switch subject {
      case .view(let name), .controller(let name): scan.missingType(name, option: subject.option)
      case .layer(let name): scan.missingFunction(name, option: subject.option)
      }
    if let missing { throw RunError(missing) }

    let package = RunPackage(
      emitterKit: try RunFiles.emitterKit(package), cacheRoot: RunPackage.cacheRoot(cache),
      configuration: configuration)
    let entry = RunEntry(subject: subject, call: call)
    let points = try Render.parseSize(size)
    let scene = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-run-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: scene) }
    try package.withLock {
      if package.isFresh {
        FileHandle.standardError.write(
          Data(
            ("emitter run: building EmitterKit (\(package.emitterKit.path)) for your code, once:"
              + " a few minutes; kept in \(package.folder.path)\n").utf8))
      }
      try package.prepare(files: sources, entry: entry)
      try package.build(files: sources, entry: entry)
      let arguments =
        window
        ? ["window", "\(points.x)", "\(points.y)", sources[0].deletingPathExtension().lastPathComponent]
        : ["record", "\(endTime)", scene.path, "\(points.x)", "\(points.y)", "\(scale)"]
      try RunFiles.launch(package.executable, arguments: arguments, resources: sources)
      if let recording {
        try? FileManager.default.removeItem(atPath: recording)
        try FileManager.default.copyItem(at: scene, to: URL(fileURLWithPath: recording))
      }
    }
    guard !window, let out else { return }
    var render = try Render.parse(renderArguments(scene: scene.path, out: out))
    try render.run()
  }
}
