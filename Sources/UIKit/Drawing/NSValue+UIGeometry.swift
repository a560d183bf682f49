import Foundation
import QuartzCore

/// Core Graphics geometry boxed in an `NSValue`, as UIKit adds to Foundation (UIGeometry.h): how
/// iOS code passes a point or a rectangle through key-value coding or to an animation
/// (`setValue([NSValue(cgRect: r)], forKey: "emitterRects")`). Foundation on Linux has the same
/// boxes under AppKit's names (`init(point:)`, `rectValue`); these are they.
extension NSValue {
  /// A value holding `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

  /// A value holding `size`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// A value holding `rect`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The point the value holds; a number holds none: `.zero`, reported (Foundation on Linux
  /// would trap).
  public var cgPointValue: CGPoint {
    guard holdsGeometry("cgPointValue") else { return .zero }
    return pointValue
  }

  /// The size the value holds; a number holds none: `.zero`, reported.
  public var cgSizeValue: CGSize {
    guard holdsGeometry("cgSizeValue") else { return .zero }
    return sizeValue
  }

  /// The rectangle the value holds; a number holds none: `.zero`, reported.
  public var cgRectValue: CGRect {
    guard holdsGeometry("cgRectValue") else { return .zero }
    return rectValue
  }

  /// False, with the classes' diagnostic naming the call, for an `NSNumber`: it boxes a scalar,
  /// and swift-corelibs-foundation's geometry getters trap on one.
  private func holdsGeometry(_ call: String) -> Bool {
    guard let number = self as? NSNumber else { return true }
    QuartzCoreDiagnostics.report(
      key: call, value: number.description,
      message: "an NSNumber holds no geometry; answered .zero (box a point, size or rectangle"
        + " with NSValue(cgPoint:), NSValue(cgSize:) or NSValue(cgRect:))")
    return false
  }
}
