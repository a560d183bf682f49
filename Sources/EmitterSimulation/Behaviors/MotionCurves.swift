/// `valueOverLife` on `position.x/y/z` and `velocity.x/y/z`, applied around the integrator's
/// step (docs/SEMANTICS.md, "Motion curves"), operation for operation as `motionCurveStep` in
/// Shaders/include/motion_curves.glsl.
///
/// Per axis, the curves of that axis build, in array order, the velocity
/// `V = w + Σ c` (or `Σ c` from the last replacing curve on, which drops `w`) and the position
/// `P = path + Σ c` (or `Σ c` from the last replacing curve on), where `w` and `path` are what
/// the integrator alone makes of the particle (launch velocity, accelerations, forces, drag).
/// The stored state is `P` and `V`, so forces, sub-cells and alignToMotion see where the
/// particle is and how it moves. Over a step from normalised age `u0` to `u1` a velocity curve
/// moves the particle by `lifetime × (∫₀^u1 c - ∫₀^u0 c)`, its exact integral, so the path does
/// not depend on the frame rate; a pinned position's velocity is the step's chord.
package enum MotionCurves {
  /// Whether `behaviors` hold a position or velocity curve.
  package static func present(in behaviors: [ResolvedBehavior]) -> Bool {
    behaviors.contains {
      if case .valueOverLife(let target, _, _) = $0 { target.isMotion } else { false }
    }
  }

  /// Position and velocity after a step of `h` from `age` under `forces`, the curves of
  /// `behaviors` applied. A `newborn` particle's stored state is its birth state, which holds
  /// no curve yet (the curves at its age 0 are not taken out before integrating).
  @inline(__always)
  package static func advance(
    _ p: SIMD3<Float>, velocity v: SIMD3<Float>, forces: StepForces, step h: Float, age: Float,
    lifetime: Float, newborn: Bool, behaviors: [ResolvedBehavior]
  ) -> (position: SIMD3<Float>, velocity: SIMD3<Float>) {
    let u0 = lifetime > 0 ? min(max(age / lifetime, 0), 1) : 0
    let end = age + h
    let u1 = lifetime > 0 ? min(max(end / lifetime, 0), 1) : 0
    var velocity0 = SIMD3<Float>.zero
    var velocity1 = SIMD3<Float>.zero
    var reach = SIMD3<Float>.zero
    var keepsVelocity = SIMDMask<SIMD3<Int32>>(repeating: true)
    var offset0 = SIMD3<Float>.zero
    var offset1 = SIMD3<Float>.zero
    var keepsPath = SIMDMask<SIMD3<Int32>>(repeating: true)
    for case .valueOverLife(let target, let curve, let additive) in behaviors {
      guard let axis = target.motionAxis else { continue }
      let c0 = curve.sample(u0)
      let c1 = curve.sample(u1)
      if target.isVelocity {
        let swept = lifetime * (curve.integral(u1) - curve.integral(u0))
        velocity0[axis] = additive ? velocity0[axis] + c0 : c0
        velocity1[axis] = additive ? velocity1[axis] + c1 : c1
        reach[axis] = additive ? reach[axis] + swept : swept
        if !additive { keepsVelocity[axis] = false }
      } else {
        offset0[axis] = additive ? offset0[axis] + c0 : c0
        offset1[axis] = additive ? offset1[axis] + c1 : c1
        if !additive { keepsPath[axis] = false }
      }
    }
    // What the integrator alone has made of the particle.
    let w = newborn ? v : v - velocity0
    let path = newborn ? p : p - offset0
    let moved = Integrator.advance(path, velocity: w, forces: forces, step: h)
    let travelled = path.replacing(with: moved.position, where: keepsVelocity) + reach
    var velocity =
      SIMD3<Float>.zero.replacing(with: moved.velocity, where: keepsVelocity) + velocity1
    let position = offset1.replacing(with: travelled + offset1, where: keepsPath)
    if h > 0 {
      velocity = ((position - p) / h).replacing(with: velocity, where: keepsPath)
    }
    return (position, velocity)
  }
}
