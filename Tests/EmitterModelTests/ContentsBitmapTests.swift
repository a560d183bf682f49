import EmitterModel
import Foundation
import Testing

/// Contents held in memory (`Contents.bitmap`): checked when made, equal by pixels, and written
/// to scene files as PNG data URLs that read back byte for byte.
@Suite("Contents bitmaps")
struct ContentsBitmapTests {
  /// Every valid premultiplied (colour, alpha) pair, in a 256 × 129 image: row a holds alpha a
  /// with colours 0...a spread over the columns, so each byte a data URL must keep occurs.
  static func everyPremultipliedPair() throws -> ContentsBitmap {
    let (width, height) = (256, 256)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for alpha in 0..<height {
      for x in 0..<width {
        let i = (alpha * width + x) * 4
        let colour = UInt8(x * alpha / (width - 1))  // 0...alpha
        pixels[i] = colour
        pixels[i + 1] = UInt8(alpha) - colour
        pixels[i + 2] = UInt8((x * 7) % (alpha + 1))
        pixels[i + 3] = UInt8(alpha)
      }
    }
    return try ContentsBitmap(width: width, height: height, premultipliedPixels: pixels)
  }

  @Test("a PNG data URL reads back every premultiplied byte exactly")
  func dataURLRoundTrip() throws {
    let bitmap = try Self.everyPremultipliedPair()
    let url = bitmap.dataURL
    #expect(url.hasPrefix("data:image/png;base64,"))
    let again = try ContentsBitmap(dataURL: url)
    #expect(again.pixels == bitmap.pixels)
    #expect(again == bitmap)
    #expect(again.hashValue == bitmap.hashValue)
  }

  @Test("a scene file keeps cell and layer bitmaps byte for byte")
  func sceneFileRoundTrip() throws {
    let bitmap = try Self.everyPremultipliedPair()
    var cell = EmitterCell(name: "glow")
    cell.contents = .bitmap(bitmap)
    var layer = EmitterLayer(name: "sky")
    layer.contents = .bitmap(
      try ContentsBitmap(width: 1, height: 2, premultipliedPixels: [0, 0, 0, 0, 10, 20, 30, 40]))
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    let text = String(decoding: scene.jsonData(), as: UTF8.self)
    #expect(text.contains(#""contents": "data:image/png;base64,"#))
    let again = try Scene(jsonData: scene.jsonData(), file: "again.json")
    #expect(again == scene)
    guard case .bitmap(let read)? = again.layers[0].emitterCells[0].contents else {
      Issue.record("the cell's contents did not come back as a bitmap")
      return
    }
    #expect(read.pixels == bitmap.pixels)
    // Codable goes through the same form.
    let decoded = try JSONDecoder().decode(Scene.self, from: JSONEncoder().encode(scene))
    #expect(decoded == scene)
  }

  @Test("equal pixels are equal contents; one different byte is not")
  func equalityByPixels() throws {
    let pixels: [UInt8] = [10, 20, 30, 40, 0, 0, 0, 0]
    let a = try ContentsBitmap(width: 2, height: 1, premultipliedPixels: pixels)
    let b = try ContentsBitmap(width: 2, height: 1, premultipliedPixels: pixels)
    var other = pixels
    other[0] = 11
    let c = try ContentsBitmap(width: 2, height: 1, premultipliedPixels: other)
    let d = try ContentsBitmap(width: 1, height: 2, premultipliedPixels: pixels)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(a != d)
    #expect(Set([Contents.bitmap(a), .bitmap(b), .bitmap(c)]).count == 2)
  }

