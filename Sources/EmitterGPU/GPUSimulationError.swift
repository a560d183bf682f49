import EmitterGL

/// Why the GPU simulator could not start.
public enum GPUSimulationError: Error, CustomStringConvertible {
  /// The scene has more cells than the cell-template block holds.
  case tooManyCells(count: Int, maximum: Int)
  /// The scene has more behaviours (all layers) than the behaviour block holds.
  case tooManyBehaviors(count: Int, maximum: Int)
  /// The scene's particle slots exceed its `particleCap`.
  case particleCapExceeded(slots: Int, cap: Int, largestCell: String)
  /// The particle buffers exceed what this GL implementation allows in one storage block, where
  /// they must fit one (trail rings; a scene with trails or sub-cells).
  case bufferTooLarge(bytes: Int, limit: Int)
  /// A compute program failed to compile or link.
  case shader(ShaderError)

  /// What failed and what to do.
  public var description: String {
    switch self {
    case .tooManyCells(let count, let maximum):
      return "the scene has \(count) cells (with sub-cells); the GPU simulator holds at most \(maximum)"
    case .tooManyBehaviors(let count, let maximum):
      return "the scene has \(count) behaviours; the GPU simulator holds at most \(maximum) over all layers"
    case .particleCapExceeded(let slots, let cap, let cell):
      return "the scene needs \(slots) particle slots (most for cell \(cell)), over its particleCap of \(cap); "
        + "lower birth rates or lifetimes, or raise \"particleCap\" (up to 134217728)"
    case .bufferTooLarge(let bytes, let limit):
      return "the particle buffers need \(bytes) bytes, over this GL implementation's storage-block limit of \(limit) bytes"
        + " (the particles of a scene with trails or sub-cells stay in one block); lower particleCap"
    case .shader(let error):
      return "\(error)"
    }
  }
}
