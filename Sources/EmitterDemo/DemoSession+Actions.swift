import EmitterGL
import EmitterImage
import EmitterModel
import EmitterPresets
import Foundation

/// What the session does about each `DemoAction`, and the changes it spaces out over frames.
extension DemoSession {
  func perform(_ action: DemoAction, now: Double) throws {
    switch action {
    case .showPreset(let index):
      try show(try SceneReference(preset: PresetCatalog.all[index]), base: nil)
    case .restart:
      configuration.move?.settle()
      try startOver()
    case .burst:
      if reference.preset?.replayInterval != nil {
        replay()
      } else {
        do {
          try stage.burst(
            configuration.scene().delayed(by: timelineOrigin).continuing(at: clock.time))
        } catch {
          FileHandle.standardError.write(Data("emitter demo: no burst: \(error)\n".utf8))
        }
      }
    case .stepFrame:
      clock.step()
    case .setBirthRateMultiplier(let multiplier):
      configuration.birthRateMultiplier = multiplier
      needsHandOver = true
    case .moveEmitter(let point):
      configuration.moveEmitters(to: point, atSceneTime: clock.time - timelineOrigin)
      needsHandOver = true
      lastHandOver = -Double.infinity  // a click acts at once
    case .screenshot:
      screenshotRequested = true
    case .resize(let surface):
      pendingSurface = surface
      lastResize = now
    case .reloadScene:
      reload()
    case .quit:
      break
    }
    updateTitle()
  }

  /// Carries out the changes that wait: a re-layout once resizing has paused, a hand-over at
  /// most every `settleTime`, and a one-shot effect's replay when its interval has passed.
  func settle(now: Double) throws {
    if let surface = pendingSurface, now - lastResize >= Self.settleTime {
      pendingSurface = nil
      configuration.canvas = surface.canvasSize
      try stage.setView(Self.view(of: surface), scene: configuration.scene())
      needsHandOver = true
    }
    if needsHandOver && now - lastHandOver >= Self.settleTime {
      needsHandOver = false
      lastHandOver = now
      handOver(to: configuration.scene().delayed(by: timelineOrigin).continuing(at: clock.time))
    }
    if let interval = reference.preset?.replayInterval, !state.isPaused,
      clock.time - timelineOrigin >= interval
    {
      replay()
    }
  }

  /// Fires a one-shot effect again from now; the particles already out fall on.
  func replay() {
    configuration.move?.settle()
    timelineOrigin = clock.time
    handOver(to: configuration.scene().delayed(by: timelineOrigin))
  }

  /// A new generation; a scene the GPU refuses is reported and the old one keeps running.
  func handOver(to scene: Scene) {
    do {
      try stage.handOver(to: scene)
    } catch {
      FileHandle.standardError.write(Data("emitter demo: \(error)\n".utf8))
    }
  }

  /// Switches to another scene: everything starts over from scene time 0.
  func show(_ newReference: SceneReference, base: Scene?) throws {
    let scene = try base ?? Self.load(newReference)
    reference = newReference
    configuration = DemoConfiguration(
      base: scene, canvas: state.surface.canvasSize)
    configuration.birthRateMultiplier = state.birthRateMultiplier
    configuration.backgroundColor = options.backgroundColor
    watcher = SceneFileWatcher(path: newReference.url.path)
    try startOver()
  }

  /// The current configuration from scene time 0, on a fresh stage.
  func startOver() throws {
    let replacement = try ParticleStage(
      scene: configuration.scene(), view: Self.view(of: state.surface))
    stage.destroy()
    stage = replacement
    clock.reset()
    timelineOrigin = 0
    needsHandOver = false
  }

  /// Reads the scene file again; a file with errors is reported and the running scene stays.
  func reload() {
    do {
      let scene = try Scene.load(contentsOf: reference.url)
      let birthRate = configuration.birthRateMultiplier
      configuration = DemoConfiguration(
        base: scene, canvas: configuration.canvas)
      configuration.birthRateMultiplier = birthRate
      configuration.backgroundColor = options.backgroundColor
      try startOver()
      FileHandle.standardError.write(Data("emitter demo: reloaded \(reference.url.path)\n".utf8))
    } catch {
      FileHandle.standardError.write(Data("emitter demo: not reloaded: \(error)\n".utf8))
    }
  }

  /// Reads the window's back buffer (the frame about to be shown) and writes it as a PNG:
  /// to `path`, or to a new name in the screenshot folder.
  func writeScreenshot(to path: String?) throws {
    let surface = state.surface
    var pixels = WindowFramebuffer.readBackBufferBottomUp(
      width: surface.framebufferWidth, height: surface.framebufferHeight)
    // The window shows an opaque image; its visual may keep no alpha, so say so.
    for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
    let image = RGBAImage(
      bottomUpPixels: pixels, width: surface.framebufferWidth, height: surface.framebufferHeight)
    let name = reference.preset?.name ?? reference.url.deletingPathExtension().lastPathComponent
    let destination =
      path
      ?? URL(fileURLWithPath: options.screenshotFolder)
      .appendingPathComponent("emitter-\(name)-\(clock.frames).png").path
    do {
      try PNGFile.write(image, to: destination)
    } catch {
      throw DemoError.failed("emitter demo: \(error)")
    }
    FileHandle.standardError.write(Data("emitter demo: wrote \(destination)\n".utf8))
  }
}

extension EmitterMove {
  /// The move as already finished: the emitters sit at their targets from the start (a restart
  /// or replay does not replay the slide).
  mutating func settle() {
    beginTimes = beginTimes.map { _ in -Self.duration }
  }
}
