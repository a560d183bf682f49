import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The GL renderer's image against the CPU reference rasteriser's, scene by scene: every render
/// mode, both particle types, every contents kind, the filters. Both draw the same particles (the
/// GPU simulator equals the CPU reference bit for bit on llvmpipe), so differences are the
/// renderers' own: llvmpipe's fixed-point filtering and blending against the reference's float
/// arithmetic rounded per blend. Each scene also has to cover some of the canvas, so a renderer
/// that draws nothing cannot pass by agreeing with another that draws nothing.
///
/// Tolerance: `ImageComparison.Tolerance.render` (RenderFixtures.swift), with its reasons.
@Suite("GPU images match the CPU reference", .serialized, .tags(.gl))
struct GPUImageMatchesReferenceTests {
  /// Big, opaque, overlapping, differently coloured squares: any difference in order shows.
  static func crowded(_ mode: RenderMode, layer configure: (inout EmitterLayer) -> Void = { _ in })
    -> Scene
  {
    RenderFixtures.scene { layer in
      layer.renderMode = mode
      layer.emitterShape = .cuboid
      layer.emitterSize = Size(width: 60, height: 60)
      layer.emitterDepth = 200
      configure(&layer)
    } cell: { cell in
      cell.birthRate = 30
      cell.lifetime = 3
      cell.velocity = 30
      cell.color = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
      cell.redRange = 0.5
      cell.greenRange = 0.5
      cell.blueRange = 0.5
      cell.alphaSpeed = 0
      cell.contents = .shape(.square, size: Size(width: 26, height: 26))
    }
  }

