import Foundation

/// A cocos2d effect's texture: `textureFileName` beside the plist when that file exists (as
/// cocos2d looks first), else `textureImageData` (base64 of a gzip- or zlib-compressed image,
/// or of the image itself), decoded and written into the image folder.
struct ParticleDesignerTexture {
  var contents: Contents?
  /// Width in points at `contentsScale` 1 (the image's pixels): the quad side of scale 1.
  var extent: Double = 1
  /// An image decoded from the file, to be written under `name` into the image folder.
  var decoded: (name: String, data: Data)?

  /// The largest inflated texture accepted: 64 MiB, far above a 2048² RGBA PNG.
  static let maximumInflatedSize = 64 << 20

  static func read(_ r: inout PropertyListReader, plist: URL, imageFolder: URL) -> Self {
    var texture = Self()
    let name = r.string("textureFileName").map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    let folder = plist.deletingLastPathComponent()
    if !name.isEmpty {
      let path = folder.appendingPathComponent(name).standardizedFileURL.path
      if FileKind(of: path).isRegular {
        r.markRead("textureImageData")
        guard let header = FileHandle(forReadingAtPath: path).map({ handle in
          defer { try? handle.close() }
          return handle.readData(ofLength: 24)
        }), let width = PNGHeader.width(header)
        else {
          r.problem("textureFileName", value: quoted(name), expected: "a PNG image", why: "EmitterKit draws PNG images; convert it")
          return texture
        }
        texture.contents = .image(path: path)
        texture.extent = Double(width)
        return texture
      }
    }
    guard let text = r.string("textureImageData"), !text.isEmpty else {
      let why = name.isEmpty ? "neither textureFileName nor textureImageData names a texture" : "no such file beside the plist, and no textureImageData"
      r.problem("textureFileName", value: quoted(name), expected: "a PNG file beside the plist, or textureImageData", why: why)
      return texture
    }
    guard let packed = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
      r.problem("textureImageData", value: "<\(text.count) characters>", expected: "base64 text", why: "it does not decode as base64")
      return texture
    }
    let raw = PNGHeader.width(packed) != nil || PNGHeader.isTIFF(packed)
    let image: Data
    switch raw ? .inflated(packed) : Inflate.decompress(packed, limit: maximumInflatedSize) {
    case .inflated(let data): image = data
    case .corrupt:
      r.problem("textureImageData", value: "<\(packed.count) bytes>", expected: "a gzip- or zlib-compressed PNG", why: "it does not inflate: corrupt or truncated")
      return texture
    case .overLimit:
      r.problem(
        "textureImageData", value: "<\(packed.count) bytes>",
        expected: "a compressed PNG of at most \(maximumInflatedSize >> 20) MiB inflated",
        why: "it inflates past \(maximumInflatedSize >> 20) MiB, the texture budget (inflating stopped there); save the texture as a PNG beside the plist and name it in textureFileName")
      return texture
    }
    guard let width = PNGHeader.width(image) else {
      let kind = PNGHeader.isTIFF(image) ? "a TIFF image; EmitterKit draws PNG images, so convert it and name it in textureFileName" : "not a PNG image"
      r.problem("textureImageData", value: "<\(image.count) bytes>", expected: "a compressed PNG", why: kind)
      return texture
    }
    let stem = name.isEmpty ? plist.deletingPathExtension().lastPathComponent : URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
    let fileName = (stem.isEmpty ? "texture" : stem) + ".png"
    texture.decoded = (fileName, image)
    texture.contents = .image(path: imageFolder.appendingPathComponent(fileName).standardizedFileURL.path)
    texture.extent = Double(width)
    return texture
  }
}

/// The first bytes of an image file.
enum PNGHeader {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The width from a PNG's IHDR chunk (bytes 16...19, big-endian), nil when `data` does not
  /// start like a PNG or the width is 0.
  static func width(_ data: Data) -> Int? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12...15].elementsEqual("IHDR".utf8)
    else { return nil }
    let width = bytes[16...19].reduce(0) { $0 << 8 | Int($1) }
    return width > 0 ? width : nil
  }

  /// Whether `data` starts with a TIFF byte-order mark.
  static func isTIFF(_ data: Data) -> Bool {
    let bytes = [UInt8](data.prefix(4))
    return bytes == [0x49, 0x49, 0x2A, 0x00] || bytes == [0x4D, 0x4D, 0x00, 0x2A]
  }
}
