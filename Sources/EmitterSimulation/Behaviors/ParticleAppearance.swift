/// How a particle is drawn at an age: colour, scale and rotation in closed form, with the layer's
/// drawing behaviours applied. No per-frame state: the renderer evaluates the same function
/// (Shaders/include/appearance.glsl, operation for operation) from the particle's birth record,
/// its age and velocity, its cell template and the layer's behaviour block.
///
///     u        = clamp(age / lifetime, 0, 1)                 normalised age
///     growth   = scaleSpeed × age;  turn = spin × age
///     rate curves first, in order (valueOverLife on spin or scaleSpeed, curve c):
///              turn or growth = lifetime × ∫₀ᵘ c, or plus it when additive
///     colour   = birth colour + colourSpeed × age            (cell speeds, read live)
///     scale    = birth scale + growth
///     rotation = birth rotation + turn
///     tumble   = turn                                        (plane particles turn over by it)
///     then each behaviour in order:
///       colorOverLife            colour = gradient(u)
///       valueOverLife(key, v)    key = v(u), or key + v(u) when additive
///       alignToMotion(r)         rotation = atan2(vx, -vy) + r  (the image's top leads; unchanged
///                                when the particle is at rest)
///     colour clamped to 0...1; scale keeps its sign (a negative scale draws the image
///     mirrored through the particle's centre, as a scale transform does).
package struct ParticleAppearance: Sendable, Equatable {
  package var color: SIMD4<Float>
  package var scale: Float
  package var rotation: Float
  /// How far a plane particle has turned over about its tumble axis, radians: `spin × age`.
  /// Behaviours leave it alone (alignToMotion sets the in-plane rotation only).
  public var tumble: Float

  package init(
    birthColor: SIMD4<Float>, birthScale: Float, birthRotation: Float, spin: Float,
    age: Float, lifetime: Float, velocity: SIMD3<Float>, cell: ResolvedCell,
    behaviors: [ResolvedBehavior]
  ) {
    var color = birthColor + cell.colorSpeed * age
    let u = lifetime > 0 ? min(max(age / lifetime, 0), 1) : 0
    var growth = cell.scaleSpeed * age
    var turn = spin * age
    for case .valueOverLife(let target, let curve, let additive) in behaviors where target.isRate {
      let swept = lifetime * curve.integral(u)
      if target == .spin {
        turn = additive ? turn + swept : swept
      } else {
        growth = additive ? growth + swept : swept
      }
    }
    var scale = birthScale + growth
    var rotation = birthRotation + turn
    for behavior in behaviors {
      switch behavior {
      case .colorOverLife(let gradient):
        color = gradient.sample(u)
      case .valueOverLife(let target, let curve, let additive):
        let value = curve.sample(u)
        switch target {
        case .spin, .scaleSpeed, .mass, .positionX, .positionY, .positionZ, .velocityX, .velocityY,
          .velocityZ:
          continue
        case .scale: scale = additive ? scale + value : value
        case .rotation: rotation = additive ? rotation + value : value
        case .red: color.x = additive ? color.x + value : value
        case .green: color.y = additive ? color.y + value : value
        case .blue: color.z = additive ? color.z + value : value
        case .alpha: color.w = additive ? color.w + value : value
        }
      case .alignToMotion(let offset):
        if velocity.x != 0 || velocity.y != 0 {
          rotation = PortableAtan.atan2(velocity.x, -velocity.y) + offset
        }
      case .wave, .drag, .attractor, .radialAcceleration, .orbit, .turbulence, .collision:
        continue
      }
    }
    self.color = color.clamped(lowerBound: .zero, upperBound: .one)
    self.scale = scale
    self.rotation = rotation
    tumble = turn
  }

  /// A particle's appearance at its current age and velocity.
  package init(_ particle: Particle, cell: ResolvedCell, behaviors: [ResolvedBehavior]) {
    self.init(
      birthColor: particle.color, birthScale: particle.scale, birthRotation: particle.rotation,
      spin: particle.spin, age: particle.age, lifetime: particle.lifetime,
      velocity: particle.velocity, cell: cell, behaviors: behaviors)
  }
}
