import EmitterGL
import EmitterModel
import EmitterSimulation

/// Emission control on the GPU simulator: the same calls as `CPUSimulator`'s, forwarded to the
/// shared `StepPlanner`, and the completion signal.
extension GPUSimulator {
  /// `count` particles of top-level cell `cell` of `layer`, born now.
  public func burst(_ count: Int, cell: String, layer: Int = 0) throws(EmissionControlError) {
    try planner.burst(count, cell: cell, layer: layer)
  }

  /// Emission for `duration` seconds from now, tapering as `1 - taper(elapsed / duration)`.
  public func emit(
    for duration: Double, taper: MediaTimingFunction? = nil, layer: Int? = nil
  ) throws(EmissionControlError) {
    try planner.emit(for: duration, taper: taper, layer: layer)
  }

  /// No new top-level births; live particles live out (see `completions`).
  public func stop(layer: Int? = nil) throws(EmissionControlError) {
    try planner.stop(layer: layer)
  }

  /// Emission open again, without a flurry.
  public func start(layer: Int? = nil) throws(EmissionControlError) {
    try planner.start(layer: layer)
  }

  /// Emission open again with the layer's animations and windows from 0, without a flurry.
  public func restart(layer: Int? = nil) throws(EmissionControlError) {
    try planner.restart(layer: layer)
  }

  /// Whether `layer`'s emission has closed and its last particle has died.
  public func isFinished(layer: Int) -> Bool {
    planner.isEmissionClosed(layer: layer) && liveCount(layer: layer) == 0
  }

  /// Live particles of one layer, from a readback of its slots' ages and lifetimes.
  public func liveCount(layer index: Int) -> Int {
    let cells = scene.layers[index].cells
    guard let first = cells.first, let last = cells.last else { return 0 }
    let start = slots.cells[first].base
    let count = slots.cells[last].base + slots.cells[last].count - start
    guard count > 0 else { return 0 }
    GL.memoryBarrier(.bufferUpdate)
    let positions = pool[.positionAge].read(
      SIMD4<Float>.self, count: count,
      fromByteOffset: start * ParticleStateLayout.Array.positionAge.stride)
    let lifetimes = pool[.lifetimes].read(
      Float.self, count: count, fromByteOffset: start * ParticleStateLayout.Array.lifetimes.stride)
    return zip(positions, lifetimes).reduce(0) { $0 + ($1.0.w < $1.1 ? 1 : 0) }
  }

  /// Records the layers whose emission is closed and whose particles are all gone: only those
  /// candidates are read back.
  func noteCompletions() -> [LayerCompletion] {
    let empty = planner.completionCandidates().filter { liveCount(layer: $0) == 0 }
    return planner.recordCompletions(empty: Set(empty), at: time)
  }
}
