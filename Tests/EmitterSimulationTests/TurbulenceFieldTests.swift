import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation

/// The turbulence's curl-noise field (`Turbulence`, `TurbulenceNoise`) on its own: divergence,
/// magnitude, continuity, drift and bad positions. The GPU's copy is checked by
/// `TurbulenceGPUTests`; particles under it at several frame rates by `TurbulenceFrameRateTests`.
@Suite("turbulence field")
struct TurbulenceFieldTests {
  /// Points spread over several lattice periods and signs (deterministic: the counter hash).
  static func samplePoints(_ count: Int, spread: Float = 2000, seed: UInt32 = 7) -> [SIMD3<Float>] {
    (0..<count).map { i in
      let key = CounterHash.pcg(seed ^ UInt32(i))
      func coordinate(_ stream: UInt32) -> Float {
        (CounterHash.unit(CounterHash.pcg(key ^ stream)) - 0.5) * 2 * spread
      }
      return SIMD3(coordinate(1), coordinate(2), coordinate(3))
    }
  }

  /// ∇·a by central differences of step `delta` points, in Double from the Float field.
  static func divergence(_ field: Turbulence, at p: SIMD3<Float>, delta: Float) -> Double {
    func partial(_ axis: Int) -> Double {
      var plus = p
      var minus = p
      plus[axis] += delta
      minus[axis] -= delta
      let step = Double(plus[axis]) - Double(minus[axis])
      return (Double(field.acceleration(at: plus)[axis]) - Double(field.acceleration(at: minus)[axis])) / step
    }
    return partial(0) + partial(1) + (field.usesDepth ? partial(2) : 0)
  }

  /// The largest magnitude of one partial derivative of the field's components, sampled: the
  /// scale the divergence is measured against.
  static func largestPartial(_ field: Turbulence, at p: SIMD3<Float>, delta: Float) -> Double {
    var largest = 0.0
    for axis in 0..<3 {
      var plus = p
      var minus = p
      plus[axis] += delta
      minus[axis] -= delta
      let step = Double(plus[axis]) - Double(minus[axis])
      let difference = field.acceleration(at: plus) - field.acceleration(at: minus)
      for component in 0..<3 { largest = max(largest, abs(Double(difference[component])) / step) }
    }
    return largest
  }

  @Test(
    "divergence-free: |∇·a| under 5e-3 of the field's largest partial derivative at 2000 points (2D and 3D, 1 and 4 octaves)",
    arguments: [(false, UInt32(1)), (false, 4), (true, 1), (true, 4)])
  func divergenceFree(usesDepth: Bool, octaves: UInt32) {
    let frequency: Float = 0.02
    let field = Turbulence(strength: 1, frequency: frequency, octaves: octaves, usesDepth: usesDepth)
    // Central differences of step δ = 1e-3 of the first octave's lattice cell (8e-3 of the
    // finest at 4 octaves). Truncation: (δ/cell × 2π)² / 6 of a partial, ≤ 4e-4 at the finest.
    // Rounding: the Float field is a function of q = f × p rounded to ulp(q) (the octaves scale it
    // exactly), so each difference carries about ulp(q) / (2 δq) of a partial; the points lie
    // within 2 cells of the origin (ulp(q) ≤ 2.4e-7, and the coordinate is used unwrapped, so a
    // negative one keeps its precision), so ≤ 1.2e-4, times two evaluations and up
    // to three partials, and up to twice that when octaves add: ≤ 1.5e-3. 5e-3 leaves room; a
    // field that is not divergence-free (the test below) is off by the order of its partials.
    let delta: Float = 1e-3 / frequency
    var worst = 0.0
    var scale = 0.0
    for p in Self.samplePoints(2000, spread: 2 / frequency) {
      worst = max(worst, abs(Self.divergence(field, at: p, delta: delta)))
      scale = max(scale, Self.largestPartial(field, at: p, delta: delta))
    }
    #expect(scale > 0.01, "the field varies: largest partial \(scale)")
    #expect(worst < 5e-3 * scale, "largest |div| \(worst) against partials up to \(scale)")
  }

  @Test("the same measure fails for a gradient field (the potential's own gradient, not its curl)")
  func divergenceMeasureCanFail() {
    // ∇N has divergence ∇²N, of the order of its partials: the check above would catch it.
    let seed = TurbulenceNoise.seed(octave: 0)
    func gradient(_ p: SIMD3<Float>) -> SIMD3<Float> {
      let x = TurbulenceNoise.split(p.x * 0.02)!
      let y = TurbulenceNoise.split(p.y * 0.02)!
      let n = TurbulenceNoise.gradient2(
        seed: seed, cell: SIMD2(x.cell, y.cell), fraction: SIMD2(x.fraction, y.fraction))
      return SIMD3(n.dx, n.dy, 0)
    }
    var worst: Float = 0
    var scale: Float = 0
    for p in Self.samplePoints(200, spread: 400) {
      let d: Float = 0.1
      let dx = (gradient(p + SIMD3(d, 0, 0)).x - gradient(p - SIMD3(d, 0, 0)).x) / (2 * d)
      let dy = (gradient(p + SIMD3(0, d, 0)).y - gradient(p - SIMD3(0, d, 0)).y) / (2 * d)
      worst = max(worst, abs(dx + dy))
      scale = max(scale, abs(dx), abs(dy))
    }
    #expect(worst > 0.3 * scale, "largest |div| \(worst) against partials up to \(scale)")
  }

