import CCairo
internal import CoreGraphics
import Foundation

/// A font as UIKit's `UIFont` and AppKit's `NSFont` name one: a family fontconfig resolves (the
/// system font is `sans-serif`: DejaVu Sans on Debian), a size in points, a weight and a slant.
/// Emoji in a string are drawn from the colour emoji font whatever the font (as Apple's text
/// system falls back to Apple Color Emoji).
package struct FontDescription: Hashable, Sendable {
  /// The family asked for, as fontconfig takes it.
  package var family: String
  /// Points per em.
  package var size: Double
  package var isBold: Bool
  package var isItalic: Bool

  package init(family: String, size: Double, isBold: Bool = false, isItalic: Bool = false) {
    self.family = family
    self.size = size
    self.isBold = isBold
    self.isItalic = isItalic
  }

  /// The family the system font resolves through.
  package static let systemFamily = "sans-serif"

  /// The system font of `size` points.
  package static func system(size: Double, bold: Bool = false) -> FontDescription {
    FontDescription(family: systemFamily, size: size, isBold: bold)
  }

  /// The font's vertical metrics, points: ascent above the baseline, descent below it (positive),
  /// the family fontconfig chose for the name.
  package var metrics: FontMetrics { FontFaces.shared.metrics(of: self) }
}

/// Vertical metrics of a font at its size.
package struct FontMetrics: Sendable, Equatable {
  /// Points above the baseline.
  package var ascent: Double
  /// Points below the baseline (positive).
  package var descent: Double
  /// Capital height, points.
  package var capHeight: Double
  /// The distance between baselines the font asks for, points.
  package var lineHeight: Double { ascent + descent }
  /// The family that was found.
  package var familyName: String
}

/// cairo's font faces by family, weight and slant, made once (fontconfig resolves the name).
final class FontFaces: @unchecked Sendable {
  // @unchecked: `faces` is only touched under `lock`.
  static let shared = FontFaces()
  private let lock = NSLock()
  private var faces: [String: OpaquePointer] = [:]

  /// The cairo font face for `font` (kept for the process's life).
  func face(for font: FontDescription) -> OpaquePointer {
    let key = "\(font.family)|\(font.isBold)|\(font.isItalic)"
    return lock.withLock {
      if let face = faces[key] { return face }
      let face = cairo_toy_font_face_create(
        font.family, font.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
        font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)!
      faces[key] = face
      return face
    }
  }

  func metrics(of font: FontDescription) -> FontMetrics {
    TextProbe.measure { cairo in
      cairo_set_font_face(cairo, face(for: font))
      cairo_set_font_size(cairo, font.size)
      var extents = cairo_font_extents_t()
      cairo_font_extents(cairo, &extents)
      var capital = cairo_text_extents_t()
      cairo_text_extents(cairo, "H", &capital)
      return FontMetrics(
        ascent: extents.ascent, descent: extents.descent, capHeight: -capital.y_bearing,
        familyName: Self.familyName(of: cairo) ?? font.family)
    }
  }

  /// The family of the font cairo resolved for the context's current face.
  private static func familyName(of cairo: OpaquePointer) -> String? {
    guard let scaled = cairo_get_scaled_font(cairo),
      cairo_scaled_font_get_type(scaled) == CAIRO_FONT_TYPE_FT,
      let face = cairo_ft_scaled_font_lock_face(scaled)
    else { return nil }
    defer { cairo_ft_scaled_font_unlock_face(scaled) }
    return face.pointee.family_name.map { String(cString: $0) }
  }
}

/// A 1 × 1 cairo context to measure text with.
enum TextProbe {
  static func measure<Result>(_ body: (OpaquePointer) -> Result) -> Result {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    let cairo = cairo_create(surface)!
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    return body(cairo)
  }
}
