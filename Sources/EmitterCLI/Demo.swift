import ArgumentParser
import EmitterDemo
import EmitterKit
import EmitterModel
import EmitterPresets
import EmitterRaster
import Foundation

/// `emitter demo`: the presets live in a window (GLFW, OpenGL 4.5), with keys to switch, pause,
/// step, restart, burst and change the birth rate, clicks to move the emitter, and reload on
/// save. With no display it runs the scene headless and says how to see it (`HeadlessDemo`).
struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show a preset or scene live in a window; keys and clicks play with it.",
    discussion: """
      Keys: 1-9 or left/right arrows switch presets; space pauses; . steps one frame; R restarts \
      (edits kept); B bursts (fires a one-shot effect again); + and - (or up/down, or the scroll \
      wheel) change the birth rate live; a click slides the emitter there over a second; S \
      writes a screenshot; F1 shows or hides the frame rate, particle count and timings in the \
      title; F2 the parameter panel (Dear ImGui: every property of the layers, cells, \
      sub-cells and behaviours, applied live); Ctrl+S saves the edited scene (a preset's to \
      NAME-edited.json here); F5 or Ctrl+R starts recording (the scene starts over) and stops \
      it, writing a scene file that `emitter render` replays; Esc quits. The scene file \
      reloads when saved elsewhere. --frames N runs N frames of 1/60 s (the times `emitter \
      render --frames N` uses) and exits, writing the last to --screenshot. With no display \
      the scene runs headless (--frames, or 120 frames; --screenshot keeps the last) and the \
      demo says how to see it (`emitter render`, or `xvfb-run -a emitter demo`); --inputs \
      then exits 2. Exits 1 on other errors.
      """)

  @Argument(
    help: "A preset name (emitter presets) or a scene file (JSON); default: the first preset.")
  var scene: String = PresetCatalog.all[0].name

  @Option(help: "Run this many frames at 60 fps, then exit.")
  var frames: Int?

  @Option(
    help:
      "With --frames: write the last frame, read back from the window (or drawn headless with no display), to this PNG."
  )
  var screenshot: String?

  @Option(help: "Window size in points, WxH (default: the scene's size).")
  var size: String?

  @Option(help: BackgroundOption.help)
  var background: String?

  @Option(help: MotionOption.help)
  var motion: MotionPreference = .system

  @Option(
    help:
      "With --frames: inputs at given frames, e.g. \"1=key:f5 30=click:120,300 60=key:+ 90=set:emitterCells.fire.birthRate=200 100=resize:600x400\"."
  )
  var inputs: String?

  @Option(
    help:
      "Where the record key (F5, Ctrl+R) writes its recording (default: emitter-NAME-recording-N.json here)."
  )
  var recording: String?

  @OptionGroup var memory: MemoryLimitOption

  func validate() throws {
    if let frames, !(1...216_000).contains(frames) {
      throw ValidationError("--frames must be in 1...216000 (got \(frames))")
    }
    if screenshot != nil && frames == nil {
      throw ValidationError("--screenshot needs --frames (in the window, S writes screenshots)")
    }
    if let size { _ = try Render.parseSize(size) }
    if let background { _ = try BackgroundOption.parse(background) }
    if inputs != nil && frames == nil { throw ValidationError("--inputs needs --frames") }
    if let inputs {
      do { _ = try DemoScript(parsing: inputs) } catch { throw ValidationError("\(error)") }
    }
  }

  func run() throws {
    let reference = try SceneLoading.reference(scene)
    // The scene the demo opens with, checked against --memory-limit as a render of it at scale 2
    // (a HiDPI window's) before any window exists; a broken file is the demo's to show.
    if let initial = try? SceneLoading.load(reference),
      let problem = RenderBudget.memoryProblem(
        initial, view: RenderView(scene: initial, scale: 2), limit: memory.limit)
    {
      FileHandle.standardError.write(Data("emitter: \(scene): \(problem)\n".utf8))
      throw ExitCode(1)
    }
    // No display: the scene runs headless instead (inputs are a window's, so they still need
    // one, and say so below).
    if DisplayCheck.displayName() == nil, inputs == nil {
      return try runHeadless(reference)
    }
    var options = DemoOptions(scene: reference, frames: frames, screenshotPath: screenshot)
    if let inputs { options.script = try DemoScript(parsing: inputs) }
    options.backgroundColor = try background.map(BackgroundOption.parse)
    options.reducesMotion = try MotionOption.isReduced(motion)
    options.recordingPath = recording
    let limit = memory.limit
    options.residentCheck = { try limit.checkResident(doing: "the demo") }
    if let size {
      let points = try Render.parseSize(size)
      options.windowSize = Size(width: points.x, height: points.y)
    }
    do {
      try DemoRunner.run(options, overlay: ParameterPanel())
    } catch .noDisplay(let message) {
      FileHandle.standardError.write(Data("\(message)\n".utf8))
      throw ExitCode(2)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(1)
    }
  }

  /// The scene as the window would open it (motion, size and background applied) run headless
  /// (`HeadlessDemo`); its errors exit 1, as a render's do.
  private func runHeadless(_ reference: SceneReference) throws {
    let loaded = try Render.shown(
      MotionOption.apply(motion, to: SceneLoading.load(reference)), size: size,
      background: background)
    let demo = HeadlessDemo(
      scene: loaded, name: scene, frames: frames ?? HeadlessDemo.defaultFrames,
      screenshotPath: screenshot)
    do {
      try demo.run(noWindowBecause: DisplayCheck.noDisplay)
    } catch let error as ExitCode {
      throw error
    } catch {
      FileHandle.standardError.write(Data("emitter demo: \(scene): \(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
