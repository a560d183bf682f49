import CCairo
import EmitterModel

/// One line of text as the mask draws it: cairo's font face for a family (fontconfig resolves
/// the name), at `EmitterMask.naturalTextSize` points, unhinted so its outline scales exactly.
/// Its natural size is its ink box (the glyphs' outlines, not the advance).
package struct MaskText: Sendable {
  package var text: String
  package var font: String
  package var bold: Bool

  package init(_ text: String, font: String, bold: Bool) {
    self.text = text
    self.font = font
    self.bold = bold
  }

  /// The glyph outlines' box at the natural size, origin at the pen's start on the baseline.
  package var inkBounds: (origin: SIMD2<Double>, size: SIMD2<Double>) {
    var extents = cairo_text_extents_t()
    withMeasuringContext { context in
      cairo_text_extents(context, text, &extents)
    }
    return (SIMD2(extents.x_bearing, extents.y_bearing), SIMD2(extents.width, extents.height))
  }

  /// Appends the glyphs' outlines, at the natural size, pen at the origin, to `context`'s path.
  package func appendOutline(to context: OpaquePointer) {
    configure(context)
    cairo_move_to(context, 0, 0)
    cairo_text_path(context, text)
  }

  private func configure(_ context: OpaquePointer) {
    cairo_select_font_face(
      context, font, CAIRO_FONT_SLANT_NORMAL,
      bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, EmitterMask.naturalTextSize)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  private func withMeasuringContext(_ body: (OpaquePointer) -> Void) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    defer { cairo_destroy(context) }
    configure(context)
    body(context)
  }
}
