import EmitterContents
import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import Testing

/// `ParticleRenderer.redrawLastQuadsFlat`, the benchmark's draw floor: it must draw exactly the
/// quads the sprite draw drew, each filled with its tint, or the floor would time other work.
@Suite("Draw floor", .serialized, .tags(.gl))
struct DrawFloorTests {
  @Test("the flat redraw covers the sprite draw's pixels, and more only on the quads' edges")
  func sameCoverage() throws {
    let scene = RenderFixtures.scene { _ in } cell: { _ in }
    let (sprites, flat, drawn, live) = try Self.drawBoth(scene, frames: 60)
    // The live list: every live particle has contents, alpha and size here.
    #expect(drawn == live, "the floor drew \(drawn) quads of the layer's \(live) live particles")
    let covered = Self.coverage(sprites)
    let flatCovered = Self.coverage(flat)
    #expect(covered.filter { $0 }.count > 500, "too few particles on screen to compare")
    let onlySprites = covered.indices.filter { covered[$0] && !flatCovered[$0] }
    #expect(onlySprites.isEmpty, "\(onlySprites.count) pixels drawn by the sprites lie outside the flat quads")
    // Where the flat quads alone reach, a sprite's filtered contents faded to nothing at its
    // edge (a minified rectangle blends with its transparent surround): a rim, not whole quads.
    let flatCount = flatCovered.filter { $0 }.count
    #expect(Double(covered.filter { $0 }.count) > 0.8 * Double(flatCount))
  }

  @Test("one particle: the flat redraw is its tint, which the sprite draw shows inside its solid contents")
  func filledWithTint() throws {
    let scene = RenderFixtures.scene { _ in } cell: {
      $0.birthRate = 1
      $0.lifetime = 10
      $0.velocity = 0
      $0.velocityRange = 0
      $0.spin = 0
      $0.spinRange = 0
      $0.scale = 3
      $0.scaleRange = 0
      $0.alphaSpeed = 0
      $0.redRange = 0
      $0.greenRange = 0
      $0.blueRange = 0
    }
    let (sprites, flat, _, _) = try Self.drawBoth(scene, frames: 30, expectLive: 1)
    let colours = Set(Self.pixels(flat).filter { $0.w > 0 })
    #expect(colours.count == 1, "the flat quad has \(colours.count) colours")
    let tint = try #require(colours.first)
    // 0.9 alpha, premultiplied; the colour's 8-bit rounding is the driver's.
    #expect(abs(Int(tint.w) - 230) <= 1 && abs(Int(tint.x) - 207) <= 1)
    // The rectangle contents are white inside, so the sprite shows the tint away from its edges.
    // Two pixels in from the edges, where the contents' filtering reaches past the rectangle.
    let flatCovered = Self.coverage(flat)
    let inside = Self.interior(of: flatCovered, width: flat.width, margin: 2)
    #expect(inside.count > 200)
    let spritePixels = Self.pixels(sprites)
    #expect(inside.allSatisfy { spritePixels[$0] == tint })
    // The same pixels, but for a rim the filtering may fade out.
    let spriteCovered = Self.coverage(sprites)
    let core = Set(Self.interior(of: flatCovered, width: flat.width, margin: 1))
    #expect(spriteCovered.indices.allSatisfy { !spriteCovered[$0] || flatCovered[$0] })
    #expect(core.allSatisfy { spriteCovered[$0] })
  }

  /// The sprite draw and then the flat redraw of the same quads, each on a transparent image.
  static func drawBoth(_ base: Scene, frames: Int, expectLive: Int? = nil) throws -> (
    sprites: RGBAImage, flat: RGBAImage, drawn: Int, live: Int
  ) {
    var scene = base
    scene.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0)
    return try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...frames { simulator.advance(to: Double(frame) / 60) }
      if let expectLive { #expect(simulator.liveCount == expectLive) }
      renderer.draw(simulator.frame)
      let sprites = renderer.readImage()
      renderer.target.clear(to: .zero)
      let drawn = renderer.inspection.redrawLastQuadsFlat()
      return (sprites, renderer.readImage(), drawn, simulator.liveCount)
    }
  }

  /// Every pixel, rows top down.
  static func pixels(_ image: RGBAImage) -> [SIMD4<UInt8>] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
  }

  static func coverage(_ image: RGBAImage) -> [Bool] { pixels(image).map { $0.w > 0 } }

  /// Covered pixels with every pixel within `margin` covered too: away from the quads' edges.
  static func interior(of covered: [Bool], width: Int, margin: Int) -> [Int] {
    let height = covered.count / width
    return covered.indices.filter { index in
      let (x, y) = (index % width, index / width)
      guard x >= margin, y >= margin, x < width - margin, y < height - margin else { return false }
      return (-margin...margin).allSatisfy { dy in
        (-margin...margin).allSatisfy { dx in covered[index + dy * width + dx] }
      }
    }
  }
}
