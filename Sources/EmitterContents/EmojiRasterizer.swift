import CCairo
import EmitterImage
import Foundation

/// Emoji contents: one grapheme drawn from a colour emoji font (Debian's Noto Color Emoji) by
/// cairo over FreeType. The image is the glyph's ink box plus a margin; the particle's centre is
/// the centre of the ink.
public enum EmojiRasterizer {
  /// Names a font file to use instead of the system's Noto Color Emoji.
  public static let fontEnvironmentVariable = "EMITTER_EMOJI_FONT"
  /// Where Debian's fonts-noto-color-emoji puts the font.
  public static let defaultFontPaths = [
    "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    "/usr/share/fonts/noto/NotoColorEmoji.ttf",
  ]

  static func rasterize(_ text: String, size: Double, density: Double, cell: String)
    throws(ContentsError) -> ContentsRaster
  {
    let font = try EmojiFont.shared()
    return try font.withFace { face throws(ContentsError) in
      let pixelSize = size * density
      var extents = cairo_text_extents_t()
      let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
      let probeContext = cairo_create(probe)!
      cairo_set_font_face(probeContext, face)
      cairo_set_font_size(probeContext, pixelSize)
      cairo_text_extents(probeContext, text, &extents)
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
      let image = CairoCanvas.draw(width: width, height: height) { context in
        cairo_set_font_face(context, face)
        cairo_set_font_size(context, pixelSize)
        cairo_move_to(context, origin.x, origin.y)
        cairo_show_text(context, text)
      }
      return ContentsRaster(image: image, pointSize: SIMD2(Double(width), Double(height)) / density)
    }
  }
}

/// The emoji font, opened once per process: FreeType face and cairo font face live as long as the
/// process, because cairo's caches may hold the face after any one drawing ends.
final class EmojiFont: @unchecked Sendable {
  // @unchecked: the handles are created once and used only while `lock` is held.
  private let face: OpaquePointer
  private let lock = NSLock()

  private init(face: OpaquePointer) { self.face = face }

  private static let loaded: Result<EmojiFont, ContentsError> = Result { () throws(ContentsError) in
    try open()
  }

  static func shared() throws(ContentsError) -> EmojiFont { try loaded.get() }

  func withFace<T>(_ body: (OpaquePointer) throws(ContentsError) -> T) throws(ContentsError) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(face)
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
    return EmojiFont(face: face)
  }
}
