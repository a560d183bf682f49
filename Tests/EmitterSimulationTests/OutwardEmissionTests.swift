import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation

/// Circles and spheres turn the emission frame with the birth position: longitude 0 is the
/// outward normal there. A like-button library's ring depends on it: an inward "charge"
/// (`velocity -40`) and an outward explosion (`velocity 40`), both `emissionRange 0`, on a circle
/// outline (Tests/Fixtures/like-button-ring.json).
@Suite("Circle and sphere emitters aim outward")
struct OutwardEmissionTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  static func likeButtonRing() throws -> Scene {
    try Scene.load(contentsOf: fixtures.appendingPathComponent("like-button-ring.json"))
  }

  /// Every particle of `cell` is `radius + velocity × age` from the centre, so particles born
  /// together form one ring: the charge ring shrinks, the explosion grows. Tolerance: positions
  /// near 150 pt hold single-precision rounding of ~1e-5 pt per step; 1e-3 pt leaves room for a
  /// hundred steps and none for a sideways slide (a fixed frame is off by tens of points).
  @Test(
    "like-button ring: every particle is radius + velocity × age from the centre",
    arguments: [("charge", 0.35, Float(-40)), ("explosion", 0.9, Float(40))])
  func ring(cell name: String, time: Double, velocity: Float) throws {
    let scene = try Self.likeButtonRing()
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: time, fps: 60)
    let snapshot = simulator.snapshot()
    let index = try #require(snapshot.cells.firstIndex { $0.path.hasSuffix(name) })
    let particles = snapshot.particles.filter { $0.cell == snapshot.cells[index].index }
    #expect(particles.count > 50, "\(name): \(particles.count) particles")
    let centre = SIMD3<Float>(120, 120, 0)
    for particle in particles {
      let offset = particle.position - centre
      let distance = (offset * offset).sum().squareRoot()
      let expected = 60 + velocity * particle.age
      #expect(
        abs(distance - expected) < 1e-3,
        "\(name) serial \(particle.serial): \(distance) vs \(expected)")
      // Radial motion: the velocity is parallel to the offset, pointing out (+) or in (-).
      let radial = (particle.velocity * offset).sum() / distance
      #expect(abs(radial - velocity) < 1e-3)
    }
    // Particles of one age share one distance: the ring stays a ring.
    let ages = Dictionary(grouping: particles) { $0.age }
    for (_, group) in ages where group.count > 1 {
      let distances = group.map { p in
        ((p.position - centre) * (p.position - centre)).sum().squareRoot()
      }
      #expect(distances.max()! - distances.min()! < 1e-3)
    }
  }

  func frame(_ shape: EmitterShape, _ mode: EmitterMode, u: Float, v: Float, w: Float) -> (
    EmissionFrame, SIMD3<Float>
  ) {
    let sampler = EmitterShapeSampler(
      shape: shape, mode: mode, center: SIMD3(10, 20, 30), size: SIMD3(80, 40, 20))
    let offset = sampler.position(u: u, v: v, w: w, pick: 0.5, radius: 0.7) - sampler.center
    return (sampler.frame(u: u, v: v, w: w), offset)
  }

  static let samples: [SIMD3<Float>] = (0..<64).map { i in
    let r = ParticleRandom(key: CounterHash.particleKey(seed: 5, cell: 0, serial: UInt64(i)))
    return SIMD3(r.unit(.positionU), r.unit(.positionV), r.unit(.positionW))
  }

  @Test(
    "circle outline, surface and volume, sphere every mode but points: forward is the outward normal",
    arguments: [
      (EmitterShape.circle, EmitterMode.outline), (.circle, .surface), (.circle, .volume),
      (.sphere, .outline), (.sphere, .surface), (.sphere, .volume),
    ])
  func outward(shape: EmitterShape, mode: EmitterMode) {
    for s in Self.samples {
      let (frame, offset) = frame(shape, mode, u: s.x, v: s.y, w: s.z)
      let length = (offset * offset).sum().squareRoot()
      guard length > 1 else { continue }
      let normal = offset / length
      #expect(
        maxAbs(frame.forward - normal) < 1e-5, "\(shape) \(mode): \(frame.forward) vs \(normal)")
      // Orthonormal, right-handed as the layer's axes are.
      #expect(
        abs((frame.forward * frame.side).sum()) < 1e-6 && abs((frame.side * frame.up).sum()) < 1e-6)
      #expect(maxAbs(cross(frame.forward, frame.side) - frame.up) < 1e-6)
      if shape == .circle {
        #expect(frame.up == SIMD3(0, 0, 1), "a circle's latitude tilts out of the layer")
      }
    }
  }

  @Test("at angle 0 a circle's frame is the layer's axes")
  func circleAtZero() {
    #expect(EmissionFrame.outward(angle: 0) == .layerAxes)
  }

  @Test(
    "points, lines, rectangles, cuboids and the circle's and sphere's centre keep a fixed frame",
    arguments: [
      (EmitterShape.point, EmitterMode.volume), (.line, .outline), (.rectangle, .outline),
      (.rectangle, .surface),
      (.cuboid, .surface), (.cuboid, .volume), (.circle, .points), (.sphere, .points),
    ])
  func fixed(shape: EmitterShape, mode: EmitterMode) {
    let expected: EmissionFrame = shape == .line ? .lineNormal : .layerAxes
    #expect(Self.samples.allSatisfy { frame(shape, mode, u: $0.x, v: $0.y, w: $0.z).0 == expected })
  }
}
