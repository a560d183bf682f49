import Foundation

/// The drawing UIKit adds to `NSAttributedString` (NSStringDrawing): the string measured and
/// drawn with the font and colour of its attributes, as `NSString`'s `withAttributes:` forms
/// draw it. One set of attributes applies to the whole string: those of its first character
/// (an attributed string of one run, as emitter code draws emoji and labels, is drawn exactly).
extension NSAttributedString {
  /// The attributes the string is drawn with: its first character's (none when empty).
  private var drawingAttributes: [NSAttributedString.Key: Any] {
    length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
  }

  /// The size the string takes (see `NSString.size(withAttributes:)`).
  public func size() -> CGSize { StringDrawing.size(string, drawingAttributes) }

  /// Draws the string with its top-left corner at `point` in the current context.
  public func draw(at point: CGPoint) { StringDrawing.draw(string, at: point, drawingAttributes) }

  /// Draws the string in `rect` (wrapped at spaces to its width, clipped to it) in the current
  /// context.
  public func draw(in rect: CGRect) { StringDrawing.draw(string, in: rect, drawingAttributes) }
}
