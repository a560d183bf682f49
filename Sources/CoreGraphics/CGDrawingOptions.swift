/// How the ends of open stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
  /// The line ends square at its end point (the default).
  case butt = 0
  /// A half circle past the end point.
  case round = 1
  /// A half square past the end point.
  case square = 2
}

/// How stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
  /// A sharp corner, bevelled past the miter limit (the default).
  case miter = 0
  /// A rounded corner.
  case round = 1
  /// A corner cut square.
  case bevel = 2
}

/// Which points a path's area holds.
public enum CGPathFillRule: Int, Sendable {
  /// Points the path winds around a non-zero number of times (the default).
  case winding = 0
  /// Points a ray from which crosses the path an odd number of times.
  case evenOdd = 1
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill, non-zero winding.
  case fill = 0
  /// Fill, even-odd.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill (non-zero winding), then stroke.
  case fillStroke = 3
  /// Fill (even-odd), then stroke.
  case eoFillStroke = 4
}

/// How painted pixels combine with the pixels already there (Apple's names; cairo's operators).
///
/// Every mode but `plusDarker` has a cairo operator that computes it; `plusDarker` has none and
/// draws as `normal` here.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
  /// Source over destination (the default).
  case normal = 0
  /// Source × destination.
  case multiply
  /// 1 − (1 − source)(1 − destination).
  case screen
  /// Multiply or screen, by the destination.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// Brightens the destination toward the source.
  case colorDodge
  /// Darkens the destination toward the source.
  case colorBurn
  /// Softens or lightens, by the source.
  case softLight
  /// Multiply or screen, by the source.
  case hardLight
  /// The absolute difference.
  case difference
  /// Like difference, lower in contrast.
  case exclusion
  /// The source's hue with the destination's saturation and luminosity.
  case hue
  /// The source's saturation with the destination's hue and luminosity.
  case saturation
  /// The source's hue and saturation with the destination's luminosity.
  case color
  /// The source's luminosity with the destination's hue and saturation.
  case luminosity
  /// Clears what is painted over to transparent.
  case clear
  /// Replaces the destination with the source where painted.
  case copy
  /// The source where the destination is.
  case sourceIn
  /// The source where the destination is not.
  case sourceOut
  /// The source over the destination, only where the destination is.
  case sourceAtop
  /// The destination over the source.
  case destinationOver
  /// The destination where the source is.
  case destinationIn
  /// The destination where the source is not.
  case destinationOut
  /// The destination over the source, only where the source is.
  case destinationAtop
  /// Where either is but not both.
  case xor
  /// 1 − ((1 − destination) + (1 − source)), clamped; no cairo operator: drawn as `normal`.
  case plusDarker
  /// Source + destination, clamped.
  case plusLighter
}

/// How images are resampled when drawn scaled.
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default (`medium` here).
  case `default` = 0
  /// Nearest pixel: hard edges.
  case none = 1
  /// Bilinear.
  case low = 2
  /// Bilinear up, a box-like filter down (cairo's good filter).
  case medium = 4
  /// cairo's best filter.
  case high = 3
}

/// Where an image's alpha is and whether its colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
  /// No alpha.
  case none = 0
  /// Alpha last (RGBA), colours premultiplied.
  case premultipliedLast = 1
  /// Alpha first (ARGB), colours premultiplied.
  case premultipliedFirst = 2
  /// Alpha last, colours not premultiplied.
  case last = 3
  /// Alpha first, colours not premultiplied.
  case first = 4
  /// A padding byte last (RGBX).
  case noneSkipLast = 5
  /// A padding byte first (XRGB).
  case noneSkipFirst = 6
  /// Alpha only.
  case alphaOnly = 7
}

/// A bitmap's layout: its `CGImageAlphaInfo` in the low bits, byte order and float flags above.
public struct CGBitmapInfo: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// A layout from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The bits that hold the `CGImageAlphaInfo`.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// Components are floats.
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits that hold the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The byte order of the platform's default (big-endian components in memory order).
  public static let byteOrderDefault: CGBitmapInfo = []
  /// 16-bit words, little-endian.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit words, little-endian (with `premultipliedFirst`: BGRA in memory, cairo's ARGB32).
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit words, big-endian.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit words, big-endian.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

  /// The alpha info the low bits hold (nil for a value no case has).
  var alphaInfo: CGImageAlphaInfo? {
    CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue)
  }
  /// The byte-order bits alone.
  var byteOrder: CGBitmapInfo { CGBitmapInfo(rawValue: rawValue & Self.byteOrderMask.rawValue) }
}

/// How colours outside a colour space's gamut are mapped (kept, never used: no colour
/// management here).
public enum CGColorRenderingIntent: Int32, Sendable {
  /// The context's default.
  case defaultIntent = 0
  /// Out-of-gamut colours to the nearest in gamut.
  case absoluteColorimetric
  /// As absolute, relative to the white point.
  case relativeColorimetric
  /// The whole gamut compressed.
  case perceptual
  /// Saturation kept.
  case saturation
}
