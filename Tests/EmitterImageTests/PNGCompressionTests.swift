import EmitterImage
import Foundation
import Testing

@Suite("PNG compression settings")
struct PNGCompressionTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-png-compression-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A frame-like image: smooth gradients, hard edges, transparent, translucent and opaque
  /// pixels, so every row filter and the alpha conversion have work to do.
  static func frame(width: Int = 97, height: Int = 61, phase: Int = 0) -> RGBAImage {
    var straight: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let alpha: UInt8 =
          (x + phase) % 23 < 5
          ? 0 : ((x * 3 + y + phase) % 40 == 0 ? 255 : UInt8((x * 5 + y * 3) % 256))
        straight += [
          UInt8((x * 255) / width), UInt8((y * 255) / height), UInt8((x * y + phase) % 256), alpha,
        ]
      }
    }
    return RGBAImage.premultiplying(straight: straight, width: width, height: height)
  }

  private func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  @Test(
    "every setting decodes to the same pixels as libpng's default",
    arguments: [PNGCompression.fast, .default, .best, .level(0), .level(1), .level(6)])
  func samePixels(_ compression: PNGCompression) throws {
    let image = Self.frame()
    let reference = folder.appendingPathComponent("default.png").path
    let path = folder.appendingPathComponent("\(compression).png").path
    try PNGFile.write(image, to: reference, compression: .default)
    try PNGFile.write(image, to: path, compression: compression)
    #expect(try PNGFile.read(path) == PNGFile.read(reference))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == Set(["default.png", "\(compression).png"]).sorted(),
      "no temporary file left")
  }

  @Test("the fast flag changes the file; level 0 stores the data uncompressed")
  func settingsTakeEffect() throws {
    let image = Self.frame()
    for (name, compression) in [
      ("fast", PNGCompression.fast), ("default", .default), ("stored", .level(0)),
    ] {
      try PNGFile.write(
        image, to: folder.appendingPathComponent(name + ".png").path, compression: compression)
    }
    #expect(try bytes("fast.png") != bytes("default.png"))
    // A chosen level writes the file libpng's simplified API writes; 6 is zlib's default.
    try PNGFile.write(
      image, to: folder.appendingPathComponent("six.png").path, compression: .level(6))
    #expect(try bytes("six.png") == bytes("default.png"))
    // Stored deflate blocks hold every filtered row byte: at least the raw size.
    #expect(try bytes("stored.png").count >= image.width * image.height * 4)
    #expect(try bytes("default.png").count < bytes("stored.png").count)
  }

  @Test("a writer reuses its buffer and each file still holds its own frame")
  func writerReusesBuffers() throws {
    var writer = PNGWriter(compression: .fast)
    for phase in 0..<3 {
      try writer.write(
        Self.frame(phase: phase), to: folder.appendingPathComponent("f\(phase).png").path)
    }
    for phase in 0..<3 {
      let back = try PNGFile.read(folder.appendingPathComponent("f\(phase).png").path)
      let direct = folder.appendingPathComponent("d\(phase).png").path
      try PNGFile.write(Self.frame(phase: phase), to: direct)
      #expect(back == (try PNGFile.read(direct)))
    }
  }

  @Test("names parse: fast, default, best, 0-9; anything else is refused")
  func parsing() {
    #expect(PNGCompression("fast") == .fast)
    #expect(PNGCompression("DEFAULT") == .default)
    #expect(PNGCompression("best") == .level(9))
    #expect((0...9).allSatisfy { PNGCompression(String($0)) == .level($0) })
    for bad in ["10", "-1", "", "fastest", "6.0", " 6"] {
      #expect(PNGCompression(bad) == nil, "\(bad)")
    }
  }

  @Test("a chosen level into a missing folder fails cleanly, naming the path")
  func levelWriteFailure() {
    let path = folder.appendingPathComponent("missing/out.png").path
    #expect(throws: PNGError.self) {
      try PNGFile.write(Self.frame(), to: path, compression: .best)
    }
    do {
      try PNGFile.write(Self.frame(), to: path, compression: .level(3))
    } catch {
      #expect(error.path == path)
      #expect("\(error)".contains("does not exist"))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
  }
}
