/// atan2 from additions, multiplications and one division, so Swift and GLSL
/// (Shaders/include/atan.glsl) get the same bits: `alignToMotion` turns a particle to its angle
/// of motion, at draw time on the GPU and in snapshots on the CPU.
///
/// The ratio of the smaller to the larger |component| is in [0, 1]; above tan(pi/8) it is mapped
/// by `(a - 1) / (a + 1)` to [-0.414, 0.414] (adding pi/4), where the Taylor series of atan to
/// t^17 is accurate to 3e-9. Octant symmetries give the rest. atan2(0, 0) is 0.
package enum PortableAtan {
  @usableFromInline static let pi = Float(bitPattern: 0x4049_0FDB)
  @usableFromInline static let halfPi = Float(bitPattern: 0x3FC9_0FDB)
  @usableFromInline static let quarterPi = Float(bitPattern: 0x3F49_0FDB)
  @usableFromInline static let tanEighthPi = Float(bitPattern: 0x3ED4_13CD)
  /// 1/3, 1/5, ..., 1/17.
  @usableFromInline static let inverseOdd: [Float] = [
    0x3EAA_AAAB, 0x3E4C_CCCD, 0x3E12_4925, 0x3DE3_8E39, 0x3DBA_2E8C, 0x3D9D_89D9, 0x3D88_8889,
    0x3D70_F0F1,
  ].map { Float(bitPattern: $0) }

  /// The angle of (x, y) from +x toward +y, in [-pi, pi].
  @inlinable
  package static func atan2(_ y: Float, _ x: Float) -> Float {
    let c = inverseOdd
    let ax = abs(x)
    let ay = abs(y)
    let largest = max(ax, ay)
    guard largest > 0 else { return 0 }
    let a = min(ax, ay) / largest
    let reduced = a > tanEighthPi
    let t = reduced ? (a - 1) / (a + 1) : a
    let z = t * t
    let series =
      t + t
      * (z
        * (-c[0] + z
          * (c[1] + z * (-c[2] + z * (c[3] + z * (-c[4] + z * (c[5] + z * (-c[6] + z * c[7]))))))))
    var angle = reduced ? quarterPi + series : series
    if ay > ax { angle = halfPi - angle }
    if x < 0 { angle = pi - angle }
    return y < 0 ? -angle : angle
  }
}
