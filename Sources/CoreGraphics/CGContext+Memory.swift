import CCairo
import EmitterImage

/// How a bitmap context's pixels sit in memory, and the moves between that and cairo's image
/// surface (premultiplied 0xAARRGGBB words in native byte order, or 0x__RRGGBB without alpha).
package struct BitmapLayout: Equatable {
  /// No alpha: a padding byte where alpha would be, every pixel opaque.
  var skipsAlpha: Bool
  /// For each byte of a pixel in memory, which component it holds: 0 red, 1 green, 2 blue,
  /// 3 alpha (or padding).
  var order: SIMD4<Int>

  /// The layout `bitmapInfo` names, or why it is not one a context here draws into (8-bit
  /// RGB with premultiplied alpha or a padding byte, first or last, in 32-bit words of either
  /// byte order, as Core Graphics' bitmap contexts take).
  static func of(_ bitmapInfo: CGBitmapInfo) -> Result<BitmapLayout, CGContextCreationError> {
    guard !bitmapInfo.contains(.floatComponents) else {
      return .failure(.unsupported("float components"))
    }
    let last: Bool
    let skips: Bool
    switch bitmapInfo.alphaInfo {
    case .premultipliedLast?: (last, skips) = (true, false)
    case .noneSkipLast?: (last, skips) = (true, true)
    case .premultipliedFirst?: (last, skips) = (false, false)
    case .noneSkipFirst?: (last, skips) = (false, true)
    case let other:
      return .failure(
        .unsupported(
          "alpha info \(other.map { "\($0)" } ?? "\(bitmapInfo.rawValue & 0x1F)") (bitmap contexts"
            + " take premultipliedLast, premultipliedFirst, noneSkipLast or noneSkipFirst)"))
    }
    let memoryOrder: SIMD4<Int> = last ? [0, 1, 2, 3] : [3, 0, 1, 2]
    switch bitmapInfo.byteOrder {
    case .byteOrderDefault, .byteOrder32Big:
      return .success(BitmapLayout(skipsAlpha: skips, order: memoryOrder))
    case .byteOrder32Little:
      let reversed = SIMD4(memoryOrder[3], memoryOrder[2], memoryOrder[1], memoryOrder[0])
      return .success(BitmapLayout(skipsAlpha: skips, order: reversed))
    default:
      return .failure(.unsupported("16-bit byte orders with 8-bit components"))
    }
  }

  /// Copies cairo's pixels into `memory` (`bytesPerRow` apart) in this layout.
  func export(from surface: OpaquePointer, to memory: UnsafeMutableRawPointer, bytesPerRow: Int) {
    forEachPixel(surface) { word, x, y in
      let components = Self.components(of: word, skipsAlpha: skipsAlpha)
      let pixel = memory + y * bytesPerRow + x * 4
      for byte in 0..<4 {
        pixel.storeBytes(of: components[order[byte]], toByteOffset: byte, as: UInt8.self)
      }
      return nil
    }
  }

  /// Copies `memory`'s pixels into cairo's surface.
  func `import`(into surface: OpaquePointer, from memory: UnsafeRawPointer, bytesPerRow: Int) {
    forEachPixel(surface) { _, x, y in
      let pixel = memory + y * bytesPerRow + x * 4
      var components = SIMD4<UInt8>.zero
      for byte in 0..<4 {
        components[order[byte]] = pixel.load(fromByteOffset: byte, as: UInt8.self)
      }
      return Self.word(components, skipsAlpha: skipsAlpha)
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Calls `body` with each pixel's word of `surface`, storing the word it returns.
  private func forEachPixel(
    _ surface: OpaquePointer, _ body: (UInt32, Int, Int) -> UInt32?
  ) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data) + y * stride
      for x in 0..<width {
        let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
        if let new = body(word, x, y) {
          row.storeBytes(of: new, toByteOffset: x * 4, as: UInt32.self)
        }
      }
    }
  }

  /// Red, green, blue, alpha (premultiplied) of a cairo word.
  static func components(of word: UInt32, skipsAlpha: Bool) -> SIMD4<UInt8> {
    SIMD4(
      UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
      UInt8(truncatingIfNeeded: word), skipsAlpha ? 255 : UInt8(truncatingIfNeeded: word >> 24))
  }

  /// The cairo word of red, green, blue, alpha.
  static func word(_ c: SIMD4<UInt8>, skipsAlpha: Bool) -> UInt32 {
    (skipsAlpha ? 0xFF00_0000 : UInt32(c[3]) << 24) | UInt32(c[0]) << 16 | UInt32(c[1]) << 8
      | UInt32(c[2])
  }
}

/// Conversions between cairo image surfaces and `RGBAImage`.
enum CairoImage {
  /// The surface's pixels as premultiplied RGBA, rows from the top.
  static func image(of surface: OpaquePointer, opaque: Bool) -> RGBAImage {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    var image = RGBAImage(width: width, height: height)
    guard let data = cairo_image_surface_get_data(surface) else { return image }
    let stride = Int(cairo_image_surface_get_stride(surface))
    image.pixels.withUnsafeMutableBytes { out in
      for y in 0..<height {
        let row = UnsafeRawPointer(data) + y * stride
        for x in 0..<width {
          let c = BitmapLayout.components(
            of: row.load(fromByteOffset: x * 4, as: UInt32.self), skipsAlpha: opaque)
          for k in 0..<4 { out[(y * width + x) * 4 + k] = c[k] }
        }
      }
    }
    return image
  }

  /// A new ARGB32 surface holding `image` (the caller destroys it).
  static func surface(of image: RGBAImage) -> OpaquePointer {
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
    guard let data = cairo_image_surface_get_data(surface) else { return surface }
    let stride = Int(cairo_image_surface_get_stride(surface))
    image.pixels.withUnsafeBytes { pixels in
      for y in 0..<image.height {
        let row = UnsafeMutableRawPointer(data) + y * stride
        for x in 0..<image.width {
          let i = (y * image.width + x) * 4
          let word = BitmapLayout.word(
            SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]), skipsAlpha: false)
          row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
