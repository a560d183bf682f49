import EmitterModel

/// A layer's clock changed while it runs (`LayerChange.Action.setTiming`, on the canvas): the
/// checks made when the change is scheduled. It applies with the canvas's changes, before an
/// advance lists its steps (`prepareCanvas(to:)`): the layer's model and resolved timing take the
/// new values, and its steps from then on end where the new clock puts it. A layer steps only
/// forwards from the time it reached, so time the new clock skips is simulated in ordinary steps
/// (bounded here) and time it goes back is waited out; a paused layer (speed 0) takes no steps.
extension StepPlanner {
  func checkTiming(_ change: LayerChange) throws(LiveChangeError) {
    guard case .setTiming(let layer, let beginTime, let speed, let timeOffset) = change.action
    else { return }
    guard scene.layers.indices.contains(layer), isSimulated(layer) else {
      throw LiveChangeError(
        keyPath: "setTiming", value: "\(layer)",
        expected: "a layer in the tree (0..<\(scene.layers.count))",
        message: "setTiming: layer \(layer) is not in the tree (out of range, removed, or"
          + " inserted at a time still to come)")
    }
    for (key, value) in [("beginTime", beginTime), ("speed", speed), ("timeOffset", timeOffset)]
    where !value.isFinite {
      throw LiveChangeError(
        keyPath: key, value: "\(value)", expected: "a finite number",
        message: "setTiming: \(key) is \(value); a layer's clock takes finite numbers")
    }
    var after = scene.layers[layer]
    (after.beginTime, after.speed, after.timeOffset) = (beginTime, speed, timeOffset)
    let jump = after.localTime(atSceneTime: change.time)
      - max(layerTimes[layer], scene.layers[layer].localTime(atSceneTime: change.time))
    guard jump <= LayerChange.longestTimeJump else {
      throw LiveChangeError(
        keyPath: "timeOffset", value: "\(timeOffset)",
        expected: "a clock at most \(Int(LayerChange.longestTimeJump)) s ahead of the layer's time",
        message: "setTiming: the new clock puts layer \(layer) \(jump) s ahead of its time at"
          + " once; at most \(Int(LayerChange.longestTimeJump)) s are simulated in one jump")
    }
  }

  /// Before layer `layer`'s clock takes speed `speed`: frozen under a folding superlayer, its
  /// timeline stays at the time it shows now (Core Animation's pause idiom freezes the sublayers
  /// with it, and the chain's speed ratio is then 0 / 0); running again, the chain carries on.
  mutating func holdTimelineIfFrozen(layer: Int, speed: Double) {
    guard speed <= 0 else {
      heldTimelines[layer] = nil
      return
    }
    guard !timelines[layer].chain.ancestors.isEmpty, heldTimelines[layer] == nil else { return }
    heldTimelines[layer] = .some(timelineTime(layer: layer, at: layerTimes[layer]))
  }
}
