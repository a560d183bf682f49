import EmitterImage
import EmitterVerification
import Foundation
import Testing

@Suite("PNG files through libpng's simplified API")
struct PNGFileTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-png-tests-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test("an image survives a write and a read, premultiplied alpha included")
  func roundTrip() throws {
    var straight = [UInt8]()
    for i in 0..<(7 * 5) {
      straight += [UInt8(i * 7 % 256), UInt8(255 - i), 200, i % 3 == 0 ? 255 : UInt8(i * 6)]
    }
    let image = RGBAImage.premultiplying(straight: straight, width: 7, height: 5)
    let path = folder.appendingPathComponent("round.png").path
    try PNGFile.write(image, to: path)
    let back = try PNGFile.read(path)
    #expect(back.width == 7 && back.height == 5)
    // Unpremultiplying and premultiplying again may move a channel by one step where alpha is small.
    let comparison = ImageComparison(
      actual: back, expected: image,
      tolerance: .init(channelThreshold: 1, maximumDifferingFraction: 0, maximumMeanDifference: 1))
    #expect(comparison.passed, "\(comparison)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["round.png"],
      "no temporary file left")
  }

  @Test("a missing file is an error that names the path")
  func missingFile() {
    let path = folder.appendingPathComponent("missing.png").path
    #expect(throws: PNGError.unreadable(path: path, reason: "no such file")) {
      try PNGFile.read(path)
    }
  }

  @Test("a file that is not a PNG is an error that names the path")
  func notAPNG() throws {
    let path = folder.appendingPathComponent("text.png").path
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try PNGFile.read(path)
      Issue.record("read a text file as a PNG")
    } catch {
      #expect(error.path == path)
      #expect("\(error)".contains(path))
    }
  }

  @Test("writing into a missing folder fails cleanly and leaves nothing behind")
  func unwritable() throws {
    let path = folder.appendingPathComponent("no/such/folder/out.png").path
    #expect(throws: PNGError.self) { try PNGFile.write(RGBAImage(width: 2, height: 2), to: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("rows flip from GL's bottom-up order")
  func bottomUp() {
    let pixels: [UInt8] = [1, 1, 1, 1, 2, 2, 2, 2]  // 1 × 2: bottom row first
    let image = RGBAImage(bottomUpPixels: pixels, width: 1, height: 2)
    #expect(image[0, 0] == SIMD4(repeating: 2))
    #expect(image[0, 1] == SIMD4(repeating: 1))
  }
}
