/// What moves a particle during one step: its acceleration (the cell's, plus every behaviour
/// force divided by the particle's mass) and its drag rate, both evaluated once, at the start of
/// the step, from the particle's state then. `Integrator.advance` takes them.
package struct StepForces: Sendable, Equatable {
  package var acceleration: SIMD3<Float>
  /// Sum of drag coefficients over the particle's mass, per second.
  package var drag: Float

  package init(acceleration: SIMD3<Float>, drag: Float = 0) {
    self.acceleration = acceleration
    self.drag = drag
  }
}

/// The behaviour forces, in the order and precision of Shaders/include/behavior_forces.glsl.
package enum BehaviorForces {
  /// Masses below this count as this, so a range reaching 0 cannot blow a particle away.
  package static let minimumMass: Float = 1e-3

  /// The forces on a particle at `position` moving at `velocity`, aged `age` of `lifetime`, of
  /// drawn `mass` (a mass curve replaces it or adds to it at the normalised age).
  /// Behaviours that only change the drawing are skipped.
  package static func forces(
    position: SIMD3<Float>, age: Float, lifetime: Float, mass: Float,
    cellAcceleration: SIMD3<Float>, behaviors: [ResolvedBehavior]
  ) -> StepForces {
    var force = SIMD3<Float>.zero
    var drag: Float = 0
    var acted = false
    var mass = mass
    for behavior in behaviors {
      switch behavior {
      case .valueOverLife(.mass, let curve, let additive):
        let u = lifetime > 0 ? min(max(age / lifetime, 0), 1) : 0
        let value = curve.sample(u)
        mass = additive ? mass + value : value
      case .wave(let amplitude, let frequency):
        force = force + amplitude * waveShape(frequency * age)
        acted = true
      case .drag(let coefficient):
        drag = drag + coefficient
      case .attractor(let attractor):
        force = force + attractorForce(attractor, at: position)
        acted = true
      case .radialAcceleration(let centre, let radial, let tangential):
        force = force + radialAccelerationForce(
          centre: centre, radial: radial, tangential: tangential, at: position)
        acted = true
      case .turbulence(let field):
        force = force + field.acceleration(at: position)
        acted = true
      default:
        continue
      }
    }
    let inertia = max(mass, minimumMass)
    return StepForces(
      acceleration: acted ? cellAcceleration + force / inertia : cellAcceleration,
      drag: drag / inertia)
  }

  /// The wave: a triangle wave with its crest at 0, eased into a piecewise parabola, in [-1, 1].
  /// `w(x) = 2 S(T(x)) - 1` with `T(x) = |2 frac(x) - 1|` and `S(t) = 2t²` below 1/2,
  /// `1 - 2(1 - t)²` above: a cosine-like wave made of +, × and floor only (w(0) = 1, so a
  /// frequency of 0 is a steady force equal to `force`).
  package static func waveShape(_ x: Float) -> Float {
    let phase = x - x.rounded(.down)
    let triangle = abs(2 * phase - 1)
    let eased = triangle < 0.5 ? 2 * triangle * triangle : 1 - 2 * (1 - triangle) * (1 - triangle)
    return 2 * eased - 1
  }

  /// An attractor's pull on a particle at `p`, along the vector `d` from the particle to the
  /// attractor's nearest point (its centre; the foot on its axis; the foot on its plane):
  ///
  ///     stretch = min(max(|d| - radius, 0), falloffDistance)
  ///     force   = stiffness × (stretch + falloff) × d / |d|
  ///
  /// A spring whose rest point is at `radius - falloff` from the attractor: with `falloff` 0 it
  /// pulls particles outside `radius` in and leaves those inside alone (Apple: "no effect
  /// inside"); a negative `falloff` pushes everything out to `radius - falloff`, the iMessage
  /// recipe's explosion (radius 300, falloff -290: out to 590 pt). `falloffDistance` caps the
  /// stretch, so far particles feel a constant pull. Zero at the attractor itself (no direction).
  package static func attractorForce(_ a: ResolvedAttractor, at p: SIMD3<Float>) -> SIMD3<Float> {
    var d = a.position - p
    switch a.shape {
    case .radial: break
    case .planarRadial: d.z = 0
    case .axial: d = d - a.axis * dot(d, a.axis)
    case .planar: d = a.axis * dot(d, a.axis)
    }
    let distance = dot(d, d).squareRoot()
    guard distance > 0 else { return .zero }
    let stretch = min(max(distance - a.radius, 0), a.falloffDistance)
    let pull = a.stiffness * (stretch + a.falloff)
    return d * (pull / distance)
  }

  /// cocos2d's radial and tangential acceleration, in the layer plane: with `u` the unit vector
  /// from `centre` to the particle, `radial × u + tangential × (-u.y, u.x)` (a quarter turn
  /// clockwise on screen). Zero at the centre itself, which has no direction.
  package static func radialAccelerationForce(
    centre: SIMD2<Float>, radial: Float, tangential: Float, at p: SIMD3<Float>
  ) -> SIMD3<Float> {
    let dx = p.x - centre.x
    let dy = p.y - centre.y
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 0 else { return .zero }
    let ux = dx / distance
    let uy = dy / distance
    return SIMD3(radial * ux - tangential * uy, radial * uy + tangential * ux, 0)
  }

  /// `a.x b.x + a.y b.y + a.z b.z`, left to right (GLSL's `dot` may fuse; the mirror spells it out).
  @inlinable
  static func dot(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
    a.x * b.x + a.y * b.y + a.z * b.z
  }
}
