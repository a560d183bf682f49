import EmitterContents
import EmitterGL
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import Testing

/// Creation failures are typed errors that say what went wrong and where; tests check the
/// cases, never the driver's wording.
@Suite("Renderer errors", .serialized, .tags(.gl))
struct RenderErrorTests {
  @Test("a missing contents image fails with the cell and the path")
  func missingImage() throws {
    let scene = RenderFixtures.scene { _ in
    } cell: {
      $0.contents = .image(path: "/no/such/spark.png")
    }
    try withGL {
      do {
        _ = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
        Issue.record("made a renderer without its image")
      } catch let error as RenderError {
        guard case .contents(.unreadableImage(let cell, let path, _)) = error else {
          Issue.record("unexpected error \(error)")
          return
        }
        #expect(cell == "cell" && path == "/no/such/spark.png")
        #expect("\(error)".contains("/no/such/spark.png"))
      }
    }
  }

  @Test("an image larger than GL can render is a size error, not a crash")
  func oversizedTarget() throws {
    let scene = RenderFixtures.scene()
    try withGL {
      do {
        _ = try ParticleRenderer(scene: scene, view: RenderView(size: SIMD2(100_000, 10), scale: 1))
        Issue.record("made a 100000-pixel-wide framebuffer")
      } catch let error as RenderError {
        guard case .target(.sizeOutOfRange(let width, _, _)) = error else {
          Issue.record("unexpected error \(error)")
          return
        }
        #expect(width == 100_000)
      }
    }
  }

  @Test("a scene without contents draws only its background")
  func nothingToDraw() throws {
    let scene = RenderFixtures.scene { _ in
    } cell: {
      $0.contents = nil
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    #expect(coveredFraction(gpu, background: background) == 0)
    #expect(coveredFraction(cpu, background: background) == 0)
  }
}
