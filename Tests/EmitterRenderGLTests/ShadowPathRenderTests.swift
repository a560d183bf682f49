import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A layer's `shadowPath` drawn: the shadow is the path's filled area blurred, offset and tinted,
/// not what the layer draws. The reference's profile against the analytic blur (a rectangle's
/// is Φ products; a disc's a one-dimensional integral of them), the empty path casting none, and
/// the GL compositor and the native CPU renderer against the reference under `Tolerance.render`.
@Suite("Shadow paths: the shadow is cast from the path", .serialized, .tags(.gl))
struct ShadowPathRenderTests {
  static let phi = LayerCompositionTests.phi

  /// `LayerCompositionTests.shadowScene` (a 40 pt white square at (97, 105), a white shadow
  /// moved 30 pt right) with `path` as its shadow path and a blur of `radius` (σ = radius / 2).
  static func scene(path: String, radius: Double = 16) -> Scene {
    var scene = LayerCompositionTests.shadowScene()
    scene.layers[0].shadowPath = path
    scene.layers[0].shadowRadius = radius
    return scene
  }

  /// A disc of radius `r` about (cx, cy): four cubic quarters (k = 0.5523, off the true circle
  /// by 0.03 % of r).
  static func circle(cx: Double, cy: Double, r: Double) -> String {
    let k = 0.552_284_75 * r
    return "M \(cx + r) \(cy) C \(cx + r) \(cy + k) \(cx + k) \(cy + r) \(cx) \(cy + r)"
      + " C \(cx - k) \(cy + r) \(cx - r) \(cy + k) \(cx - r) \(cy)"
      + " C \(cx - r) \(cy - k) \(cx - k) \(cy - r) \(cx) \(cy - r)"
      + " C \(cx + k) \(cy - r) \(cx + r) \(cy - k) \(cx + r) \(cy) Z"
  }

  /// Whether (x, y) is on or next to the layer's own square (77...117 × 85...125), which covers
  /// its shadow.
  static func onSquare(_ x: Int, _ y: Int) -> Bool {
    (76...117).contains(x) && (84...125).contains(y)
  }

  @Test("a rectangle path's shadow is the analytic blur of that rectangle, not of the drawing")
  func rectanglePath() throws {
    // 60 × 30 pt below the square; moved 30 right it spans x 70...130, y 150...180.
    let image = try RenderFixtures.referenceImage(Self.scene(path: "M40 150 H100 V180 H40 Z"))
    Self.expectRectangleShadow(image)
  }

