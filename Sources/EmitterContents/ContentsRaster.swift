import EmitterImage

/// One cell's contents as pixels: a premultiplied image and the extent it covers in points, at
/// particle scale 1 and before `contentsRect` picks a part of it.
///
/// Images keep their pixels and map them to points by `contentsScale` (CALayer's rule).
/// Vector contents (shapes, emoji, paths) are rasterised at `density` pixels per point, chosen
/// for the largest size a particle is drawn at, with a transparent margin of
/// `ContentsRaster.margin` pixels so their anti-aliased edges lie inside the particle's quad.
package struct ContentsRaster: Sendable, Equatable {
  package var image: RGBAImage
  /// Width and height of the quad in points at scale 1 (margins included).
  package var pointSize: SIMD2<Double>

  package init(image: RGBAImage, pointSize: SIMD2<Double>) {
    self.image = image
    self.pointSize = pointSize
  }

  /// Transparent pixels around vector contents: bilinear filtering reads one texel either side,
  /// so two keep every edge's ramp inside the quad at the base level and the first mip level.
  package static let margin = 2
}

/// Why a cell's contents could not be turned into pixels.
public enum ContentsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A PNG file could not be read: the resolved path and the reason.
  case unreadableImage(cell: String, path: String, reason: String)
  /// An image over the largest texture this renderer makes.
  case imageTooLarge(cell: String, path: String, width: Int, height: Int, limit: Int)
  /// No colour emoji font was found where Debian installs it.
  case emojiFontMissing(searched: [String])
  /// FreeType or cairo refused the font or the drawing.
  case emojiFailed(cell: String, reason: String)
  /// A `path` contents string that is not SVG path syntax (M, L, H, V, C, Q, Z).
  case invalidPath(cell: String, reason: String)
  /// A size over its budget, found before the memory was taken: the cell's key path in the
  /// scene file (`layers[0].emitterCells[0].contents`), what it would take, the budget, and how
  /// to stay within it.
  case overBudget(keyPath: String, what: String, budget: String, remedy: String)

  /// What failed, naming the cell and the file or budget.
  public var description: String {
    switch self {
    case .unreadableImage(let cell, let path, let reason):
      "cell \(cell): cannot read the contents image \(path): \(reason)"
    case .imageTooLarge(let cell, let path, let width, let height, let limit):
      "cell \(cell): the contents image \(path) is \(width)x\(height) pixels; the largest side allowed is \(limit)"
    case .emojiFontMissing(let searched):
      "no colour emoji font found (looked for \(searched.joined(separator: ", "))); "
        + "install Debian's fonts-noto-color-emoji (sudo tools/setup), or set \(EmojiRasterizer.fontEnvironmentVariable)"
    case .emojiFailed(let cell, let reason):
      "cell \(cell): cannot draw the emoji: \(reason)"
    case .invalidPath(let cell, let reason):
      "cell \(cell): the contents path is not valid SVG path syntax: \(reason)"
    case .overBudget(let keyPath, let what, let budget, let remedy):
      (keyPath.isEmpty ? "" : keyPath + ": ") + "\(what); the budget is \(budget): \(remedy)"
    }
  }
}
