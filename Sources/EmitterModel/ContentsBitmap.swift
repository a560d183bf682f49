import EmitterImage

/// Pixels held in memory as contents: what a `CGImage` assigned to a cell's or a layer's
/// `contents` becomes (`Contents.bitmap`). Drawn as a PNG image is: its pixels are its texels,
/// its size in points is its pixels over `contentsScale`.
///
/// Premultiplied 8-bit RGBA, rows from the top, as `RGBAImage` and the atlas hold them. Two
/// bitmaps are equal when their pixels are (so equal images share one atlas layer); the bytes
/// are hashed once, when the bitmap is made, and copies share them.
public struct ContentsBitmap: Hashable, Sendable {
  /// Width in pixels.
  public var width: Int { storage.image.width }
  /// Height in pixels.
  public var height: Int { storage.image.height }
  /// `width × height × 4` bytes, r, g, b, a per pixel, premultiplied, rows from the top.
  public var pixels: [UInt8] { storage.image.pixels }

  private let storage: Storage

  /// A bitmap over premultiplied RGBA bytes, rows from the top.
  /// - Throws: `ContentsBitmapError` when a side is outside 1...`ContentsBudget.maximumImageSide`,
  ///   the byte count is not `width × height × 4`, or a colour byte exceeds its pixel's alpha
  ///   (not premultiplied).
  public init(width: Int, height: Int, premultipliedPixels pixels: [UInt8])
    throws(ContentsBitmapError)
  {
    try Self.checkSize(width: width, height: height)
    guard pixels.count == width * height * 4 else {
      throw .wrongByteCount(width: width, height: height, count: pixels.count)
    }
    try self.init(image: RGBAImage(width: width, height: height, pixels: pixels))
  }

  /// A bitmap of `image`'s pixels, checked as `init(width:height:premultipliedPixels:)` checks.
  package init(image: RGBAImage) throws(ContentsBitmapError) {
    try Self.checkSize(width: image.width, height: image.height)
    if let (index, channel) = Self.firstOverAlpha(image.pixels) {
      let pixel = index / 4
      throw .notPremultiplied(
        x: pixel % image.width, y: pixel / image.width, channel: channel,
        value: Int(image.pixels[index + channel]), alpha: Int(image.pixels[index + 3]))
    }
    storage = Storage(image)
  }

  /// The pixels as an image, without a copy.
  package var image: RGBAImage { storage.image }

  /// Equal pixels (the shared storage first, then the digest, then every byte).
  public static func == (lhs: ContentsBitmap, rhs: ContentsBitmap) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.digest == rhs.storage.digest && lhs.storage.image == rhs.storage.image)
  }

  /// Hashes the size and the digest of the bytes taken when the bitmap was made.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(storage.digest)
  }

  private static func checkSize(width: Int, height: Int) throws(ContentsBitmapError) {
    let limit = ContentsBudget.maximumImageSide
    guard (1...limit).contains(width), (1...limit).contains(height) else {
      throw .badSize(width: width, height: height, limit: limit)
    }
  }

  /// The byte offset of the first pixel with a colour over its alpha, and which channel.
  private static func firstOverAlpha(_ pixels: [UInt8]) -> (index: Int, channel: Int)? {
    pixels.withUnsafeBufferPointer { bytes in
      for index in stride(from: 0, to: bytes.count, by: 4) {
        let alpha = bytes[index + 3]
        guard alpha != 255 else { continue }
        for channel in 0..<3 where bytes[index + channel] > alpha { return (index, channel) }
      }
      return nil
    }
  }

  /// The pixels and their digest, shared by copies.
  private final class Storage: Sendable {
    let image: RGBAImage
    let digest: UInt64

    init(_ image: RGBAImage) {
      self.image = image
      digest = Self.digest(image.pixels)
    }

    /// FNV-1a over 8-byte words (then the tail bytes): a content hash stable across runs.
    private static func digest(_ bytes: [UInt8]) -> UInt64 {
      let prime: UInt64 = 0x100_0000_01b3
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      bytes.withUnsafeBytes { raw in
        let words = raw.count / 8
        for index in 0..<words {
          hash = (hash ^ raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* prime
        }
        for index in (words * 8)..<raw.count { hash = (hash ^ UInt64(raw[index])) &* prime }
      }
      return hash
    }
  }
}

/// A bitmap that cannot be contents, or an embedded image that cannot be read.
public enum ContentsBitmapError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A side outside 1...`limit` pixels.
  case badSize(width: Int, height: Int, limit: Int)
  /// Not `width × height × 4` bytes.
  case wrongByteCount(width: Int, height: Int, count: Int)
  /// A colour byte over its pixel's alpha: the bytes are straight, not premultiplied.
  case notPremultiplied(x: Int, y: Int, channel: Int, value: Int, alpha: Int)
  /// A string that is not a base64 PNG data URL, or whose PNG cannot be decoded.
  case unreadable(reason: String)

  /// What is wrong, with the value and the allowed range.
  public var description: String {
    switch self {
    case .badSize(let width, let height, let limit):
      "a contents bitmap is \(width)x\(height) pixels; each side must be 1...\(limit)"
    case .wrongByteCount(let width, let height, let count):
      "a \(width)x\(height) RGBA bitmap takes \(width * height * 4) bytes, not \(count)"
    case .notPremultiplied(let x, let y, let channel, let value, let alpha):
      "pixel (\(x), \(y)) has \(["red", "green", "blue"][channel]) \(value) over its alpha"
        + " \(alpha); contents bitmaps hold premultiplied RGBA (each colour 0...alpha)"
    case .unreadable(let reason): reason
    }
  }
}
