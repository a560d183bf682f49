import EmitterViewHost
import Foundation

extension NSAttributedString.Key {
  /// The font of the text: a `UIFont` (the system font of 12 points when absent, as UIKit).
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text: a `UIColor` (black when absent).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// The string drawing UIKit adds to `NSString` and `String` (NSStringDrawing): measured and
/// drawn in a font and colour given as attributes, into the current context (points, y down),
/// emoji in colour from Noto Color Emoji.
enum StringDrawing {
  static func font(_ attributes: [NSAttributedString.Key: Any]?) -> FontDescription {
    (attributes?[.font] as? UIFont)?.fontDescription ?? .system(size: 12)
  }

  static func color(_ attributes: [NSAttributedString.Key: Any]?) -> (
    Double, Double, Double, Double
  ) {
    let color = (attributes?[.foregroundColor] as? UIColor) ?? .black
    let c = color.components
    return (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
  }

  static func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    TextDrawing.size(of: text, font: font(attributes))
  }

  static func draw(_ text: String, at point: CGPoint, _ attributes: [NSAttributedString.Key: Any]?)
  {
    guard let context = GraphicsContextStack.current else { return }
    TextDrawing.draw(
      text, font: font(attributes), color: color(attributes), at: point, in: context)
  }

  static func draw(_ text: String, in rect: CGRect, _ attributes: [NSAttributedString.Key: Any]?) {
    guard let context = GraphicsContextStack.current else { return }
    TextDrawing.draw(
      text, font: font(attributes), color: color(attributes), in: rect, in: context)
  }
}

extension NSString {
  /// The size the string takes in one line per line break: the widest line's advance by the
  /// lines' heights (the font's ascent plus descent, the emoji font's where there are emoji).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.size(self as String, attrs)
  }

  /// Draws the string with its top-left corner at `point` in the current context.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self as String, at: point, attrs)
  }

  /// Draws the string in `rect` (wrapped at spaces to its width, clipped to it) in the current
  /// context.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self as String, in: rect, attrs)
  }
}

extension String {
  /// The size the string takes (see `NSString.size(withAttributes:)`).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.size(self, attrs)
  }

  /// Draws the string with its top-left corner at `point` in the current context.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self, at: point, attrs)
  }

  /// Draws the string in `rect` (wrapped at spaces, clipped) in the current context.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(self, in: rect, attrs)
  }
}
