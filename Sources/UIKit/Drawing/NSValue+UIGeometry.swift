import Foundation

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

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }

  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
}
