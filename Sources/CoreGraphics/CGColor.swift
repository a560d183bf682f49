import EmitterModel

/// A colour: its space and components, alpha last, as Core Graphics keeps one.
///
/// No colour management: RGB colours are sRGB and grey colours sRGB greys whatever their space
/// says (see `CGColorSpace`). Two colours are equal when their spaces and components are, as
/// on Apple platforms: a grey is not equal to the RGB colour that looks the same.
public final class CGColor: Hashable, @unchecked Sendable {
  // @unchecked: immutable after init.
  /// The components, alpha last: red, green, blue, alpha in an RGB space; grey, alpha in a grey
  /// one.
  public let components: [CGFloat]?
  /// The colour's space.
  public let colorSpace: CGColorSpace?
  /// How many `components` there are, alpha included (4 for RGB, 2 for grey).
  public var numberOfComponents: Int { components?.count ?? 0 }
  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  private init(space: CGColorSpace, components: [CGFloat]) {
    colorSpace = space
    self.components = components
  }

  /// A colour from sRGB components in 0...1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: .namedSRGB, components: [red, green, blue, alpha])
  }

  /// A colour from sRGB components in 0...1 (the same as `init(red:green:blue:alpha:)`).
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey from its white level in 0...1, in the generic grey space.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(space: .namedGray, components: [gray, alpha])
  }

  /// A grey in the generic grey space (the same as `init(gray:alpha:)`).
  public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
    self.init(gray: gray, alpha: alpha)
  }

  /// A colour in `space` from its components, alpha last; nil when the count is not the
  /// space's components plus one.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    let count = space.numberOfComponents + 1
    self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: count)))
  }

  /// Opaque black (grey 0).
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white (grey 1).
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Transparent (grey 0, alpha 0).
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The same colour in the same space with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components, let colorSpace else { return nil }
    return CGColor(space: colorSpace, components: components.dropLast() + [alpha])
  }

  /// Equal spaces and components.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
  }

  /// Hashes the space and the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(colorSpace)
    hasher.combine(components)
  }

  /// Straight (not premultiplied) sRGB red, green, blue, alpha: a grey's level repeated.
  package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
    let c = (components ?? [0, 1]).map { Double($0) }
    return c.count >= 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
  }

  /// The model's colour (straight sRGB components), for a layer's or a cell's colours.
  package var modelColor: Color {
    let c = rgba
    return Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }

  /// The colour of a model value, in sRGB.
  package convenience init(_ color: Color) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
