/// The reduced-motion policy, one rule for every effect (docs/SEMANTICS.md, "Reduced motion",
/// lists what it leaves of each preset): fewer particles, nothing spinning, no swaying or
/// swirling; what moves still moves the way it did, so the effect stays recognisable.
extension Scene {
  /// The share of particles the policy keeps: every cell's birth rate and every burst in the
  /// scene file's `emissionEvents` (at least one particle each).
  public static let reducedMotionParticleShare = 0.25

  /// The behaviours that move particles about without being the effect's own motion: waves
  /// (sway), orbits, radial accelerations and turbulence (swirl). They are disabled; drag,
  /// attractors and the over-life curves stay.
  public static let reducedMotionBehaviorTypes: Set<BehaviorType> = [
    .wave, .orbit, .radialAcceleration, .turbulence,
  ]

  /// This scene under the reduced-motion policy: every cell's (and sub-cell's) `birthRate`
  /// times `reducedMotionParticleShare`, its `spin` and `spinRange` 0, every burst in
  /// `emissionEvents` that share of its count (rounded, at least 1), the behaviours of
  /// `reducedMotionBehaviorTypes` disabled (`enabled` false), and the layers' animations of
  /// `transform` and `sublayerTransform` (pops, turns, shakes) removed. Other animations,
  /// timing, positions, colours and lifetimes are untouched. Live calls made later (a burst of
  /// 80) are taken as given.
  public func reducingMotion() -> Scene {
    var scene = self
    scene.layers = layers.map { $0.reducingMotion() }
    return scene
  }
}

extension EmitterLayer {
  fileprivate func reducingMotion() -> EmitterLayer {
    var layer = self
    layer.emitterCells = emitterCells.map { $0.reducingMotion() }
    layer.emitterBehaviors = emitterBehaviors.map { $0.reducingMotion() }
    layer.emissionEvents = emissionEvents.map { event in
      guard event.type == .burst else { return event }
      var reduced = event
      reduced.count = max(
        1, Int((Double(event.count) * Scene.reducedMotionParticleShare).rounded()))
      return reduced
    }
    layer.animations = animations.filter { animation in
      !animation.keyPath.hasPrefix("transform") && !animation.keyPath.hasPrefix("sublayerTransform")
    }
    layer.sublayers = sublayers.map { $0.reducingMotion() }
    return layer
  }
}

extension EmitterCell {
  fileprivate func reducingMotion() -> EmitterCell {
    var cell = self
    cell.birthRate *= Scene.reducedMotionParticleShare
    cell.spin = 0
    cell.spinRange = 0
    cell.emitterCells = emitterCells.map { $0.reducingMotion() }
    cell.emitterBehaviors = emitterBehaviors.map { $0.reducingMotion() }
    return cell
  }
}

extension EmitterBehavior {
  fileprivate func reducingMotion() -> EmitterBehavior {
    guard Scene.reducedMotionBehaviorTypes.contains(type) else { return self }
    var behavior = self
    behavior.enabled = false
    return behavior
  }
}
