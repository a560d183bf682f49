import EmitterModel

extension Scene {
  /// The scene with every layer replaced by its `LayerTimeline.envelope`: each animated number
  /// at the largest magnitude its animations can reach. What capacity is planned from.
  var envelope: Scene {
    var scene = self
    scene.layers = layers.map { LayerTimeline($0).envelope }
    return scene
  }

  /// The particle bound of `envelope`: the most particles the scene can have alive at once while
  /// it plays. `particleBudget` is the bound for the numbers as written, which an animated birth
  /// rate written as 0 (iMessage's confetti) makes 0.
  package var peakParticleBudget: ParticleBudget { envelope.particleBudget }
}
