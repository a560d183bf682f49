import CCairo
import CHarfBuzz
import Foundation

/// The emoji font, opened once per process: a FreeType face wrapped as a cairo font face (to draw)
/// and a HarfBuzz font over the same file (to shape). Both live as long as the process, because
/// cairo's caches may hold the face after any one drawing ends.
/// Package-visible so the text UIKit and AppKit draw finds emoji where contents do.
package final class EmojiFont: @unchecked Sendable {
  // @unchecked: the handles are created once and used only while `lock` is held.
  /// cairo's font face for drawing.
  package let face: OpaquePointer
  /// HarfBuzz's font at its default scale, one unit per font unit.
  private let shaper: OpaquePointer
  /// The font's units per em: HarfBuzz positions divided by this are ems.
  package let unitsPerEm: Double
  private let lock = NSLock()

  /// One glyph of a shaping result: the font's glyph index and its pen position in font units
  /// (y down, as cairo draws).
  package struct ShapedGlyph {
    package var index: UInt32
    package var x: Double
    package var y: Double
  }

  private init(face: OpaquePointer, shaper: OpaquePointer, unitsPerEm: Double) {
    self.face = face
    self.shaper = shaper
    self.unitsPerEm = unitsPerEm
  }

  private static let loaded: Result<EmojiFont, ContentsError> = Result { () throws(ContentsError) in
    try open()
  }

  package static func shared() throws(ContentsError) -> EmojiFont { try loaded.get() }

  package func withFont<T>(_ body: (EmojiFont) throws(ContentsError) -> T) throws(ContentsError)
    -> T
  {
    lock.lock()
    defer { lock.unlock() }
    return try body(self)
  }

  /// Shapes `text` (direction, script and language guessed from it) into the font's glyphs.
  /// Call only inside `withFont`.
  package func shape(_ text: String) -> [ShapedGlyph] {
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(shaper, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    var glyphs: [ShapedGlyph] = []
    var penX = 0.0
    var penY = 0.0
    for i in 0..<Int(count) {
      let position = positions[i]
      glyphs.append(
        ShapedGlyph(
          index: infos[i].codepoint, x: penX + Double(position.x_offset),
          y: penY - Double(position.y_offset)))
      penX += Double(position.x_advance)
      penY -= Double(position.y_advance)
    }
    return glyphs
  }

  /// The pen advance of `text` after shaping, font units (the font's `hmtx` advances, as a
  /// text system lays the emoji out). Call only inside `withFont`.
  package func advance(of text: String) -> Double {
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(shaper, buffer, nil, 0)
    var count: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
    return (0..<Int(count)).reduce(0) { $0 + Double(positions[$1].x_advance) }
  }

  /// The font's ascent above and descent below the baseline (positive), font units (its
  /// horizontal header, as HarfBuzz reads it). Call only inside `withFont`.
  package var verticalExtents: (ascent: Double, descent: Double) {
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(shaper, &extents)
    return (Double(extents.ascender), -Double(extents.descender))
  }

  private static func open() throws(ContentsError) -> EmojiFont {
    var candidates = EmojiRasterizer.defaultFontPaths
    if let custom = ProcessInfo.processInfo.environment[EmojiRasterizer.fontEnvironmentVariable],
      !custom.isEmpty
    {
      candidates = [custom]
    }
    guard let path = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) })
    else {
      throw .emojiFontMissing(searched: candidates)
    }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw .emojiFailed(cell: "-", reason: "FreeType could not start")
    }
    var ftFace: FT_Face?
    let error = FT_New_Face(library, path, 0, &ftFace)
    guard error == 0, let ftFace else {
      throw .emojiFailed(cell: "-", reason: "FreeType cannot open \(path) (error \(error))")
    }
    guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, EMITTER_FT_LOAD_COLOR) else {
      throw .emojiFailed(cell: "-", reason: "cairo cannot use \(path)")
    }
    // HarfBuzz reads the same file through its own OpenType tables (GSUB ligatures make the
    // sequences); hb_blob_create_from_file answers an empty blob when the file cannot be read.
    let blob = hb_blob_create_from_file(path)
    defer { hb_blob_destroy(blob) }
    guard hb_blob_get_length(blob) > 0, let hbFace = hb_face_create(blob, 0) else {
      throw .emojiFailed(cell: "-", reason: "HarfBuzz cannot read \(path)")
    }
    defer { hb_face_destroy(hbFace) }
    let unitsPerEm = hb_face_get_upem(hbFace)
    guard unitsPerEm > 0, let shaper = hb_font_create(hbFace) else {
      throw .emojiFailed(cell: "-", reason: "HarfBuzz finds no font in \(path)")
    }
    return EmojiFont(face: face, shaper: shaper, unitsPerEm: Double(unitsPerEm))
  }
}
