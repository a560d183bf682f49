import EmitterContents
import EmitterGL
import EmitterGPU

/// Why a scene could not be drawn.
public enum RenderError: Error, CustomStringConvertible {
  /// A cell's contents could not be turned into pixels (unreadable image, no emoji font...).
  case contents(ContentsError)
  /// The offscreen framebuffer could not be made.
  case target(RenderTargetError)
  /// The contents need a bigger texture array than this GL allows.
  case contentsTooLarge(width: Int, height: Int, layers: Int, maximumSide: Int, maximumLayers: Int)
  /// A drawing program failed to compile or link.
  case shader(ShaderError)
  /// The GPU simulator could not be made for the scene.
  case simulation(GPUSimulationError)

  /// What failed: the framebuffer, a shader or a cell's contents.
  public var description: String {
    switch self {
    case .contents(let error): "\(error)"
    case .target(let error): "\(error)"
    case .contentsTooLarge(let width, let height, let layers, let side, let maximumLayers):
      "the contents need \(layers) layers of \(width)x\(height) texels; this GL allows \(side) texels a side "
        + "and \(maximumLayers) layers: use smaller images or fewer distinct contents"
    case .shader(let error): "\(error)"
    case .simulation(let error): "\(error)"
    }
  }
}
