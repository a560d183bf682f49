/// Gradient noise with its analytic derivatives, built from the counter hash and polynomials only,
/// so that `Shaders/include/turbulence.glsl` evaluates the same single-precision operations in the
/// same order (every product and sum spelled out; the GLSL marks them `precise` so no compiler
/// fuses a multiply-add on one side only).
///
/// The lattice has a period of `period` cells on every axis (cell indices are taken modulo it),
/// so a particle far out or a field that has drifted for hours still finds its noise; a
/// coordinate is used as it is (its fraction exact) and wrapped first only beyond 2^22 cells.
package enum TurbulenceNoise {
  /// Lattice cells per axis before the noise repeats (a power of two, so wrapping is exact).
  package static let period: Float = 256

  /// A value with its partial derivatives, in lattice units.
  package struct Sample: Sendable, Equatable {
    package var value: Float
    package var dx: Float
    package var dy: Float
    package var dz: Float
  }

  /// Beyond this many cells from the origin a coordinate is wrapped into `[0, period)` first
  /// (exactly: both are powers of two), so its cell index fits an Int32.
  package static let wrapBeyond: Float = 0x1p22

  /// One lattice coordinate split into its cell index (modulo the period) and its fraction in
  /// [0, 1), or nil when it is not finite (a particle at infinity feels no turbulence).
  @inlinable
  package static func split(_ q: Float) -> (cell: UInt32, fraction: Float)? {
    guard abs(q) <= .greatestFiniteMagnitude else { return nil }
    var x = q
    if !(abs(x) < wrapBeyond) { x = x - (x * (1 / period)).rounded(.down) * period }
    let cell = x.rounded(.down)
    return (UInt32(bitPattern: Int32(cell)) & (UInt32(period) - 1), x - cell)
  }

  /// The quintic fade `6t⁵ - 15t⁴ + 10t³` (zero first and second derivatives at 0 and 1).
  @inlinable
  static func fade(_ t: Float) -> Float { t * t * t * (t * (t * 6 - 15) + 10) }

  /// The fade's derivative `30t²(t - 1)²`, as `30t²(t(t - 2) + 1)`.
  @inlinable
  static func fadeSlope(_ t: Float) -> Float { 30 * t * t * (t * (t - 2) + 1) }

  /// The hash of one lattice corner under `seed`: PCG chained over the wrapped indices.
  @inlinable
  static func cornerHash(_ seed: UInt32, _ x: UInt32, _ y: UInt32) -> UInt32 {
    let mask = UInt32(period) - 1
    return CounterHash.pcg(CounterHash.pcg(seed ^ (x & mask)) ^ (y & mask))
  }

  @inlinable
  static func cornerHash(_ seed: UInt32, _ x: UInt32, _ y: UInt32, _ z: UInt32) -> UInt32 {
    CounterHash.pcg(cornerHash(seed, x, y) ^ (z & (UInt32(period) - 1)))
  }

  /// The seed of one octave's noise.
  @inlinable
  package static func seed(octave: UInt32) -> UInt32 {
    CounterHash.pcg((octave &* 0x85EB_CA6B) ^ 0x7475_7262)
  }

  /// Three 3D gradient noises (the components of the curl's potential) at lattice point
  /// (cell + fraction), with their gradients, sharing each corner's hash and fade weights:
  /// component c's corner gradient is Perlin's 16-entry table (the cube's 12 edge directions,
  /// 4 of them twice) indexed by bits 28 - 4c ... 31 - 4c of the hash. Gradient components are
  /// -1, 0 or 1, so `g·d` is exact products; weights are the quintic fade of the fraction.
  package static func potential3(
    seed: UInt32, cell: SIMD3<UInt32>, fraction f: SIMD3<Float>
  ) -> (Sample, Sample, Sample) {
    let sx = fade(f.x)
    let sy = fade(f.y)
    let sz = fade(f.z)
    let tx = fadeSlope(f.x)
    let ty = fadeSlope(f.y)
    let tz = fadeSlope(f.z)
    var a = Sample(value: 0, dx: 0, dy: 0, dz: 0)
    var b = a
    var c = a
    for corner: UInt32 in 0..<8 {
      let cx = corner & 1
      let cy = (corner >> 1) & 1
      let cz = corner >> 2
      let h = cornerHash(seed, cell.x &+ cx, cell.y &+ cy, cell.z &+ cz)
      let dx = f.x - Float(cx)
      let dy = f.y - Float(cy)
      let dz = f.z - Float(cz)
      let wx = cx == 1 ? sx : 1 - sx
      let wy = cy == 1 ? sy : 1 - sy
      let wz = cz == 1 ? sz : 1 - sz
      let vx = cx == 1 ? tx : -tx
      let vy = cy == 1 ? ty : -ty
      let vz = cz == 1 ? tz : -tz
      let w = wx * wy * wz
      let ux = vx * wy * wz
      let uy = wx * vy * wz
      let uz = wx * wy * vz
      // One component's corner term, in the order turbulence.glsl's `addCorner` takes.
      func add(_ out: inout Sample, _ g: SIMD3<Float>) {
        let dot = g.x * dx + g.y * dy + g.z * dz
        out.value = out.value + w * dot
        out.dx = out.dx + (ux * dot + w * g.x)
        out.dy = out.dy + (uy * dot + w * g.y)
        out.dz = out.dz + (uz * dot + w * g.z)
      }
      add(&a, edgeGradient(h >> 28))
      add(&b, edgeGradient((h >> 24) & 15))
      add(&c, edgeGradient((h >> 20) & 15))
    }
    return (a, b, c)
  }

  /// 2D gradient noise and its gradient (`dz` is 0): the corners' gradients are the 4 axis and
  /// 4 diagonal directions with components -1, 0 or 1.
  package static func gradient2(seed: UInt32, cell: SIMD2<UInt32>, fraction f: SIMD2<Float>)
    -> Sample
  {
    let sx = fade(f.x)
    let sy = fade(f.y)
    let tx = fadeSlope(f.x)
    let ty = fadeSlope(f.y)
    var out = Sample(value: 0, dx: 0, dy: 0, dz: 0)
    for corner: UInt32 in 0..<4 {
      let cx = corner & 1
      let cy = corner >> 1
      let g = planeGradient(cornerHash(seed, cell.x &+ cx, cell.y &+ cy))
      let dx = f.x - Float(cx)
      let dy = f.y - Float(cy)
      let dot = g.x * dx + g.y * dy
      let wx = cx == 1 ? sx : 1 - sx
      let wy = cy == 1 ? sy : 1 - sy
      let vx = cx == 1 ? tx : -tx
      let vy = cy == 1 ? ty : -ty
      let w = wx * wy
      out.value = out.value + w * dot
      out.dx = out.dx + (vx * wy * dot + w * g.x)
      out.dy = out.dy + (wx * vy * dot + w * g.y)
    }
    return out
  }

  /// Entry `i` (0...15) of Perlin's table: the cube's 12 edge directions, then 4 of them again.
  @inlinable
  static func edgeGradient(_ i: UInt32) -> SIMD3<Float> {
    switch i {
    case 0: SIMD3(1, 1, 0)
    case 1: SIMD3(-1, 1, 0)
    case 2: SIMD3(1, -1, 0)
    case 3: SIMD3(-1, -1, 0)
    case 4: SIMD3(1, 0, 1)
    case 5: SIMD3(-1, 0, 1)
    case 6: SIMD3(1, 0, -1)
    case 7: SIMD3(-1, 0, -1)
    case 8: SIMD3(0, 1, 1)
    case 9: SIMD3(0, -1, 1)
    case 10: SIMD3(0, 1, -1)
    case 11, 15: SIMD3(0, -1, -1)
    case 12: SIMD3(1, 1, 0)
    case 13: SIMD3(-1, 1, 0)
    default: SIMD3(0, -1, 1)
    }
  }

  /// One of 8 directions in the plane (axes and diagonals), chosen by the hash's top bits.
  @inlinable
  static func planeGradient(_ h: UInt32) -> SIMD2<Float> {
    switch h >> 29 {
    case 0: SIMD2(1, 0)
    case 1: SIMD2(-1, 0)
    case 2: SIMD2(0, 1)
    case 3: SIMD2(0, -1)
    case 4: SIMD2(1, 1)
    case 5: SIMD2(-1, 1)
    case 6: SIMD2(1, -1)
    default: SIMD2(-1, -1)
    }
  }
}