  @Test("bytes that cannot be contents are refused with the value and the range")
  func refusals() {
    #expect(throws: ContentsBitmapError.badSize(width: 0, height: 1, limit: 16384)) {
      try ContentsBitmap(width: 0, height: 1, premultipliedPixels: [])
    }
    #expect(throws: ContentsBitmapError.badSize(width: 16385, height: 1, limit: 16384)) {
      try ContentsBitmap(width: 16385, height: 1, premultipliedPixels: [])
    }
    #expect(throws: ContentsBitmapError.wrongByteCount(width: 2, height: 2, count: 3)) {
      try ContentsBitmap(width: 2, height: 2, premultipliedPixels: [1, 2, 3])
    }
    // Straight alpha: green 200 over alpha 100 at pixel (1, 0).
    let straight: [UInt8] = [0, 0, 0, 0, 50, 200, 10, 100]
    #expect(
      throws: ContentsBitmapError.notPremultiplied(x: 1, y: 0, channel: 1, value: 200, alpha: 100)
    ) {
      try ContentsBitmap(width: 2, height: 1, premultipliedPixels: straight)
    }
    let message = ContentsBitmapError.notPremultiplied(
      x: 1, y: 0, channel: 1, value: 200, alpha: 100
    )
    .description
    #expect(
      message.contains("pixel (1, 0)") && message.contains("green 200")
        && message.contains("0...alpha"))
  }

  @Test(
    "a bad data URL in a scene file names the key path and says why",
    arguments: [
      ("data:image/png;base64,@@@@", "not valid base64"),
      ("data:image/png;base64,aGVsbG8gd29ybGQ=", "cannot read"),
    ])
  func badDataURL(url: String, reason: String) {
    let diagnostics = SceneFileSupport.diagnostics(
      SceneFileSupport.cellScene(#""contents": "\#(url)""#))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.keyPath == "layers[0].emitterCells[0].contents")
    #expect(diagnostics.first?.message.contains(reason) == true, "\(diagnostics)")
  }

  /// A PNG of only its signature and header chunk (a valid one), claiming `width × height`:
  /// what a decompression bomb shows before its data.
  static func headerOnlyPNG(width: UInt32, height: UInt32) -> String {
    var chunk = Array("IHDR".utf8)
    for value in [width, height] { chunk += withUnsafeBytes(of: value.bigEndian, Array.init) }
    chunk += [8, 6, 0, 0, 0]  // 8-bit RGBA, default methods, not interlaced
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + chunk
    bytes += withUnsafeBytes(of: crc32(chunk).bigEndian, Array.init)
    return ContentsBitmap.dataURLPrefix + Data(bytes).base64EncodedString()
  }

  /// PNG's chunk CRC (ISO 3309, reflected polynomial 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  @Test("a side over the limit is refused from the header, before any pixel is decoded")
  func oversizedHeader() {
    let url = Self.headerOnlyPNG(width: 20000, height: 1)
    let diagnostics = SceneFileSupport.diagnostics(
      SceneFileSupport.cellScene(#""contents": "\#(url)""#))
    #expect(
      diagnostics.first?.message.contains("20000x1 pixels; each side must be 1...16384") == true,
      "\(diagnostics)")
  }

  @Test(
    "embedded images over the file's budget are refused from their headers, naming the one over")
  func embeddedBudget() {
    // 8192² × 4 = 256 MiB: the layer's image (visited first, keys in order) fits the budget
    // exactly, the cell's goes over.
    let first = Self.headerOnlyPNG(width: 8192, height: 8192)
    let second = Self.headerOnlyPNG(width: 1, height: 1)
    let json = SceneFileSupport.cellScene(
      #""contents": "\#(second)""#, layerMembers: #""contents": "\#(first)""#)
    let diagnostics = SceneFileSupport.diagnostics(json)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .overBudget)
    #expect(diagnostics.first?.keyPath == "layers[0].emitterCells[0].contents", "\(diagnostics)")
    #expect(diagnostics.first?.message.contains("at most 256 MiB") == true)
    // The same image twice is held once.
    let twice = SceneFileSupport.cellScene(
      #""contents": "\#(first)""#, layerMembers: #""contents": "\#(first)""#)
    #expect(SceneFileSupport.diagnostics(twice).allSatisfy { $0.kind != .overBudget })
  }

  @Test("a live value (the C library's form) reads a data URL, and bounds it as a scene file does")
  func liveValue() throws {
    var layer = EmitterLayer(name: "layer")
    layer.emitterCells = [EmitterCell(name: "glow")]
    let bitmap = try ContentsBitmap(width: 1, height: 1, premultipliedPixels: [9, 8, 7, 10])
    let value = try layer.liveValue(.string(bitmap.dataURL), forKeyPath: "emitterCells.glow.contents")
    #expect(value == .contents(.bitmap(bitmap)))
    let bomb = Self.headerOnlyPNG(width: 16384, height: 16384)
    #expect {
      try layer.liveValue(.string(bomb), forKeyPath: "emitterCells.glow.contents")
    } throws: { error in
      "\(error)".contains("at most 256 MiB")
    }
  }
}
