import EmitterGL
import EmitterKit
import EmitterModel
import EmitterPresets
import EmitterRaster
import Foundation

/// One run of the demo window: the frame loop. Each frame it collects the window's inputs (and
/// the panel's edits and a saved scene file), lets `DemoState` decide what they mean, carries
/// out the actions on the one running simulator (`DemoSession+Actions.swift`), advances the
/// clock, simulates, draws, blits the image to the window and swaps. Everything runs on the
/// main thread, where the window's context is current.
final class DemoSession {
  let window: DemoWindow
  let options: DemoOptions
  let overlay: DemoOverlay?
  var state: DemoState
  var reference: SceneReference
  var configuration: DemoConfiguration
  /// The particles on screen: one system for the whole life of a scene, changed live
  /// (`setValue`, implicit slides, bursts, restarts), drawn offscreen and blitted.
  var system: ParticleSystem
  var clock: SimulationClock
  var stats = FrameStats()
  var watcher: SceneFileWatcher
  /// Frames of this run, never reset (a restart resets the clock): what scripts count.
  var runFrames = 0
  /// Scene time of the last start or replay of a one-shot effect.
  var timelineOrigin = 0.0
  /// The birth-rate multiplier `+`/`-` have applied to the running model.
  var appliedBirthRateMultiplier = 1.0
  /// A resize waiting for the window to settle before the canvas is laid out again.
  var pendingSurface: DemoSurface?
  var lastResize = 0.0
  var screenshotRequested = false
  var lastParticleCount = -Double.infinity
  /// Edits made since the scene was loaded or saved (the title shows `*`).
  var hasUnsavedEdits = false
  /// Recording since the last restart (the record key).
  var isRecording = false
  var recordingsWritten = 0
  /// Where Ctrl+S writes once it has written (a preset's edited copy).
  var savedURL: URL?
  /// The panel's last message (a refused edit, a file written).
  var panelMessage: PanelMessage?
  /// Inputs the panel gave while drawing, handled with the next frame's inputs.
  var panelInputs: [DemoInput] = []

  /// Re-layouts wait this long (wall seconds) after the last resize.
  static let settleTime = 0.15

  init(window: DemoWindow, options: DemoOptions, overlay: DemoOverlay? = nil) throws {
    self.window = window
    self.options = options
    self.overlay = overlay
    reference = options.scene
    let surface = window.surface
    state = DemoState(
      presetIndex: options.scene.preset.flatMap { preset in PresetCatalog.all.firstIndex(of: preset)
      },
      presetCount: PresetCatalog.all.count, surface: surface)
    // Recorded runs show the particles alone (their frames are compared with headless
    // renders) unless their script presses F2.
    state.showsParameters = options.frames == nil
    configuration = DemoConfiguration(file: try Self.load(options.scene), canvas: surface.canvasSize)
    configuration.backgroundColor = options.backgroundColor
    clock = SimulationClock(
      fixedFrameLength: options.frames == nil ? nil : SimulationClock.stepLength)
    system = try Self.makeSystem(
      Self.shown(configuration.initialScene(), options: options), surface: surface)
    watcher = SceneFileWatcher(path: options.scene.url.path)
    updateTitle()
  }

  /// Runs frames until the window closes, the person quits, or a recorded run has its frames.
  func run() throws {
    let started = DemoWindow.time
    var lastFrame = started
    while state.isRunning {
      let now = DemoWindow.time
      runFrames += 1
      let scripted = options.script.events(atFrame: runFrames)
      for case .resizeWindow(let width, let height) in scripted {
        window.setSize(width: width, height: height)
      }
      var inputs = window.pollInputs()
      for case .input(let input) in scripted { inputs.append(input) }
      if options.frames == nil, watcher.poll(now: now) { inputs.append(.sceneFileChanged) }
      let panel = state.showsParameters ? overlay : nil
      // The panel's own inputs (made while it drew last frame) first; window inputs it took
      // (a click on a slider) are not the demo's.
      inputs = panelInputs + inputs.filter { input in !(panel?.captures(input) ?? false) }
      panelInputs = []
      for input in inputs {
        for action in state.handle(input) { try perform(action, now: now) }
      }
      // The title answers in this frame what changed the state alone (pause, the HUD), not at
      // the next refresh of the numbers half a second on.
      if !inputs.isEmpty { updateTitle() }
      clock.tick(wallSeconds: now - lastFrame, paused: state.isPaused)
      lastFrame = now
      try settle(now: now)
      try frame(now: now)
      if let check = options.residentCheck, runFrames % DemoOptions.residentCheckInterval == 0 {
        do { try check() } catch { throw DemoError.failed("emitter demo: \(error)") }
      }
      if let frames = options.frames, clock.frames >= frames {
        state.isRunning = false
      }
    }
    if isRecording { try stopRecording() }
    if options.frames != nil {
      let seconds = DemoWindow.time - started
      FileHandle.standardError.write(
        Data(
          ("emitter demo: \(clock.frames) frames in \(FrameStats.format(seconds, decimals: 2)) s"
            + " (\(FrameStats.format(Double(clock.frames) / seconds, decimals: 1)) fps); last half"
            + " second: \(stats.summary)\n").utf8))
    }
  }

