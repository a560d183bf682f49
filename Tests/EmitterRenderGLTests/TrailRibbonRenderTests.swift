import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Testing

/// Trail ribbons drawn by the GL renderer (draw/ribbon.vert) against the CPU reference
/// rasteriser (`TrailRibbon`), under `ImageComparison.Tolerance.render`, and a straight ribbon
/// against its closed form: a band exactly `trailWidth` wide.
@Suite("trail ribbons: GL matches the reference", .serialized, .tags(.gl))
struct TrailRibbonRenderTests {
  /// Particles curving under gravity with tapering, fading ribbons under them.
  static func trails(_ mode: RenderMode) -> Scene {
    RenderFixtures.scene { layer in
      layer.renderMode = mode
    } cell: { cell in
      cell.birthRate = 12
      cell.velocity = 90
      cell.yAcceleration = 80
      cell.trailLength = 0.7
      cell.trailPoints = 14
      cell.trailWidth = 7
      cell.trailEndWidth = 1
      cell.trailColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
      cell.trailEndColor = Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.1)
    }
  }

  @Test("ribbons under the particles, every render mode: GL draws what the reference draws", arguments: RenderMode.allCases)
  func renderModes(_ mode: RenderMode) throws {
    let scene = Self.trails(mode)
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let withoutTrails = try RenderFixtures.referenceImage(
      RenderFixtures.scene { $0.renderMode = mode } cell: { $0.birthRate = 12; $0.velocity = 90; $0.yAcceleration = 80 })
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.03)
    #expect(!ImageComparison(actual: cpu, expected: withoutTrails).passed)
    expectImagesMatch(gpu, cpu, "trails-\(mode)")
  }

  @Test("a trail its animation gives (the model's trailLength is 0): GL draws its ribbons too")
  func animatedTrail() throws {
    var scene = Self.trails(.unordered)
    scene.layers[0].emitterCells[0].trailLength = 0
    var grow = PropertyAnimation.basic(
      "emitterCells.cell.trailLength", from: 0.0, to: 0.7, duration: 0.5)
    grow.timing.fillMode = .forwards
    grow.isRemovedOnCompletion = false
    scene.layers[0].animations = [grow]
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let withoutTrails = try RenderFixtures.referenceImage(
      RenderFixtures.scene { _ in } cell: { $0.birthRate = 12; $0.velocity = 90; $0.yAcceleration = 80 })
    #expect(!ImageComparison(actual: cpu, expected: withoutTrails).passed)
    expectImagesMatch(gpu, cpu, "trails-animated")
  }

  /// One opaque white ribbon 10 pt wide moving along y = 100.3 at 60 pt/s, no contents.
  static let straight: Scene = {
    var scene = RenderFixtures.scene { layer in
      layer.emitterPosition = Point(x: 20, y: 100.3)
    } cell: { cell in
      cell.birthRate = 1
      cell.lifetime = 10
      cell.velocity = 60
      cell.velocityRange = 0
      cell.emissionRange = 0
      cell.spin = 0
      cell.spinRange = 0
      cell.scaleRange = 0
      cell.color = .white
      cell.redRange = 0
      cell.greenRange = 0
      cell.blueRange = 0
      cell.alphaSpeed = 0
      cell.contents = nil
      cell.trailLength = 0.8
      cell.trailPoints = 8
      cell.trailWidth = 10
      cell.trailEndWidth = 10
      cell.trailColor = .white
      cell.trailEndColor = .white
    }
    scene.backgroundColor = Color(red: 0, green: 0, blue: 0)
    return scene
  }()

  @Test("a straight-moving particle's ribbon is a band exactly trailWidth wide, in both renderers")
  func straightBand() throws {
    // After 2 s the first particle's head is at x = 140 and its ribbon reaches back 0.8 s (to
    // x = 92 at the oldest sample); column 110 crosses it. Rows whose centres lie within 5 pt of
    // y = 100.3 are rows 95 ... 104: ten rows, white; every other row is background.
    let (gpu, cpu) = try RenderFixtures.images(Self.straight, frames: 120)
    for (name, image) in [("GL", gpu), ("reference", cpu)] {
      var white: [Int] = []
      for y in 0..<image.height {
        let pixel = image[110, y]
        if pixel == SIMD4(255, 255, 255, 255) {
          white.append(y)
        } else {
          #expect(pixel == SIMD4(0, 0, 0, 255), "\(name): row \(y) is \(pixel)")
        }
      }
      #expect(white == Array(95...104), "\(name)")
    }
  }
}
