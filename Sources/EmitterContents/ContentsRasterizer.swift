import EmitterModel

/// Turns any `Contents` into pixels: the one switch over contents kinds.
package enum ContentsRasterizer {
  /// - Parameters:
  ///   - density: pixels per point for vector contents (shapes, emoji, paths).
  ///   - contentsScale: image pixels per point (CALayer's `contentsScale`), for PNG and bitmap
  ///     contents.
  ///   - cell: the cell's path, for error messages.
  package static func rasterize(
    _ contents: Contents, density: Double, contentsScale: Double, cell: String
  ) throws(ContentsError) -> ContentsRaster {
    switch contents {
    case .shape(let shape, let size):
      return ShapeRasterizer.rasterize(shape, size: size, density: density)
    case .image(let path):
      return try ImageContents.load(path: path, contentsScale: contentsScale, cell: cell)
    case .emoji(let text, let size):
      return try EmojiRasterizer.rasterize(text, size: size, density: density, cell: cell)
    case .path(let text):
      return try PathRasterizer.rasterize(text, density: density, cell: cell)
    case .bitmap(let bitmap):
      return ImageContents.raster(of: bitmap.image, contentsScale: contentsScale)
    }
  }
}