  /// Simulates to the clock's time, draws, shows the image, and takes any screenshot asked for.
  private func frame(now: Double) throws {
    let start = DemoWindow.time
    do {
      try system.update(to: clock.time)
    } catch {
      // The particle cap stopped the simulation growing: what is alive is still drawn, and the
      // panel says why. Anything else ends the run.
      guard case .capacity(let capacity) = error else { throw error }
      panelMessage = PanelMessage("\(capacity)", isError: true)
    }
    if state.showsHUD { GL.finish() }
    let simulated = DemoWindow.time
    try system.draw(into: .offscreen)
    let surface = state.surface
    if let target = system.glRenderer?.target {
      WindowFramebuffer.blit(
        target, width: surface.framebufferWidth, height: surface.framebufferHeight)
    }
    if let overlay, state.showsParameters {
      WindowFramebuffer.bindForDrawing(
        width: surface.framebufferWidth, height: surface.framebufferHeight)
      panelInputs += overlay.draw(currentPanelContent())
    }
    let lastFrame = options.frames.map { clock.frames >= $0 } ?? false
    if screenshotRequested || (lastFrame && options.screenshotPath != nil) {
      try writeScreenshot(to: lastFrame ? options.screenshotPath : nil)
      screenshotRequested = false
    }
    window.swapBuffers()
    let drawn = DemoWindow.time
    if state.showsHUD && now - lastParticleCount >= FrameStats.window {
      stats.liveParticles = try system.liveCount()
      lastParticleCount = now
    }
    if stats.record(now: drawn, simulation: simulated - start, draw: drawn - simulated) {
      updateTitle()
    }
  }

  /// The panel's content: the model as the calls so far leave it (sections read their rows
  /// only when drawn open, so this is cheap every frame).
  func currentPanelContent() -> PanelContent {
    var content = PanelContent(title: sceneTitle, model: system.projectedModel)
    content.message = panelMessage
    content.isDirty = hasUnsavedEdits
    content.isRecording = isRecording
    content.saveDestination = saveURL.path
    return content
  }

  /// "EmitterKit · Fire (3/9)* · REC · 60 fps · 812 particles · sim 1.2 ms · draw 3.4 ms · rate ×1.25".
  func updateTitle() {
    var parts = ["EmitterKit", sceneTitle + (hasUnsavedEdits ? "*" : "")]
    if isRecording { parts.append("● REC") }
    if state.showsHUD { parts.append(stats.summary) }
    if state.birthRateStep != 0 {
      parts.append("rate ×" + FrameStats.format(state.birthRateMultiplier, decimals: 2))
    }
    if state.isPaused { parts.append("paused") }
    window.setTitle(parts.joined(separator: " · "))
  }

  /// The preset's title and place in the catalogue, or the scene file's name.
  var sceneTitle: String {
    guard let preset = reference.preset, let index = PresetCatalog.all.firstIndex(of: preset) else {
      return reference.url.lastPathComponent
    }
    return "\(preset.title) (\(index + 1)/\(PresetCatalog.all.count))"
  }

  /// The canvas of a surface: its size in points at its pixel density.
  static func view(of surface: DemoSurface) -> RenderView {
    let canvas = surface.canvasSize
    return RenderView(size: SIMD2(canvas.width, canvas.height), scale: surface.pixelScale)
  }

  static func load(_ reference: SceneReference) throws -> Scene {
    do {
      return try Scene.load(contentsOf: reference.url)
    } catch {
      throw DemoError.failed("\(error)")
    }
  }

  /// `scene` as the demo shows it: with its motion reduced when the options say so. Applied where
  /// a scene starts from its file, not to a restart from the running model (already reduced).
  static func shown(_ scene: Scene, options: DemoOptions) -> Scene {
    options.reducesMotion ? scene.reducingMotion() : scene
  }

  /// A system for `scene` on the surface's canvas, in the window's context, keeping no live
  /// calls (a click, a panel edit) until a recording starts, so a demo left running for hours
  /// with live changes keeps its memory flat.
  static func makeSystem(_ scene: Scene, surface: DemoSurface) throws -> ParticleSystem {
    let view = view(of: surface)
    let system = try ParticleSystem(
      scene: scene, pixelScale: view.scale, canvasSize: Size(width: view.size.x, height: view.size.y),
      backend: .openGL)
    system.isRecording = false
    return system
  }

  /// Releases the system's GL objects (before the window and its context go).
  func destroy() {
    try? system.destroy()
  }
}

extension DemoOverlay {
  /// Whether `input` is the overlay's rather than the demo's.
  func captures(_ input: DemoInput) -> Bool {
    switch input {
    case .click, .scroll: capturesMouse
    case .key(let key): capturesKeyboard && key != .toggleParameters
    case .resize, .sceneFileChanged, .close, .setValue, .saveAs, .structure: false
    }
  }
}
