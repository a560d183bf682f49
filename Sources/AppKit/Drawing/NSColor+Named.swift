import Foundation

/// AppKit's named colours: the fixed ones with their documented components, and the system
/// colours with their values in macOS's light appearance (there is no dark mode on Linux).
extension NSColor {
  /// The black.
  public class var black: NSColor { NSColor(white: 0, alpha: 1) }

  /// The white.
  public class var white: NSColor { NSColor(white: 1, alpha: 1) }

  /// The grey: white 0.5.
  public class var gray: NSColor { NSColor(white: 0.5, alpha: 1) }

  /// The dark grey: white 1/3.
  public class var darkGray: NSColor { NSColor(white: 1.0 / 3.0, alpha: 1) }

  /// The light grey: white 2/3.
  public class var lightGray: NSColor { NSColor(white: 2.0 / 3.0, alpha: 1) }

  /// The red: (1, 0, 0).
  public class var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }

  /// The green: (0, 1, 0).
  public class var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }

  /// The blue: (0, 0, 1).
  public class var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }

  /// The cyan: (0, 1, 1).
  public class var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1) }

  /// The yellow: (1, 1, 0).
  public class var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }

  /// The magenta: (1, 0, 1).
  public class var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1) }

  /// The orange: (1, 0.5, 0).
  public class var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }

  /// The purple: (0.5, 0, 0.5).
  public class var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }

  /// The brown: (0.6, 0.4, 0.2).
  public class var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  /// The clear: white 0, alpha 0.
  public class var clear: NSColor { NSColor(white: 0, alpha: 0) }

  /// systemRed: sRGB (255, 59, 48) / 255, its light-appearance value.
  public class var systemRed: NSColor { rgb(255, 59, 48, 1) }

  /// systemOrange: sRGB (255, 149, 0) / 255, its light-appearance value.
  public class var systemOrange: NSColor { rgb(255, 149, 0, 1) }

  /// systemYellow: sRGB (255, 204, 0) / 255, its light-appearance value.
  public class var systemYellow: NSColor { rgb(255, 204, 0, 1) }

  /// systemGreen: sRGB (40, 205, 65) / 255, its light-appearance value.
  public class var systemGreen: NSColor { rgb(40, 205, 65, 1) }

  /// systemMint: sRGB (0, 199, 190) / 255, its light-appearance value.
  public class var systemMint: NSColor { rgb(0, 199, 190, 1) }

  /// systemTeal: sRGB (89, 173, 196) / 255, its light-appearance value.
  public class var systemTeal: NSColor { rgb(89, 173, 196, 1) }

  /// systemCyan: sRGB (85, 190, 240) / 255, its light-appearance value.
  public class var systemCyan: NSColor { rgb(85, 190, 240, 1) }

  /// systemBlue: sRGB (0, 122, 255) / 255, its light-appearance value.
  public class var systemBlue: NSColor { rgb(0, 122, 255, 1) }

  /// systemIndigo: sRGB (88, 86, 214) / 255, its light-appearance value.
  public class var systemIndigo: NSColor { rgb(88, 86, 214, 1) }

  /// systemPurple: sRGB (175, 82, 222) / 255, its light-appearance value.
  public class var systemPurple: NSColor { rgb(175, 82, 222, 1) }

  /// systemPink: sRGB (255, 45, 85) / 255, its light-appearance value.
  public class var systemPink: NSColor { rgb(255, 45, 85, 1) }

  /// systemBrown: sRGB (162, 132, 94) / 255, its light-appearance value.
  public class var systemBrown: NSColor { rgb(162, 132, 94, 1) }

  /// systemGray: sRGB (142, 142, 147) / 255, its light-appearance value.
  public class var systemGray: NSColor { rgb(142, 142, 147, 1) }

  /// labelColor: sRGB (0, 0, 0) / 255, alpha 0.85, its light-appearance value.
  public class var labelColor: NSColor { rgb(0, 0, 0, 0.85) }

  /// secondaryLabelColor: sRGB (0, 0, 0) / 255, alpha 0.5, its light-appearance value.
  public class var secondaryLabelColor: NSColor { rgb(0, 0, 0, 0.5) }

  /// textColor: sRGB (0, 0, 0) / 255, its light-appearance value.
  public class var textColor: NSColor { rgb(0, 0, 0, 1) }

  /// windowBackgroundColor: sRGB (236, 236, 236) / 255, its light-appearance value.
  public class var windowBackgroundColor: NSColor { rgb(236, 236, 236, 1) }

  /// controlAccentColor: sRGB (0, 122, 255) / 255, its light-appearance value.
  public class var controlAccentColor: NSColor { rgb(0, 122, 255, 1) }

  private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> NSColor {
    NSColor(
      red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: CGFloat(a))
  }
}
