import EmitterGL
import EmitterKit
import EmitterModel
import EmitterPresets
import Foundation

/// What the session does about each `DemoAction`: live calls on the one running simulator
/// (`DemoEdits`), or a fresh start of the scene.
extension DemoSession {
  func perform(_ action: DemoAction, now: Double) throws {
    switch action {
    case .showPreset(let index):
      try show(try SceneReference(preset: PresetCatalog.all[index]))
    case .restart:
      try startOver(from: configuration.liveScene(from: system.projectedModel))
    case .burst:
      if reference.preset?.replayInterval != nil {
        replay()
      } else {
        edit(DemoEdits.burst(system.projectedModel), marksUnsaved: false)
      }
    case .stepFrame:
      clock.step()
    case .setBirthRateMultiplier(let multiplier):
      let factor = multiplier / appliedBirthRateMultiplier
      appliedBirthRateMultiplier = multiplier
      edit(DemoEdits.scaleBirthRates(system.projectedModel, by: factor))
    case .moveEmitter(let point):
      edit(DemoEdits.move(system.projectedModel, to: point))
    case .setValue(let layer, let keyPath, let value):
      setValue(value, forKeyPath: keyPath, layer: layer)
    case .structure(let layer, let change):
      edit([DemoEdits.structure(change, layer: layer, model: system.projectedModel)])
    case .save:
      save()
    case .saveAs(let path):
      save(to: URL(fileURLWithPath: path))
    case .toggleRecording:
      if isRecording { try stopRecording() } else { try startRecording() }
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

  /// Makes the edits' calls now; a refused one is reported (panel and standard error) and
  /// changes nothing.
  func edit(_ edits: [LiveEdit], marksUnsaved: Bool = true) {
    let refused = system.apply(edits)
    if refused.count < edits.count && marksUnsaved { hasUnsavedEdits = true }
    if let error = refused.last {
      report(error)
    } else if panelMessage?.isError == true {
      panelMessage = nil  // the refusal shown was an earlier edit's
    }
  }

  /// A live set by key path, its value read in the property's form.
  func setValue(_ value: DemoValue, forKeyPath keyPath: String, layer: Int) {
    let model = system.projectedModel
    do throws(LiveEditError) {
      guard model.layers.indices.contains(layer) else {
        throw LiveEditError(description: "no layer \(layer); the scene has \(model.layers.count)")
      }
      let kind: ValueKind
      do {
        kind = try model.layers[layer].liveProperty(atKeyPath: keyPath).kind
      } catch {
        throw LiveEditError(description: error.description)
      }
      let typed = try value.resolved(as: kind, keyPath: keyPath)
      edit([.set(layer: layer, keyPath: keyPath, value: typed)])
    } catch {
      report(error)
    }
  }

  func report(_ error: LiveEditError) {
    panelMessage = PanelMessage("refused: \(error.description)", isError: true)
    FileHandle.standardError.write(Data("emitter demo: refused: \(error.description)\n".utf8))
  }

  /// Carries out the changes that wait: a re-layout once resizing has paused, and a one-shot
  /// effect's replay when its interval has passed.
  func settle(now: Double) throws {
    if let surface = pendingSurface, now - lastResize >= Self.settleTime {
      pendingSurface = nil
      let edits = configuration.resize(
        model: system.projectedModel, to: surface.canvasSize)
      edit(edits, marksUnsaved: false)
      let view = Self.view(of: surface)
      try system.resize(
        to: Size(width: view.size.x, height: view.size.y), pixelScale: view.scale)
    }
    if let interval = reference.preset?.replayInterval, !state.isPaused,
      clock.time - timelineOrigin >= interval
    {
      replay()
    }
  }

  /// Fires a one-shot effect again from now (the emission call `restart`: its animations and
  /// emission windows start over); the particles already out fall on.
  func replay() {
    timelineOrigin = clock.time
    edit([.restart], marksUnsaved: false)
  }

  /// Switches to another scene: everything starts over from scene time 0.
  func show(_ newReference: SceneReference) throws {
    let scene = try Self.load(newReference)
    reference = newReference
    savedURL = nil
    configuration = DemoConfiguration(file: scene, canvas: state.surface.canvasSize)
    configuration.backgroundColor = options.backgroundColor
    watcher = SceneFileWatcher(path: newReference.url.path)
    hasUnsavedEdits = false
    appliedBirthRateMultiplier = 1
    try startOver(from: Self.shown(configuration.initialScene(), options: options))
    applyBirthRateMultiplier()
  }

  /// `scene` from scene time 0 on a fresh system (a recording under way is written first).
  func startOver(from scene: Scene) throws {
    if isRecording { try stopRecording() }
    let replacement = try Self.makeSystem(scene, surface: state.surface)
    try? system.destroy()
    system = replacement
    clock.reset()
    timelineOrigin = 0
  }

  /// Reads the scene file again; a file with errors is reported and the running scene stays.
  func reload() {
    do {
      configuration.file = try Scene.load(contentsOf: reference.url)
      hasUnsavedEdits = false
      appliedBirthRateMultiplier = 1
      try startOver(from: Self.shown(configuration.initialScene(), options: options))
      applyBirthRateMultiplier()
      FileHandle.standardError.write(Data("emitter demo: reloaded \(reference.url.path)\n".utf8))
    } catch {
      FileHandle.standardError.write(Data("emitter demo: not reloaded: \(error)\n".utf8))
    }
  }

  /// A fresh scene keeps the `+`/`-` multiplier the person chose.
  private func applyBirthRateMultiplier() {
    let multiplier = state.birthRateMultiplier
    guard multiplier != appliedBirthRateMultiplier else { return }
    edit(
      DemoEdits.scaleBirthRates(
        system.projectedModel, by: multiplier / appliedBirthRateMultiplier),
      marksUnsaved: false)
    appliedBirthRateMultiplier = multiplier
  }
}
