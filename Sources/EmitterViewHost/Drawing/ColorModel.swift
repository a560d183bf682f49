import Foundation

/// Conversions between the colour models `UIColor` and `NSColor` are made in: RGB, white
/// (grey: r = g = b) and HSB (hue, saturation, brightness, each 0...1; a hue of 1 is red again),
/// in sRGB without colour management, as EmitterKit's Core Graphics draws everything.
package enum ColorModel {
  /// RGB of an HSB colour (the hexcone model: brightness is the largest component, saturation
  /// the share of it the smallest lacks).
  package static func rgb(hue: Double, saturation: Double, brightness: Double)
    -> (red: Double, green: Double, blue: Double)
  {
    let h = (hue - hue.rounded(.down)) * 6  // 0 ..< 6; a hue of 1 wraps to 0
    let s = saturation
    let v = brightness
    let sector = min(Int(h), 5)
    let f = h - Double(sector)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  /// HSB of an RGB colour; hue 0 for greys, saturation 0 for black.
  package static func hsb(red: Double, green: Double, blue: Double)
    -> (hue: Double, saturation: Double, brightness: Double)
  {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let chroma = maximum - minimum
    let saturation = maximum > 0 ? chroma / maximum : 0
    guard chroma > 0 else { return (0, saturation, maximum) }
    var hue: Double
    if maximum == red {
      hue = (green - blue) / chroma
    } else if maximum == green {
      hue = 2 + (blue - red) / chroma
    } else {
      hue = 4 + (red - green) / chroma
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, maximum)
  }
}
