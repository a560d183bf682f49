import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import Foundation
import Testing

/// A layer's own `contents` (CALayer's image in its bounds), placed by `contentsGravity`: the
/// placement rule, the pixel-exact edges both CPU renderers draw at scale 1 and 2, aspect
/// gravities, masking, and a missing file's error.
@Suite("Layer contents and contentsGravity (CPU renderers)", .tags(.gl))
struct LayerContentsTests {
  /// Bounds 100 × 80 points; an image of 20 × 10 points.
  static let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
  static let image = Size(width: 20, height: 10)

  @Test(
    "each gravity places the image where CA does (vertical names on CA's +y-up axis)",
    arguments: [
      (ContentsGravity.center, 40.0, 35.0, 20.0, 10.0), (.top, 40, 70, 20, 10),
      (.bottom, 40, 0, 20, 10), (.left, 0, 35, 20, 10), (.right, 80, 35, 20, 10),
      (.topLeft, 0, 70, 20, 10), (.topRight, 80, 70, 20, 10), (.bottomLeft, 0, 0, 20, 10),
      (.bottomRight, 80, 0, 20, 10), (.resize, 0, 0, 100, 80),
      // Fit: 100 / 20 = 5 < 80 / 10 = 8, so × 5 (100 × 50), centred vertically.
      (.resizeAspect, 0, 15, 100, 50),
      // Fill: × 8 (160 × 80), centred horizontally, overflowing both sides by 30.
      (.resizeAspectFill, -30, 0, 160, 80),
    ])
  func placement(gravity: ContentsGravity, x: Double, y: Double, width: Double, height: Double) {
    #expect(
      gravity.placement(imageSize: Self.image, in: Self.bounds)
        == Rect(x: x, y: y, width: width, height: height))
  }

  @Test("the aspect gravities keep the image's aspect ratio for any bounds")
  func aspectKept() {
    for (w, h) in [(100.0, 80.0), (30.0, 200.0), (333.0, 7.0)] {
      let bounds = Rect(x: 5, y: 9, width: w, height: h)
      for gravity in [ContentsGravity.resizeAspect, .resizeAspectFill] {
        let rect = gravity.placement(imageSize: Self.image, in: bounds)
        #expect(abs(rect.size.width / rect.size.height - 2) < 1e-12, "\(gravity) in \(w)x\(h)")
        // Centred in the bounds.
        #expect(abs(rect.origin.x + rect.size.width / 2 - (5 + w / 2)) < 1e-9)
        #expect(abs(rect.origin.y + rect.size.height / 2 - (9 + h / 2)) < 1e-9)
      }
      let fit = ContentsGravity.resizeAspect.placement(imageSize: Self.image, in: bounds)
      #expect(fit.size.width <= w + 1e-9 && fit.size.height <= h + 1e-9)
      let fill = ContentsGravity.resizeAspectFill.placement(imageSize: Self.image, in: bounds)
      #expect(fill.size.width >= w - 1e-9 && fill.size.height >= h - 1e-9)
    }
  }

  /// A flat red PNG of `width × height` pixels in a fresh folder.
  static func redImage(width: Int = 20, height: Int = 10) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layer-contents-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("red.png").path
    try PNGFile.write(
      RGBAImage(width: width, height: height, fill: SIMD4(255, 0, 0, 255)), to: path)
    return path
  }

  /// A layer of bounds 100 × 80 at position (97, 105) (frame x 47..<147, y 65..<145) with no
  /// cells, showing `path` by `gravity`, over a black canvas.
  static func scene(
    path: String, gravity: ContentsGravity, contentsScale: Double = 1, masks: Bool = false
  ) -> Scene {
    var layer = EmitterLayer(name: "card")
    layer.bounds = bounds
    layer.position = Point(x: 97, y: 105)
    layer.contents = .image(path: path)
    layer.contentsGravity = gravity
    layer.contentsScale = contentsScale
    layer.masksToBounds = masks
    var scene = Scene()
    scene.size = Size(width: 200, height: 200)
    scene.backgroundColor = .black
    scene.layers = [layer]
    return scene
  }

  /// The reference rasteriser's and the native CPU renderer's images of `scene`.
  static func images(_ scene: Scene, scale: Double) throws -> (
    reference: RGBAImage, native: RGBAImage
  ) {
    let cpu = CPUSimulator(scene: scene)
    cpu.advance(to: 0.1)
    let snapshot = cpu.snapshot()
    let view = RenderView(scene: scene, scale: scale)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: scale)
    return (
      ReferenceRasterizer(scene: scene, view: view, atlas: atlas).render(snapshot),
      CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: 2).render(snapshot)
    )
  }

  /// The pixels (canvas, `scale` pixels per point) that are red, as one rectangle, and whether
  /// every other pixel is black: the image is flat, so its edges must be exact.
  static func expectRedRect(
    _ image: RGBAImage, equals rect: Rect, scale: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let x0 = Int((rect.origin.x * scale).rounded())
    let y0 = Int((rect.origin.y * scale).rounded())
    let x1 = Int(((rect.origin.x + rect.size.width) * scale).rounded())
    let y1 = Int(((rect.origin.y + rect.size.height) * scale).rounded())
    var wrong = 0
    var first: String?
    for y in 0..<image.height {
      for x in 0..<image.width {
        let inside = x >= x0 && x < x1 && y >= y0 && y < y1
        let expected: SIMD4<UInt8> = inside ? SIMD4(255, 0, 0, 255) : SIMD4(0, 0, 0, 255)
        if image[x, y] != expected {
          wrong += 1
          if first == nil { first = "(\(x), \(y)) is \(image[x, y]), expected \(expected)" }
        }
      }
    }
    #expect(
      wrong == 0, "\(wrong) pixels differ; first \(first ?? "")", sourceLocation: sourceLocation)
  }

  @Test(
    "each gravity draws the flat image with pixel-exact edges, at scale 1 and 2, in both CPU renderers",
    arguments: ContentsGravity.allCases, [1.0, 2.0])
  func drawnEdges(gravity: ContentsGravity, scale: Double) throws {
    let path = try Self.redImage()
    let scene = Self.scene(path: path, gravity: gravity)
    var placed = gravity.placement(imageSize: Self.image, in: Self.bounds)
    placed.origin.x += 47
    placed.origin.y += 65
    let (reference, native) = try Self.images(scene, scale: scale)
    Self.expectRedRect(reference, equals: placed, scale: scale)
    Self.expectRedRect(native, equals: placed, scale: scale)
  }

  @Test("contentsScale sets an unscaled image's size in points: 40 × 20 pixels at 2 is 20 × 10")
  func contentsScaleSetsPointSize() throws {
    let path = try Self.redImage(width: 40, height: 20)
    let scene = Self.scene(path: path, gravity: .center, contentsScale: 2)
    let (reference, native) = try Self.images(scene, scale: 2)
    let placed = Rect(x: 47 + 40, y: 65 + 35, width: 20, height: 10)
    Self.expectRedRect(reference, equals: placed, scale: 2)
    Self.expectRedRect(native, equals: placed, scale: 2)
  }

  @Test("resizeAspectFill overflows the bounds unless the layer masks, as in CA")
  func fillClippedOnlyWhenMasked() throws {
    let path = try Self.redImage()
    let open = try Self.images(Self.scene(path: path, gravity: .resizeAspectFill), scale: 1)
    Self.expectRedRect(open.reference, equals: Rect(x: 17, y: 65, width: 160, height: 80), scale: 1)
    Self.expectRedRect(open.native, equals: Rect(x: 17, y: 65, width: 160, height: 80), scale: 1)
    let masked = try Self.images(
      Self.scene(path: path, gravity: .resizeAspectFill, masks: true), scale: 1)
    Self.expectRedRect(
      masked.reference, equals: Rect(x: 47, y: 65, width: 100, height: 80), scale: 1)
    Self.expectRedRect(masked.native, equals: Rect(x: 47, y: 65, width: 100, height: 80), scale: 1)
  }

  @Test("contents sit over the background and under the particles")
  func drawingOrder() throws {
    let path = try Self.redImage()
    var scene = Self.scene(path: path, gravity: .resize)
    scene.layers[0].backgroundColor = Color(red: 0, green: 0, blue: 1)
    var cell = EmitterCell(name: "dot")
    cell.birthRate = 1
    cell.lifetime = 10
    cell.velocity = 0
    cell.color = Color(red: 0, green: 1, blue: 0)
    cell.contents = .shape(.square, size: Size(width: 10, height: 10))
    scene.layers[0].emitterCells = [cell]
    scene.layers[0].emitterPosition = Point(x: 50, y: 40)
    let (reference, native) = try Self.images(scene, scale: 1)
    for image in [reference, native] {
      // The particle at the bounds' centre (97, 105) is green over the red contents, which
      // cover the blue background everywhere in the bounds.
      #expect(image[97, 105] == SIMD4(0, 255, 0, 255))
      #expect(image[50, 70] == SIMD4(255, 0, 0, 255))
      #expect(image[20, 20] == SIMD4(0, 0, 0, 255))
    }
  }

  @Test("a missing image names the layer's key path and the file")
  func missingImage() throws {
    let scene = Self.scene(path: "/nonexistent/sky.png", gravity: .resize)
    do {
      _ = try ContentsAtlas(scene: scene, pixelScale: 1)
      Issue.record("a missing image must throw")
    } catch {
      #expect(error.description.contains("layers[0].contents"), "\(error)")
      #expect(error.description.contains("/nonexistent/sky.png"), "\(error)")
    }
  }
}
