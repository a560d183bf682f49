/// The kinds of path elements.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath at `points[0]`.
  case moveToPoint = 0
  /// A line to `points[0]`.
  case addLineToPoint = 1
  /// A quadratic curve: control `points[0]`, end `points[1]`.
  case addQuadCurveToPoint = 2
  /// A cubic curve: controls `points[0]`, `points[1]`, end `points[2]`.
  case addCurveToPoint = 3
  /// Closes the subpath (no points).
  case closeSubpath = 4
}

/// One element as `CGPath.applyWithBlock` hands it over: its kind and its points, valid only
/// during the call.
public struct CGPathElement {
  /// The kind of element.
  public var type: CGPathElementType
  /// The element's points (`type` says how many).
  public var points: UnsafeMutablePointer<CGPoint>

  /// An element over `points`.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

extension CGPath {
  /// Calls `block` with each element in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    for element in elements {
      var points = element.points + [.zero]  // never empty, so the pointer is valid
      points.withUnsafeMutableBufferPointer { buffer in
        var pathElement = CGPathElement(type: element.type, points: buffer.baseAddress!)
        withUnsafePointer(to: &pathElement) { block($0) }
      }
    }
  }

  /// The path in the model's path syntax (`M x y L x y Q … C … Z`, EmitterModel's
  /// `Contents.path`), coordinates as they are; nil for a path without a closed area to fill
  /// (empty) or with a non-finite coordinate.
  package var modelPathData: String? {
    guard !isEmpty else { return nil }
    var words: [String] = []
    for element in elements {
      let points = element.points
      guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
      let letter: String =
        switch element {
        case .move: "M"
        case .line: "L"
        case .quadCurve: "Q"
        case .curve: "C"
        case .close: "Z"
        }
      words.append(letter)
      for p in points { words += [Self.number(p.x), Self.number(p.y)] }
    }
    return words.joined(separator: " ")
  }

  /// The shortest decimal that reads back to the same Double.
  private static func number(_ value: CGFloat) -> String {
    let double = Double(value)
    return double == double.rounded() && abs(double) < 1e15
      ? String(Int64(double)) : "\(double)"
  }
}

extension CGPath.Element {
  var type: CGPathElementType {
    switch self {
    case .move: .moveToPoint
    case .line: .addLineToPoint
    case .quadCurve: .addQuadCurveToPoint
    case .curve: .addCurveToPoint
    case .close: .closeSubpath
    }
  }
}
