import Foundation

/// The screen: on Linux, the window (or headless canvas) a host shows, whose size and pixel
/// scale it takes when the host starts. Until then, 390 × 844 points at scale 1 (an iPhone's
/// points, one pixel per point, so images drawn at the screen's scale are drawn at 1).
@MainActor open class UIScreen: NSObject {
  private static let instance = UIScreen()
  private var size = CGSize(width: 390, height: 844)
  private var pixelScale: CGFloat = 1

  /// The screen views are shown on.
  open class var main: UIScreen { instance }

  /// The screen's rectangle, points.
  open var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// Pixels per point: the host's pixel scale (1 under X11 at 96 dpi and headless by default).
  open var scale: CGFloat { pixelScale }

  /// Pixels per point of the physical screen: the same as `scale` on Linux.
  open var nativeScale: CGFloat { pixelScale }

  /// The screen's rectangle in pixels.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: size.width * pixelScale, height: size.height * pixelScale)
  }

  /// A host shows a window of `size` points at `scale` pixels per point on this screen.
  func configure(size: CGSize, scale: CGFloat) {
    self.size = size
    pixelScale = scale
    ScreenScale.value.value = scale
  }
}
