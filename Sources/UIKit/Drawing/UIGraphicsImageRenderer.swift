import EmitterImage
import EmitterViewHost
import Foundation

/// How a `UIGraphicsImageRenderer` makes its images: pixels per point and whether they have
/// alpha.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
  // @unchecked: set up before drawing, as on iOS.
  /// Pixels per point; the main screen's scale by default.
  open var scale: CGFloat
  /// Whether the image is opaque (no alpha; it starts black); false by default.
  open var opaque: Bool

  /// The default format: the screen's scale, with alpha.
  public override init() {
    scale = UIScreen.mainScale
    opaque = false
    super.init()
  }

  /// The default format.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The format best for the screen: the default.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing block draws into: a bitmap context whose user space is UIKit's
/// (points, origin at the top-left, y down) at the format's scale.
open class UIGraphicsImageRendererContext: NSObject {
  /// The context to draw into (also the current context while the block runs).
  public let cgContext: CGContext
  /// The format of the image being drawn.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
    super.init()
  }

  /// The image as drawn so far.
  open var currentImage: UIImage {
    guard let image = cgContext.makeImage() else { return UIImage.empty }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// Fills `rect` with the context's fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect` with the fill colour in `blendMode`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes `rect`'s outline with the stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Clips further drawing to `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images in code: `image { context in … }` runs the block with a fresh bitmap context
/// (points, y down, the format's scale; also the current context, so `UIBezierPath.fill()`,
/// `UIColor.setFill()` and string drawing reach it) and returns what it drew as a `UIImage` of
/// that scale.
open class UIGraphicsImageRenderer: NSObject {
  private let canvas: CGRect
  /// The format images are made in.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images `size` points big in the default format.
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

  /// A renderer of images `size` points big in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of `bounds` (drawing coordinates start at its origin).
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// A renderer of images of `bounds` in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    canvas = bounds
    self.format = format
    super.init()
  }

  /// Runs `actions` on a fresh context and returns the image. An empty size (or one over 32767
  /// pixels a side) draws nothing and gives an empty image, with a warning.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    guard let context = makeContext() else { return UIImage.empty }
    GraphicsContextStack.with(context.cgContext) { actions(context) }
    return context.currentImage
  }

  /// Runs `actions` and returns the image as PNG data.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  private func makeContext() -> UIGraphicsImageRendererContext? {
    guard
      let context = CGContext.imageContext(
        size: canvas.size, scale: format.scale, opaque: format.opaque)
    else {
      UIKitDiagnostics.warn(
        "UIGraphicsImageRenderer: \(canvas.size.width) × \(canvas.size.height) points at scale"
          + " \(format.scale) makes no pixels (expected a positive size and scale, at most 32767"
          + " pixels a side); the image is empty")
      return nil
    }
    context.translateBy(x: -canvas.origin.x, y: -canvas.origin.y)
    return UIGraphicsImageRendererContext(cgContext: context, format: format)
  }
}

extension UIImage {
  /// An image without pixels: what drawing into an empty size gives.
  static var empty: UIImage { UIImage(cgImage: CGImage(pixels: RGBAImage(width: 0, height: 0))) }
}
