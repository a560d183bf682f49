/// An 8-bit RGBA image, rows from the top down, with premultiplied alpha: the form GL blends
/// in, so renders, contents and references compare byte for byte. `PNGFile` converts to and
/// from PNG's straight alpha.
public struct RGBAImage: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: r, g, b, a per pixel, premultiplied.
  public var pixels: [UInt8]

  /// An image filled with one premultiplied colour (transparent black by default).
  public init(width: Int, height: Int, fill: SIMD4<UInt8> = .zero) {
    precondition(width >= 0 && height >= 0, "image size must not be negative")
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 4)
    if fill != .zero { self.fill(fill) }
  }

  /// Sets every pixel to one premultiplied colour, in place.
  package mutating func fill(_ colour: SIMD4<UInt8>) {
    // The pixel's four bytes as one word, in memory order, written a word at a time (a byte
    // at a time with bounds checks was a quarter of a millisecond per frame at 390x844).
    let word = withUnsafeBytes(of: colour) { $0.loadUnaligned(as: UInt32.self) }
    pixels.withUnsafeMutableBytes { bytes in
      for i in 0..<(bytes.count / 4) {
        bytes.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self)
      }
    }
  }

  /// An image over existing bytes (premultiplied RGBA, rows top down).
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      pixels.count == width * height * 4,
      "\(width)x\(height) RGBA needs \(width * height * 4) bytes, got \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Flips rows: GL's bottom-up readback becomes top-down.
  public init(bottomUpPixels pixels: [UInt8], width: Int, height: Int) {
    let row = width * 4
    var flipped = [UInt8](repeating: 0, count: pixels.count)
    for y in 0..<height {
      let source = (height - 1 - y) * row
      flipped.replaceSubrange(y * row..<(y + 1) * row, with: pixels[source..<source + row])
    }
    self.init(width: width, height: height, pixels: flipped)
  }

  /// The pixel at column `x`, row `y` (0 is the top).
  public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
    get {
      let i = (y * width + x) * 4
      return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      pixels[i] = newValue.x
      pixels[i + 1] = newValue.y
      pixels[i + 2] = newValue.z
      pixels[i + 3] = newValue.w
    }
  }

  /// The image as straight (non-premultiplied) RGBA bytes, for PNG files and video encoders.
  public var straightAlphaPixels: [UInt8] {
    var out: [UInt8] = []
    straightAlphaPixels(into: &out)
    return out
  }

  /// `straightAlphaPixels` written into `out`, whose storage is reused when it is large enough:
  /// an image sequence converts every frame into the same buffer.
  public func straightAlphaPixels(into out: inout [UInt8]) {
    if out.count != pixels.count {
      out = pixels
    } else {
      out.withUnsafeMutableBytes { target in
        pixels.withUnsafeBytes { source in target.copyMemory(from: source) }
      }
    }
    out.withUnsafeMutableBufferPointer { out in
      for i in stride(from: 0, to: out.count, by: 4) {
        let alpha = Int(out[i + 3])
        guard alpha != 255 else { continue }
        for c in 0..<3 {
          out[i + c] = alpha == 0 ? 0 : UInt8(min(255, (Int(out[i + c]) * 255 + alpha / 2) / alpha))
        }
      }
    }
  }

  /// Premultiplies straight-alpha RGBA bytes (PNG's form) with rounding.
  public static func premultiplying(straight pixels: [UInt8], width: Int, height: Int) -> RGBAImage
  {
    var out = pixels
    for i in stride(from: 0, to: out.count, by: 4) {
      let alpha = Int(out[i + 3])
      guard alpha != 255 else { continue }
      for c in 0..<3 { out[i + c] = UInt8((Int(out[i + c]) * alpha + 127) / 255) }
    }
    return RGBAImage(width: width, height: height, pixels: out)
  }

  /// Whether every alpha is 255.
  public var isOpaque: Bool {
    stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
  }
}
