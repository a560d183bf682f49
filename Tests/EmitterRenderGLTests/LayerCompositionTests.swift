import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import Foundation
import Testing

/// The CPU side of a layer's appearance (`LayerComposition`): the rounded-rectangle coverage,
/// the shadow's Gaussian against the analytic one, clips exactly at the bounds and at rounded
/// corners, and the shadow profile of a rendered layer against the analytic blur of a box.
@Suite("Layer composition: coverage, clip and shadow (CPU reference)", .tags(.gl))
struct LayerCompositionTests {
  /// Φ, the standard normal distribution function.
  static func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

  @Test("a rectangle's coverage is 1 on the pixels inside its edges and 0 just outside")
  func straightEdges() {
    let rect = RoundedRect(origin: SIMD2(10, 20), size: SIMD2(50, 40), radius: 0)
    for y in [20, 40, 59] {
      #expect(rect.coverage(x: 9, y: y) == 0)
      #expect(rect.coverage(x: 10, y: y) == 1)
      #expect(rect.coverage(x: 59, y: y) == 1)
      #expect(rect.coverage(x: 60, y: y) == 0)
    }
    for x in [10, 30, 59] {
      #expect(rect.coverage(x: x, y: 19) == 0)
      #expect(rect.coverage(x: x, y: 20) == 1)
      #expect(rect.coverage(x: x, y: 59) == 1)
      #expect(rect.coverage(x: x, y: 60) == 0)
    }
  }

  @Test("a rounded corner covers by the pixel centre's distance to the arc")
  func roundedCorner() {
    let rect = RoundedRect(origin: SIMD2(10, 20), size: SIMD2(50, 40), radius: 10)
    // The top-left arc's centre is (20, 30).
    for y in 20..<30 {
      for x in 10..<20 {
        let d =
          ((Float(x) + 0.5 - 20) * (Float(x) + 0.5 - 20)
          + (Float(y) + 0.5 - 30) * (Float(y) + 0.5 - 30)).squareRoot() - 10
        let expected = min(max(0.5 - d, 0), 1)
        #expect(abs(rect.coverage(x: x, y: y) - expected) < 1e-5, "(\(x), \(y))")
      }
    }
    #expect(rect.coverage(x: 10, y: 20) == 0)
    #expect(rect.coverage(x: 13, y: 23) == 1)
    // Along the straight part of the edge the corner changes nothing.
    #expect(rect.coverage(x: 10, y: 30) == 1 && rect.coverage(x: 9, y: 30) == 0)
    // A radius over half the shorter side draws a capsule.
    #expect(RoundedRect(origin: .zero, size: SIMD2(50, 40), radius: 99).radius == 20)
  }

  @Test("the kernel sums to 1, reaches 3σ, and is the identity without a radius")
  func kernel() {
    let kernel = GaussianKernel(sigma: 4)
    #expect(kernel.halfWidth == 12)
    #expect(abs(kernel.weights[0] + 2 * kernel.weights.dropFirst().reduce(0, +) - 1) < 1e-6)
    #expect(GaussianKernel(sigma: 0).weights == [1])
    let plane: [Float] = [0, 0, 1, 0, 0]
    #expect(GaussianKernel(sigma: 0).blur(plane, width: 5, height: 1) == plane)
  }

  @Test(
    "a blurred box follows the analytic Gaussian blur of a box (σ = 3, 6, 10 px)",
    arguments: [3.0, 6.0, 10.0])
  func blurredBoxIsAnalytic(sigma: Double) {
    let width = 200
    let (a, b) = (70, 130)
    // A band of columns, tall enough that the middle row's vertical pass sees the whole kernel
    // inside the plane (there the vertical blur changes nothing).
    let kernel = GaussianKernel(sigma: Float(sigma))
    let height = 2 * kernel.halfWidth + 1
    let plane = (0..<(width * height)).map { i in Float(i % width >= a && i % width < b ? 1 : 0) }
    let blurred = Array(
      kernel.blur(plane, width: width, height: height)[(kernel.halfWidth * width)...].prefix(width))
    for x in 0..<width {
      let centre = Double(x) + 0.5
      let expected = Self.phi((centre - Double(a)) / sigma) - Self.phi((centre - Double(b)) / sigma)
      // The kernel stops at n = ⌈3σ⌉ taps: the analytic tail it cuts is at most Φ(−(n − 1)/σ)
      // at a pixel centre (0.0019 at σ = 10); sampling and normalising add under 5e-4.
      let truncation = Self.phi(-(Double(kernel.halfWidth) - 1) / sigma)
      #expect(abs(Double(blurred[x]) - expected) < truncation + 5e-4, "x = \(x)")
    }
  }

