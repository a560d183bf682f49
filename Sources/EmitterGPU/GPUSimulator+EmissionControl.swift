import EmitterGL
import EmitterModel
import EmitterSimulation

/// The completion signal on the GPU simulator: whether a layer is finished, and live counts read
/// back from the GPU.
extension GPUSimulator {
  /// Particles born so far from top-level cell `cell` of layer `layer` (the planner's count:
  /// no readback).
  public func bornCount(cell: String, layer: Int = 0) throws(EmissionControlError) -> Int {
    try planner.bornCount(cell: cell, layer: layer)
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
