import EmitterContents
import EmitterImage
import EmitterModel
import Foundation
import Testing

@Suite("The contents atlas: layers, entries, mip levels")
struct ContentsAtlasTests {
  static func scene(_ contents: [Contents?]) -> Scene {
    var layer = EmitterLayer()
    layer.emitterCells = contents.enumerated().map { index, contents in
      var cell = EmitterCell(name: "c\(index)")
      cell.contents = contents
      return cell
    }
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  @Test("equal contents share a layer; cells without contents have no entry")
  func sharing() throws {
    let circle = Contents.shape(.circle, size: Size(width: 10, height: 10))
    let atlas = try ContentsAtlas(
      scene: Self.scene([circle, nil, circle, .shape(.square, size: Size(width: 10, height: 10))]),
      pixelScale: 2)
    #expect(atlas.levels.count == 2)
    #expect(atlas.entries[0]?.layer == atlas.entries[2]?.layer)
    #expect(atlas.entries[1] == nil)
    #expect(atlas.entries[3]?.layer != atlas.entries[0]?.layer)
    #expect(
      atlas.layerWidth.nonzeroBitCount == 1 && atlas.layerHeight.nonzeroBitCount == 1,
      "powers of two")
    #expect(atlas.levels[0].count == atlas.levelCount)
    #expect(atlas.levels[0].last.map { $0.width == 1 && $0.height == 1 } == true)
  }

  @Test("contentsRect maps into the layer's texture coordinates and sizes the quad")
  func contentsRect() throws {
    var scene = Self.scene([.shape(.rectangle, size: Size(width: 20, height: 10))])
    scene.layers[0].emitterCells[0].contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    let entry = try #require(atlas.entries[0])
    let raster = atlas.rasters[entry.layer]
    let fill = SIMD2(
      Float(raster.image.width) / Float(atlas.layerWidth),
      Float(raster.image.height) / Float(atlas.layerHeight))
    #expect(entry.textureOrigin == SIMD2(0.5 * fill.x, 0))
    #expect(entry.textureSize == SIMD2(0.5, 1) * fill)
    #expect(abs(entry.halfSize.x - Float(raster.pointSize.x) / 4) < 1e-5)
    #expect(abs(entry.halfSize.y - Float(raster.pointSize.y) / 2) < 1e-5)
  }

  @Test("vector contents are rasterised for the largest drawn size, twice oversampled")
  func density() {
    #expect(RasterDensity.density(pixelScale: 2, maximumScale: 1, pointExtent: 10) == 4)
    #expect(RasterDensity.density(pixelScale: 2, maximumScale: 1.1, pointExtent: 10) == 8)
    #expect(
      RasterDensity.density(pixelScale: 1, maximumScale: 100, pointExtent: 100) == 8,
      "capped at 1024 px")
  }

  @Test("an unreadable image names the cell and the path")
  func unreadableImage() {
    let scene = Self.scene([.image(path: "/no/such/spark.png")])
    #expect(
      throws: ContentsError.unreadableImage(
        cell: "c0", path: "/no/such/spark.png", reason: "no such file")
    ) {
      try ContentsAtlas(scene: scene, pixelScale: 1)
    }
  }

  @Test("PNG contents keep their pixels and take their size from contentsScale")
  func imageSize() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-atlas-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("dot.png").path
    try PNGFile.write(RGBAImage(width: 30, height: 12, fill: SIMD4(255, 255, 255, 255)), to: path)
    var scene = Self.scene([.image(path: path)])
    scene.layers[0].emitterCells[0].contentsScale = 3
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 2)
    #expect(atlas.rasters[0].image.width == 30)
    #expect(atlas.entries[0]?.halfSize == SIMD2(5, 2))
  }

  @Test("mip levels halve with rounding and keep the image's corner at the origin")
  func mipLevels() {
    let image = RGBAImage(width: 3, height: 2, fill: SIMD4(255, 255, 255, 255))
    let levels = MipChain.levels(of: image, layerWidth: 4, layerHeight: 4)
    #expect(levels.map(\.width) == [4, 2, 1])
    #expect(levels[1][0, 0] == SIMD4(repeating: 255))
    #expect(levels[1][1, 0] == SIMD4(repeating: 128), "half image, half transparent")
    #expect(levels[1][0, 1] == .zero)
  }
}
