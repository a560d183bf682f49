/// Sine and cosine from additions and multiplications only, so Swift and GLSL (Shaders/include/
/// trig.glsl, the same operations in the same order) get the same bits.
///
/// Library `sin` and `cos` differ between glibc and GPU drivers: llvmpipe's are off by ~1e-6
/// relative, which over seconds of flight moved particles by more than the 1e-3 pt the GPU is
/// held to. Accuracy here is a few ulps for the angles emission uses (|x| up to hundreds of
/// radians): Cody-Waite reduction by pi/2 in three parts (the first two short enough that
/// `k × part` is exact for |k| < 2^12), then Taylor polynomials to x^9 and x^10 on [-pi/4, pi/4],
/// whose truncation error (2e-9 and 1e-10) is below single precision.
package enum PortableTrig {
  @usableFromInline static let twoOverPi = Float(bitPattern: 0x3F22_F983)
  @usableFromInline static let halfPiHigh = Float(bitPattern: 0x3FC9_0000)  // 1.5703125
  @usableFromInline static let halfPiMiddle = Float(bitPattern: 0x39FD_B000)
  @usableFromInline static let halfPiLow = Float(bitPattern: 0xB33B_BD2E)
  @usableFromInline static let inverseFactorial3 = Float(bitPattern: 0x3E2A_AAAB)
  @usableFromInline static let inverseFactorial5 = Float(bitPattern: 0x3C08_8889)
  @usableFromInline static let inverseFactorial7 = Float(bitPattern: 0x3950_0D01)
  @usableFromInline static let inverseFactorial9 = Float(bitPattern: 0x3638_EF1D)
  @usableFromInline static let inverseFactorial4 = Float(bitPattern: 0x3D2A_AAAB)
  @usableFromInline static let inverseFactorial6 = Float(bitPattern: 0x3AB6_0B61)
  @usableFromInline static let inverseFactorial8 = Float(bitPattern: 0x37D0_0D01)
  @usableFromInline static let inverseFactorial10 = Float(bitPattern: 0x3493_F27E)

  /// (sin x, cos x).
  @inlinable
  package static func sinCos(_ x: Float) -> (sin: Float, cos: Float) {
    let k = (x * twoOverPi + 0.5).rounded(.down)
    let r = ((x - k * halfPiHigh) - k * halfPiMiddle) - k * halfPiLow
    let z = r * r
    let s = r + r * (z * (-inverseFactorial3 + z * (inverseFactorial5 + z * (-inverseFactorial7 + z * inverseFactorial9))))
    let c = 1 - 0.5 * z + z * (z * (inverseFactorial4 + z * (-inverseFactorial6 + z * (inverseFactorial8 - z * inverseFactorial10))))
    // From 2^26 up every Float is a multiple of 4 (quadrant 0), and inf or nan (a spin of
    // 1e308) leaves s and c nan whatever the quadrant: only k inside Int32's range converts, as
    // GLSL's int(k) is defined only there.
    switch abs(k) < 0x1p31 ? Int(k) & 3 : 0 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  @inlinable package static func sin(_ x: Float) -> Float { sinCos(x).sin }
  @inlinable package static func cos(_ x: Float) -> Float { sinCos(x).cos }
}
