import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Testing

/// Negative scales draw mirrored through the particle's centre, as a scale transform does, in the
/// GL renderer and in the CPU reference alike; they used to be clamped to 0 and not drawn.
@Suite("Negative scales", .serialized, .tags(.gl))
struct NegativeScaleTests {
  /// One still, unrotated, opaque white particle at the canvas centre (a pixel centre at scale 1,
  /// so the mirror image of every pixel centre is a pixel centre) with an L-shaped path, which no
  /// flip leaves unchanged.
  static func single(scale: Double) -> Scene {
    RenderFixtures.scene { _ in
    } cell: {
      $0.birthRate = 1
      $0.lifetime = 10
      $0.velocity = 0
      $0.velocityRange = 0
      $0.emissionRange = 0
      $0.spin = 0
      $0.spinRange = 0
      $0.scale = scale
      $0.scaleRange = 0
      $0.color = Color(red: 1, green: 1, blue: 1, alpha: 1)
      $0.redRange = 0
      $0.greenRange = 0
      $0.blueRange = 0
      $0.alphaSpeed = 0
      $0.contents = .path("M0 0 L16 0 L16 5 L5 5 L5 24 L0 24 Z")
    }
  }

  /// `image` turned a half turn: flipped left to right and top to bottom.
  static func halfTurn(_ image: RGBAImage) -> RGBAImage {
    var turned = RGBAImage(width: image.width, height: image.height)
    for y in 0..<image.height {
      for x in 0..<image.width { turned[image.width - 1 - x, image.height - 1 - y] = image[x, y] }
    }
    return turned
  }

  @Test("scale -1 draws the scale 1 image flipped in x and y, in both renderers")
  func mirroredPixels() throws {
    let upright = try RenderFixtures.images(Self.single(scale: 1), frames: 30)
    let mirrored = try RenderFixtures.images(Self.single(scale: -1), frames: 30)
    let background = ReferenceRasterizer.backgroundPixel(Self.single(scale: 1))
    // The L is drawn, and its image is not its own half turn, so the check below can fail.
    #expect(coveredFraction(upright.cpu, background: background) > 0.003)
    #expect(upright.cpu != Self.halfTurn(upright.cpu))
    // The reference maps each mirrored pixel centre to the very same image point: exact.
    #expect(mirrored.cpu == Self.halfTurn(upright.cpu))
    expectImagesMatch(mirrored.gpu, Self.halfTurn(upright.gpu), "negative-scale-gpu-mirror")
    expectImagesMatch(mirrored.gpu, mirrored.cpu, "negative-scale-gpu-vs-reference")
  }

  /// Births every 0.05 s moving right at 300 pt/s: 15 pt apart, wider than the largest circle
  /// (0.3 × 40 pt) and its neighbour's, so each particle's box holds only its own pixels.
  static func row(seed: UInt32) -> Scene {
    RenderFixtures.scene {
      $0.emitterPosition = Point(x: 5, y: 105)
      $0.seed = seed
    } cell: {
      $0.birthRate = 20
      $0.lifetime = 10
      $0.velocity = 300
      $0.velocityRange = 0
      $0.emissionRange = 0
      $0.spin = 0
      $0.spinRange = 0
      $0.scale = 0.1
      $0.scaleRange = 0.2
      $0.alphaSpeed = 0
      $0.contents = .shape(.circle, size: Size(width: 40, height: 40))
    }
  }

  @Test("scale 0.1 with scaleRange 0.2: every particle is drawn, the negative ones mirrored")
  func everyParticleDrawn() throws {
    let frames = 36
    func snapshot(_ scene: Scene) -> ParticleSnapshot {
      let simulator = CPUSimulator(scene: scene)
      for frame in 1...frames { simulator.advance(to: Double(frame) / 60) }
      return simulator.snapshot()
    }
    // Scales are uniform in [-0.1, 0.3]: a quarter of them negative. The first layer seed whose
    // twelve particles include at least two clearly negative ones (clamping used to hide them).
    let seeds = (0..<64 as Range<UInt32>).lazy.map { ($0, snapshot(Self.row(seed: $0)).particles) }
    let (seed, particles) = try #require(
      seeds.first { $0.1.filter { $0.scale < -0.04 }.count >= 2 })
    let scene = Self.row(seed: seed)
    let (gpu, cpu) = try RenderFixtures.images(scene, frames: frames)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    #expect(particles.count == 12)
    for particle in particles where abs(particle.scale) >= 0.04 {
      // At least 1.6 px across: its disc holds a pixel centre.
      let radius = Int((abs(particle.scale) * 20).rounded(.up)) + 1
      let (cx, cy) = (Int(particle.position.x), Int(particle.position.y))
      for (name, image) in [("reference", cpu), ("gpu", gpu)] {
        let drawn = (cy - radius...cy + radius).contains { y in
          (cx - radius...cx + radius).contains { x in image[x, y] != background }
        }
        #expect(drawn, "\(name): particle \(particle.serial) at scale \(particle.scale) not drawn")
      }
    }
    expectImagesMatch(gpu, cpu, "negative-scale-particles")
  }
}
