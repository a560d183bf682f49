import EmitterImage

/// PNG contents: the file's pixels, their extent in points from `contentsScale`.
enum ImageContents {
  /// The largest image side uploaded as is; larger images are halved until they fit (their
  /// extent in points does not change, only their detail).
  static let maximumSide = 2048

  static func load(path: String, contentsScale: Double, cell: String) throws(ContentsError)
    -> ContentsRaster
  {
    var image: RGBAImage
    do {
      image = try PNGFile.read(path)
    } catch {
      throw .unreadableImage(cell: cell, path: path, reason: Self.reason(error))
    }
    let pointSize = SIMD2(Double(image.width), Double(image.height)) / contentsScale
    guard image.width <= 8 * maximumSide, image.height <= 8 * maximumSide else {
      throw .imageTooLarge(
        cell: cell, path: path, width: image.width, height: image.height, limit: 8 * maximumSide)
    }
    while image.width > maximumSide || image.height > maximumSide {
      image = MipChain.halve(image)
    }
    return ContentsRaster(image: image, pointSize: pointSize)
  }

  private static func reason(_ error: PNGError) -> String {
    switch error {
    case .unreadable(_, let reason), .unwritable(_, let reason): reason
    }
  }
}
