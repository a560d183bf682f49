import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

@Suite("CPU reference simulator")
struct CPUSimulatorTests {
  func snapshot(_ scene: Scene, to time: Double, fps: Double) -> ParticleSnapshot {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: time, fps: fps)
    return simulator.snapshot()
  }

  /// Gravity only: the integrator is exact for constant acceleration, so 30, 60 and 120 fps differ
  /// only by single-precision rounding, which accumulates once per step: 360 steps at 120 fps, each
  /// off by up to half an ulp (2^-24 relative), is at most ~2e-5 relative. Tolerance: 1e-5 of
  /// max(1000, |value|), i.e. 0.01 pt per 1000 pt for positions and the same for velocities in
  /// pt/s; ages (about 3 s) within 360 × 2^-24 × 4 ≈ 1e-4 s; identities exactly equal. (CPU vs GPU
  /// at the same frame times is held to 1e-3 pt per 1000 pt: no step-count difference there.)
  @Test("gravity-only positions do not depend on the frame rate (30 vs 60 vs 120 fps)")
  func frameRateIndependence() {
    let scene = SceneFixtures.gravityConfetti()
    let reference = snapshot(scene, to: 3, fps: 120)
    #expect(reference.particles.count > 150)
    for fps in [30.0, 60.0] {
      let other = snapshot(scene, to: 3, fps: fps)
      #expect(other.particles.map(\.serial) == reference.particles.map(\.serial), "\(fps) fps: same particles")
      for (a, b) in zip(reference.particles, other.particles) {
        #expect(maxAbs(a.position - b.position) < 1e-5 * max(1000, maxAbs(a.position)), "serial \(a.serial) at \(fps) fps")
        #expect(maxAbs(a.velocity - b.velocity) < 1e-5 * max(1000, maxAbs(a.velocity)))
        #expect(abs(a.age - b.age) < 1e-4)
      }
    }
  }

  @Test("positions follow p0 + v0 t + a t²/2 exactly for a single particle")
  func analyticTrajectory() {
    let scene = SceneFixtures.single(rate: 1) {
      $0.velocity = 100
      $0.emissionLongitude = -.pi / 2  // up the screen
      $0.yAcceleration = 98
      $0.xAcceleration = 10
    }
    let particle = snapshot(scene, to: 0.75, fps: 60).particles[0]
    let t: Float = 0.75
    #expect(abs(particle.position.x - (200 + 0.5 * 10 * t * t)) < 1e-3)
    #expect(abs(particle.position.y - (100 - 100 * t + 0.5 * 98 * t * t)) < 1e-3)
  }

  @Test("the same scene and seed give identical particles; another seed gives others")
  func determinism() {
    let scene = SceneFixtures.gravityConfetti()
    #expect(snapshot(scene, to: 2, fps: 60) == snapshot(scene, to: 2, fps: 60))
    var reseeded = scene
    reseeded.seed = 99
    let a = snapshot(scene, to: 2, fps: 60).particles.map(\.position)
    let b = snapshot(reseeded, to: 2, fps: 60).particles.map(\.position)
    #expect(a != b)
  }

  @Test("particles die at their lifetime; lifetimes follow lifetime ± range")
  func lifetimes() {
    let scene = SceneFixtures.single(rate: 100, lifetime: 1) { $0.lifetimeRange = 0.5 }
    let particles = snapshot(scene, to: 3, fps: 60).particles
    #expect(particles.allSatisfy { $0.age < $0.lifetime && $0.lifetime >= 0.5 && $0.lifetime <= 1.5 })
    // At steady state the live count is rate × mean lifetime (100 × 1), within sampling noise.
    #expect(abs(particles.count - 100) < 25)
  }

  @Test("colour, alpha, scale and rotation are birth value + speed × age; colours clamped, scale signed")
  func closedFormAppearance() {
    let scene = SceneFixtures.single(rate: 10, lifetime: 10) {
      $0.color = Color(red: 0.2, green: 0.9, blue: 0.5, alpha: 1)
      $0.redSpeed = 0.1
      $0.greenSpeed = 0.1
      $0.alphaSpeed = -0.25
      $0.scale = 0.5
      $0.scaleSpeed = -0.2
      $0.spin = 1.5
      $0.rotation = 0.25
    }
    let particles = snapshot(scene, to: 3, fps: 60).particles
    #expect(particles.contains { $0.scale < -0.05 })
    for particle in particles {
      let age = particle.age
      #expect(abs(particle.color.x - min(1, 0.2 + 0.1 * age)) < 1e-6)
      #expect(abs(particle.color.y - min(1, 0.9 + 0.1 * age)) < 1e-6)
      #expect(abs(particle.color.w - max(0, 1 - 0.25 * age)) < 1e-6)
      // Past 2.5 s the scale goes negative and stays so: drawn mirrored, not clamped to 0.
      #expect(abs(particle.scale - (0.5 - 0.2 * age)) < 1e-6)
      #expect(abs(particle.rotation - (0.25 + 1.5 * age)) < 1e-5)
    }
  }

  @Test("layer multipliers scale new particles: velocity, scale, spin, lifetime, birthRate")
  func multipliers() {
    let base = SceneFixtures.single(rate: 20, lifetime: 2) {
      $0.velocity = 50
      $0.scale = 1
      $0.spin = 1
    }
    var doubled = base
    doubled.layers[0].velocity = 2
    doubled.layers[0].scale = 3
    doubled.layers[0].spin = -1
    doubled.layers[0].birthRate = 2
    doubled.layers[0].lifetime = 0.5
    let a = snapshot(base, to: 0.9, fps: 60).particles
    let b = snapshot(doubled, to: 0.9, fps: 60).particles
    #expect(a.count == 18 && b.count == 36)
    #expect(b.allSatisfy { abs(($0.velocity * $0.velocity).sum().squareRoot() - 100) < 1e-3 })
    #expect(b.allSatisfy { $0.scale == 3 && $0.lifetime == 1 })
    #expect(b.allSatisfy { abs($0.rotation + $0.age) < 1e-6 })
  }

  @Test("line emitter with longitude pi sends confetti down the screen, as iOS recipes expect")
  func lineAimsDown() {
    let particles = snapshot(SceneFixtures.single(rate: 50, configure: {
      $0.velocity = 100
      $0.emissionLongitude = .pi
    }).withLine(), to: 1, fps: 60).particles
    #expect(particles.allSatisfy { $0.velocity.y > 99.9 && abs($0.velocity.x) < 1e-3 })
  }

  @Test("layer beginTime delays emission and speed scales time")
  func layerTiming() {
    var scene = SceneFixtures.single(rate: 10)
    scene.layers[0].beginTime = 1
    scene.layers[0].speed = 2
    // Layer time at scene time 2 is (2 - 1) × 2 = 2 s: 20 births.
    #expect(snapshot(scene, to: 2, fps: 60).particles.count == 20)
  }
}

extension Scene {
  func withLine() -> Scene {
    var scene = self
    scene.layers[0].emitterShape = .line
    scene.layers[0].emitterSize = Size(width: 300, height: 0)
    return scene
  }
}

func maxAbs(_ v: SIMD3<Float>) -> Float { max(abs(v.x), max(abs(v.y), abs(v.z))) }