  @Test("every render mode draws what the reference draws", arguments: RenderMode.allCases)
  func renderModes(_ mode: RenderMode) throws {
    let scene = Self.crowded(mode)
    let (gpu, cpu) = try RenderFixtures.images(scene)
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.1)
    expectImagesMatch(gpu, cpu, "mode-\(mode)")
  }

  @Test("the order of a sorted mode changes the image (the check above can see order)")
  func orderMatters() throws {
    let first = try RenderFixtures.referenceImage(Self.crowded(.oldestFirst))
    let last = try RenderFixtures.referenceImage(Self.crowded(.oldestLast))
    #expect(!ImageComparison(actual: first, expected: last).passed)
  }

  @Test("plane particles: tilted, spinning about their normals, foreshortened in perspective")
  func planes() throws {
    let scene = RenderFixtures.scene { _ in
    } cell: { cell in
      cell.particleType = .plane
      cell.orientationRange = .pi
      cell.spin = 4
      cell.contents = .shape(.rectangle, size: Size(width: 24, height: 12))
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.02)
    expectImagesMatch(gpu, cpu, "planes")
  }

  @Test("a layer that preserves depth moves particles by their z in perspective")
  func preservesDepth() throws {
    let scene = Self.crowded(.backToFront) { layer in
      layer.preservesDepth = true
      layer.emitterCells[0].particleType = .plane
      layer.emitterCells[0].orientationRange = .pi / 3
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    expectImagesMatch(gpu, cpu, "preserves-depth")
  }

  @Test("every built-in shape", arguments: ContentsShape.allCases)
  func shapes(_ shape: ContentsShape) throws {
    let scene = RenderFixtures.scene { _ in
    } cell: { cell in
      cell.contents = .shape(shape, size: Size(width: 16, height: shape == .rectangle ? 7 : 16))
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    expectImagesMatch(gpu, cpu, "shape-\(shape)")
  }

  @Test("PNG contents with a contentsRect and a contentsScale")
  func imageContents() throws {
    let path = try TestImages.gradient()
    let scene = RenderFixtures.scene { _ in
    } cell: { cell in
      cell.contents = .image(path: path)
      cell.contentsRect = Rect(x: 0.25, y: 0, width: 0.5, height: 1)
      cell.contentsScale = 0.5
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    expectImagesMatch(gpu, cpu, "image-contents")
  }

  @Test(
    "minification and magnification filters, and the minification bias",
    arguments: [
      (ContentsFilter.nearest, ContentsFilter.nearest, 0.0), (.trilinear, .linear, 0),
      (.linear, .nearest, 0),
      (.trilinear, .trilinear, 1.5),
    ])
  func filters(_ minification: ContentsFilter, _ magnification: ContentsFilter, bias: Double) throws
  {
    let path = try TestImages.gradient()
    let scene = RenderFixtures.filterScene(
      image: path, minification: minification, magnification: magnification, bias: bias)
    let (gpu, cpu) = try RenderFixtures.images(scene)
    // Trilinear needs no looser bound: the reference derives the level of detail per 2 × 2 pixel
    // block from the same coarse differences llvmpipe uses (QuadMapping.levelOfDetail).
    expectImagesMatch(gpu, cpu, "filter-\(minification)-\(magnification)-bias-\(bias)")
  }

  @Test("emoji and path contents")
  func emojiAndPath() throws {
    for (name, contents) in [
      ("emoji", Contents.emoji("🎉", size: 20)), ("path", .path("M0 0 L12 0 Q14 8 6 14 Z")),
    ] {
      let scene = RenderFixtures.scene { _ in
      } cell: {
        $0.contents = contents
      }
      let (gpu, cpu) = try RenderFixtures.images(scene)
      #expect(
        coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.02,
        "\(name)")
      expectImagesMatch(gpu, cpu, "contents-\(name)")
    }
  }

  @Test("drawing behaviours: colour and scale over life, alignment to motion")
  func drawingBehaviors() throws {
    let scene = RenderFixtures.scene { layer in
      var colors = EmitterBehavior(type: .colorOverLife, name: "fade")
      colors.colors = [
        Color(red: 1, green: 1, blue: 0.2), Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.4),
      ]
      var grow = EmitterBehavior(type: .valueOverLife, name: "grow")
      grow.keyPath = .scale
      grow.values = [0.5, 1.6]
      layer.emitterBehaviors = [colors, grow, EmitterBehavior(type: .alignToMotion, name: "align")]
    } cell: { cell in
      cell.yAcceleration = 40
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.02)
    expectImagesMatch(gpu, cpu, "drawing-behaviors")
  }

  /// Rate curves (valueOverLife on spin and scaleSpeed): the GPU's closed form (appearance.glsl's
  /// curve integral) draws what the reference's (`OverLifeCurve.integral`) does.
  @Test("rate curves: spin and scaleSpeed over life")
  func rateCurves() throws {
    let scene = RenderFixtures.scene { layer in
      var spin = EmitterBehavior(type: .valueOverLife, name: "twirl")
      spin.keyPath = .spin
      spin.values = [8, -3, 0]
      spin.locations = [0.1, 0.5, 0.9]
      var grow = EmitterBehavior(type: .valueOverLife, name: "grow")
      grow.keyPath = .scaleSpeed
      grow.values = [1.5, -0.5]
      grow.additive = true
      layer.emitterBehaviors = [spin, grow]
    } cell: { cell in
      cell.contents = .shape(.rectangle, size: Size(width: 24, height: 8))
      cell.yAcceleration = 40
    }
    let (gpu, cpu) = try RenderFixtures.images(scene)
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.02)
    expectImagesMatch(gpu, cpu, "rate-curves")
  }

  /// Past the 80 cells a uniform block held: 200 cells, with 20 distinct contents rasters and
  /// their own colours, drawn from storage blocks sized by the scene.
  @Test("200 cells draw what the reference draws")
  func twoHundredCells() throws {
    let scene = RenderFixtures.scene { layer in
      layer.emitterCells = (0..<200).map { i in
        var cell = layer.emitterCells[0]
        cell.name = "c\(i)"
        cell.birthRate = 1
        cell.emissionLongitude = Double(i) * 0.0314
        cell.emissionRange = 0.1
        cell.color = Color(red: Double(i % 10) / 10, green: Double(i % 7) / 7, blue: 0.6, alpha: 0.9)
        let side = 3 + Double(i % 20)
        cell.contents = .shape(i % 2 == 0 ? .circle : .triangle, size: Size(width: side, height: side))
        return cell
      }
    }
    #expect(scene.layers[0].emitterCells.count == 200)
    let (gpu, cpu) = try RenderFixtures.images(scene, frames: 45)
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.02)
    expectImagesMatch(gpu, cpu, "two-hundred-cells")
  }

  @Test("layers in order, layer opacity, and a cell without contents that emits one with contents")
  func layersOpacityAndInvisibleParents() throws {
    var scene = Self.crowded(.unordered) { $0.opacity = 0.5 }
    var rocket = EmitterCell(name: "rocket")
    rocket.birthRate = 2
    rocket.lifetime = 1
    rocket.velocity = 60
    rocket.emissionRange = .pi
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 40
    spark.lifetime = 0.6
    spark.velocity = 20
    spark.emissionRange = .pi
    spark.contents = .shape(.circle, size: Size(width: 6, height: 6))
    rocket.emitterCells = [spark]
    var sparks = EmitterLayer(name: "sparks")
    sparks.renderMode = .additive
    sparks.emitterPosition = Point(x: 100, y: 100)
    sparks.emitterCells = [rocket]
    scene.layers.append(sparks)
    let (gpu, cpu) = try RenderFixtures.images(scene)
    expectImagesMatch(gpu, cpu, "layers-opacity")
  }
}

/// PNG files the tests draw from, written once per process into a temporary folder.
enum TestImages {
  /// A 24 × 16 image: a colour gradient with an alpha ramp and a hard opaque stripe.
  static func gradient() throws -> String { try writtenGradient.get() }

  /// Written once (a static's initialiser runs once, whichever thread gets there first):
  /// parallel tests calling `gradient()` used to race on the same file and one could fail.
  private static let writtenGradient = Result { try writeGradient() }

  private static func writeGradient() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-render-tests-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("gradient.png").path
    guard !FileManager.default.fileExists(atPath: path) else { return path }
    var straight = [UInt8]()
    for y in 0..<16 {
      for x in 0..<24 {
        let stripe = x % 8 < 2
        straight += [
          UInt8(x * 10), UInt8(255 - y * 12), stripe ? 255 : 60, stripe ? 255 : UInt8(80 + y * 10),
        ]
      }
    }
    try PNGFile.write(RGBAImage.premultiplying(straight: straight, width: 24, height: 16), to: path)
    return path
  }
}