  @Test(
    "magnitude: the RMS of |a| is strength within 15% (2D and 3D, 1 and 8 octaves)",
    arguments: [(false, UInt32(1)), (false, 8), (true, 1), (true, 8)])
  func magnitude(usesDepth: Bool, octaves: UInt32) {
    let field = Turbulence(strength: 40, frequency: 0.01, octaves: octaves, usesDepth: usesDepth)
    var sum = 0.0
    let points = Self.samplePoints(20000, spread: 25600)
    for p in points {
      let a = field.acceleration(at: p)
      sum += Double(a.x * a.x + a.y * a.y + a.z * a.z)
    }
    let rms = (sum / Double(points.count)).squareRoot()
    #expect(abs(rms - 40) < 6, "RMS \(rms)")
  }

  @Test("a 2D field stays in the plane and ignores z; a 3D one varies with z and moves along it")
  func planeAndDepth() {
    let plane = Turbulence(strength: 1, frequency: 0.02, octaves: 2, usesDepth: false)
    let depth = Turbulence(strength: 1, frequency: 0.02, octaves: 2, usesDepth: true)
    var zMoves = false
    for p in Self.samplePoints(100) {
      let a = plane.acceleration(at: p)
      #expect(a.z == 0)
      #expect(a == plane.acceleration(at: SIMD3(p.x, p.y, p.z + 37)))
      if depth.acceleration(at: p).z != 0 { zMoves = true }
    }
    #expect(zMoves)
  }

  @Test("the drift: the field at time t is the field at 0 moved by scrollVelocity × t")
  func scrolling() {
    let scroll = SIMD3<Double>(30, -12, 5)
    let still = Turbulence(strength: 1, frequency: 0.02, octaves: 3, usesDepth: true, scrollVelocity: scroll)
    let t = 2.5
    let later = still.scrolled(to: t)
    for p in Self.samplePoints(200, spread: 300) {
      let back = p - SIMD3<Float>(scroll * t)
      let moved = later.acceleration(at: p)
      let original = still.acceleration(at: back)
      // The two lattice points differ by the rounding of f × p and of the phase (ulps of ~10
      // lattice units, ~1e-6), times derivatives of order 2π × 8 octaves' frequency: ~1e-4.
      #expect(abs(moved.x - original.x) < 1e-3 && abs(moved.y - original.y) < 1e-3
        && abs(moved.z - original.z) < 1e-3, "\(moved) vs \(original)")
    }
  }

  @Test("the phase wraps to the lattice's period: an hour-long drift keeps the field's precision")
  func longDrift() {
    let field = Turbulence(strength: 1, frequency: 0.0625, octaves: 1, usesDepth: false, scrollVelocity: SIMD3(100, 0, 0))
    // 3600 s × 100 pt/s × 0.0625 = 22500 cycles: 88 whole periods of 256, less 28.
    let phase = field.scrolled(to: 3600).phase
    #expect(phase.x == -28)
    #expect(field.scrolled(to: -1).phase.x == -6.25)
    #expect(field.scrolled(to: 1.5).phase.x == 9.375 - 0)
  }

  @Test("a position that is not finite feels no turbulence, and nothing traps")
  func notFinite() {
    let field = Turbulence(strength: 1, frequency: 0.02, octaves: 4, usesDepth: true)
    for p in [
      SIMD3<Float>(.infinity, 0, 0), SIMD3(0, -.infinity, 0), SIMD3(0, 0, .nan),
      SIMD3(.greatestFiniteMagnitude, 1, 1), SIMD3<Float>(-3e9, 2e7, -5e6),
    ] {
      let a = field.acceleration(at: p)
      #expect(a.x.isFinite && a.y.isFinite && a.z.isFinite)
    }
    #expect(field.acceleration(at: SIMD3(0, 0, .nan)) == .zero)
  }

  @Test("continuous across lattice cells (the quintic fade): no jump at a cell boundary")
  func continuity() {
    let field = Turbulence(strength: 1, frequency: 0.01, octaves: 1, usesDepth: true)
    // x = 300 pt is lattice coordinate 3, a cell boundary.
    for y: Float in stride(from: 0, to: 400, by: 37) {
      let left = field.acceleration(at: SIMD3(300 - 0.001, y, 13))
      let right = field.acceleration(at: SIMD3(300 + 0.001, y, 13))
      #expect(abs(left.x - right.x) < 1e-3 && abs(left.y - right.y) < 1e-3 && abs(left.z - right.z) < 1e-3)
    }
  }
}
