import Foundation

/// libwebp writes an animation's background colour as opaque white, and ffmpeg offers no way
/// to change it. Viewers may paint it under the frames (the format calls it a hint), which
/// would hide a transparent background; every pixel of ours is in the frames already, so
/// the colour is set to transparent black, in place.
enum WebPBackground {
  static func clear(inFile path: String) throws {
    guard let file = FileHandle(forUpdatingAtPath: path) else {
      throw RenderOutputError(message: "cannot open \(path) to finish it")
    }
    defer { try? file.close() }
    let bytes = [UInt8](try file.readToEnd() ?? Data())
    guard bytes.count >= 12, bytes[8..<12].elementsEqual("WEBP".utf8) else { return }
    var index = 12
    while index + 12 <= bytes.count {
      let size = (0..<4).reduce(0) { $0 | Int(bytes[index + 4 + $1]) << (8 * $1) }
      if bytes[index..<index + 4].elementsEqual("ANIM".utf8) {
        try file.seek(toOffset: UInt64(index + 8))
        try file.write(contentsOf: [0, 0, 0, 0] as [UInt8])
        return
      }
      index += 8 + size + (size & 1)
    }
  }
}
