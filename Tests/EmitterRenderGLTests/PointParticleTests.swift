import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// `particleType "point"` (the private key Telegram's spoiler dust sets): a quad facing the viewer
/// that never turns, whatever its rotation and spin.
@Suite("Point particles", .serialized, .tags(.gl))
struct PointParticleTests {
  /// Spinning, randomly rotated L shapes (no symmetry, so any turn shows).
  static func scene(_ type: ParticleType, spinning: Bool = true) -> Scene {
    RenderFixtures.scene { _ in
    } cell: {
      $0.particleType = type
      $0.spin = spinning ? 3 : 0
      $0.spinRange = spinning ? 2 : 0
      $0.rotation = spinning ? 0.7 : 0
      $0.rotationRange = spinning ? 3 : 0
      $0.contents = .path("M0 0 L16 0 L16 5 L5 5 L5 24 L0 24 Z")
    }
  }

  @Test("a point draws unturned: the image of the same particles without rotation or spin")
  func neverTurns() throws {
    let point = try RenderFixtures.referenceImage(Self.scene(.point), frames: 40)
    let unturned = try RenderFixtures.referenceImage(
      Self.scene(.sprite, spinning: false), frames: 40)
    let turned = try RenderFixtures.referenceImage(Self.scene(.sprite), frames: 40)
    #expect(
      coveredFraction(point, background: ReferenceRasterizer.backgroundPixel(Self.scene(.point)))
        > 0.02)
    #expect(point == unturned)
    #expect(point != turned)  // rotation shows on sprites: the check above can fail
  }

  @Test("the GL renderer draws points as the reference does")
  func glMatchesReference() throws {
    let (gpu, cpu) = try RenderFixtures.images(Self.scene(.point), frames: 40)
    expectImagesMatch(gpu, cpu, "point-particles")
  }

  @Test("\"point\" reads from a scene file")
  func sceneKey() throws {
    let json = #"{"layers": [{"emitterCells": [{"particleType": "point"}]}]}"#
    let scene = try Scene(jsonData: Data(json.utf8), file: "dust.json")
    #expect(scene.layers[0].emitterCells[0].particleType == .point)
  }
}
