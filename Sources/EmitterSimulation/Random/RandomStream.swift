/// One stream number per randomised attribute. The numbers are part of the determinism contract:
/// `Shaders/include/random.glsl` declares the same table and a test checks the two agree.
/// Append new streams; never renumber.
package enum RandomStream: UInt32, CaseIterable, Sendable {
  case lifetime = 0
  case speed = 1
  /// Cosine of the angle from the cone's axis.
  case directionPolar = 2
  /// Angle around the cone's axis.
  case directionAzimuth = 3
  /// Position on the emitter shape: up to three coordinates and a choice among faces or edges.
  case positionU = 4
  case positionV = 5
  case positionW = 6
  case positionPick = 7
  case scale = 8
  case spin = 9
  case rotation = 10
  case red = 11
  case green = 12
  case blue = 13
  case alpha = 14
  case mass = 15
  /// A plane particle's normal, drawn like the emission direction.
  case orientationPolar = 16
  case orientationAzimuth = 17
  /// A third draw for a radius in a ball: the largest of three uniforms has density 3r².
  case positionRadius = 18
}

/// The draws of one particle.
package struct ParticleRandom: Sendable {
  package let key: UInt32
  @inlinable package init(key: UInt32) { self.key = key }

  /// Uniform in [0, 1).
  @inlinable
  package func unit(_ stream: RandomStream) -> Float {
    CounterHash.unit(CounterHash.bits(key: key, stream: stream))
  }

  /// `mean + range * halfWidthFactor * (2u - 1)`: uniform in `[M - hR, M + hR]`.
  @inlinable
  package func sample(_ mean: Float, range: Float, halfWidthFactor: Float, _ stream: RandomStream) -> Float {
    let u = unit(stream)
    return mean + range * halfWidthFactor * (2 * u - 1)
  }
}
