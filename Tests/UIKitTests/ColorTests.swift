import Foundation
import Testing
import UIKit

extension UIKitTests {
  @Suite struct Colors {
    /// HSB to RGB against the closed form: with C = b·s, H' = 6h, X = C·(1 − |H' mod 2 − 1|),
    /// m = b − C, the components are m plus (C, X, 0) rotated by the sector of H'.
    @Test func hsbMatchesTheClosedForm() {
      for hue in stride(from: 0.0, to: 1.0, by: 1.0 / 24) {
        for saturation in [0.0, 0.25, 0.8, 1.0] {
          for brightness in [0.0, 0.5, 1.0] {
            let color = UIColor(
              hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness),
              alpha: 0.5)
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
            let c = brightness * saturation
            let h = hue * 6
            let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
            let m = brightness - c
            let rgb: (Double, Double, Double) =
              switch Int(h) {
              case 0: (c, x, 0)
              case 1: (x, c, 0)
              case 2: (0, c, x)
              case 3: (0, x, c)
              case 4: (x, 0, c)
              default: (c, 0, x)
              }
            let tolerance = 1e-12
            #expect(
              abs(Double(r) - (rgb.0 + m)) < tolerance, "h \(hue) s \(saturation) b \(brightness)")
            #expect(
              abs(Double(g) - (rgb.1 + m)) < tolerance, "h \(hue) s \(saturation) b \(brightness)")
            #expect(
              abs(Double(b) - (rgb.2 + m)) < tolerance, "h \(hue) s \(saturation) b \(brightness)")
            #expect(a == 0.5)
            // And back: hue (for chromatic colours), saturation (where brightness is not 0)
            // and brightness.
            var (h2, s2, v2): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
            #expect(color.getHue(&h2, saturation: &s2, brightness: &v2, alpha: nil))
            #expect(abs(Double(v2) - brightness) < tolerance)
            if brightness > 0 { #expect(abs(Double(s2) - saturation) < tolerance) }
            if c > 0 { #expect(abs(Double(h2) - hue) < tolerance) }
          }
        }
      }
      // A hue of 1 is red again.
      var r: CGFloat = 0
      UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1).getRed(
        &r, green: nil, blue: nil, alpha: nil)
      #expect(r == 1)
    }

    @Test func namedColoursAreUIKits() {
      func rgba(_ color: UIColor) -> [Double] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [Double(r), Double(g), Double(b), Double(a)]
      }
      let third: Double = 2.0 / 3
      let blue: Double = 122.0 / 255
      let (r59, g48, grey60, grey67): (Double, Double, Double, Double) =
        (59.0 / 255, 48.0 / 255, 60.0 / 255, 67.0 / 255)
      #expect(rgba(.red) == [1, 0, 0, 1])
      #expect(rgba(.orange) == [1, 0.5, 0, 1])
      #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
      #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
      #expect(rgba(.lightGray) == [third, third, third, 1])
      #expect(rgba(.clear) == [0, 0, 0, 0])
      #expect(rgba(.systemBlue) == [0, blue, 1, 1])
      #expect(rgba(.systemRed) == [1, r59, g48, 1])
      #expect(rgba(.secondaryLabel) == [grey60, grey60, grey67, 0.6])
      var white: CGFloat = 0
      #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
      #expect(UIColor.red.getWhite(&white, alpha: nil) == false)
    }

    @Test func cgColorRoundTripAndAlpha() {
      let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
      #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
      #expect(UIColor(cgColor: color.cgColor) == color)
      #expect(UIColor(white: 0.3, alpha: 1).cgColor.components == [0.3, 1])
      #expect(UIColor(cgColor: CGColor(gray: 0.3, alpha: 1)) == UIColor(white: 0.3, alpha: 1))
      #expect(color.withAlphaComponent(0.1).cgColor.components == [0.2, 0.4, 0.6, 0.1])
      #expect(color != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }
  }
}
