import EmitterModel

/// The timeline time a frame draws a layer's animations at: the one rule the CPU and GPU
/// snapshots and frames share, as Core Animation's timing holds a timed object before its
/// begin (docs/SEMANTICS.md, "Time", a layer before its begin).
extension StepPlanner {
  /// Layer `index`'s timeline time at scene time `s`, as it is drawn: NaN (its animations do not
  /// apply: the model values) while it or a superlayer has not begun, unless each one that has
  /// not begun holds its start with a `backwards` or `both` fill; then, or once begun, the
  /// timeline time at its layer time (`timelineTime(ofLayer:atLayerTime:)`), held at its start.
  package func drawnTimelineTime(ofLayer index: Int, atSceneTime s: Double) -> Double {
    let layer = scene.layers[index]
    guard hasBegunOrHeld(layer: index, atSceneTime: s) else { return .nan }
    // A held layer's time is its start (`timeOffset`), which `localTime` gives from its begin.
    let layerTime = layer.localTime(atSceneTime: max(s, layer.beginTime))
    return timelineTime(ofLayer: index, atLayerTime: layerTime)
  }

  /// Whether layer `index` and every superlayer above it have begun at scene time `s`, or hold
  /// their start there by a backwards fill.
  private func hasBegunOrHeld(layer index: Int, atSceneTime s: Double) -> Bool {
    var next: Int? = index
    while let current = next {
      if s < scene.layers[current].beginTime, structure.layers.indices.contains(current) {
        let fill = structure.layers[current].fillMode
        guard fill == .backwards || fill == .both else { return false }
      }
      next = structure.superlayer(of: current)
    }
    return true
  }
}
