import EmitterModel
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// Trail samples against the closed-form path of a particle under constant acceleration
/// (`p(s) = e + v s + a s² / 2`): each sample at its age `k × L / N`, on the chord of its step,
/// so within `|a| h² / 8` of the path at any frame rate (docs/SEMANTICS.md, "Trails").
@Suite("trail samples follow the path")
struct TrailSamplingTests {
  static let emitter = SIMD3<Double>(200, 100, 0)
  static let speed = 200.0
  static let longitude = 0.3

  static func scene(gravity: Double, length: Double = 0.8, points: Int = 16) -> Scene {
    SceneFixtures.single(rate: 5, lifetime: 10) {
      $0.velocity = speed
      $0.emissionLongitude = longitude
      $0.yAcceleration = gravity
      $0.trailLength = length
      $0.trailPoints = points
    }
  }

  /// The largest distance of any sample from the closed-form path at its age, at `fps`; and
  /// checks that each trail holds the right samples (count, ages, order).
  static func largestError(_ scene: Scene, gravity: Double, fps: Double, length: Double = 0.8, points: Int = 16)
    -> Double
  {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 2, fps: fps)
    let particles = simulator.snapshot().particles
    #expect(particles.count >= 9)
    let interval = Float(length / Double(points))
    let rate = Float(Double(points) / length)
    var largest = 0.0
    for particle in particles {
      // The birth velocity, back from the current one under the constant acceleration.
      let now = particle.velocity
      let velocity = SIMD3(Double(now.x), Double(now.y) - gravity * Double(particle.age), Double(now.z))
      let latest = (particle.age * rate).rounded(.down)
      #expect(particle.trail.count == min(points, Int(latest) + 1))
      for (j, sample) in particle.trail.enumerated() {
        #expect(sample.w == (latest - Float(j)) * interval, "sample \(j) of serial \(particle.serial)")
        let s = Double(sample.w)
        let path = emitter + velocity * s + SIMD3(0, gravity, 0) * (s * s / 2)
        let error = SIMD3<Double>(Double(sample.x), Double(sample.y), Double(sample.z)) - path
        largest = max(largest, ((error * error) as SIMD3<Double>).sum().squareRoot())
      }
    }
    return largest
  }

  /// Single-precision rounding against the Double closed form: the integrator's three additions
  /// a step each round by at most half an ulp of a coordinate below 1024 pt (2^-14 pt), over
  /// the 2 s run's steps; the chord adds a few more roundings of the same size.
  static func rounding(fps: Double) -> Double { (2 * fps + 4) * 3 * 0x1p-14 }

  @Test("a straight-moving particle's samples lie on its line at any frame rate", arguments: [24.0, 60, 144])
  func straight(fps: Double) {
    #expect(Self.largestError(Self.scene(gravity: 0), gravity: 0, fps: fps) <= Self.rounding(fps: fps))
  }

  @Test("under gravity, within |a| h² / 8 of the path at 24, 60 and 144 fps", arguments: [24.0, 60, 144])
  func frameRates(fps: Double) {
    let gravity = 500.0
    let bound = gravity / (fps * fps) / 8 + Self.rounding(fps: fps)
    let error = Self.largestError(Self.scene(gravity: gravity), gravity: gravity, fps: fps)
    #expect(error <= bound, "\(error) at \(fps) fps, bound \(bound)")
  }

  @Test("a trail shorter than a step: the last points samples, each on the path's chord")
  func severalSamplesAStep() {
    let scene = Self.scene(gravity: 500, length: 0.02, points: 4)
    let error = Self.largestError(scene, gravity: 500, fps: 24, length: 0.02, points: 4)
    #expect(error <= 500.0 / (24 * 24) / 8 + Self.rounding(fps: 24))
  }

  @Test("no trail keys, no trail")
  func noTrail() {
    let simulator = CPUSimulator(scene: Self.scene(gravity: 0, length: 0))
    simulator.run(to: 1, fps: 60)
    let particles = simulator.snapshot().particles
    #expect(!particles.isEmpty && particles.allSatisfy { $0.trail.isEmpty })
    #expect(TrailSampling(length: 0, points: 8) == nil)
  }
}
