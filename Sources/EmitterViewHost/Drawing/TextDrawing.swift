package import CoreGraphics
import Foundation

/// Strings drawn into a `CGContext` and measured, as `NSString.draw(at:withAttributes:)` and
/// `size(withAttributes:)` do: one `TextLine` per line of the string (split at line breaks;
/// `draw(in:)` also wraps at spaces to the rectangle's width and clips to it). Drawing goes
/// through the context's cairo state, so the context's transform, clip and alpha apply.
package enum TextDrawing {
  /// The size the string takes: the widest line by the sum of the lines' heights, points.
  package static func size(of text: String, font: FontDescription) -> CGSize {
    let lines = lines(of: text, font: font)
    return CGSize(
      width: lines.map(\.width).max() ?? 0,
      height: lines.reduce(0) { $0 + $1.size.height })
  }

  /// Draws the string with its first line's top-left corner at `point` (user space, y down as in
  /// UIKit's contexts), text in `color` (straight RGBA).
  package static func draw(
    _ text: String, font: FontDescription, color: (Double, Double, Double, Double),
    at point: CGPoint, in context: CGContext
  ) {
    let lines = lines(of: text, font: font)
    context.withCairoUserSpace { cairo in
      var y = Double(point.y)
      for line in lines {
        line.draw(in: cairo, x: Double(point.x), y: y, color: color)
        y += line.size.height
      }
    }
  }

  /// Draws the string in `rect`: lines wrapped at spaces to its width, clipped to it.
  package static func draw(
    _ text: String, font: FontDescription, color: (Double, Double, Double, Double),
    in rect: CGRect, in context: CGContext
  ) {
    let wrapped = wrap(text, font: font, width: Double(rect.width))
    context.saveGState()
    context.clip(to: rect)
    context.withCairoUserSpace { cairo in
      var y = Double(rect.minY)
      for line in wrapped {
        line.draw(in: cairo, x: Double(rect.minX), y: y, color: color)
        y += line.size.height
      }
    }
    context.restoreGState()
  }

  /// The height `text` takes wrapped to `width`.
  package static func wrappedSize(of text: String, font: FontDescription, width: Double) -> CGSize {
    let lines = wrap(text, font: font, width: width)
    return CGSize(
      width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.size.height })
  }

  private static func lines(of text: String, font: FontDescription) -> [TextLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      TextLine(String($0), font: font)
    }
  }

  /// Each paragraph broken greedily at spaces into lines no wider than `width` (a word wider
  /// than it gets a line of its own).
  private static func wrap(_ text: String, font: FontDescription, width: Double) -> [TextLine] {
    var lines: [TextLine] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if !current.isEmpty, TextLine(candidate, font: font).width > width {
          lines.append(TextLine(current, font: font))
          current = String(word)
        } else {
          current = candidate
        }
      }
      lines.append(TextLine(current, font: font))
    }
    return lines
  }
}
