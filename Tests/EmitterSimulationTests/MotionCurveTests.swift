import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterTestSupport

/// valueOverLife on `position.x/y/z` and `velocity.x/y/z` (docs/SEMANTICS.md, "Motion curves"):
/// one particle born at 0 from (200, 100), lifetime 2, checked against the closed form at
/// several ages and frame rates.
///
/// Tolerances: positions 2e-3 pt. Each step rounds a position near 400 pt to single precision
/// (half an ulp, 1.5e-5 pt) and adds the curve's integral difference, itself rounded at the
/// curve's scale; 1.5 s at 144 fps is 216 steps, so 216 × 1.5e-5 ≈ 3e-3 in the worst case and
/// well under 1e-3 in practice. Velocities read straight from a curve: 1e-3 pt/s.
@Suite("valueOverLife on position and velocity: closed forms on the CPU reference")
struct MotionCurveTests {
  static let lifetime = 2.0

  func scene(_ curves: [EmitterBehavior], cell: (inout EmitterCell) -> Void = { _ in }) -> Scene {
    var scene = SceneFixtures.single(rate: 0.1, lifetime: Self.lifetime, configure: cell)
    scene.layers[0].emitterBehaviors = curves
    return scene
  }

  func curve(
    _ keyPath: OverLifeKeyPath, _ values: [Double], locations: [Double] = [], additive: Bool = false
  ) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .valueOverLife)
    behavior.keyPath = keyPath
    behavior.values = values
    behavior.locations = locations
    behavior.additive = additive
    return behavior
  }

  /// The one particle after running to `t` at `fps` (0: jittery frames).
  func particle(_ scene: Scene, at t: Double, fps: Double) -> ParticleRecord {
    let simulator = CPUSimulator(scene: scene)
    if fps > 0 {
      simulator.run(to: t, fps: fps)
    } else {
      simulator.run(frameTimes: FrameTimes.jittery(until: t, seed: 15))
    }
    let particles = simulator.snapshot().particles
    #expect(particles.count == 1)
    return particles[0]
  }

  /// The piecewise-linear curve through `values` at `locations` (evenly spaced by default), in
  /// double precision.
  static func sample(_ values: [Double], _ locations: [Double] = [], at u: Double) -> Double {
    let l = spaced(values, locations)
    if values.count == 1 || u <= l[0] { return values[0] }
    for i in 0..<(values.count - 1) where u < l[i + 1] {
      return values[i] + (values[i + 1] - values[i]) * (u - l[i]) / (l[i + 1] - l[i])
    }
    return values[values.count - 1]
  }

  /// Its integral from 0 to `u`, by the trapezoid rule on a fine grid (exact enough: 1e-8).
  static func integral(_ values: [Double], _ locations: [Double] = [], to u: Double) -> Double {
    let n = 100_000
    let h = u / Double(n)
    var total = 0.0
    for i in 0..<n {
      total +=
        (sample(values, locations, at: Double(i) * h)
          + sample(values, locations, at: Double(i + 1) * h)) * h / 2
    }
    return total
  }

  static func spaced(_ values: [Double], _ locations: [Double]) -> [Double] {
    locations.count == values.count
      ? locations
      : (0..<values.count).map { values.count > 1 ? Double($0) / Double(values.count - 1) : 0 }
  }

  static let frameRates: [Double] = [24, 60, 144, 0]

  @Test(
    "a replacing velocity.x curve: x = x0 + lifetime × ∫ curve, vx = curve(u); x acceleration ignored, y keeps its own",
    arguments: frameRates)
  func replacingVelocity(fps: Double) {
    let values = [300.0, 0, 100]
    let s = scene([curve(.velocityX, values)]) {
      $0.velocity = 50
      $0.xAcceleration = 40
      $0.yAcceleration = 30
    }
    for t in [0.3, 0.9, 1.5] {
      let p = particle(s, at: t, fps: fps)
      let age = Double(p.age)
      // The age is a single-precision sum of up to 216 steps.
      #expect(abs(age - t) < 1e-5)
      let u = age / Self.lifetime
      let x = 200 + Self.lifetime * Self.integral(values, to: u)
      #expect(abs(Double(p.position.x) - x) < 2e-3, "t \(t) fps \(fps): \(p.position.x) vs \(x)")
      #expect(abs(Double(p.velocity.x) - Self.sample(values, at: u)) < 1e-3, "t \(t) fps \(fps)")
      #expect(abs(Double(p.position.y) - (100 + 15 * age * age)) < 2e-3, "t \(t) fps \(fps)")
      #expect(abs(Double(p.velocity.y) - 30 * age) < 1e-3)
    }
  }

  @Test(
    "an additive velocity.x curve adds its integral to the drag-decayed path; drag acts on the rest",
    arguments: frameRates)
  func additiveVelocityWithDrag(fps: Double) {
    let values = [0.0, 100]
    var drag = EmitterBehavior(type: .drag)
    drag.drag = 1.5
    let s = scene([drag, curve(.velocityX, values, additive: true)]) { $0.velocity = 300 }
    for t in [0.25, 1.2] {
      let p = particle(s, at: t, fps: fps)
      let age = Double(p.age)
      let u = age / Self.lifetime
      let x = 200 + 300 * (1 - exp(-1.5 * age)) / 1.5 + Self.lifetime * 100 * u * u / 2
      #expect(abs(Double(p.position.x) - x) < 2e-3, "t \(t) fps \(fps): \(p.position.x) vs \(x)")
      #expect(
        abs(Double(p.velocity.x) - (300 * exp(-1.5 * age) + 100 * u)) < 1e-3, "t \(t) fps \(fps)")
    }
  }

  @Test("velocity.z and uneven locations: z = lifetime × ∫ curve", arguments: frameRates)
  func velocityZ(fps: Double) {
    let values = [-40.0, 60, 60, -10]
    let locations = [0.1, 0.3, 0.5, 0.95]
    let s = scene([curve(.velocityZ, values, locations: locations)])
    for t in [0.1, 0.7, 1.95] {
      let p = particle(s, at: t, fps: fps)
      let z = Self.lifetime * Self.integral(values, locations, to: Double(p.age) / Self.lifetime)
      #expect(abs(Double(p.position.z) - z) < 2e-3, "t \(t) fps \(fps): \(p.position.z) vs \(z)")
    }
  }

  @Test(
    "a replacing position.y curve pins y to the curve, its velocity the step's chord; x moves on",
    arguments: frameRates)
  func replacingPosition(fps: Double) {
    let s = scene([curve(.positionY, [100, 400])]) {
      $0.velocity = 50
      $0.yAcceleration = 30
    }
    for t in [0.2, 1.1] {
      let p = particle(s, at: t, fps: fps)
      let age = Double(p.age)
      #expect(
        abs(Double(p.position.y) - (100 + 300 * age / Self.lifetime)) < 1e-3, "t \(t) fps \(fps)")
      // The chord of a straight curve is its slope: 300 pt over the 2 s life. The difference of
      // two positions between 256 and 512 pt, each within an ulp (3.05e-5), over a step of
      // 1/144 s: 2 × 3.05e-5 × 144 ≈ 8.8e-3 pt/s.
      #expect(abs(Double(p.velocity.y) - 150) < 1e-2, "t \(t) fps \(fps): \(p.velocity.y)")
      #expect(abs(Double(p.position.x) - (200 + 50 * age)) < 2e-3, "t \(t) fps \(fps)")
    }
  }

  @Test(
    "an additive position.x curve offsets the path by its value, from the first frame",
    arguments: frameRates)
  func additivePosition(fps: Double) {
    let values = [10.0, 40, -20]
    let s = scene([curve(.positionX, values, additive: true)]) { $0.velocity = 50 }
    for t in [1.0 / 60, 0.6, 1.4] {
      let p = particle(s, at: t, fps: fps)
      let age = Double(p.age)
      let x = 200 + 50 * age + Self.sample(values, at: age / Self.lifetime)
      #expect(abs(Double(p.position.x) - x) < 2e-3, "t \(t) fps \(fps): \(p.position.x) vs \(x)")
      // The stored velocity is the path's: the offset moves the particle, not its launch.
      #expect(abs(Double(p.velocity.x) - 50) < 1e-3)
    }
  }

  @Test("curves of one axis apply in order: a replacing curve drops what came before it")
  func order() {
    let replaceThenAdd = scene([curve(.velocityX, [100]), curve(.velocityX, [50], additive: true)])
    {
      $0.velocity = 20
    }
    let addThenReplace = scene([curve(.velocityX, [50], additive: true), curve(.velocityX, [100])])
    {
      $0.velocity = 20
    }
    let p = particle(replaceThenAdd, at: 1, fps: 60)
    let q = particle(addThenReplace, at: 1, fps: 60)
    #expect(abs(Double(p.position.x) - 350) < 2e-3 && abs(Double(p.velocity.x) - 150) < 1e-4)
    #expect(abs(Double(q.position.x) - 300) < 2e-3 && abs(Double(q.velocity.x) - 100) < 1e-4)
  }

  @Test("without motion curves nothing changes: the same bits as a layer without the behaviour")
  func untouchedWithoutCurves() {
    let plain = scene([]) {
      $0.velocity = 80
      $0.yAcceleration = 50
    }
    let drawn = scene([curve(.scale, [1, 2])]) {
      $0.velocity = 80
      $0.yAcceleration = 50
    }
    let a = particle(plain, at: 1.3, fps: 60)
    let b = particle(drawn, at: 1.3, fps: 60)
    #expect(a.position == b.position && a.velocity == b.velocity)
  }
}
