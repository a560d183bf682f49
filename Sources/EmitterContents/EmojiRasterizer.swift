import CCairo
import CHarfBuzz
import EmitterImage
import EmitterMaskRaster
import Foundation

/// Emoji contents: one grapheme drawn from a colour emoji font (Debian's Noto Color Emoji).
/// HarfBuzz shapes the grapheme's code points into the font's glyphs first, so a sequence the font
/// draws as one picture (a skin tone, a ZWJ family, a flag, a keycap, a variation selector) comes
/// out as that one glyph; cairo over FreeType then draws the glyphs. The image is the glyphs' ink
/// box plus a margin; the particle's centre is the centre of the ink.
package enum EmojiRasterizer {
  /// Names a font file to use instead of the system's Noto Color Emoji.
  static let fontEnvironmentVariable = "EMITTER_EMOJI_FONT"
  /// Where Debian's fonts-noto-color-emoji puts the font.
  static let defaultFontPaths = [
    "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    "/usr/share/fonts/noto/NotoColorEmoji.ttf",
  ]

  /// The font's glyph indices for `text` after shaping, in drawing order: one index for every
  /// emoji sequence the font has a picture for.
  package static func shapedGlyphs(_ text: String) throws(ContentsError) -> [UInt32] {
    try EmojiFont.shared().withFont { font in font.shape(text).map(\.index) }
  }

  static func rasterize(_ text: String, size: Double, density: Double, cell: String)
    throws(ContentsError) -> ContentsRaster
  {
    let font = try EmojiFont.shared()
    return try font.withFont { font throws(ContentsError) in
      let pixelSize = size * density
      let shaped = font.shape(text)
      guard !shaped.isEmpty, !shaped.contains(where: { $0.index == 0 }) else {
        throw .emojiFailed(cell: cell, reason: "the font has no glyph for \"\(text)\"")
      }
      // HarfBuzz positions are in font units; cairo draws at `pixelSize` pixels per em.
      let unit = pixelSize / font.unitsPerEm
      var glyphs = shaped.map {
        cairo_glyph_t(index: UInt($0.index), x: $0.x * unit, y: $0.y * unit)
      }
      var extents = cairo_text_extents_t()
      let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
      let probeContext = cairo_create(probe)!
      cairo_set_font_face(probeContext, font.face)
      cairo_set_font_size(probeContext, pixelSize)
      cairo_glyph_extents(probeContext, &glyphs, Int32(glyphs.count), &extents)
      let status = cairo_status(probeContext)
      cairo_destroy(probeContext)
      cairo_surface_destroy(probe)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw .emojiFailed(cell: cell, reason: String(cString: cairo_status_to_string(status)))
      }
      guard extents.width > 0, extents.height > 0 else {
        throw .emojiFailed(cell: cell, reason: "the font has no glyph for \"\(text)\"")
      }
      let margin = Double(ContentsRaster.margin)
      let width = Int((extents.width + 2 * margin).rounded(.up))
      let height = Int((extents.height + 2 * margin).rounded(.up))
      let origin = SIMD2(
        (Double(width) - extents.width) / 2 - extents.x_bearing,
        (Double(height) - extents.height) / 2 - extents.y_bearing)
      let placed = glyphs.map {
        cairo_glyph_t(index: $0.index, x: $0.x + origin.x, y: $0.y + origin.y)
      }
      let image = CairoCanvas.draw(width: width, height: height) { context in
        cairo_set_font_face(context, font.face)
        cairo_set_font_size(context, pixelSize)
        placed.withUnsafeBufferPointer {
          cairo_show_glyphs(context, $0.baseAddress, Int32($0.count))
        }
      }
      return ContentsRaster(image: image, pointSize: SIMD2(Double(width), Double(height)) / density)
    }
  }
}
