import EmitterContents
import EmitterImage
import EmitterModel
import Testing

/// Emoji as people type them: sequences of several code points that Noto Color Emoji draws as one
/// picture. Without shaping each code point draws on its own (a face and a skin-tone square, three
/// faces, the letters U and S), so the glyph count and the ink's width both tell.
@Suite("Emoji shaped: one glyph per emoji sequence")
struct EmojiShapingTests {
  static let sequences: [(kind: String, text: String)] = [
    ("skin tone", "👨🏻"), ("skin tone", "👍🏾"),
    ("ZWJ family", "👩‍👩‍👧"), ("ZWJ family", "👨‍👩‍👧‍👦"),
    ("ZWJ heart on fire", "❤️‍🔥"), ("ZWJ rainbow flag", "🏳️‍🌈"),
    ("flag", "🇺🇸"), ("flag", "🇯🇵"),
    ("keycap", "1️⃣"), ("keycap", "#️⃣"),
    ("variation selector", "❄️"), ("variation selector", "☺️"),
    ("single code point", "🎉"),
  ]

  @Test("each sequence shapes to one glyph the font has", arguments: sequences)
  func oneGlyph(kind: String, text: String) throws {
    let glyphs = try EmojiRasterizer.shapedGlyphs(text)
    #expect(glyphs.count == 1, "\(kind) \(text): \(glyphs)")
    #expect(!glyphs.contains(0), "\(kind) \(text) is not the font's missing-glyph box")
  }

  @Test("two emoji side by side stay two glyphs")
  func twoStayTwo() throws {
    #expect(try EmojiRasterizer.shapedGlyphs("🎉🇺🇸").count == 2)
  }

  /// The ink's bounding box in pixels (alpha above 8 of 255).
  static func inkBox(_ image: RGBAImage) -> (width: Int, height: Int) {
    var minX = image.width
    var maxX = -1
    var minY = image.height
    var maxY = -1
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].w > 8 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    return (max(0, maxX - minX + 1), max(0, maxY - minY + 1))
  }

  @Test("each sequence draws about one em wide, as one picture does", arguments: sequences)
  func oneEmWide(kind: String, text: String) throws {
    let em = 32.0
    let density = 2.0
    let raster = try ContentsRasterizer.rasterize(
      .emoji(text, size: em), density: density, contentsScale: 1, cell: "c")
    let ink = Self.inkBox(raster.image)
    let emPixels = em * density
    // Noto's pictures are 136 × 128 on a 109 ppem strike: at most ~1.25 em wide and tall. Two
    // glyphs side by side would be about 2 em or more.
    #expect(Double(ink.width) <= 1.3 * emPixels, "\(kind) \(text): \(ink.width) px wide")
    #expect(Double(ink.width) >= 0.5 * emPixels, "\(kind) \(text): \(ink.width) px wide")
    #expect(Double(ink.height) <= 1.3 * emPixels && Double(ink.height) >= 0.5 * emPixels)
  }

  @Test("a sequence the font has no picture for is refused, naming the cell")
  func missing() {
    // A private-use code point: no emoji font draws it.
    #expect(
      throws: ContentsError.emojiFailed(cell: "c", reason: "the font has no glyph for \"\u{E000}\"")
    ) {
      try ContentsRasterizer.rasterize(
        .emoji("\u{E000}", size: 32), density: 1, contentsScale: 1, cell: "c")
    }
  }
}
