import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Contents held in memory (`Contents.bitmap`, what a CGImage assigned in code becomes) draw
/// exactly what the same pixels in a PNG file named by path draw: as a cell's contents and as a
/// layer's, in the GL renderer, the reference rasteriser and the native CPU renderer, byte for
/// byte. The GPU still matches the reference under the renderers' tolerance.
@Suite("Bitmap contents draw as the same PNG does", .serialized, .tags(.gl))
struct BitmapContentsRenderTests {
  /// 24 × 16 pixels: a colour gradient under an alpha ramp (every alpha from 0 to 255 across the
  /// rows), premultiplied, so filtering, tinting and blending all see varied texels.
  static func pixels() -> RGBAImage {
    var image = RGBAImage(width: 24, height: 16)
    for y in 0..<16 {
      for x in 0..<24 {
        let alpha = (x * 255) / 23
        let straight = SIMD3(x * 10 + 15, 255 - y * 15, (x * y * 7) % 256)
        let premultiplied = (straight &* alpha &+ 127) / 255
        image[x, y] = SIMD4(
          UInt8(premultiplied.x), UInt8(premultiplied.y), UInt8(premultiplied.z), UInt8(alpha))
      }
    }
    return image
  }

  /// The fixture scene with `contents` on the cell (half-size particles: contentsScale 2) and
  /// on the layer (its bounds, the image fitted by aspect).
  static func scene(_ contents: Contents) -> Scene {
    RenderFixtures.scene { layer in
      layer.bounds = Rect(x: 0, y: 0, width: 150, height: 120)
      layer.position = Point(
        x: RenderFixtures.canvas.width / 2, y: RenderFixtures.canvas.height / 2)
      layer.contents = contents
      layer.contentsGravity = .resizeAspect
    } cell: { cell in
      cell.contents = contents
      cell.contentsScale = 2
      cell.scale = 1.5
    }
  }

  @Test(
    "a bitmap draws as the same pixels written to a PNG and named by path, in all three renderers")
  func sameAsPNG() throws {
    let image = Self.pixels()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bitmap-contents-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("same.png").path
    try PNGFile.write(image, to: path)
    // Premultiplied → PNG → premultiplied is exact, so both scenes hold the same texels.
    #expect(try PNGFile.read(path) == image)

    let fromFile = Self.scene(.image(path: path))
    let inMemory = Self.scene(.bitmap(try ContentsBitmap(image: image)))
    let file = try RenderFixtures.images(fromFile)
    let memory = try RenderFixtures.images(inMemory)
    let background = ReferenceRasterizer.backgroundPixel(fromFile)
    #expect(coveredFraction(memory.cpu, background: background) > 0.05, "the image drew little")
    #expect(memory.gpu == file.gpu, "GL renderer: bitmap and PNG differ")
    #expect(memory.cpu == file.cpu, "reference rasteriser: bitmap and PNG differ")
    #expect(
      try Self.native(inMemory) == Self.native(fromFile), "CPU renderer: bitmap and PNG differ")
    expectImagesMatch(memory.gpu, memory.cpu, "bitmap-contents")
  }

  @Test("set live on a running layer, a bitmap draws as the same PNG set live does")
  func liveChange() throws {
    let image = Self.pixels()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bitmap-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("live.png").path
    try PNGFile.write(image, to: path)
    let scene = RenderFixtures.scene()
    func images(_ contents: Contents) throws -> (gpu: RGBAImage, cpu: RGBAImage) {
      try LiveChangeRenderTests().images(scene) { cpu, gpu in
        try cpu.setValue(contents, forKeyPath: "emitterCells.cell.contents")
        try gpu.setValue(contents, forKeyPath: "emitterCells.cell.contents")
      }
    }
    let file = try images(.image(path: path))
    let memory = try images(.bitmap(try ContentsBitmap(image: image)))
    #expect(
      !ImageComparison(actual: memory.cpu, expected: try RenderFixtures.referenceImage(scene))
        .passed)
    #expect(memory.gpu == file.gpu && memory.cpu == file.cpu)
    expectImagesMatch(memory.gpu, memory.cpu, "bitmap-live")
  }

  @Test("equal bitmaps made apart share one atlas layer; a different one gets its own")
  func equalBitmapsShareALayer() throws {
    var scene = Self.scene(.bitmap(try ContentsBitmap(image: Self.pixels())))
    var twin = scene.layers[0].emitterCells[0]
    twin.name = "twin"
    twin.contents = .bitmap(try ContentsBitmap(image: Self.pixels()))
    var other = twin
    other.name = "other"
    var changed = Self.pixels()
    changed[5, 5] = .zero
    other.contents = .bitmap(try ContentsBitmap(image: changed))
    scene.layers[0].emitterCells += [twin, other]
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    #expect(atlas.rasters.count == 2)
    #expect(atlas.entries[0]?.layer == atlas.entries[1]?.layer)
    #expect(atlas.entries[2]?.layer != atlas.entries[0]?.layer)
  }

  /// The native CPU renderer's image of the CPU reference after the same 60 steps.
  static func native(_ scene: Scene) throws -> RGBAImage {
    let simulator = CPUSimulator(scene: scene)
    for frame in 1...60 { simulator.advance(to: Double(frame) / 60) }
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    return CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: 2)
      .render(simulator.snapshot())
  }
}
