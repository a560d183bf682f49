import EmitterModel

/// Queries a frontend needs between frames: the model as the calls made since the last step
/// will leave it (two edits in one frame build on each other, and a panel shows an edit at
/// once), and a layer's timeline time since its last `restart` (what its animations, the
/// layer's animated opacity included, are evaluated at).
extension StepPlanner {
  /// `model` with the changes scheduled but not yet applied (they apply at the next step).
  public var projectedModel: Scene {
    var scene = model
    for index in scene.layers.indices where !pendingChanges[index].isEmpty {
      scene.layers[index] = projectedLayer(index: index)
    }
    return scene
  }

  /// Layer `index`'s timeline time at its layer time `t`: `t` less the time of its last
  /// `restart` emission call at or before `t` (equal to `t` when it was never restarted).
  public func timelineTime(ofLayer index: Int, atLayerTime t: Double) -> Double {
    timelineTime(layer: index, at: t)
  }
}
