import EmitterModel

extension Scene {
  /// The particle bound with every animated number at the largest magnitude its animations can
  /// reach (`LayerTimeline.envelope`): the most particles the scene can have alive at once while
  /// it plays. `particleBudget` is the bound for the numbers as written, which an animated birth
  /// rate written as 0 (iMessage's confetti) makes 0.
  public var peakParticleBudget: ParticleBudget {
    var envelope = self
    envelope.layers = layers.map { LayerTimeline($0).envelope }
    return envelope.particleBudget
  }
}
