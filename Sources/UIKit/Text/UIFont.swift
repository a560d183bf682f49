import EmitterViewHost
import Foundation

/// A font: a family, a size in points, a weight. On Linux the system font is fontconfig's
/// `sans-serif` (DejaVu Sans on Debian) and a named font is whatever fontconfig matches for the
/// name; emoji are drawn from Noto Color Emoji whatever the font.
open class UIFont: NSObject, @unchecked Sendable {
  // @unchecked: immutable.
  let fontDescription: FontDescription

  init(_ description: FontDescription) {
    fontDescription = description
    super.init()
  }

  /// Weights of the system font; `bold` and heavier draw bold.
  public struct Weight: Hashable, Sendable {
    /// The weight, -1 (ultra light) ... 1 (black), UIKit's values.
    public let rawValue: CGFloat
    /// A weight from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The system font of `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(.system(size: Double(fontSize)))
  }

  /// The system font of `fontSize` points in `weight` (bold at `.bold` and above).
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(.system(size: Double(fontSize), bold: weight.rawValue >= Weight.bold.rawValue))
  }

  /// The bold system font of `fontSize` points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(.system(size: Double(fontSize), bold: true))
  }

  /// The italic system font of `fontSize` points.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      FontDescription(family: FontDescription.systemFamily, size: Double(fontSize), isItalic: true))
  }

  /// The font named `fontName` (a family, or a PostScript-style `Family-Bold`/`-Italic` name)
  /// at `fontSize` points: whatever fontconfig matches for it, which may be another family
  /// when the named one is not installed (iOS's fonts are not on Linux); nil only for an empty
  /// name or a size that is not positive.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
    let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
    let style = parts.count > 1 ? parts[1].lowercased() : ""
    fontDescription = FontDescription(
      family: parts[0], size: Double(fontSize), isBold: style.contains("bold"),
      isItalic: style.contains("italic") || style.contains("oblique"))
    super.init()
  }

  /// The same font at `fontSize` points.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    var resized = fontDescription
    resized.size = Double(fontSize)
    return UIFont(resized)
  }

  /// Points per em.
  open var pointSize: CGFloat { CGFloat(fontDescription.size) }

  /// The family fontconfig found for the font.
  open var familyName: String { fontDescription.metrics.familyName }

  /// The family and style, as a PostScript-like name (`DejaVu Sans-Bold`).
  open var fontName: String {
    let style = [fontDescription.isBold ? "Bold" : "", fontDescription.isItalic ? "Italic" : ""]
      .joined()
    return style.isEmpty ? familyName : "\(familyName)-\(style)"
  }

  /// Points above the baseline.
  open var ascender: CGFloat { CGFloat(fontDescription.metrics.ascent) }

  /// Points below the baseline (negative, as UIKit reports it).
  open var descender: CGFloat { -CGFloat(fontDescription.metrics.descent) }

  /// The height of capitals, points.
  open var capHeight: CGFloat { CGFloat(fontDescription.metrics.capHeight) }

  /// The distance between baselines: ascender minus descender.
  open var lineHeight: CGFloat { CGFloat(fontDescription.metrics.lineHeight) }

  /// The system font size UIKit uses by default: 17 points.
  open class var systemFontSize: CGFloat { 17 }

  /// Whether `object` is the same font.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.fontDescription == fontDescription
  }

  /// A hash of the font.
  open override var hash: Int { fontDescription.hashValue }
}
