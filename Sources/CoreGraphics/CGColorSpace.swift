/// A colour space. There is no colour management here: the RGB spaces are all sRGB and the grey
/// spaces sRGB greys (r = g = b), so only spaces whose values pass through unchanged are made
/// (`init(name:)` returns nil for the others, Display P3 and the linear spaces among them).
public final class CGColorSpace: Hashable, @unchecked Sendable {
  // @unchecked: immutable after init.

  /// The spaces' models.
  public enum Model: Int32, Sendable {
    /// One grey component.
    case monochrome = 0
    /// Red, green, blue.
    case rgb = 1
  }

  /// Apple's name for sRGB (IEC 61966-2.1).
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// Apple's name for extended-range sRGB; components are kept as given, drawn clamped to 0...1.
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Apple's name for the generic grey space with a 2.2 gamma; taken as sRGB grey here.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// Apple's name for the extended-range grey space; taken as sRGB grey here.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
  /// Apple's name for the generic RGB space; taken as sRGB here.
  public static let genericRGB: CFString = "kCGColorSpaceGenericRGB"

  /// The space's name (`CGColorSpace.sRGB`…); device spaces have none, as on Apple platforms.
  public let name: CFString?
  /// RGB or monochrome.
  public let model: Model
  /// Colour components, alpha not counted: 3 for RGB, 1 for grey.
  public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

  private init(name: CFString?, model: Model) {
    self.name = name
    self.model = model
  }

  /// The named space, or nil for a name this library does not hold (only sRGB and grey spaces,
  /// see the type's comment).
  public convenience init?(name: CFString) {
    switch name {
    case Self.sRGB, Self.extendedSRGB, Self.genericRGB: self.init(name: name, model: .rgb)
    case Self.genericGrayGamma2_2, Self.extendedGray: self.init(name: name, model: .monochrome)
    default: return nil
    }
  }

  /// The device RGB space (sRGB here).
  static let deviceRGB = CGColorSpace(name: nil, model: .rgb)
  /// The device grey space (sRGB grey here).
  static let deviceGray = CGColorSpace(name: nil, model: .monochrome)
  /// sRGB by name: what `CGColor(red:green:blue:alpha:)` uses.
  static let namedSRGB = CGColorSpace(name: sRGB, model: .rgb)
  /// Generic grey by name: what `CGColor(gray:alpha:)` uses.
  static let namedGray = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

  /// Equal name and model, as Core Graphics compares spaces.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name && lhs.model == rhs.model
  }

  /// Hashes the name and the model.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(model)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device RGB space (sRGB here: no colour management).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device grey space (sRGB greys here: no colour management).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
