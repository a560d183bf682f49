/// A colour ramp: colours at locations from 0 (the start) to 1 (the end), drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`. Colours are sRGB (no colour
/// management), interpolated by cairo.
public final class CGGradient: @unchecked Sendable {
  // @unchecked: immutable after init.
  /// Each stop: its location and straight sRGB red, green, blue, alpha.
  let stops: [(location: Double, colour: (Double, Double, Double, Double))]

  /// A gradient through `colors` (`CGColor`s, as `[c1, c2] as CFArray`), at `locations` (one
  /// per colour, 0...1) or evenly spaced when nil; nil when a colour is not a `CGColor` or there
  /// are none.
  public init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    let colours = colors.compactMap { $0 as? CGColor }
    guard !colours.isEmpty, colours.count == colors.count else { return nil }
    stops = colours.enumerated().map { index, colour in
      (Self.location(index, of: colours.count, in: locations), colour.rgba)
    }
  }

  /// A gradient of `count` colours given as components in `space` (alpha after each colour's),
  /// at `locations` or evenly spaced when nil; nil when `count` is below 1.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count >= 1 else { return nil }
    let stride = space.numberOfComponents + 1
    stops = (0..<count).map { index in
      let c = (0..<stride).map { Double(components[index * stride + $0]) }
      let colour = stride == 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c[1])
      return (Self.location(index, of: count, in: locations), colour)
    }
  }

  private static func location(_ index: Int, of count: Int, in locations: UnsafePointer<CGFloat>?)
    -> Double
  {
    if let locations { return Double(locations[index]) }
    return count == 1 ? 0 : Double(index) / Double(count - 1)
  }
}

/// A Core Foundation array on Apple platforms; a Swift array here, so `[c1, c2] as CFArray`
/// compiles unchanged.
public typealias CFArray = [Any]

/// Whether a gradient also paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Options from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Paint the start colour before the start (a linear gradient's far side; inside a radial
  /// gradient's start circle).
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Paint the end colour after the end (past a linear gradient's end; outside a radial
  /// gradient's end circle).
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