  @Test("masksToBounds clips a layer exactly at its bounds and rounded corners")
  func maskClipsAtBounds() throws {
    var layer = EmitterLayer()
    layer.masksToBounds = true
    layer.cornerRadius = 8
    let view = RenderView(size: SIMD2(100, 80), scale: 1)
    let composition = try #require(
      LayerComposition(
        layer: layer, view: view, bounds: Rect(x: 0, y: 0, width: 50, height: 40),
        canvasFromLayer: .translation(10, 20, 0)))
    let opaque = RGBAImage(width: 100, height: 80, fill: SIMD4(200, 40, 20, 255))
    var canvas = RGBAImage(width: 100, height: 80, fill: SIMD4(0, 0, 0, 255))
    composition.composite(opaque, opacity: 1, onto: &canvas)
    let black = SIMD4<UInt8>(0, 0, 0, 255)
    let red = SIMD4<UInt8>(200, 40, 20, 255)
    for y in [30, 40, 50] {
      #expect(canvas[9, y] == black && canvas[10, y] == red)
      #expect(canvas[59, y] == red && canvas[60, y] == black)
    }
    for x in [20, 35, 50] {
      #expect(canvas[x, 19] == black && canvas[x, 20] == red)
      #expect(canvas[x, 59] == red && canvas[x, 60] == black)
    }
    // The corners: outside the arc untouched, inside it the layer, on it a blend.
    #expect(canvas[10, 20] == black && canvas[59, 59] == black)
    #expect(canvas[13, 23] == red && canvas[56, 56] == red)
    let arc = canvas[12, 22]
    #expect(arc != black && arc != red)
  }

  @Test("a moved layer's mask clips its particles exactly at its frame, at scale 1 and 2",
    arguments: [1.0, 2.0])
  func movedMaskClipsAtFrame(scale: Double) throws {
    // Bounds 100 × 80 pt at position (97, 105): the frame spans x 47..<147, y 65..<145 points.
    let scene = GPUImageMatchesReferenceTests.crowded(.oldestFirst) { layer in
      layer.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
      layer.position = Point(x: 97, y: 105)
      layer.emitterPosition = Point(x: 50, y: 40)
      layer.emitterSize = Size(width: 300, height: 300)
      layer.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.1)
      layer.masksToBounds = true
    }
    let image = try RenderFixtures.referenceImage(scene, scale: scale)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    let s = Int(scale)
    for y in stride(from: 70 * s, to: 140 * s, by: 7) {
      #expect(image[47 * s - 1, y] == background && image[47 * s, y] != background, "y = \(y)")
      #expect(image[147 * s - 1, y] != background && image[147 * s, y] == background, "y = \(y)")
    }
    for x in stride(from: 52 * s, to: 142 * s, by: 7) {
      #expect(image[x, 65 * s - 1] == background && image[x, 65 * s] != background, "x = \(x)")
      #expect(image[x, 145 * s - 1] != background && image[x, 145 * s] == background, "x = \(x)")
    }
  }

  /// Opaque white squares 40 pt wide, standing at (97, 105) with no motion, in a layer with a
  /// white shadow of radius 16 pt (σ = 8 px) moved 30 pt right, over a clear canvas.
  static func shadowScene(masks: Bool = false) -> Scene {
    var scene = RenderFixtures.scene { layer in
      layer.emitterPosition = Point(x: 97, y: 105)
      layer.shadowOpacity = 1
      layer.shadowColor = .white
      layer.shadowRadius = 16
      layer.shadowOffset = Size(width: 30, height: 0)
      layer.masksToBounds = masks
    } cell: { cell in
      cell.birthRate = 2
      cell.lifetime = 100
      cell.velocity = 0
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
      cell.contents = .shape(.square, size: Size(width: 40, height: 40))
    }
    scene.backgroundColor = .clear
    return scene
  }

  /// The shadow's alpha right of the square along its middle row, against the analytic blur of
  /// the 40 × 40 box moved 30 px: Φ differences along x times those along y.
  static func expectShadowProfile(
    _ image: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let sigma = 8.0
    let (left, right, top, bottom) = (77.0 + 30, 117.0 + 30, 85.0, 125.0)
    let y = 105
    let across = phi((Double(y) + 0.5 - top) / sigma) - phi((Double(y) + 0.5 - bottom) / sigma)
    var worst = 0.0
    for x in 118..<image.width {
      let centre = Double(x) + 0.5
      let expected = (phi((centre - left) / sigma) - phi((centre - right) / sigma)) * across
      let actual = Double(image[x, y].w) / 255
      worst = max(worst, abs(actual - expected))
    }
    // 8-bit rounding (0.5/255) and the square's contents edge, which its linear filter may
    // soften by up to half a pixel: at the Gaussian's steepest (1 / (σ √(2π)) = 0.05 per pixel)
    // that moves the profile by up to 0.025.
    #expect(worst < 0.03, "worst difference \(worst)", sourceLocation: sourceLocation)
    // The shadow is there at all: at its middle it is nearly opaque.
    #expect(image[127, y].w > 230, sourceLocation: sourceLocation)
  }

  @Test(
    "a shadow's profile is the analytic Gaussian blur of the layer's alpha, moved by the offset")
  func shadowProfile() throws {
    let image = try RenderFixtures.referenceImage(Self.shadowScene())
    Self.expectShadowProfile(image)
    // Left of the square, beyond the blur's reach, there is no shadow.
    #expect(image[40, 105].w == 0)
  }

  @Test("a masking layer clips its shadow too (a canvas-sized layer: the shadow's right end)")
  func maskedShadow() throws {
    var scene = Self.shadowScene(masks: true)
    scene.layers[0].emitterPosition = Point(x: 150, y: 105)
    scene.layers[0].cornerRadius = 0
    let image = try RenderFixtures.referenceImage(scene)
    // The square spans 130...170 and its shadow 160...200 (+ blur): past the canvas's right edge
    // (195) nothing can show, and inside it the shadow still shows right of the square.
    #expect(image[180, 105].w > 100)
  }

  @Test("an unset appearance draws the same bytes as before the keys existed")
  func defaultLayerUnchanged() throws {
    var plain = Self.shadowScene()
    plain.layers[0].shadowOpacity = 0
    var explicit = plain
    // Values that change nothing visible but are not defaults: the composed path.
    explicit.layers[0].backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0)
    explicit.layers[0].borderWidth = 0
    #expect(!explicit.layers[0].drawsAppearance)
    #expect(try RenderFixtures.referenceImage(plain) == RenderFixtures.referenceImage(explicit))
  }
}
