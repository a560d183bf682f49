import EmitterModel

/// Emission control on the CPU reference: the same calls as `GPUSimulator`'s, forwarded to the
/// shared `StepPlanner`, taking effect at each layer's current time.
extension CPUSimulator {
  /// `count` particles of top-level cell `cell` of `layer`, born now.
  public mutating func burst(_ count: Int, cell: String, layer: Int = 0)
    throws(EmissionControlError)
  {
    try planner.burst(count, cell: cell, layer: layer)
  }

  /// Emission for `duration` seconds from now, tapering as `1 - taper(elapsed / duration)`.
  public mutating func emit(
    for duration: Double, taper: MediaTimingFunction? = nil, layer: Int? = nil
  ) throws(EmissionControlError) {
    try planner.emit(for: duration, taper: taper, layer: layer)
  }

  /// No new top-level births; live particles live out (see `completions`).
  public mutating func stop(layer: Int? = nil) throws(EmissionControlError) {
    try planner.stop(layer: layer)
  }

  /// Emission open again, without a flurry.
  public mutating func start(layer: Int? = nil) throws(EmissionControlError) {
    try planner.start(layer: layer)
  }

  /// Emission open again with the layer's animations and windows from 0, without a flurry.
  public mutating func restart(layer: Int? = nil) throws(EmissionControlError) {
    try planner.restart(layer: layer)
  }

  /// Whether `layer`'s emission has closed and its last particle has died.
  public func isFinished(layer: Int) -> Bool {
    planner.isEmissionClosed(layer: layer)
      && scene.layers[layer].cells.allSatisfy { columns[$0].isEmpty }
  }
}
