/// An immutable outline of lines and Bézier curves, in subpaths, as Core Graphics keeps one.
/// `CGMutablePath` builds one.
///
/// Equal paths have equal elements. `@unchecked Sendable`: a `CGPath` never changes; a
/// `CGMutablePath`, as on Apple platforms, must not be changed while another thread reads it.
public class CGPath: Hashable, @unchecked Sendable {
  /// One element of an outline: the points Core Graphics stores for it.
  enum Element: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    /// Control point, end point.
    case quadCurve(CGPoint, CGPoint)
    /// First control point, second control point, end point.
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    /// The element with every point moved by `t`.
    func applying(_ t: CGAffineTransform) -> Element {
      switch self {
      case .move(let p): .move(p.applying(t))
      case .line(let p): .line(p.applying(t))
      case .quadCurve(let c, let p): .quadCurve(c.applying(t), p.applying(t))
      case .curve(let c1, let c2, let p): .curve(c1.applying(t), c2.applying(t), p.applying(t))
      case .close: .close
      }
    }
  }

  /// The outline's elements, in order.
  var elements: [Element]

  init(elements: [Element]) { self.elements = elements }

  /// A rectangle's outline (`CGMutablePath.addRect`), through `transform` when given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// The ellipse inscribed in `rect` (`CGMutablePath.addEllipse`), through `transform` when
  /// given.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rectangle with rounded corners (`CGMutablePath.addRoundedRect`), through `transform`
  /// when given.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the next element would start: the last end point, the start of the subpath after a
  /// close, `.zero` for an empty path.
  public var currentPoint: CGPoint { Self.currentPoint(of: elements) ?? .zero }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// An immutable copy with every point moved by `transform` when given.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return copy() }
    return CGPath(elements: elements.map { $0.applying(t) })
  }

  /// A copy with every point moved by `t`.
  func transformed(by t: CGAffineTransform) -> CGPath {
    CGPath(elements: elements.map { $0.applying(t) })
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// A mutable copy with every point moved by `transform` when given.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    guard let t = transform?.pointee else { return mutableCopy() }
    return CGMutablePath(elements: elements.map { $0.applying(t) })
  }

  /// Whether the path is exactly the outline `addRect` makes, and which rectangle (nil if not).
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
    guard elements.count == 5, case .move(let p0) = elements[0], case .line(let p1) = elements[1],
      case .line(let p2) = elements[2], case .line(let p3) = elements[3], elements[4] == .close,
      p0.y == p1.y, p1.x == p2.x, p2.y == p3.y, p3.x == p0.x
    else { return false }
    rect?.pointee = CGRect(x: p0.x, y: p0.y, width: p2.x - p0.x, height: p2.y - p0.y).standardized
    return true
  }

  /// Equal elements.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

  /// The point after `elements`: the last end point, or after a close the last move's point;
  /// nil with no elements. Reads back from the end only as far as it must.
  static func currentPoint(of elements: [Element]) -> CGPoint? {
    var closed = false
    for element in elements.reversed() {
      switch element {
      case .move(let p): return p
      case .line(let p), .quadCurve(_, let p), .curve(_, _, let p): if !closed { return p }
      case .close: closed = true
      }
    }
    return nil
  }
}
