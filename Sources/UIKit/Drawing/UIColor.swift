import EmitterViewHost
import Foundation

/// A colour: RGB, white or HSB components in sRGB (there is no colour management on Linux;
/// components outside 0...1 are kept, as iOS keeps extended-range colours, and clamped where
/// drawn). Two colours are equal when their components are.
open class UIColor: NSObject, @unchecked Sendable {
  // @unchecked: immutable.
  /// Red, green, blue, alpha.
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  /// Whether the colour was made as a grey (its `cgColor` is then a grey colour).
  let isGrey: Bool

  /// A colour from RGB components, 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    isGrey = false
    super.init()
  }

  /// A grey: `white` 0 (black) ... 1 (white).
  public init(white: CGFloat, alpha: CGFloat) {
    components = (white, white, white, alpha)
    isGrey = true
    super.init()
  }

  /// A colour from hue (0...1, a full turn), saturation and brightness.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = ColorModel.rgb(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(
      red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: alpha)
  }

  /// A Display P3 colour, taken as sRGB (there is no colour management on Linux).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour of a `CGColor`: a grey for a one-component (plus alpha) colour, RGB otherwise.
  public convenience init(cgColor: CGColor) {
    let values = cgColor.components ?? [0, 1]
    if values.count <= 2 {
      self.init(white: values.first ?? 0, alpha: values.count > 1 ? values[1] : 1)
    } else {
      self.init(
        red: values[0], green: values[1], blue: values[2],
        alpha: values.count > 3 ? values[3] : 1)
    }
  }

  /// The colour as a `CGColor` (grey colours in the grey space, others in sRGB).
  open var cgColor: CGColor {
    isGrey
      ? CGColor(gray: components.red, alpha: components.alpha)
      : CGColor(
        red: components.red, green: components.green, blue: components.blue,
        alpha: components.alpha)
  }

  /// The colour with `alpha` in place of its own.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    isGrey
      ? UIColor(white: components.red, alpha: alpha)
      : UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// Writes the RGB components and alpha where the pointers point; always true (every colour
  /// here converts to RGB).
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// Writes hue, saturation, brightness (the hexcone model, 0...1 each) and alpha; true.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let hsb = ColorModel.hsb(
      red: Double(components.red), green: Double(components.green), blue: Double(components.blue))
    hue?.pointee = CGFloat(hsb.hue)
    saturation?.pointee = CGFloat(hsb.saturation)
    brightness?.pointee = CGFloat(hsb.brightness)
    alpha?.pointee = components.alpha
    return true
  }

  /// Writes the grey level and alpha of a grey colour and returns true; false (nothing
  /// written) for an RGB colour, whose colour space is not compatible, as on iOS.
  @discardableResult
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard isGrey else { return false }
    white?.pointee = components.red
    alpha?.pointee = components.alpha
    return true
  }

  /// Sets the colour as the current context's fill and stroke colour.
  open func set() {
    setFill()
    setStroke()
  }

  /// Sets the colour as the current context's fill colour.
  open func setFill() { GraphicsContextStack.current?.setFillColor(cgColor) }

  /// Sets the colour as the current context's stroke colour.
  open func setStroke() { GraphicsContextStack.current?.setStrokeColor(cgColor) }

  /// Whether `object` is a colour with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
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

  /// "UIExtendedSRGBColorSpace r g b a", or "UIExtendedGrayColorSpace w a", as iOS prints.
  open override var description: String {
    isGrey
      ? "UIExtendedGrayColorSpace \(components.red) \(components.alpha)"
      : "UIExtendedSRGBColorSpace \(components.red) \(components.green) \(components.blue)"
        + " \(components.alpha)"
  }
}
