import EmitterModel

/// Queries a frontend needs between frames: the model as the calls made since the last step
/// will leave it (two edits in one frame build on each other, and a panel shows an edit at
/// once), a property's presentation value (CALayer's `presentation()`: where an animation
/// shows it now), and a layer's timeline time since its last `restart` (what its animations,
/// the layer's animated opacity included, are evaluated at).
extension StepPlanner {
  /// `model` with the changes scheduled but not yet applied (they apply at the next step).
  /// Layers inserted by a pending change are in it, in their superlayers' lists (the canvas's
  /// for top-level ones); removed ones are out of the lists.
  package var projectedModel: Scene {
    var scene = structure
    for index in scene.layers.indices
    where !pendingChanges[index].isEmpty || pendingLayers[index] != nil {
      scene.layers[index] = projectedLayer(index: index)
    }
    for index in scene.layers.indices where scene.layers[index].hasRetiredCells {
      scene.layers[index] = scene.layers[index].withoutRetiredCells
    }
    if !pendingInsertions.isEmpty
      || pendingChanges.contains(where: { $0.contains(where: \.changesSublayers) })
    {
      scene.sublayerOrder = projectedSublayerOrder()
    }
    if !pendingCanvasChanges.isEmpty { scene.topLevelOrder = projectedTopLevelOrder() }
    return scene
  }

  /// Layer `index`'s timeline time at its layer time `t`: `t` less the time of its last
  /// `restart` emission call at or before `t` (equal to `t` when it was never restarted),
  /// folded by its own timing and its ancestors' (`TimelineChain`). NaN where a fold puts the
  /// timeline off: animations evaluated at NaN have no effect (`MediaTiming.folded(atParentTime:removedOnCompletion:)`).
  package func timelineTime(ofLayer index: Int, atLayerTime t: Double) -> Double {
    timelineTime(layer: index, at: t) ?? .nan
  }

  /// The value layer `index` shows for `keyPath` now: what its animations (those added by calls
  /// since the last step included) make it at the timeline time the frames draw
  /// (`drawnTimelineTime`: the model before the layer's begin, its start under a backwards
  /// fill), else the model value; nil when the key path names nothing.
  package func presentationValue(forKeyPath keyPath: String, layer index: Int) -> PropertyValue? {
    guard layerTimes.indices.contains(index) else { return nil }
    if let inner = LayerMask.emitterKeyPath(in: keyPath),
      let emitter = runningMaskEmitter(of: index)
    {
      return presentationValue(forKeyPath: inner, layer: emitter)
    }
    let layer = projectedLayer(index: index)
    guard let reference = try? layer.liveProperty(atKeyPath: keyPath) else { return nil }
    let timeline = LayerTimeline(layer)
    let t = drawnTimelineTime(ofLayer: index, atSceneTime: sceneTime)
    return timeline.tracks(for: [keyPath]).first.flatMap { timeline.value(of: $0, at: t) }
      ?? reference.value(in: layer)
  }
}

extension StepPlanner {
  /// Layer `layer`'s live renames so far, old dotted name path -> new, in the order made.
  package func cellRenames(layer: Int) -> [(from: String, to: String)] {
    cellRenames[layer] ?? []
  }
}
