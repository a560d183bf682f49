/// The one integrator both simulators use: forces evaluated at the start of the step, then
///
///     without drag:  p += v·h + a·h²/2;            v += a·h
///     with drag k:   p += v·h·φ1 + a·h²·φ2;         v = v·e^(-kh) + a·h·φ1
///
/// where `φ1 = (1 - e^-kh)/kh` and `φ2 = (kh - 1 + e^-kh)/(kh)²` (`PortableExp.decay`). The second
/// line is the exact solution of `v' = a - k v` over the step, so a constant acceleration, drag
/// alone, and the two together do not depend on the frame rate (`v(t) = v0 e^(-kt)` at any step);
/// as k → 0 it becomes the first line. The GLSL mirror marks these expressions `precise` so the
/// driver does not fuse them into FMAs the CPU does not use.
package enum Integrator {
  @inlinable
  package static func position(_ p: SIMD3<Float>, velocity v: SIMD3<Float>, acceleration a: SIMD3<Float>, step h: Float) -> SIMD3<Float> {
    p + v * h + a * (h * h * 0.5)
  }

  @inlinable
  package static func velocity(_ v: SIMD3<Float>, acceleration a: SIMD3<Float>, step h: Float) -> SIMD3<Float> {
    v + a * h
  }

  /// Position and velocity after `h` seconds under `forces`. Always inlined: it is the body of the
  /// CPU reference's integrate loop, where a call per particle costs as much as the arithmetic.
  @inlinable @inline(__always)
  package static func advance(
    _ p: SIMD3<Float>, velocity v: SIMD3<Float>, forces: StepForces, step h: Float
  ) -> (position: SIMD3<Float>, velocity: SIMD3<Float>) {
    let a = forces.acceleration
    guard forces.drag != 0 else {
      return (position(p, velocity: v, acceleration: a, step: h), velocity(v, acceleration: a, step: h))
    }
    let (decay, phi1, phi2) = PortableExp.decay(forces.drag * h)
    let reach = h * phi1
    return (p + v * reach + a * (h * h * phi2), v * decay + a * reach)
  }
}
