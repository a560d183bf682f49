import EmitterModel

/// Everything the demo's controls change, and the one function that changes it: a pure state
/// machine. `handle(_:)` updates the state and returns what the GL side must do about it, so
/// tests drive every control with synthetic input and check the outcome without a window.
package struct DemoState: Equatable, Sendable {
  /// The preset shown, when the scene is one (a scene file given by path may not be).
  package var presetIndex: Int?
  /// How many presets the number and arrow keys cycle through.
  package let presetCount: Int
  package var isPaused = false
  /// Steps of `birthRateFactor` above (positive) or below 1.
  package var birthRateStep = 0
  package var showsHUD = true
  /// Whether the parameter panel is drawn (`DemoOverlay`).
  var showsParameters = true
  package var surface: DemoSurface
  /// False once the person asked to quit.
  package var isRunning = true

  /// Each `+` multiplies the layers' birth rates by this, each `-` divides.
  static let birthRateFactor = 1.25
  /// `+`/`-` stop at factor^±this: 1/35 ... 35 times the scene's rate.
  package static let birthRateSteps = -16...16

  package init(presetIndex: Int?, presetCount: Int, surface: DemoSurface) {
    self.presetIndex = presetIndex
    self.presetCount = presetCount
    self.surface = surface
  }

  /// The layers' birth-rate multiplier: `birthRateFactor ^ birthRateStep`.
  package var birthRateMultiplier: Double {
    birthRateStep == 0 ? 1 : Self.pow(Self.birthRateFactor, birthRateStep)
  }

  /// Applies one input; returns the actions it asks of the session, in order.
  package mutating func handle(_ input: DemoInput) -> [DemoAction] {
    switch input {
    case .key(let key): handle(key)
    case .click(let x, let y):
      [.moveEmitter(to: canvasPoint(x, y))]
    case .scroll(let notches):
      notches > 0 ? changeBirthRate(by: 1) : notches < 0 ? changeBirthRate(by: -1) : []
    case .resize(let newSurface):
      newSurface == surface || newSurface.isEmpty ? [] : resize(to: newSurface)
    case .setValue(let layer, let keyPath, let value):
      [.setValue(layer: layer, keyPath: keyPath, value: value)]
    case .saveAs(let path): path.isEmpty ? [] : [.saveAs(path: path)]
    case .structure(let layer, let change): [.structure(layer: layer, change)]
    case .sceneFileChanged: [.reloadScene]
    case .close: quit()
    }
  }

  private mutating func handle(_ key: DemoKey) -> [DemoAction] {
    switch key {
    case .preset(let index):
      guard (0..<presetCount).contains(index) else { return [] }
      return show(preset: index)
    case .nextPreset:
      return presetCount == 0 ? [] : show(preset: presetIndex.map { ($0 + 1) % presetCount } ?? 0)
    case .previousPreset:
      return presetCount == 0
        ? []
        : show(preset: presetIndex.map { ($0 + presetCount - 1) % presetCount } ?? presetCount - 1)
    case .pause:
      isPaused.toggle()
      return []
    case .step:
      isPaused = true
      return [.stepFrame]
    case .restart: return [.restart]
    case .burst: return [.burst]
    case .moreParticles: return changeBirthRate(by: 1)
    case .fewerParticles: return changeBirthRate(by: -1)
    case .screenshot: return [.screenshot]
    case .save: return [.save]
    case .toggleRecording: return [.toggleRecording]
    case .toggleHUD:
      showsHUD.toggle()
      return []
    case .toggleParameters:
      showsParameters.toggle()
      return []
    case .quit: return quit()
    }
  }

  /// A new preset starts fresh: running, at its own birth rate.
  private mutating func show(preset index: Int) -> [DemoAction] {
    presetIndex = index
    isPaused = false
    birthRateStep = 0
    return [.showPreset(index)]
  }

  private mutating func changeBirthRate(by steps: Int) -> [DemoAction] {
    let step = min(
      max(birthRateStep + steps, Self.birthRateSteps.lowerBound), Self.birthRateSteps.upperBound)
    guard step != birthRateStep else { return [] }
    birthRateStep = step
    return [.setBirthRateMultiplier(birthRateMultiplier)]
  }

  private mutating func resize(to newSurface: DemoSurface) -> [DemoAction] {
    surface = newSurface
    return [.resize(newSurface)]
  }

  private mutating func quit() -> [DemoAction] {
    isRunning = false
    return [.quit]
  }

  /// The canvas point of a click, kept on the canvas.
  private func canvasPoint(_ x: Double, _ y: Double) -> Point {
    let point = surface.canvasPoint(cursorX: x, cursorY: y)
    let canvas = surface.canvasSize
    return Point(x: min(max(point.x, 0), canvas.width), y: min(max(point.y, 0), canvas.height))
  }

  /// `base ^ exponent` by repeated multiplication: exact steps, no libm needed.
  private static func pow(_ base: Double, _ exponent: Int) -> Double {
    let factor = exponent > 0 ? base : 1 / base
    return (0..<abs(exponent)).reduce(1.0) { value, _ in value * factor }
  }
}

/// What the GL side of the demo must do after an input (`DemoState.handle(_:)`).
package enum DemoAction: Equatable, Sendable {
  /// Load and start the catalogue's preset at this index.
  case showPreset(Int)
  /// Start the current scene over from time 0 (its edits kept).
  case restart
  /// A burst from every top-level cell, or the one-shot effect fired again.
  case burst
  /// Set a property of a layer live, by key path.
  case setValue(layer: Int, keyPath: String, value: DemoValue)
  /// Add or remove a cell or behaviour of a layer live.
  case structure(layer: Int, StructureEdit)
  /// Write the edited scene to its file.
  case save
  /// Write the edited scene to a new file, which later saves write to.
  case saveAs(path: String)
  /// Start recording from a restart, or stop and write the recording.
  case toggleRecording
  /// Advance one frame (the state is paused).
  case stepFrame
  /// New particles are born at this multiple of the scene's birth rates.
  case setBirthRateMultiplier(Double)
  /// Slide the emitters, over a second, so the first layer's emitter ends at this canvas point.
  case moveEmitter(to: Point)
  /// Write the window's image to a PNG.
  case screenshot
  /// The window's size changed: lay the scene out on the new canvas.
  case resize(DemoSurface)
  /// Read the scene file again.
  case reloadScene
  case quit
}
