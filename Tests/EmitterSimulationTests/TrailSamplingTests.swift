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

  /// One step of `sampling` into a fresh ring (entries never written), and what it shows.
  static func step(_ sampling: TrailSampling, startAge: Float, newborn: Bool = false)
    -> (ring: [SIMD4<Float>], shown: [SIMD4<Float>])
  {
    var ring = [SIMD4<Float>](repeating: .zero, count: TrailSampling.capacity)
    ring.withUnsafeMutableBufferPointer { ring in
      sampling.sample(
        from: .zero, to: SIMD3(1, 0, 0), startAge: startAge, step: 1.0 / 60, newborn: newborn,
        into: ring)
    }
    return (ring, sampling.ordered(ring, age: startAge + 1.0 / 60))
  }

  @Test("past 2^24 sample numbers a ring takes no samples and shows none; it never hangs")
  func sampleNumberLimit() throws {
    // 1e-6 s over 16 points: 1.6e7 samples a second, past the limit after about a second
    // (the sample loop used to count in floats there, where k + 1 == k, and never ended).
    let short = try #require(TrailSampling(length: 1e-6, points: 16))
    let early = Self.step(short, startAge: 0.5)
    #expect(early.shown.count == 16, "below the limit the last 16 show")
    let late = Self.step(short, startAge: 2)
    #expect(late.ring.allSatisfy { $0 == .zero } && late.shown.isEmpty)
    // A rate too large for a Float (infinite) stops at once, where Int(k) trapped.
    let tiny = try #require(TrailSampling(length: 1e-40, points: 16))
    #expect(!tiny.rate.isFinite)
    let none = Self.step(tiny, startAge: 0, newborn: true)
    #expect(none.ring.allSatisfy { $0 == .zero } && none.shown.isEmpty)
  }

  @Test("the samples shown stop at the first missing one, as draw/ribbon.vert stops")
  func shownUpToAGap() throws {
    // 8 points over 1 s: entries k mod 8. Numbers 24 and 23 written; 22 and 21 not (their
    // entries hold 14 and 13, left from before a live rate change); 20 and 19 written.
    let sampling = try #require(TrailSampling(length: 1, points: 8))
    var ring = [SIMD4<Float>](repeating: .zero, count: TrailSampling.capacity)
    for k in [24, 23, 14, 13, 20, 19] as [Float] { ring[Int(k) % 8] = SIMD4(k, 0, 0, k + 1) }
    let shown = sampling.ordered(ring, age: 3.01)
    #expect(shown.map(\.x) == [24, 23])
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
