import EmitterModel

/// The timeline time a frame draws a layer's animations at, and the layer time its particles
/// live at: the one rule the CPU and GPU snapshots, frames and steps, and the presentation
/// value, share, as Core Animation's timing holds a timed object before its begin
/// (docs/SEMANTICS.md, "Time", a layer before its begin).
extension StepPlanner {
  /// Layer `index`'s timeline time at scene time `s`, as it is drawn: NaN (its animations do not
  /// apply: the model values) while it or a superlayer has not begun, unless each one that has
  /// not begun holds its start with a `backwards` or `both` fill; then, or once begun, the
  /// timeline time at its layer time at the moment it is held at (`heldSceneTime`).
  package func drawnTimelineTime(ofLayer index: Int, atSceneTime s: Double) -> Double {
    guard let held = heldSceneTime(ofLayer: index, atSceneTime: s) else { return .nan }
    // A held layer's time is its start (`timeOffset`), which `localTime` gives from its begin.
    let layerTime = scene.layers[index].localTime(atSceneTime: held)
    return timelineTime(ofLayer: index, atLayerTime: layerTime)
  }

  /// Layer `index`'s layer time at scene time `s` as its particles live it: its clock read at
  /// the moment it is held at, so an emitter below a superlayer held by a backwards fill (or
  /// held by its own) neither emits nor ages until that layer begins, and shows what its clock
  /// reached there (simulated when first shown, as a `timeOffset` is). Where nothing holds it,
  /// its own clock: a layer not begun and unfilled reads 0, and one under such a superlayer runs
  /// on its flat clock, since Core Animation's time there is the superlayer's, unclamped.
  package func clockTime(ofLayer index: Int, atSceneTime s: Double) -> Double {
    scene.layers[index].localTime(atSceneTime: heldSceneTime(ofLayer: index, atSceneTime: s) ?? s)
  }

  /// The scene time layer `index`'s clock reads at scene time `s`: `s` where it and every
  /// superlayer have begun; a layer not begun that a backwards fill holds holds everything
  /// below it at its own begin, since Core Animation computes a sublayer's time from its
  /// superlayer's (held) time. The superlayer's moment first, so a sublayer's begin is compared
  /// with the moment its superlayer is held at (recursion up the chain: no list per call, this
  /// runs for every layer of every frame). nil where a layer not begun has no such fill.
  private func heldSceneTime(ofLayer index: Int, atSceneTime s: Double) -> Double? {
    var moment = s
    if let superlayer = structure.superlayer(of: index) {
      guard let held = heldSceneTime(ofLayer: superlayer, atSceneTime: s) else { return nil }
      moment = held
    }
    let begin = scene.layers[index].beginTime
    guard moment < begin else { return moment }
    if structure.layers.indices.contains(index) {
      let fill = structure.layers[index].fillMode
      guard fill == .backwards || fill == .both else { return nil }
    }
    return begin
  }
}
