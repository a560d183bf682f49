/// The one integrator both simulators use: acceleration evaluated at the start of the step,
/// `p += v·h + a·h²/2; v += a·h`. Exact for constant acceleration, so gravity-only scenes do not
/// depend on the frame rate. The GLSL mirror marks these expressions `precise` so the driver does
/// not fuse them into FMAs the CPU does not use.
public enum Integrator {
  @inlinable
  public static func position(_ p: SIMD3<Float>, velocity v: SIMD3<Float>, acceleration a: SIMD3<Float>, step h: Float) -> SIMD3<Float> {
    p + v * h + a * (h * h * 0.5)
  }

  @inlinable
  public static func velocity(_ v: SIMD3<Float>, acceleration a: SIMD3<Float>, step h: Float) -> SIMD3<Float> {
    v + a * h
  }
}
