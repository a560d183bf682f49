import EmitterImage
import EmitterViewHost
import Foundation

/// An image: a `CGImage` and the scale its pixels are drawn at (`size` is in points: pixels
/// divided by `scale`). Made from a PNG file (`init(named:)`, `init(contentsOfFile:)`), a
/// `CGImage`, or drawing (`UIGraphicsImageRenderer`).
open class UIImage: NSObject, @unchecked Sendable {
  // @unchecked: immutable.
  private let image: CGImage
  private let pixelScale: CGFloat
  private let orientation: Orientation

  /// How the image's pixels are turned when drawn (stored: images are drawn `.up`).
  public enum Orientation: Int, Sendable {
    /// As stored.
    case up
    /// Turned 180°.
    case down
    /// Turned 90° anticlockwise.
    case left
    /// Turned 90° clockwise.
    case right
    /// Mirrored.
    case upMirrored
    /// Turned 180° and mirrored.
    case downMirrored
    /// Turned 90° anticlockwise and mirrored.
    case leftMirrored
    /// Turned 90° clockwise and mirrored.
    case rightMirrored
  }

  /// How an image is drawn: as it is, or as a template (stored).
  public enum RenderingMode: Int, Sendable {
    /// The image's context decides.
    case automatic
    /// The image's own colours.
    case alwaysOriginal
    /// The image's alpha, filled with the tint colour.
    case alwaysTemplate
  }

  /// The image named `name` (a PNG file), found in the resource search path: the folders of
  /// `EMITTER_RESOURCE_PATH`, the executable's folder and its `Resources`, the working directory
  /// and its `Resources`, each also through asset catalogues (`*.xcassets/NAME.imageset`); the
  /// screen scale's `@Sx` file first. Nil when none is found or it is not a PNG.
  public convenience init?(named name: String) {
    guard
      let found = ImageResources.find(named: name, screenScale: Double(UIScreen.mainScale)),
      let image = Self.readPNG(found.url.path)
    else { return nil }
    self.init(cgImage: image, scale: CGFloat(found.scale), orientation: .up)
  }

  /// The PNG image at `path`, at the scale its name gives (`@2x`: 2); nil when it cannot be
  /// read.
  public convenience init?(contentsOfFile path: String) {
    guard let image = Self.readPNG(path) else { return nil }
    self.init(
      cgImage: image, scale: CGFloat(ImageResources.scale(ofFileName: path)), orientation: .up)
  }

  /// The PNG image `data` holds, at scale 1; nil when it is not a PNG.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The PNG image `data` holds, at `scale`; nil when it is not a PNG.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let provider = CGDataProvider(data: data),
      let image = CGImage(
        pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
        intent: .defaultIntent)
    else { return nil }
    self.init(cgImage: image, scale: scale, orientation: .up)
  }

  /// An image of `cgImage` at scale 1.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of `cgImage` drawn at `scale` pixels per point.
  public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    image = cgImage
    pixelScale = scale > 0 && scale.isFinite ? scale : 1
    self.orientation = orientation
    super.init()
  }

  /// The pixels.
  open var cgImage: CGImage? { image }

  /// Points: the pixel size over the scale.
  open var size: CGSize {
    CGSize(width: CGFloat(image.width) / pixelScale, height: CGFloat(image.height) / pixelScale)
  }

  /// Pixels per point.
  open var scale: CGFloat { pixelScale }

  /// The orientation the image was made with.
  open var imageOrientation: Orientation { orientation }

  /// The image as PNG data (straight alpha).
  open func pngData() -> Data? {
    (try? PNGData.encode(image.pixels, name: "UIImage")).map { Data($0) }
  }

  /// The image with every pixel's colour replaced by `color`, its alpha kept (times the
  /// colour's): how a template image is tinted.
  open func withTintColor(_ color: UIColor) -> UIImage {
    var tinted = image.pixels
    let (r, g, b, a) = color.components
    for index in stride(from: 0, to: tinted.pixels.count, by: 4) {
      let alpha = Double(tinted.pixels[index + 3]) / 255 * Double(min(max(a, 0), 1))
      tinted.pixels[index] = Self.byte(Double(r) * alpha)
      tinted.pixels[index + 1] = Self.byte(Double(g) * alpha)
      tinted.pixels[index + 2] = Self.byte(Double(b) * alpha)
      tinted.pixels[index + 3] = Self.byte(alpha)
    }
    return UIImage(cgImage: CGImage(pixels: tinted), scale: pixelScale, orientation: orientation)
  }

  /// The same image (rendering modes are stored, not applied).
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// Draws the image with its top-left corner at `point` (points) in the current context.
  open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// Draws the image scaled into `rect` (points) in the current context, upright in UIKit's
  /// y-down space.
  open func draw(in rect: CGRect) {
    guard let context = GraphicsContextStack.current else { return }
    context.saveGState()
    // A CGContext draws an image's top row at the rectangle's maximum y; flip so it is on top.
    context.translateBy(x: 0, y: rect.minY + rect.maxY)
    context.scaleBy(x: 1, y: -1)
    context.draw(image, in: rect)
    context.restoreGState()
  }

  private static func readPNG(_ path: String) -> CGImage? {
    guard let provider = CGDataProvider(url: URL(fileURLWithPath: path)) else { return nil }
    return CGImage(
      pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
      intent: .defaultIntent)
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(max((value * 255).rounded(), 0), 255))
  }
}

extension UIScreen {
  /// The main screen's scale, read from any thread (images are made off the main actor too).
  nonisolated static var mainScale: CGFloat { ScreenScale.value.value }
}

/// The screen scale, shared with code that is not on the main actor.
enum ScreenScale {
  static let value = Locked<CGFloat>(1)
}
