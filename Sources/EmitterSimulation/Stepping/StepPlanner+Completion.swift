import EmitterModel

/// Completion, in two phases so a simulator counts particles only where it matters: it asks for
/// the candidates (emission closed, not yet seen empty), counts their live particles its own
/// way, and reports the empty ones.
extension StepPlanner {
  /// Layers whose emission is closed and which have not been seen empty since it closed.
  package func completionCandidates() -> [Int] {
    // Layers waiting for their insertion, and removed ones, never complete.
    scene.layers.indices.filter { isSimulated($0) && !drained[$0] && isEmissionClosed(layer: $0) }
  }

  /// Records that the layers in `empty` (candidates with no live particle) completed at scene
  /// time `time`, forgets completion for layers whose emission has reopened, and retires the
  /// fired layers among them (`StepPlanner+Fire`).
  package mutating func recordCompletions(empty: Set<Int>, at time: Double) -> [LayerCompletion] {
    var new: [LayerCompletion] = []
    for layer in scene.layers.indices where isSimulated(layer) {
      guard isEmissionClosed(layer: layer) else {
        drained[layer] = false
        continue
      }
      if !drained[layer], empty.contains(layer) {
        drained[layer] = true
        new.append(LayerCompletion(layer: layer, time: time))
      }
    }
    completions += new
    retireFiredLayers(in: new)
    return new
  }
}
