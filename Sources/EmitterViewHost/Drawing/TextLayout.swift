import CCairo
internal import CoreGraphics
import EmitterContents
import Foundation

/// A string laid out in one line for drawing with cairo: runs of text in the string's font and
/// runs of emoji from the colour emoji font (EmitterContents' `EmojiFont`, shaped by HarfBuzz so
/// a skin tone or a ZWJ sequence is one picture), each glyph placed on a shared baseline.
///
/// Text runs are mapped to glyphs by cairo over FreeType (no kerning or ligatures: cairo's
/// simple text path); a character the font lacks draws as its missing-glyph box.
package struct TextLine {
  /// One run's glyphs, points from the line's origin on the baseline.
  struct Run {
    let isEmoji: Bool
    var glyphs: [cairo_glyph_t]
  }

  let runs: [Run]
  let font: FontDescription
  /// The line's width, points (the sum of the advances).
  package let width: Double
  /// Points above the baseline: the largest ascent of the fonts the runs use.
  package let ascent: Double
  /// Points below it (positive).
  package let descent: Double

  /// Lays out `text` in `font`.
  package init(_ text: String, font: FontDescription) {
    self.font = font
    var runs: [Run] = []
    var pen = 0.0
    // The line is as tall as the fonts its runs use (the string's font alone when it is empty).
    let segments = Self.segments(of: text)
    let usesTextFont = segments.isEmpty || segments.contains { !$0.1 }
    var ascent = usesTextFont ? font.metrics.ascent : 0
    var descent = usesTextFont ? font.metrics.descent : 0
    for (piece, isEmoji) in segments {
      let placed =
        isEmoji ? Self.emojiGlyphs(piece, size: font.size) : Self.textGlyphs(piece, font: font)
      guard let placed else { continue }
      let shifted = placed.glyphs.map { glyph in
        cairo_glyph_t(index: glyph.index, x: glyph.x + pen, y: glyph.y)
      }
      runs.append(Run(isEmoji: isEmoji, glyphs: shifted))
      pen += placed.advance
      if isEmoji, let metrics = Self.emojiMetrics(size: font.size) {
        ascent = max(ascent, metrics.ascent)
        descent = max(descent, metrics.descent)
      }
    }
    self.runs = runs
    width = pen
    self.ascent = ascent
    self.descent = descent
  }

  /// Width by the line height (ascent plus descent), points.
  package var size: CGSize { CGSize(width: width, height: ascent + descent) }

  /// Draws the line into cairo's current user space with its top-left corner at (`x`, `y`)
  /// (y down), text runs in `color` (straight RGBA), emoji in their own colours.
  package func draw(
    in cairo: OpaquePointer, x: Double, y: Double, color: (Double, Double, Double, Double)
  ) {
    let baseline = y + ascent
    for run in runs {
      let moved = run.glyphs.map { glyph in
        cairo_glyph_t(index: glyph.index, x: glyph.x + x, y: glyph.y + baseline)
      }
      let show = { (face: OpaquePointer) in
        cairo_set_font_face(cairo, face)
        cairo_set_font_size(cairo, font.size)
        cairo_set_source_rgba(cairo, color.0, color.1, color.2, color.3)
        moved.withUnsafeBufferPointer { cairo_show_glyphs(cairo, $0.baseAddress, Int32($0.count)) }
      }
      if run.isEmoji {
        // The emoji face is drawn under its lock, as EmitterContents draws it.
        _ = try? EmojiFont.shared().withFont { font in show(font.face) }
      } else {
        show(FontFaces.shared.face(for: font))
      }
    }
  }

  /// The string cut into runs of text and runs of emoji, in order.
  static func segments(of text: String) -> [(String, Bool)] {
    var segments: [(String, Bool)] = []
    for character in text {
      let isEmoji = Self.isEmoji(character)
      if let last = segments.last, last.1 == isEmoji {
        segments[segments.count - 1].0.append(character)
      } else {
        segments.append((String(character), isEmoji))
      }
    }
    return segments
  }

  /// Whether a character is drawn as an emoji picture: one whose first scalar defaults to emoji
  /// presentation, or an emoji-capable scalar followed by more (a variation selector 16, a skin
  /// tone, a keycap, a ZWJ sequence).
  static func isEmoji(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    return first.properties.isEmoji && character.unicodeScalars.count > 1
  }

  private static func textGlyphs(_ text: String, font: FontDescription)
    -> (glyphs: [cairo_glyph_t], advance: Double)?
  {
    TextProbe.measure { cairo in
      cairo_set_font_face(cairo, FontFaces.shared.face(for: font))
      cairo_set_font_size(cairo, font.size)
      guard let scaled = cairo_get_scaled_font(cairo) else { return nil }
      var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
      var count: Int32 = 0
      let status = cairo_scaled_font_text_to_glyphs(
        scaled, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
      guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return nil }
      defer { cairo_glyph_free(glyphs) }
      let list = Array(UnsafeBufferPointer(start: glyphs, count: Int(count)))
      var extents = cairo_text_extents_t()
      cairo_scaled_font_glyph_extents(scaled, glyphs, count, &extents)
      return (list, extents.x_advance)
    }
  }

  /// The emoji's glyphs (HarfBuzz's positions) and advance (the font's), points.
  private static func emojiGlyphs(_ text: String, size: Double)
    -> (glyphs: [cairo_glyph_t], advance: Double)?
  {
    guard let emoji = try? EmojiFont.shared() else { return nil }
    return try? emoji.withFont { font in
      let unit = size / font.unitsPerEm
      let glyphs = font.shape(text).map {
        cairo_glyph_t(index: UInt($0.index), x: $0.x * unit, y: $0.y * unit)
      }
      return (glyphs, font.advance(of: text) * unit)
    }
  }

  /// The emoji font's ascent and descent at `size` points.
  static func emojiMetrics(size: Double) -> (ascent: Double, descent: Double)? {
    guard let emoji = try? EmojiFont.shared() else { return nil }
    return try? emoji.withFont { font in
      let extents = font.verticalExtents
      let unit = size / font.unitsPerEm
      return (extents.ascent * unit, extents.descent * unit)
    }
  }
}
