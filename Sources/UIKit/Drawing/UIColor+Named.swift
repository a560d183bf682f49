import Foundation

/// UIKit's named colours: the fixed ones with their documented components, and the system
/// colours with their light-mode sRGB values (the table of Apple's Human Interface Guidelines,
/// iOS 15 and later); there is no dark mode on Linux, so a system colour is one colour.
extension UIColor {
  /// The black: white 0.
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }

  /// The dark grey: white 1/3.
  public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }

  /// The light grey: white 2/3.
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }

  /// The white: white 1.
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }

  /// The grey: white 0.5.
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }

  /// The red: (1, 0, 0).
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }

  /// The green: (0, 1, 0).
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }

  /// The blue: (0, 0, 1).
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }

  /// The cyan: (0, 1, 1).
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }

  /// The yellow: (1, 1, 0).
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }

  /// The magenta: (1, 0, 1).
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }

  /// The orange: (1, 0.5, 0).
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }

  /// The purple: (0.5, 0, 0.5).
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }

  /// The brown: (0.6, 0.4, 0.2).
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  /// The clear: white 0, alpha 0.
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  /// systemRed: sRGB (255, 59, 48) / 255, its light-mode value.
  public class var systemRed: UIColor { rgb(255, 59, 48, 1) }

  /// systemOrange: sRGB (255, 149, 0) / 255, its light-mode value.
  public class var systemOrange: UIColor { rgb(255, 149, 0, 1) }

  /// systemYellow: sRGB (255, 204, 0) / 255, its light-mode value.
  public class var systemYellow: UIColor { rgb(255, 204, 0, 1) }

  /// systemGreen: sRGB (52, 199, 89) / 255, its light-mode value.
  public class var systemGreen: UIColor { rgb(52, 199, 89, 1) }

  /// systemMint: sRGB (0, 199, 190) / 255, its light-mode value.
  public class var systemMint: UIColor { rgb(0, 199, 190, 1) }

  /// systemTeal: sRGB (48, 176, 199) / 255, its light-mode value.
  public class var systemTeal: UIColor { rgb(48, 176, 199, 1) }

  /// systemCyan: sRGB (50, 173, 230) / 255, its light-mode value.
  public class var systemCyan: UIColor { rgb(50, 173, 230, 1) }

  /// systemBlue: sRGB (0, 122, 255) / 255, its light-mode value.
  public class var systemBlue: UIColor { rgb(0, 122, 255, 1) }

  /// systemIndigo: sRGB (88, 86, 214) / 255, its light-mode value.
  public class var systemIndigo: UIColor { rgb(88, 86, 214, 1) }

  /// systemPurple: sRGB (175, 82, 222) / 255, its light-mode value.
  public class var systemPurple: UIColor { rgb(175, 82, 222, 1) }

  /// systemPink: sRGB (255, 45, 85) / 255, its light-mode value.
  public class var systemPink: UIColor { rgb(255, 45, 85, 1) }

  /// systemBrown: sRGB (162, 132, 94) / 255, its light-mode value.
  public class var systemBrown: UIColor { rgb(162, 132, 94, 1) }

  /// systemGray: sRGB (142, 142, 147) / 255, its light-mode value.
  public class var systemGray: UIColor { rgb(142, 142, 147, 1) }

  /// systemGray2: sRGB (174, 174, 178) / 255, its light-mode value.
  public class var systemGray2: UIColor { rgb(174, 174, 178, 1) }

  /// systemGray3: sRGB (199, 199, 204) / 255, its light-mode value.
  public class var systemGray3: UIColor { rgb(199, 199, 204, 1) }

  /// systemGray4: sRGB (209, 209, 214) / 255, its light-mode value.
  public class var systemGray4: UIColor { rgb(209, 209, 214, 1) }

  /// systemGray5: sRGB (229, 229, 234) / 255, its light-mode value.
  public class var systemGray5: UIColor { rgb(229, 229, 234, 1) }

  /// systemGray6: sRGB (242, 242, 247) / 255, its light-mode value.
  public class var systemGray6: UIColor { rgb(242, 242, 247, 1) }

  /// label: sRGB (0, 0, 0) / 255, its light-mode value.
  public class var label: UIColor { rgb(0, 0, 0, 1) }

  /// secondaryLabel: sRGB (60, 60, 67) / 255, alpha 0.6, its light-mode value.
  public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }

  /// tertiaryLabel: sRGB (60, 60, 67) / 255, alpha 0.3, its light-mode value.
  public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }

  /// quaternaryLabel: sRGB (60, 60, 67) / 255, alpha 0.18, its light-mode value.
  public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }

  /// systemBackground: sRGB (255, 255, 255) / 255, its light-mode value.
  public class var systemBackground: UIColor { rgb(255, 255, 255, 1) }

  /// secondarySystemBackground: sRGB (242, 242, 247) / 255, its light-mode value.
  public class var secondarySystemBackground: UIColor { rgb(242, 242, 247, 1) }

  /// tertiarySystemBackground: sRGB (255, 255, 255) / 255, its light-mode value.
  public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255, 1) }

  /// systemGroupedBackground: sRGB (242, 242, 247) / 255, its light-mode value.
  public class var systemGroupedBackground: UIColor { rgb(242, 242, 247, 1) }

  /// separator: sRGB (60, 60, 67) / 255, alpha 0.29, its light-mode value.
  public class var separator: UIColor { rgb(60, 60, 67, 0.29) }

  /// link: sRGB (0, 122, 255) / 255, its light-mode value.
  public class var link: UIColor { rgb(0, 122, 255, 1) }

  /// tintColor: sRGB (0, 122, 255) / 255, its light-mode value.
  public class var tintColor: UIColor { rgb(0, 122, 255, 1) }

  private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UIColor {
    UIColor(
      red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: CGFloat(a))
  }
}
