extension CGContext {
  /// Empties the current path.
  public func beginPath() { currentPath.elements = [] }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { currentPath.move(to: point, transform: cairoTransform) }

  /// A line from the current point to `point`.
  public func addLine(to point: CGPoint) {
    currentPath.addLine(to: point, transform: cairoTransform)
  }

  /// A subpath through `points`.
  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points, transform: cairoTransform)
  }

  /// A cubic Bézier curve from the current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: cairoTransform)
  }

  /// A quadratic Bézier curve from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: cairoTransform)
  }

  /// An arc (`CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: cairoTransform)
  }

  /// A rounded corner (`CGMutablePath.addArc(tangent1End:tangent2End:radius:)`).
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
      transform: cairoTransform)
  }

  /// A closed rectangle subpath.
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: cairoTransform) }

  /// A closed subpath for each rectangle.
  public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: cairoTransform) }

  /// The ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) {
    currentPath.addEllipse(in: rect, transform: cairoTransform)
  }

  /// Every element of `path`, in user space.
  public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: cairoTransform) }

  /// Closes the current subpath.
  public func closePath() { currentPath.closeSubpath() }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current point in user space (`.zero` with an empty path).
  public var currentPointOfPath: CGPoint {
    currentPath.isEmpty ? .zero : currentPath.currentPoint.applying(cairoTransform.inverted())
  }

  /// The bounds of the current path in user space, control points included; null when empty.
  public var boundingBoxOfPath: CGRect {
    currentPath.transformed(by: cairoTransform.inverted()).boundingBox
  }

  /// A copy of the current path in user space; nil when it is empty.
  public var path: CGPath? {
    currentPath.isEmpty ? nil : currentPath.transformed(by: cairoTransform.inverted())
  }
}
