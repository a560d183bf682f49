/// A colour: red, green, blue and alpha in 0...1 (sRGB), as Core Graphics keeps one.
public final class CGColor: @unchecked Sendable {
  // @unchecked: immutable after init.
  /// The colour's components: red, green, blue, alpha.
  public let components: [CGFloat]?
  /// How many components `components` holds (4: RGBA).
  public var numberOfComponents: Int { components?.count ?? 0 }
  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// A colour from sRGB components in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A grey from its white level in 0...1.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components, components.count == 4 else { return nil }
    return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }
}
