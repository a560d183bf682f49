import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A layer's `mask` (`LayerMask`, `LayerMaskDrawing`): the mask's alpha multiplies what the
/// layer and its subtree draw, the mask placed by its own geometry in the masked layer. GL, the
/// native CPU renderer and the reference agree under the renderer tests' tolerance (`.render`),
/// and a circle mask leaves exactly the canvas outside it and exactly the unmasked picture well
/// inside it.
@Suite("Layer masks in the three renderers", .serialized, .tags(.gl))
struct LayerMaskRenderTests {
  /// The crowded spray of opaque squares, with a translucent background so that the unmasked
  /// layer is composited too (its pixels then go through the same image as the masked ones).
  static func sprayed(_ configure: (inout EmitterLayer) -> Void = { _ in }) -> Scene {
    GPUImageMatchesReferenceTests.crowded(.oldestFirst) { layer in
      layer.emitterSize = Size(width: 220, height: 220)
      layer.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.2, alpha: 0.5)
      configure(&layer)
    }
  }

  /// A circle of `diameter` points as mask contents, centred on the masked layer (the canvas).
  static func circleMask(diameter: Double) -> LayerMask {
    var mask = LayerMask()
    mask.contents = .shape(.circle, size: Size(width: diameter, height: diameter))
    mask.contentsGravity = .center
    return mask
  }

  static func expectThreeMatch(_ scene: Scene, _ name: String, scale: Double = 1) throws {
    let (gpu, reference, native) = try LayerGroupTests.images(scene, scale: scale)
    let background = ReferenceRasterizer.backgroundPixel(scene)
    #expect(reference[2, 2] == background, "\(name): a corner is masked out")
    expectImagesMatch(gpu, reference, name)
    expectImagesMatch(native, reference, name + "-native")
    writeForViewing(reference, name)
  }

  /// With `EMITTER_KEEP_RENDERS=1`, the reference image as a PNG to look at.
  static func writeForViewing(_ image: RGBAImage, _ name: String) {
    guard ProcessInfo.processInfo.environment["EMITTER_KEEP_RENDERS"] == "1" else { return }
    try? FileManager.default.createDirectory(
      at: RenderFixtures.artifacts, withIntermediateDirectories: true)
    try? PNGFile.write(
      image, to: RenderFixtures.artifacts.appendingPathComponent("\(name).png").path)
  }

  @Test("a circle mask: outside it the canvas, well inside it the unmasked picture, exactly")
  func circleClosedForm() throws {
    let diameter = 140.0
    let masked = Self.sprayed { $0.mask = Self.circleMask(diameter: diameter) }
    let unmasked = Self.sprayed()
    let image = try RenderFixtures.referenceImage(masked)
    let open = try RenderFixtures.referenceImage(unmasked)
    let background = ReferenceRasterizer.backgroundPixel(masked)
    let centre = SIMD2(RenderFixtures.canvas.width / 2, RenderFixtures.canvas.height / 2)
    // The circle raster's edge ramps over a pixel or two (at twice the density, then sampled):
    // 2 points clear of the radius either way is exact.
    var outside = 0
    var inside = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let d = (SIMD2(Double(x) + 0.5, Double(y) + 0.5) - centre)
        let r = (d * d).sum().squareRoot()
        if r > diameter / 2 + 2 {
          outside += 1
          #expect(image[x, y] == background, "outside at \(x), \(y)")
        } else if r < diameter / 2 - 2 {
          inside += 1
          #expect(image[x, y] == open[x, y], "inside at \(x), \(y)")
        }
      }
    }
    #expect(outside > 1000 && inside > 1000)
    // The unmasked picture differs from the canvas outside the circle: the mask did something.
    #expect(open[5, 100] != background)
    try Self.expectThreeMatch(masked, "mask-circle")
  }

  @Test("a rounded-rectangle mask (its background) over an emitter, at scale 1 and 2",
    arguments: [1.0, 2.0])
  func roundedRect(scale: Double) throws {
    let scene = Self.sprayed { layer in
      var mask = LayerMask()
      mask.bounds = Rect(x: 0, y: 0, width: 120, height: 90)
      mask.position = Point(x: 90, y: 110)
      mask.cornerRadius = 30
      mask.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
      layer.mask = mask
    }
    try Self.expectThreeMatch(scene, "mask-rounded-\(Int(scale))", scale: scale)
  }

  @Test("an image mask by gravity and contentsScale, translucent in parts, at opacity 0.8",
    arguments: [ContentsGravity.resizeAspect, .center, .topLeft])
  func imageMask(gravity: ContentsGravity) throws {
    let path = try Self.gradientImage()
    let scene = Self.sprayed { layer in
      var mask = LayerMask()
      mask.bounds = Rect(x: 0, y: 0, width: 150, height: 120)
      mask.contents = .image(path: path)
      mask.contentsGravity = gravity
      mask.contentsScale = 0.5
      mask.opacity = 0.8
      layer.mask = mask
    }
    try Self.expectThreeMatch(scene, "mask-image-\(gravity)")
  }

  @Test("a turned, scaled mask on a moved, turned layer with a shadow")
  func transformedMask() throws {
    let scene = Self.sprayed { layer in
      layer.bounds = Rect(x: 0, y: 0, width: 160, height: 150)
      layer.position = Point(x: 100, y: 105)
      layer.emitterPosition = Point(x: 80, y: 75)
      layer.transform = Transform3D.rotation(-0.3, 0, 0, 1)
      layer.shadowOpacity = 0.8
      layer.shadowRadius = 6
      layer.shadowOffset = Size(width: 5, height: 7)
      var mask = LayerMask()
      mask.bounds = Rect(x: 0, y: 0, width: 100, height: 60)
      mask.position = Point(x: 80, y: 70)
      mask.transform = Transform3D.rotation(0.7, 0, 0, 1).concatenating(.scale(1.2, 0.8, 1))
      mask.cornerRadius = 12
      mask.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
      layer.mask = mask
    }
    try Self.expectThreeMatch(scene, "mask-transformed")
  }

  /// A 90 × 70 rounded mask left at its default place (the layer's centre) unless `place` moves
  /// it, driven by `animations`.
  static func slidingMask(
    _ animations: [PropertyAnimation], place: (inout LayerMask) -> Void = { _ in }
  ) -> Scene {
    Self.sprayed { layer in
      var mask = LayerMask()
      mask.bounds = Rect(x: 0, y: 0, width: 90, height: 70)
      mask.cornerRadius = 10
      mask.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
      place(&mask)
      layer.mask = mask
      layer.animations = animations
    }
  }

  @Test(
    "a mask's sub-path animations start from its default place: at t the image is the still mask placed where they have it"
  )
  func subPathAnimations() throws {
    let middleY = RenderFixtures.canvas.height / 2
    // At 1 s (the images' time): the mask's centre at x 70 (its y the layer's middle), turned
    // 0.4 rad.
    var slideX = PropertyAnimation(keyPath: "mask.position.x")
    slideX.fromValue = .number(20)
    slideX.toValue = .number(120)
    slideX.timing.duration = 2
    var turnZ = PropertyAnimation(keyPath: "mask.transform.rotation.z")
    turnZ.byValue = .number(0.8)
    turnZ.timing.duration = 2
    let animated = Self.slidingMask([slideX, turnZ])
    try Self.expectThreeMatch(animated, "mask-sub-paths")
    let placed = try RenderFixtures.referenceImage(
      Self.slidingMask([]) { mask in
        mask.position = Point(x: 70, y: middleY)
        mask.transform = Transform3D.rotation(0.4, 0, 0, 1)
      })
    let image = try RenderFixtures.referenceImage(animated)
    expectImagesMatch(image, placed, tolerance: .exact, "mask-sub-paths-placed")
    // A whole `mask.position` animation of a mask without a position starts from its default
    // place too (it was dropped: an unset key had no value to animate from).
    var slide = PropertyAnimation(keyPath: "mask.position")
    slide.fromValue = .point(Point(x: 20, y: middleY))
    slide.toValue = .point(Point(x: 120, y: middleY))
    slide.timing.duration = 2
    let slid = try RenderFixtures.referenceImage(Self.slidingMask([slide]))
    let slidPlaced = try RenderFixtures.referenceImage(
      Self.slidingMask([]) { $0.position = Point(x: 70, y: middleY) })
    expectImagesMatch(slid, slidPlaced, tolerance: .exact, "mask-position-placed")
    let still = try RenderFixtures.referenceImage(Self.slidingMask([]))
    #expect(!ImageComparison(actual: image, expected: still).passed)
    #expect(!ImageComparison(actual: slid, expected: still).passed)
  }

  @Test("a mask over a group: sublayers with backgrounds, a clip and particles, all masked")
  func nestedGroups() throws {
    var backdrop = EmitterLayer(name: "backdrop")
    backdrop.bounds = Rect(x: 0, y: 0, width: 200, height: 160)
    backdrop.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.1)
    var card = LayerGroupTests.card([backdrop, try LayerGroupTests.spray()])
    card.shadowOpacity = 0.6
    var holder = EmitterLayer(name: "holder")
    holder.sublayers = [card]
    holder.mask = Self.circleMask(diameter: 110)
    holder.mask?.position = Point(x: 110, y: 100)
    var scene = RenderFixtures.scene()
    scene.layers = [holder]
    try Self.expectThreeMatch(scene, "mask-nested")
  }

  @Test("a mask with nothing to draw masks everything out")
  func emptyMask() throws {
    let scene = Self.sprayed { $0.mask = LayerMask() }
    let (gpu, reference, native) = try LayerGroupTests.images(scene)
    let canvas = RGBAImage(
      width: reference.width, height: reference.height,
      fill: ReferenceRasterizer.backgroundPixel(scene))
    #expect(reference == canvas)
    #expect(native == canvas)
    expectImagesMatch(gpu, canvas, "mask-empty")
  }

  /// A 40 × 30 image whose alpha runs from 0 on the left to 1 on the right, with an opaque
  /// square hole of alpha 0 in its middle (premultiplied white).
  static func gradientImage() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mask-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("gradient.png").path
    var image = RGBAImage(width: 40, height: 30)
    for y in 0..<30 {
      for x in 0..<40 {
        let hole = (15..<25).contains(x) && (10..<20).contains(y)
        let a = hole ? 0 : UInt8(x * 255 / 39)
        let i = (y * 40 + x) * 4
        (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], image.pixels[i + 3]) =
          (a, a, a, a)
      }
    }
    try PNGFile.write(image, to: path)
    return path
  }
}
