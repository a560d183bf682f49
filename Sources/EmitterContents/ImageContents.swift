import EmitterImage
import EmitterModel

/// PNG and bitmap contents: the file's or the bitmap's pixels, their extent in points from
/// `contentsScale`. A bitmap is drawn exactly as a PNG file of the same pixels is.
enum ImageContents {
  /// The largest image side uploaded as is; larger images are halved until they fit (their
  /// extent in points does not change, only their detail).
  static let maximumSide = 2048

  /// Reads the image; one whose header names a side over `ContentsBudget.maximumImageSide` is
  /// refused before its pixels are allocated, and only regular files are opened.
  static func load(path: String, contentsScale: Double, cell: String) throws(ContentsError)
    -> ContentsRaster
  {
    var image: RGBAImage
    do {
      image = try PNGFile.read(path, maximumSide: ContentsBudget.maximumImageSide)
    } catch {
      throw contentsError(error, cell: cell)
    }
    return raster(of: image, contentsScale: contentsScale)
  }

  /// `image` as a raster: its extent in points is its pixels over `contentsScale`, and it is
  /// halved until its sides fit `maximumSide`.
  static func raster(of image: RGBAImage, contentsScale: Double) -> ContentsRaster {
    var image = image
    let pointSize = SIMD2(Double(image.width), Double(image.height)) / contentsScale
    while image.width > maximumSide || image.height > maximumSide {
      image = MipChain.halve(image)
    }
    return ContentsRaster(image: image, pointSize: pointSize)
  }

  /// The size of the layer an image of `width × height` pixels takes once halved to fit.
  static func uploadedSize(width: Int, height: Int) -> (width: Int, height: Int) {
    var (w, h) = (width, height)
    while w > maximumSide || h > maximumSide { (w, h) = (max(1, w / 2), max(1, h / 2)) }
    return (w, h)
  }

  static func contentsError(_ error: PNGError, cell: String) -> ContentsError {
    switch error {
    case .unreadable(let path, let reason), .unwritable(let path, let reason):
      .unreadableImage(cell: cell, path: path, reason: reason)
    case .tooLarge(let path, let width, let height, let limit):
      .imageTooLarge(cell: cell, path: path, width: width, height: height, limit: limit)
    }
  }
}
