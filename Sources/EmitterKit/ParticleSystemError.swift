/// Why a `ParticleSystem` could not be made, updated or drawn. Each case says what to do.
public enum ParticleSystemError: Error, CustomStringConvertible {
  /// No GL context is current on the calling thread.
  case noCurrentContext
  /// The context current now is not the one the system was made in (its GL objects live
  /// there; vertex arrays and framebuffers are not shared even between sharing contexts).
  case wrongContext
  /// The current context is below OpenGL `required` core (compute shaders, storage blocks).
  case unsupportedContext(found: String, required: GLVersion)
  /// The GPU simulator could not be made for the scene.
  case simulation(GPUSimulationError)
  /// The renderer could not be made (contents, shaders, texture limits).
  case render(RenderError)
  /// The contents could not be rasterised for the CPU backend (a missing image, over budget).
  case contents(ContentsError)
  /// A caller's texture cannot be drawn into.
  case texture(TextureFramebufferError)
  /// A viewport with no pixels, or a framebuffer GL reports incomplete.
  case invalidTarget(String)
  /// A time that is not a finite number.
  case invalidTime(Double)
  /// A frame duration that is negative or not a finite number.
  case invalidDuration(Double)
  /// An update that would jump further than `ParticleSystem.maximumAdvance` seconds.
  case advanceTooLong(from: Double, to: Double, maximum: Double)
  /// A canvas size or pixel scale that is not positive and finite, or more pixels a side than
  /// `ParticleSystem.maximumPixelSide`.
  case invalidCanvas(width: Double, height: Double, scale: Double)
  /// The particle cap stopped the pool from growing: the simulation stopped there.
  case capacity(SimulationCapacityError)
  /// A layer whose clock runs so fast (its `speed`, a `timeOffset` prewarm) that one update
  /// would take it from `from` to `to` seconds of layer time: `steps` steps of 0.1 s, over
  /// `maximum`. The simulation stopped there.
  case tooManySteps(layer: Int, from: Double, to: Double, steps: Double, maximum: Int)
  /// A layer's mask shape or image collider that cannot be drawn: its source cannot be read,
  /// has no size, or would be over its raster's side limit (each problem with its key path and
  /// the allowed range).
  case undrawableRaster([String])
  /// A layer index the scene does not have.
  case invalidLayer(Int, count: Int)
  /// The system was destroyed; make a new one.
  case destroyed

  /// What went wrong and what to do, naming the call and the value.
  public var description: String {
    switch self {
    case .noCurrentContext:
      "no OpenGL context is current on this thread: make the window's (or a HeadlessContext's) "
        + "context current before making, updating or drawing a ParticleSystem"
    case .wrongContext:
      "another GL context is current: make the one the ParticleSystem was made in current first"
    case .unsupportedContext(let found, let required):
      "the current context is \(found); EmitterKit needs an OpenGL \(required)+ core profile context"
    case .simulation(let error): "\(error)"
    case .render(let error): "\(error)"
    case .contents(let error): "\(error)"
    case .texture(let error): "\(error)"
    case .invalidTarget(let reason): "cannot draw there: \(reason)"
    case .invalidTime(let time): "time must be a finite number of seconds, not \(time)"
    case .invalidDuration(let seconds):
      "a frame's duration must be a finite number of seconds, 0 or more, not \(seconds)"
    case .advanceTooLong(let from, let to, let maximum):
      "an update from \(from) s to \(to) s jumps more than \(maximum) s; advance in smaller "
        + "updates, or restart the emission"
    case .invalidCanvas(let width, let height, let scale):
      "the canvas must have a positive, finite size and pixel scale, at most "
        + "\(Int(ParticleSystem.maximumPixelSide)) pixels a side, not \(width) x \(height) pt at "
        + "scale \(scale)"
    case .capacity(let error): "\(error)"
    case .tooManySteps(let layer, let from, let to, let steps, let maximum):
      "layer \(layer)'s time would run from \(from) s to \(to) s in one update, \(steps) steps of"
        + " 0.1 s; an update takes at most \(maximum) steps a layer: lower the layer's speed or"
        + " timeOffset (or its superlayers'), or update in smaller steps; the simulation stopped here"
    case .undrawableRaster(let problems):
      "the scene has a raster that cannot be drawn: " + problems.joined(separator: "; ")
    case .invalidLayer(let layer, let count):
      "there is no layer \(layer); the scene has \(count) (0..<\(count), sublayers after the top-level ones)"
    case .destroyed: "this ParticleSystem was destroyed; make a new one"
    }
  }
}
