import EmitterModel

/// The `turbulence` behaviour (EmitterKit's own): an acceleration along a curl-noise field.
///
/// With `q = frequency × p - phase` in lattice units (per octave k, `2^k q` on the lattice of
/// noise k), the field is
///
///     a(p) = strength × gain / √(Σₖ 4⁻ᵏ) × Σₖ 2⁻ᵏ curl Nₖ(2ᵏ q)
///
/// (k from 0 to octaves - 1; the octaves are independent, so the root of the summed squared
/// weights keeps the magnitude at any octave count) where in the plane `curl N = (∂N/∂y, -∂N/∂x, 0)` of one 2D gradient noise, and in 3D
/// `curl (N¹, N², N³)` of three. The derivatives are analytic (`TurbulenceNoise`), so the field
/// is exactly divergence-free in 2D (the two mixed partials cancel) and divergence-free to
/// rounding in 3D. `phase` is `frequency × scrollVelocity × t` at the step's start `t` (layer
/// time), wrapped by the lattice's period: the pattern drifts at `scrollVelocity`.
///
/// `Shaders/include/turbulence.glsl` repeats every operation in the same order.
package struct Turbulence: Sendable, Equatable {
  package var strength: Float
  /// Cycles per point of the first octave.
  package var frequency: Float
  package var octaves: UInt32
  package var usesDepth: Bool
  /// Points per second, as the model gives it (Double, so the phase keeps its precision).
  package var scrollVelocity: SIMD3<Double>
  /// Lattice units the pattern has drifted by at the current step's start (`scrolled(to:)`).
  package var phase: SIMD3<Float> = .zero

  /// Scales one octave's curl so the field's RMS magnitude is close to 1 (the RMS of one
  /// octave's curl, measured over 20000 points, is 1.08 in 2D and 1.72 in 3D; the magnitude
  /// test in `TurbulenceFieldTests` holds the result within 15% of 1).
  package static let planeGain = 0.92
  package static let depthGain = 0.58

  /// `gain / √(Σₖ 4⁻ᵏ)`, computed once in Double and rounded to Float, so neither side takes a
  /// square root (GLSL's need not round as Swift's does). Handed to the GPU in the block.
  package private(set) var normalization: Float = 1

  static func normalization(octaves: UInt32, usesDepth: Bool) -> Float {
    let squares = (0..<Int(octaves)).reduce(0.0) { sum, k in sum + 1 / Double(1 << (2 * k)) }
    return Float((usesDepth ? depthGain : planeGain) / squares.squareRoot())
  }

  init(_ behavior: EmitterBehavior) {
    strength = Float(behavior.strength)
    frequency = Float(behavior.frequency)
    octaves = UInt32(min(max(behavior.octaves, 1), EmitterBehavior.maximumTurbulenceOctaves))
    usesDepth = behavior.usesDepth
    let s = behavior.scrollVelocity
    scrollVelocity = SIMD3(s.x, s.y, s.z)
    normalization = Self.normalization(octaves: octaves, usesDepth: usesDepth)
  }

  package init(
    strength: Float, frequency: Float, octaves: UInt32, usesDepth: Bool,
    scrollVelocity: SIMD3<Double> = .zero
  ) {
    self.strength = strength
    self.frequency = frequency
    self.octaves = octaves
    self.usesDepth = usesDepth
    self.scrollVelocity = scrollVelocity
    normalization = Self.normalization(octaves: octaves, usesDepth: usesDepth)
  }

  /// The field as it stands at layer time `t`: `phase = frequency × scrollVelocity × t`, computed
  /// in Double and wrapped by the lattice's period into [-128, 128) before it becomes a Float (so
  /// both simulators get the same phase, as precise, however long the layer has run).
  package func scrolled(to t: Double) -> Turbulence {
    var copy = self
    let period = Double(TurbulenceNoise.period)
    func wrap(_ speed: Double) -> Float {
      let cycles = Double(frequency) * speed * t
      guard cycles.isFinite else { return 0 }
      return Float(cycles - (cycles / period).rounded(.toNearestOrEven) * period)
    }
    copy.phase = SIMD3(wrap(scrollVelocity.x), wrap(scrollVelocity.y), wrap(scrollVelocity.z))
    return copy
  }

  /// The acceleration at `p`, points per second squared (before the particle's mass divides it).
  package func acceleration(at p: SIMD3<Float>) -> SIMD3<Float> {
    var sum = SIMD3<Float>.zero
    var weight: Float = 1
    var scale: Float = 1
    for octave in 0..<octaves {
      // Octave k's lattice point: 2^k (frequency × p - phase), products by powers of two exact.
      let qx = (p.x * frequency - phase.x) * scale
      let qy = (p.y * frequency - phase.y) * scale
      let qz = (p.z * frequency - phase.z) * scale
      guard let curl = Self.curl(qx, qy, qz, octave: octave, usesDepth: usesDepth) else {
        return .zero
      }
      sum = SIMD3(sum.x + curl.x * weight, sum.y + curl.y * weight, sum.z + curl.z * weight)
      weight = weight * 0.5
      scale = scale * 2
    }
    let factor = strength * normalization
    return SIMD3(sum.x * factor, sum.y * factor, sum.z * factor)
  }

  /// The curl of octave `octave`'s potential at lattice point q (lattice units), or nil when q
  /// is not finite.
  package static func curl(
    _ qx: Float, _ qy: Float, _ qz: Float, octave: UInt32, usesDepth: Bool
  ) -> SIMD3<Float>? {
    guard let x = TurbulenceNoise.split(qx), let y = TurbulenceNoise.split(qy) else { return nil }
    let seed = TurbulenceNoise.seed(octave: octave)
    if !usesDepth {
      let n = TurbulenceNoise.gradient2(
        seed: seed, cell: SIMD2(x.cell, y.cell), fraction: SIMD2(x.fraction, y.fraction))
      return SIMD3(n.dy, -n.dx, 0)
    }
    guard let z = TurbulenceNoise.split(qz) else { return nil }
    let (a, b, c) = TurbulenceNoise.potential3(
      seed: seed, cell: SIMD3(x.cell, y.cell, z.cell),
      fraction: SIMD3(x.fraction, y.fraction, z.fraction))
    return SIMD3(c.dy - b.dz, a.dz - c.dx, b.dx - a.dy)
  }
}
