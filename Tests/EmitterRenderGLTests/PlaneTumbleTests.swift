import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Plane particles turn over: besides spinning about their birth normal they tumble by
/// `spin × age` about an axis in the layer plane perpendicular to that normal, so confetti goes
/// edge-on and shows its back, as iMessage's does.
@Suite("Plane particles tumble", .serialized, .tags(.gl))
struct PlaneTumbleTests {
  /// One plane particle at rest at the canvas centre, its birth normal the cone's axis.
  static func single(latitude: Double, longitude: Double = 0.3, spin: Double) -> Scene {
    RenderFixtures.scene { _ in
    } cell: {
      $0.birthRate = 1
      $0.lifetime = 100
      $0.velocity = 0
      $0.velocityRange = 0
      $0.emissionRange = 0
      $0.spin = spin
      $0.spinRange = 0
      $0.scaleRange = 0
      $0.alphaSpeed = 0
      $0.particleType = .plane
      $0.orientationLongitude = longitude
      $0.orientationLatitude = latitude
      $0.orientationRange = 0
    }
  }

  /// The drawn normal (`ParticleQuad.normal`) of the scene's first particle, frame by frame at
  /// 60 fps, with the particle's age.
  static func drawnNormals(_ scene: Scene, seconds: Double) -> [(age: Float, normal: SIMD3<Float>)]
  {
    let cpu = CPUSimulator(scene: scene)
    var normals: [(Float, SIMD3<Float>)] = []
    for frame in 1...Int(seconds * 60) {
      cpu.advance(to: Double(frame) / 60)
      guard let particle = cpu.snapshot().particles.first(where: { $0.serial == 0 }) else {
        continue
      }
      let quad = ParticleQuad(
        type: .plane, center: particle.position, normal: particle.normal,
        rotation: particle.rotation, tumble: particle.tumble, halfSize: SIMD2(7, 4))
      normals.append((particle.age, quad.normal))
    }
    return normals
  }

  @Test(
    "a plane particle's normal sweeps through edge-on, turning by spin × age",
    arguments: [Double.pi / 2, Double.pi / 4, 0, -1.2])
  func sweepsThroughEdgeOn(latitude: Double) throws {
    let spin: Float = 2
    let samples = Self.drawnNormals(Self.single(latitude: latitude, spin: Double(spin)), seconds: 4)
    try #require(samples.count > 200)
    let birth = EmissionCone.direction(
      longitude: 0.3, latitude: Float(latitude), range: 0, halfWidth: 1, polar: 0, azimuth: 0)
    let axis = ParticleQuad.tumbleAxis(birth)
    for (age, normal) in samples {
      // Unit length, and the birth normal turned by spin × age about the in-plane axis:
      // n cos θ + (k × n) sin θ (k ⟂ n). 2e-5: float rounding of the Rodrigues steps.
      let theta = Double(spin * age)
      let crossed = SIMD3<Double>(
        Double(axis.y * birth.z - axis.z * birth.y), Double(axis.z * birth.x - axis.x * birth.z),
        Double(axis.x * birth.y - axis.y * birth.x))
      let expected = SIMD3<Double>(birth) * cos(theta) + crossed * sin(theta)
      let difference = SIMD3<Double>(normal) - expected
      #expect(max(abs(difference.x), abs(difference.y), abs(difference.z)) < 2e-5, "age \(age)")
      #expect(abs(Double((normal * normal).sum()) - 1) < 2e-5)
    }
    // Edge-on (n.z = 0) is crossed: the normal's z changes sign between frames, both ways.
    let zs = samples.map(\.normal.z)
    let downward = zip(zs, zs.dropFirst()).filter { $0 > 0 && $1 <= 0 }.count
    let upward = zip(zs, zs.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
    #expect(downward >= 1 && upward >= 1, "z from \(zs.min()!) to \(zs.max()!)")
    #expect(zs.min()! < -0.99 && zs.max()! > 0.99)
  }

  @Test("without spin a plane keeps its birth orientation")
  func noSpinNoTumble() {
    let samples = Self.drawnNormals(Self.single(latitude: 0.7, spin: 0), seconds: 1)
    let first = samples[0].normal
    #expect(samples.allSatisfy { $0.normal == first })
    #expect(first.z > 0.6 && first.z < 0.7)  // sin 0.7 = 0.644
  }

  @Test("the edge-on frame draws (almost) nothing; face-on draws the whole rectangle")
  func edgeOnCoverage() throws {
    // Spin π/2 per second: face-on at age 0, edge-on at 1 s, its back at 2 s.
    let scene = Self.single(latitude: .pi / 2, spin: .pi / 2)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    let faceOn = try RenderFixtures.referenceImage(scene, frames: 1)
    let edgeOn = try RenderFixtures.referenceImage(scene, frames: 60)
    let back = try RenderFixtures.referenceImage(scene, frames: 120)
    let faceCover = coveredFraction(faceOn, background: background)
    #expect(faceCover > 0.002)  // 14 × 8 pt of 195 × 211
    #expect(coveredFraction(edgeOn, background: background) < faceCover / 10)
    #expect(abs(coveredFraction(back, background: background) - faceCover) < faceCover / 5)
  }

  /// A close-up of big tumbling confetti: every orientation, fast spins, under perspective.
  static let closeUp = RenderFixtures.scene { layer in
    layer.emitterShape = .rectangle
    layer.emitterSize = Size(width: 120, height: 120)
  } cell: {
    $0.birthRate = 12
    $0.lifetime = 3
    $0.velocity = 20
    $0.spin = 3
    $0.spinRange = 3
    $0.scale = 3
    $0.scaleRange = 0.5
    $0.alphaSpeed = 0
    $0.color = Color(red: 0.9, green: 0.3, blue: 0.5, alpha: 1)
    $0.particleType = .plane
    $0.orientationLatitude = .pi / 2
    $0.orientationRange = .pi
    $0.contents = .shape(.rectangle, size: Size(width: 10, height: 5))
  }

  @Test("tumbling confetti close-up: the GL renderer draws what the reference draws")
  func closeUpMatches() throws {
    let (gpu, cpu) = try RenderFixtures.images(Self.closeUp, frames: 90, scale: 2)
    #expect(
      coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(Self.closeUp)) > 0.05)
    expectImagesMatch(gpu, cpu, "tumbling-confetti")
  }
}
