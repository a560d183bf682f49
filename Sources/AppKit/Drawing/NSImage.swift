import EmitterImage
import EmitterViewHost
import Foundation

/// An image: a `CGImage` and its size in points. Made from a PNG file (`init(named:)` on the
/// resource search path UIKit's `UIImage(named:)` uses, `init(contentsOfFile:)`) or a `CGImage`.
open class NSImage: NSObject, @unchecked Sendable {
  // @unchecked: immutable.
  private let image: CGImage
  private let pointSize: NSSize

  /// An image's name.
  public typealias Name = String

  /// The image named `name` (a PNG file) on the resource search path: the folders of
  /// `EMITTER_RESOURCE_PATH`, the executable's folder and its `Resources`, the working
  /// directory and its `Resources`, asset catalogues in them included. Nil when none is found.
  public convenience init?(named name: Name) {
    guard let found = ImageResources.find(named: name, screenScale: 1),
      let image = Self.readPNG(found.url.path)
    else { return nil }
    self.init(
      cgImage: image,
      size: NSSize(
        width: CGFloat(image.width) / found.scale, height: CGFloat(image.height) / found.scale))
  }

  /// The PNG image at `path` (its `@Sx` suffix gives its scale); nil when it cannot be read.
  public convenience init?(contentsOfFile fileName: String) {
    guard let image = Self.readPNG(fileName) else { return nil }
    let scale = ImageResources.scale(ofFileName: fileName)
    self.init(
      cgImage: image,
      size: NSSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale))
  }

  /// An image of `cgImage`, `size` points big (its pixel size when zero, as AppKit takes it).
  public init(cgImage: CGImage, size: NSSize) {
    image = cgImage
    pointSize =
      size == .zero ? NSSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height)) : size
    super.init()
  }

  /// The image's size, points.
  open var size: NSSize { pointSize }

  /// The pixels (the rectangle, context and hints are ignored: the image is one bitmap).
  open func cgImage(
    forProposedRect proposedDestRect: UnsafeMutablePointer<NSRect>?, context: Any?,
    hints: [AnyHashable: Any]?
  ) -> CGImage? { image }

  private static func readPNG(_ path: String) -> CGImage? {
    guard let provider = CGDataProvider(url: URL(fileURLWithPath: path)) else { return nil }
    return CGImage(
      pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
      intent: .defaultIntent)
  }
}
