import EmitterModel

/// An emitter whose position animates (a drag's implicit animations, an animation of
/// `emitterPosition`) moves during a step; births are placed where it was at each birth's moment,
/// along the straight path from its position at the step's start to the one at its end, so a
/// moving emitter leaves an even trail at any frame rate instead of a clump per frame.
extension StepPlanner {
  /// The key paths that move the emitter's centre.
  static let emitterPositionKeys: Set<String> = ["emitterPosition", "emitterZPosition"]

  /// (position at `t1` - position at `t0`) / (t1 - t0), both from layer `index`'s timeline; zero
  /// when nothing animates its position then.
  func emitterVelocity(layer index: Int, from t0: Double, to t1: Double) -> SIMD3<Float> {
    let tracks = timelines[index].tracks(for: Self.emitterPositionKeys)
    guard !tracks.isEmpty, t1 > t0 else { return .zero }
    // A wrap of the layer's own timing or an ancestor's, or its end, is a jump, not motion.
    if timelines[index].chain.isFolded {
      let (x0, x1) = (
        activeTimeSinceOrigin(layer: index, at: t0), activeTimeSinceOrigin(layer: index, at: t1)
      )
      guard timelines[index].chain.joints(in: x0, x1, epoch: t1 - x1).isEmpty else { return .zero }
    }
    guard let tau0 = timelineTime(layer: index, at: t0),
      let tau1 = timelineTime(layer: index, at: t1),
      tracks.contains(where: { $0.varies(in: min(tau0, tau1), max(tau0, tau1)) })
    else { return .zero }
    var start = SIMD3<Double>.zero
    var end = SIMD3<Double>.zero
    let model = timelines[index].model
    start.x = model.emitterPosition.x
    start.y = model.emitterPosition.y
    start.z = model.emitterZPosition
    end = start
    for track in tracks {
      let before = timelines[index].value(of: track, at: tau0)
      let after = timelines[index].value(of: track, at: tau1)
      switch (before, after) {
      case (.point(let a)?, .point(let b)?):
        (start.x, start.y, end.x, end.y) = (a.x, a.y, b.x, b.y)
      case (.number(let a)?, .number(let b)?):
        (start.z, end.z) = (a, b)
      default:
        break
      }
    }
    let velocity = (end - start) / (t1 - t0)
    return SIMD3(Float(velocity.x), Float(velocity.y), Float(velocity.z))
  }
}
