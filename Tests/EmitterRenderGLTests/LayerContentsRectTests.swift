import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A layer's `contentsRect` (the part of its contents image shown) and `contentsCenter`
/// (nine-part stretching, `ContentsMapping`): closed-form pixels in the reference, and GL and
/// the native CPU renderer against the reference under `.render`.
@Suite("Layer contentsRect and contentsCenter", .serialized, .tags(.gl))
struct LayerContentsRectTests {
  static let red = SIMD4<UInt8>(255, 0, 0, 255)
  static let blue = SIMD4<UInt8>(0, 0, 255, 255)

  /// A `width` × `height` PNG, opaque: `colour(x, y)` per pixel.
  static func image(
    width: Int, height: Int, _ colour: (Int, Int) -> SIMD4<UInt8>
  ) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contents-rect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("image.png").path
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let c = colour(x, y)
        let i = (y * width + x) * 4
        (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], image.pixels[i + 3]) =
          (c.x, c.y, c.z, c.w)
      }
    }
    try PNGFile.write(image, to: path)
    return path
  }

  /// A 30 × 30 image: a 10-pixel red frame around a blue middle.
  static func framed() throws -> String {
    try image(width: 30, height: 30) { x, y in
      (10..<20).contains(x) && (10..<20).contains(y) ? blue : red
    }
  }

  /// The layer of `LayerContentsTests.scene` (bounds 100 × 80 at frame origin (47, 65)).
  static func scene(
    path: String, gravity: ContentsGravity = .resize, rect: Rect = .unit, center: Rect = .unit,
    bounds: Rect = LayerContentsTests.bounds
  ) -> Scene {
    var scene = LayerContentsTests.scene(path: path, gravity: gravity)
    scene.layers[0].bounds = bounds
    scene.layers[0].contentsRect = rect
    scene.layers[0].contentsCenter = center
    return scene
  }

  @Test("contentsRect shows only its part: the right half of a red | blue image is all blue")
  func rectShowsItsPart() throws {
    let path = try Self.image(width: 20, height: 10) { x, _ in x < 10 ? Self.red : Self.blue }
    let half = Self.scene(path: path, rect: Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    let image = try RenderFixtures.referenceImage(half, frames: 1)
    // The bounds' pixels, clear of the first 5 points (where bilinear filtering still reads
    // the texel left of the part, as GL's sampling does): blue everywhere, no red.
    for y in stride(from: 67, to: 143, by: 5) {
      for x in stride(from: 53, to: 145, by: 5) {
        #expect(image[x, y] == Self.blue, "(\(x), \(y))")
      }
    }
    // Unscaled (center), the part is 10 × 10 points: the shown part's size, not the image's.
    let centred = Self.scene(
      path: path, gravity: .center, rect: Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    let small = try RenderFixtures.referenceImage(centred, frames: 1)
    // Centred in the bounds: x 92..<102, y 100..<110.
    #expect(small[97, 105] == Self.blue)
    #expect(small[93, 105] == Self.blue && small[101, 105] == Self.blue)
    #expect(small[91, 105] == ReferenceRasterizer.backgroundPixel(centred))
    #expect(small[102, 105] == ReferenceRasterizer.backgroundPixel(centred))
    #expect(small[97, 99] == ReferenceRasterizer.backgroundPixel(centred))
    try Self.expectThreeMatch(half, "contents-rect-half")
    try Self.expectThreeMatch(centred, "contents-rect-centred")
  }

  @Test("contentsCenter: the margins keep their 10 points, the middle stretches")
  func nineParts() throws {
    let path = try Self.framed()
    let third = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let stretched = Self.scene(path: path, center: third)
    let plain = Self.scene(path: path)
    let nine = try RenderFixtures.referenceImage(stretched, frames: 1)
    let whole = try RenderFixtures.referenceImage(plain, frames: 1)
    // Bounds x 47..<147, y 65..<145 (100 × 80): margins 10 pt, the middle 80 × 60.
    for y in [70, 100, 140] {
      #expect(nine[52, y] == Self.red, "left margin at y \(y)")
      #expect(nine[141, y] == Self.red, "right margin at y \(y)")
    }
    for (x, y) in [(70, 88), (97, 105), (124, 122)] {
      #expect(nine[x, y] == Self.blue, "middle at (\(x), \(y))")
    }
    // Stretched whole, the frame is 100/3 and 80/3 points wide: (60, 78) is red there.
    #expect(whole[60, 78] == Self.red)
    try Self.expectThreeMatch(stretched, "contents-center")
  }

  @Test("contentsCenter in bounds smaller than the margins: they shrink in proportion")
  func marginsShrink() throws {
    let path = try Self.framed()
    let third = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    // 16 × 16 points: the 10 + 10 point margins shrink to 8 + 8, no middle.
    let scene = Self.scene(
      path: path, center: third, bounds: Rect(x: 0, y: 0, width: 16, height: 16))
    let image = try RenderFixtures.referenceImage(scene, frames: 1)
    // Frame origin (97 − 8, 105 − 8): all of it is the red frame.
    for (x, y) in [(90, 98), (96, 104), (103, 110), (89, 112)] {
      #expect(image[x, y] == Self.red, "(\(x), \(y))")
    }
    try Self.expectThreeMatch(scene, "contents-center-shrunk")
  }

  @Test(
    "contentsRect and contentsCenter together, by gravity, on a turned layer, at scale 1 and 2",
    arguments: [ContentsGravity.resize, .resizeAspect, .resizeAspectFill], [1.0, 2.0])
  func together(gravity: ContentsGravity, scale: Double) throws {
    let path = try Self.image(width: 40, height: 24) { x, y in
      SIMD4(UInt8(x * 6), UInt8(y * 10), UInt8((x + y) % 2 * 200), 255)
    }
    var scene = Self.scene(
      path: path, gravity: gravity, rect: Rect(x: 0.1, y: 0.2, width: 0.7, height: 0.6),
      center: Rect(x: 0.3, y: 0.25, width: 0.3, height: 0.5))
    scene.layers[0].transform = Transform3D.rotation(0.35, 0, 0, 1)
    scene.layers[0].cornerRadius = 10
    scene.layers[0].masksToBounds = gravity == .resizeAspectFill
    try Self.expectThreeMatch(scene, "contents-rect-center-\(gravity)-\(Int(scale))", scale: scale)
  }

  static func expectThreeMatch(_ scene: Scene, _ name: String, scale: Double = 1) throws {
    let (gpu, reference, native) = try LayerGroupTests.images(scene, scale: scale)
    expectImagesMatch(gpu, reference, name)
    expectImagesMatch(native, reference, name + "-native")
    LayerMaskRenderTests.writeForViewing(reference, name)
  }
}
