/// A path being built: each call appends elements, its points moved by `transform` first.
///
/// A line or curve with no current point is ignored, as Core Graphics does (it logs an error).
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(elements: []) }

  override init(elements: [Element]) { super.init(elements: elements) }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.move(point.applying(transform)))
  }

  /// A line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard hasCurrentPoint else { return }
    elements.append(.line(point.applying(transform)))
  }

  /// A subpath through `points`: a move to the first, lines to the others.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A quadratic Bézier curve from the current point to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    elements.append(.quadCurve(control.applying(transform), end.applying(transform)))
  }

  /// A cubic Bézier curve from the current point to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    elements.append(
      .curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
  }

  /// Closes the subpath with a line back to its start.
  public func closeSubpath() {
    guard hasCurrentPoint else { return }
    elements.append(.close)
  }

  /// A closed subpath around `rect`: from its minimum corner along +x, then +y.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard !rect.isNull else { return }
    addLines(
      between: [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// `addRect` for each rectangle.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// The ellipse inscribed in `rect`: a closed subpath of four cubic curves from
  /// (maxX, midY), through (midX, maxY), with the usual circle constant 0.5523.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let k = CGFloat(Self.circleConstant)
    move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
    // Quarter by quarter, counter-clockwise in y-up coordinates.
    let quarters: [(CGFloat, CGFloat)] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 0)]
    for index in 0..<4 {
      let (x0, y0) = quarters[index]
      let (x1, y1) = quarters[index + 1]
      addCurve(
        to: CGPoint(x: cx + x1 * rx, y: cy + y1 * ry),
        control1: CGPoint(x: cx + (x0 - k * y0) * rx, y: cy + (y0 + k * x0) * ry),
        control2: CGPoint(x: cx + (x1 + k * y1) * rx, y: cy + (y1 - k * x1) * ry),
        transform: transform)
    }
    closeSubpath()
  }

  /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight`.
  ///
  /// Core Graphics traps on a negative corner or one wider than half the rectangle; here such
  /// a corner is drawn at the nearest size allowed (0, or half the side).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    let rx = min(max(cornerWidth, 0), r.width / 2)
    let ry = min(max(cornerHeight, 0), r.height / 2)
    guard rx > 0, ry > 0 else {
      addRect(r, transform: transform)
      return
    }
    let k = CGFloat(Self.circleConstant)
    move(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
    // Each side, then the corner after it (counter-clockwise in y-up coordinates).
    let corners: [(corner: CGPoint, from: CGPoint, to: CGPoint)] = [
      (
        CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY),
        CGPoint(x: r.maxX, y: r.minY + ry)
      ),
      (
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - ry),
        CGPoint(x: r.maxX - rx, y: r.maxY)
      ),
      (
        CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY),
        CGPoint(x: r.minX, y: r.maxY - ry)
      ),
      (
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX, y: r.minY + ry),
        CGPoint(x: r.minX + rx, y: r.minY)
      ),
    ]
    for (index, corner) in corners.enumerated() {
      if index > 0 { addLine(to: corner.from, transform: transform) }
      addCurve(
        to: corner.to,
        control1: corner.from + (corner.corner - corner.from) * k,
        control2: corner.to + (corner.corner - corner.to) * k, transform: transform)
    }
    closeSubpath()
  }

  /// Every element of `path`, moved by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }

  /// The distance from a cubic's end to its control point that best draws a quarter circle
  /// of radius 1: 4/3 (√2 − 1).
  static let circleConstant = 4.0 / 3.0 * (2.0.squareRoot() - 1)

  /// Every path starts with a move (lines and curves without a current point are refused).
  var hasCurrentPoint: Bool { !elements.isEmpty }
}

extension CGPoint {
  static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
  static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
}
