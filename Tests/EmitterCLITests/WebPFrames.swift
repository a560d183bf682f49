import Foundation
import Testing

/// ffmpeg 5.1 cannot decode animated WebP, but it decodes a still: this takes an animation's
/// first frame (an `ANMF` chunk's `ALPH` + `VP8 ` or `VP8L` payload, a rectangle of the
/// canvas) and wraps it as a still WebP, so the test decodes what a viewer shows first.
enum WebPFrames {
  struct Chunk {
    var tag: String
    var payload: ArraySlice<UInt8>
  }

  /// The first frame: a still WebP of its rectangle, and where the rectangle sits on the canvas.
  struct Frame {
    var still: Data
    var x, y, width, height: Int
  }

  static func chunks(_ bytes: [UInt8]) throws -> [Chunk] {
    try #require(
      bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8)
        && bytes[8..<12].elementsEqual("WEBP".utf8), "not a WebP file")
    var chunks: [Chunk] = []
    var index = 12
    while index + 8 <= bytes.count {
      let size = Int(littleEndian(bytes[(index + 4)...], 4))
      chunks.append(
        Chunk(
          tag: String(decoding: bytes[index..<index + 4], as: UTF8.self),
          payload: bytes[index + 8..<min(bytes.count, index + 8 + size)]))
      index += 8 + size + (size & 1)
    }
    return chunks
  }

  /// The first frame of an animation, or the whole image of a still.
  static func firstFrame(_ data: Data) throws -> Frame {
    let bytes = [UInt8](data)
    let chunks = try chunks(bytes)
    let canvas = try #require(chunks.first { $0.tag == "VP8X" }?.payload, "no VP8X header")
    let canvasWidth = Int(littleEndian(canvas.dropFirst(4), 3)) + 1
    let canvasHeight = Int(littleEndian(canvas.dropFirst(7), 3)) + 1
    guard let frame = chunks.first(where: { $0.tag == "ANMF" })?.payload else {
      return Frame(still: data, x: 0, y: 0, width: canvasWidth, height: canvasHeight)
    }
    // ANMF: x / 2, y / 2, width - 1, height - 1 (24 bits each), duration, flags; then chunks.
    let size = Array(frame.dropFirst(6).prefix(6))
    let header: [UInt8] = [0x10, 0, 0, 0] + size
    var body: [UInt8] = Array("WEBP".utf8) + Array("VP8X".utf8) + le32(header.count) + header
    body += frame.dropFirst(16)
    return Frame(
      still: Data(Array("RIFF".utf8) + le32(body.count) + body),
      x: 2 * Int(littleEndian(frame, 3)), y: 2 * Int(littleEndian(frame.dropFirst(3), 3)),
      width: Int(littleEndian(frame.dropFirst(6), 3)) + 1,
      height: Int(littleEndian(frame.dropFirst(9), 3)) + 1)
  }

  static func littleEndian(_ bytes: ArraySlice<UInt8>, _ count: Int) -> UInt32 {
    bytes.prefix(count).enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) }
  }

  private static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
