import EmitterViewHost
import Foundation

/// A path in UIKit's coordinates (y down) with its own line settings, drawn into the current
/// context with `fill()` and `stroke()`. Its `cgPath` is the same path for Core Graphics.
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()

  /// Width of stroked lines, points; 1 by default.
  open var lineWidth: CGFloat = 1
  /// The ends of stroked lines; butt by default.
  open var lineCapStyle: CGLineCap = .butt
  /// The corners of stroked lines; miter by default.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The longest miter, in line widths; 10 by default.
  open var miterLimit: CGFloat = 10
  /// Whether `fill()` and `addClip()` use the even-odd rule; false (non-zero winding).
  open var usesEvenOddFillRule = false

  /// An empty path.
  public override init() { super.init() }

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with round corners of `cornerRadius`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// An arc around `center` from `startAngle` to `endAngle` (radians from +x; `clockwise` as
  /// seen on screen, y down: increasing angles).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// The path of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path for Core Graphics.
  open var cgPath: CGPath {
    get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// A line from the current point to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// A cubic Bézier curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// A quadratic Bézier curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc (see `init(arcCenter:radius:startAngle:endAngle:clockwise:)`), joined to the
  /// current point by a line.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    // Core Graphics' `clockwise` means decreasing angles; UIKit's, on a y-down screen, increasing.
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath.
  open func close() { path.closeSubpath() }

  /// Empties the path.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Appends `bezierPath`'s subpaths.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    let moved = CGMutablePath()
    moved.addPath(path, transform: transform)
    path = moved
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The box around the path's points (control points included).
  open var bounds: CGRect { path.boundingBox }

  /// The end of the last segment.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Whether `point` is inside the area `fill()` would fill.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Fills the path in the current context with its fill colour.
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.beginPath()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Strokes the path in the current context with its stroke colour and this path's line
  /// settings.
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.beginPath()
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}
