import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// Particles under a turbulence at 30, 60 and 120 fps: the same particles, within a bound derived
/// from the integrator's error, and converging at its first order.
@Suite("turbulence is frame-rate independent")
struct TurbulenceFrameRateTests {
  static let strength = 30.0
  static let frequency = 0.004
  static let speed = 40.0
  static let scroll = Vector3(x: 0, y: -20, z: 0)
  static let duration = 1.0

  static func scene(usesDepth: Bool) -> Scene {
    var scene = SceneFixtures.single(rate: 30, lifetime: 10) {
      $0.velocity = speed
      $0.emissionRange = 2 * .pi
    }
    var turbulence = EmitterBehavior(type: .turbulence, name: "t")
    turbulence.strength = strength
    turbulence.frequency = frequency
    turbulence.octaves = 2
    turbulence.usesDepth = usesDepth
    turbulence.scrollVelocity = scroll
    scene.layers[0].emitterBehaviors = [turbulence]
    return scene
  }

  static func positions(_ scene: Scene, fps: Double) -> [UInt64: SIMD3<Float>] {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: duration, fps: fps)
    return Dictionary(uniqueKeysWithValues: simulator.snapshot().particles.map { ($0.serial, $0.position) })
  }

  /// The largest and the root-mean-square distance between the same particles in two runs.
  static func distances(_ a: [UInt64: SIMD3<Float>], _ b: [UInt64: SIMD3<Float>]) -> (largest: Double, rms: Double) {
    var largest = 0.0
    var squares = 0.0
    for (serial, p) in a {
      let d = p - b[serial]!
      let distance = Double((d.x * d.x + d.y * d.y + d.z * d.z).squareRoot())
      largest = max(largest, distance)
      squares += distance * distance
    }
    return (largest, (squares / Double(a.count)).squareRoot())
  }

  @Test("30 and 60 fps against 120: within the derived bound, and first-order convergence", arguments: [false, true])
  func frameRates(usesDepth: Bool) throws {
    let scene = Self.scene(usesDepth: usesDepth)
    let reference = Self.positions(scene, fps: 120)
    let at30 = Self.positions(scene, fps: 30)
    let at60 = Self.positions(scene, fps: 60)
    #expect(reference.count > 20 && Set(at30.keys) == Set(reference.keys) && Set(at60.keys) == Set(reference.keys))

    // The bound. The integrator evaluates a at the step's start, so each step of length h misses
    // ∫(a(t) - a(0)) dt ≈ h²/2 × ȧ in velocity; over T that is ≤ h/2 × T × max|ȧ| in velocity and
    // ≤ h/4 × T² × max|ȧ| in position, amplified at most by cosh(√L T) (Gronwall for e'' = J e,
    // with L ≥ ‖J‖, the field's Lipschitz constant). ȧ = J (v - scroll), so max|ȧ| ≤ L × vmax with
    // vmax = speed + max|a| × T + |scroll|. L and max|a| are measured on the field itself
    // (‖J‖ ≤ 3 × its largest partial). A run at h differs from the exact motion by ≤ B(h), so two
    // runs by ≤ B(h₁) + B(h₂). A newborn's first step also reads the field's drift at the frame's
    // start instead of its birth: ≤ L |scroll| h over one step, inside the same h-order bound.
    let field = Turbulence(
      strength: Float(Self.strength), frequency: Float(Self.frequency), octaves: 2, usesDepth: usesDepth)
    var partial = 0.0
    var largestAcceleration = 0.0
    for p in TurbulenceFieldTests.samplePoints(4000, spread: 1000) {
      partial = max(partial, TurbulenceFieldTests.largestPartial(field, at: p, delta: 0.5))
      let a = field.acceleration(at: p)
      largestAcceleration = max(largestAcceleration, Double((a.x * a.x + a.y * a.y + a.z * a.z).squareRoot()))
    }
    let lipschitz = 3 * partial
    let t = Self.duration
    let scrollSpeed = (Self.scroll.x * Self.scroll.x + Self.scroll.y * Self.scroll.y).squareRoot()
    let vmax = Self.speed + largestAcceleration * t + scrollSpeed
    func bound(_ h: Double) -> Double { h / 4 * t * t * lipschitz * vmax * cosh(lipschitz.squareRoot() * t) }

    let (largest30, rms30) = Self.distances(at30, reference)
    let (largest60, rms60) = Self.distances(at60, reference)
    #expect(largest30 < bound(1.0 / 30) + bound(1.0 / 120), "30 fps: \(largest30) pt")
    #expect(largest60 < bound(1.0 / 60) + bound(1.0 / 120), "60 fps: \(largest60) pt")
    // First order: the error is c × h, so (h30 - h120) / (h60 - h120) = 3 between the two
    // differences; rounding and the h² terms move it a little.
    let ratio = rms30 / rms60
    #expect(ratio > 2.2 && ratio < 3.8, "30 fps \(rms30) pt, 60 fps \(rms60) pt RMS: ratio \(ratio)")
    print("turbulence frame rates (3D: \(usesDepth)): bound 30 fps \(bound(1.0 / 30) + bound(1.0 / 120)) pt, largest \(largest30) pt; 60 fps largest \(largest60) pt; RMS ratio \(ratio)")
  }
}
