import EmitterViewHost
import Foundation

/// A colour: RGB, white or HSB components in sRGB (there is no colour management on Linux: the
/// calibrated, device and sRGB initialisers all make sRGB colours).
open class NSColor: NSObject, @unchecked Sendable {
  // @unchecked: immutable.
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  let isGrey: Bool

  private init(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat, grey: Bool) {
    components = (r, g, b, a)
    isGrey = grey
    super.init()
  }

  /// An RGB colour.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red, green, blue, alpha, grey: false)
  }

  /// An sRGB colour.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red, green, blue, alpha, grey: false)
  }

  /// A calibrated RGB colour (sRGB here).
  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    self.init(red, green, blue, alpha, grey: false)
  }

  /// A device RGB colour (sRGB here).
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red, green, blue, alpha, grey: false)
  }

  /// A grey: `white` 0 (black) ... 1 (white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(white, white, white, alpha, grey: true)
  }

  /// A calibrated grey (sRGB here).
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
    self.init(white: white, alpha: alpha)
  }

  /// A colour from hue (0...1, a full turn), saturation and brightness.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = ColorModel.rgb(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(CGFloat(rgb.red), CGFloat(rgb.green), CGFloat(rgb.blue), alpha, grey: false)
  }

  /// The colour of a `CGColor` (a grey for one component plus alpha); nil when it has none.
  public convenience init?(cgColor: CGColor) {
    guard let values = cgColor.components, !values.isEmpty else { return nil }
    if values.count <= 2 {
      self.init(white: values[0], alpha: values.count > 1 ? values[1] : 1)
    } else {
      self.init(
        red: values[0], green: values[1], blue: values[2],
        alpha: values.count > 3 ? values[3] : 1)
    }
  }

  /// The colour as a `CGColor`.
  open var cgColor: CGColor {
    isGrey
      ? CGColor(gray: components.red, alpha: components.alpha)
      : CGColor(
        red: components.red, green: components.green, blue: components.blue,
        alpha: components.alpha)
  }

  /// The colour with `alpha` in place of its own.
  open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
    NSColor(components.red, components.green, components.blue, alpha, grey: isGrey)
  }

  /// The red component.
  open var redComponent: CGFloat { components.red }
  /// The green component.
  open var greenComponent: CGFloat { components.green }
  /// The blue component.
  open var blueComponent: CGFloat { components.blue }
  /// The alpha component.
  open var alphaComponent: CGFloat { components.alpha }

  /// The hue, 0...1 (the hexcone model; 0 for greys).
  open var hueComponent: CGFloat { CGFloat(hsb.hue) }
  /// The saturation, 0...1.
  open var saturationComponent: CGFloat { CGFloat(hsb.saturation) }
  /// The brightness, 0...1.
  open var brightnessComponent: CGFloat { CGFloat(hsb.brightness) }

  private var hsb: (hue: Double, saturation: Double, brightness: Double) {
    ColorModel.hsb(
      red: Double(components.red), green: Double(components.green), blue: Double(components.blue))
  }

  /// Writes the RGB components and alpha where the pointers point.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) {
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
  }

  /// Whether `object` is a colour with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSColor else { return false }
    return components == other.components
  }

  /// A hash of the components.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(components.red)
    hasher.combine(components.green)
    hasher.combine(components.blue)
    hasher.combine(components.alpha)
    return hasher.finalize()
  }
}
