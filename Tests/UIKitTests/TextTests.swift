import EmitterImage
import EmitterViewHost
import Foundation
import Testing
import UIKit

extension UIKitTests {
  /// Strings measured and drawn as UIKit's NSStringDrawing does, over cairo and FreeType; emoji
  /// in colour from Noto Color Emoji (the way NSHipster's confetti makes emoji images).
  @Suite struct Text {
    /// An emoji drawn at 16 points is coloured (saturated pixels, not a grey mask), and its
    /// size is the emoji font's: Noto Color Emoji's tables (read with Python when this was
    /// written: 2048 units per em, every emoji 2550 units wide, ascent 1900, descent 500) give a
    /// width of 16 × 2550 / 2048 and a height of 16 × 2400 / 2048 points, to 0.001 point.
    @Test func emojiAreDrawnInColourAndMeasuredByTheFont() throws {
      let string = NSString(string: "🎉")
      let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 16)]
      let size = string.size(withAttributes: attributes)
      #expect(abs(size.width - 16 * 2550 / 2048) < 0.001, "width \(size.width)")
      #expect(abs(size.height - 16 * 2400 / 2048) < 0.001, "height \(size.height)")
      let image = UIGraphicsImageRenderer(size: size).image { _ in
        string.draw(at: .zero, withAttributes: attributes)
      }
      let pixels = try rgba(of: image)
      try keep(pixels, as: "emoji")
      let opaque = pixels.count { $0.w > 200 }
      let saturated = pixels.count { (p: SIMD4<UInt8>) -> Bool in
        let spread: Int = Int(max(p.x, p.y, p.z)) - Int(min(p.x, p.y, p.z))
        return p.w > 200 && spread > 100
      }
      let area = Int(size.width * size.height)
      #expect(opaque > area / 4, "opaque \(opaque)")
      #expect(saturated > opaque / 4, "saturated \(saturated) of \(opaque)")
    }

    /// Text in the system font: its height is the font's line height, its width grows with the
    /// text, and it is drawn in the foreground colour, upright (ink above the baseline).
    @Test func textIsMeasuredAndDrawnInItsColour() throws {
      let font = UIFont.systemFont(ofSize: 20)
      #expect(abs(font.lineHeight - (font.ascender - font.descender)) < 1e-9)
      #expect(font.ascender > 15 && font.descender < 0 && font.pointSize == 20)
      #expect(!font.familyName.isEmpty)
      let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
      let short = "Hi".size(withAttributes: attributes)
      let long = "Hi there".size(withAttributes: attributes)
      #expect(abs(short.height - font.lineHeight) < 0.01)
      #expect(long.width > short.width * 2)
      let twoLines = "Hi\nthere".size(withAttributes: attributes)
      #expect(abs(twoLines.height - 2 * font.lineHeight) < 0.01)
      let image = UIGraphicsImageRenderer(size: long).image { _ in
        "Hi there".draw(at: .zero, withAttributes: attributes)
      }
      let pixels = try rgba(of: image)
      try keep(pixels, as: "text")
      let ink = pixels.count { (p: SIMD4<UInt8>) -> Bool in p.w > 128 }
      #expect(ink > 50)
      let notRed = pixels.count { (p: SIMD4<UInt8>) -> Bool in p.w > 128 && (p.y > 10 || p.z > 10) }
      #expect(notRed == 0, "only red ink")
      // Upright: ink lies above the baseline (row `ascender`), "Hi there" having no descender.
      let baseline = Int(font.ascender.rounded(.up)) + 1
      var below = 0
      for y in baseline..<pixels.height {
        for x in 0..<pixels.width where pixels[x, y].w > 128 { below += 1 }
      }
      #expect(below == 0, "ink below the baseline: \(below) pixels")
    }
  }
}
