/// The exponential from additions, multiplications and exact powers of two only, so Swift and
/// GLSL (Shaders/include/exp.glsl, the same operations in the same order) get the same bits:
/// drag's exact decay factor `e^(-k h)` must be identical on both sides.
///
/// `exp(x)`: x is clamped to ±80 (e^-80 is 1.8e-35, far below anything drag leaves; the clamp
/// keeps every intermediate normal, since GPUs may flush subnormals), reduced by ln 2 in two
/// parts (`k × ln2High` is exact for |k| < 2^9), evaluated by the Taylor polynomial to r^7 on
/// |r| <= ln2/2 (truncation 5e-9 relative, below single precision), and scaled by 2^k built
/// from its exponent bits.
package enum PortableExp {
  @usableFromInline static let log2e = Float(bitPattern: 0x3FB8_AA3B)
  @usableFromInline static let ln2High = Float(bitPattern: 0x3F31_7200)
  @usableFromInline static let ln2Low = Float(bitPattern: 0x35BF_BE8E)
  /// 1/n! for n = 2 ... 13.
  @usableFromInline static let inverseFactorial: [Float] = [
    0x3F00_0000, 0x3E2A_AAAB, 0x3D2A_AAAB, 0x3C08_8889, 0x3AB6_0B61, 0x3950_0D01, 0x37D0_0D01,
    0x3638_EF1D, 0x3493_F27E, 0x32D7_322B, 0x310F_76C7, 0x2F30_9231,
  ].map { Float(bitPattern: $0) }

  /// The largest |x| `exp` evaluates; beyond it the argument is clamped.
  static let argumentLimit: Float = 80

  /// e^x.
  @inlinable
  package static func exp(_ x: Float) -> Float {
    let f = inverseFactorial
    let x = min(max(x, -argumentLimit), argumentLimit)
    let k = (x * log2e + 0.5).rounded(.down)
    let r = (x - k * ln2High) - k * ln2Low
    let p = 1 + r * (1 + r * (f[0] + r * (f[1] + r * (f[2] + r * (f[3] + r * (f[4] + r * f[5]))))))
    return p * Float(bitPattern: UInt32(Int32(k) + 127) << 23)
  }

  /// The three factors of an exact step under linear drag: for `x = k h`,
  /// `decay = e^-x`, `φ1 = (1 - e^-x) / x` and `φ2 = (x - 1 + e^-x) / x²` (limits 1, 1 and 1/2
  /// at x = 0). Below |x| = 1 their Taylor series (to x^11; next terms under 2e-10) avoid the
  /// cancellation of `1 - e^-x` and `1 - φ1`; above it the closed forms lose at most a factor
  /// 1.6 to cancellation.
  @inlinable
  package static func decay(_ x: Float) -> (decay: Float, phi1: Float, phi2: Float) {
    let f = inverseFactorial
    if abs(x) < 1 {
      let phi1 =
        1 + x
        * (-f[0] + x
          * (f[1] + x
            * (-f[2] + x
              * (f[3] + x
                * (-f[4] + x
                  * (f[5]
                    + x * (-f[6] + x * (f[7] + x * (-f[8] + x * (f[9] - x * f[10]))))))))))
      let phi2 =
        f[0] + x
        * (-f[1] + x
          * (f[2] + x
            * (-f[3] + x
              * (f[4] + x
                * (-f[5] + x
                  * (f[6]
                    + x * (-f[7] + x * (f[8] + x * (-f[9] + x * (f[10] - x * f[11]))))))))))
      return (1 - x * phi1, phi1, phi2)
    }
    let decay = exp(-x)
    let phi1 = (1 - decay) / x
    return (decay, phi1, (1 - phi1) / x)
  }
}