  /// Every pixel off the square against Φ products for the rectangle 70...130 × 150...180
  /// blurred with σ = 8: 8-bit rounding (0.002), the kernel cut at ⌈3σ⌉ and renormalised (0.27 %
  /// of its weight: up to about 0.003) and its sampling (under 0.001) stay under 0.01 (measured
  /// 0.005 on llvmpipe and in the reference).
  static func expectRectangleShadow(
    _ image: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let sigma = 8.0
    var worst = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width where !onSquare(x, y) {
        let (cx, cy) = (Double(x) + 0.5, Double(y) + 0.5)
        let expected =
          (phi((cx - 70) / sigma) - phi((cx - 130) / sigma))
          * (phi((cy - 150) / sigma) - phi((cy - 180) / sigma))
        worst = max(worst, abs(Double(image[x, y].w) / 255 - expected))
      }
    }
    #expect(worst < 0.01, "worst difference \(worst)", sourceLocation: sourceLocation)
    // Where the square's own shadow would be (right of it), there is none.
    #expect(image[140, 105].w == 0, sourceLocation: sourceLocation)
    // The square itself is drawn as before, over the shadow.
    #expect(image[97, 105] == SIMD4(255, 255, 255, 255), sourceLocation: sourceLocation)
  }

  /// The blur (σ) of the disc of radius `r` about `centre` at `point`: the integral over the
  /// disc's rows of the row's Gaussian weight times its chord's Φ difference, by the midpoint
  /// rule in 1/20 px steps (error far below 8-bit steps).
  static func blurredDisc(
    at point: SIMD2<Double>, centre: SIMD2<Double>, r: Double, sigma: Double
  ) -> Double {
    let steps = Int(2 * r * 20)
    let dy = 2 * r / Double(steps)
    var sum = 0.0
    for i in 0..<steps {
      let y = centre.y - r + (Double(i) + 0.5) * dy
      let half = (r * r - (y - centre.y) * (y - centre.y)).squareRoot()
      let across =
        phi((point.x - centre.x + half) / sigma) - phi((point.x - centre.x - half) / sigma)
      let weight = exp(-(point.y - y) * (point.y - y) / (2 * sigma * sigma))
      sum += across * weight * dy
    }
    return sum / (sigma * (2 * Double.pi).squareRoot())
  }

  @Test("a circle path on a square layer casts a round shadow: the analytic blur of the disc")
  func circlePath() throws {
    // A disc of radius 20 pt below the square, σ = 4 px; its shadow is centred at (127, 165).
    let image = try RenderFixtures.referenceImage(
      Self.scene(path: Self.circle(cx: 97, cy: 165, r: 20), radius: 8))
    Self.expectDiscShadow(image)
  }

  /// Every pixel within 40 px of the shadow's centre against the blurred disc: 8-bit rounding
  /// (0.002), the kernel's cut at ⌈3σ⌉ (about 0.003), the cubic circle's 0.006 px and the
  /// raster's anti-aliased edge (area coverage, read at pixel centres) stay under 0.01
  /// (measured 0.004).
  static func expectDiscShadow(
    _ image: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let centre = SIMD2(127.0, 165.0)
    var worst = 0.0
    for y in 125..<min(205, image.height) {
      for x in 87..<min(167, image.width) where !onSquare(x, y) {
        let point = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
        let expected = blurredDisc(at: point, centre: centre, r: 20, sigma: 4)
        worst = max(worst, abs(Double(image[x, y].w) / 255 - expected))
      }
    }
    #expect(worst < 0.01, "worst difference \(worst)", sourceLocation: sourceLocation)
    // Round, not square: where a 40 pt square's shadow has its corner (20.5 px out along x and
    // y: about 0.23), the disc's (9 px past its rim) is nearly clear.
    #expect(image[127 + 20, 165 + 20].w < 10, sourceLocation: sourceLocation)
    #expect(image[127, 165].w > 250, sourceLocation: sourceLocation)
  }

  @Test("the empty path casts no shadow: the image of a layer without one, byte for byte")
  func emptyPath() throws {
    // Both composed (a canvas-sized layer that masks to its bounds clips nothing).
    var emptyPath = Self.scene(path: "")
    emptyPath.layers[0].masksToBounds = true
    var unshadowed = LayerCompositionTests.shadowScene(masks: true)
    unshadowed.layers[0].shadowOpacity = 0
    let empty = try RenderFixtures.referenceImage(emptyPath)
    #expect(empty == (try RenderFixtures.referenceImage(unshadowed)))
    #expect(empty[97, 105] == SIMD4(255, 255, 255, 255))
  }

  @Test(
    "GL: a rectangle and a circle path, at scale 1 and 2, match the reference",
    arguments: [1.0, 2.0])
  func gpuMatchesReference(scale: Double) throws {
    let rectangle = Self.scene(path: "M40 150 H100 V180 H40 Z")
    let (gpu, cpu) = try RenderFixtures.images(rectangle, scale: scale)
    if scale == 1 { Self.expectRectangleShadow(gpu) }
    expectImagesMatch(gpu, cpu, "shadow-path-rectangle-\(Int(scale))")
    let circle = Self.scene(path: Self.circle(cx: 97, cy: 165, r: 20), radius: 8)
    let (gpuCircle, cpuCircle) = try RenderFixtures.images(circle, scale: scale)
    if scale == 1 { Self.expectDiscShadow(gpuCircle) }
    expectImagesMatch(gpuCircle, cpuCircle, "shadow-path-circle-\(Int(scale))")
  }

  /// A turned, scaled card with a star-shaped shadow path (non-zero fill: the inner pentagon
  /// filled too) reaching outside its bounds, and, with `cells` false, no particles (a still
  /// layer the renderers keep).
  static func card(cells: Bool) -> Scene {
    var scene = GPUImageMatchesReferenceTests.crowded(.oldestFirst) { layer in
      layer.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
      layer.position = Point(x: 95, y: 100)
      layer.emitterPosition = Point(x: 50, y: 40)
      layer.transform = Transform3D.rotation(0.3, 0, 0, 1).concatenating(.scale(1.1, 0.9, 1))
      layer.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.6, alpha: 0.9)
      layer.cornerRadius = 12
      layer.shadowOpacity = 0.8
      layer.shadowColor = Color(red: 0.9, green: 0.2, blue: 0.1)
      layer.shadowRadius = 6
      layer.shadowOffset = Size(width: 8, height: 14)
      layer.shadowPath = "M50 -20 L75 100 L-10 25 L110 25 L25 100 Z"
    }
    if !cells { scene.layers[0].emitterCells = [] }
    return scene
  }

  @Test("GL: a turned card's star path (non-zero fill, past its bounds), with and without cells")
  func gpuTurnedCard() throws {
    for cells in [true, false] {
      let scene = Self.card(cells: cells)
      let (gpu, cpu) = try RenderFixtures.images(scene)
      // The star's shadow shows outside the card (below its bottom point's tip) and its
      // centre (the inner pentagon, filled under non-zero winding) is covered by the card.
      #expect(cpu[3, 3] == ReferenceRasterizer.backgroundPixel(scene))
      expectImagesMatch(gpu, cpu, "shadow-path-card-\(cells ? "cells" : "still")")
    }
  }

  @Test("the native CPU renderer draws the reference's shadow paths, with and without cells")
  func cpuRendererMatchesReference() throws {
    for (name, scene) in [
      ("circle", Self.scene(path: Self.circle(cx: 97, cy: 165, r: 20), radius: 8)),
      ("card", Self.card(cells: true)), ("still", Self.card(cells: false)),
    ] {
      let (fast, reference, background) = try CPURendererMatchesReferenceTests.images(scene)
      #expect(coveredFraction(reference, background: background) > 0.01)
      expectImagesMatch(fast, reference, "cpu-renderer-shadow-path-\(name)")
    }
  }

  @Test("the path's raster covers its box and stays within the raster budget for a large path")
  func rasterPlacement() throws {
    let small = try #require(
      try ShadowPathRaster(path: "M10 20 H50 V30 H10 Z", pixelScale: 2, keyPath: "shadowPath"))
    // 40 × 10 pt at 2 px/pt with 2 px of margin each side: 84 × 24 px over 42 × 12 pt.
    #expect(small.image.width == 84 && small.image.height == 24)
    #expect(small.rect == Rect(x: 9, y: 19, width: 42, height: 12))
    let large = try #require(
      try ShadowPathRaster(path: "M0 0 H4000 V1000 H0 Z", pixelScale: 3, keyPath: "shadowPath"))
    #expect(max(large.image.width, large.image.height) <= Int(ContentsBudget.maximumRasterSide) + 5)
    #expect(try ShadowPathRaster(path: "", pixelScale: 1, keyPath: "shadowPath") == nil)
  }
}
