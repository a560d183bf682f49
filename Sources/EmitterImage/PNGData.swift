import CPNG

/// PNG bytes held in memory (an image embedded in a scene file, a `CGDataProvider`'s data),
/// through the same simplified libpng API as `PNGFile`, with the same conversions: any PNG reads
/// as 8-bit sRGB RGBA and is premultiplied; writing un-premultiplies.
///
/// Un-premultiplying then premultiplying again (`RGBAImage.straightAlphaPixels`, then
/// `RGBAImage.premultiplying`) gives back every byte of a valid premultiplied image (each colour
/// at most its alpha): `encode` then `decode` is exact.
package enum PNGData {
  /// Decodes the PNG, refusing a side over `maximumSide` from its header, before the pixels
  /// are allocated.
  /// - Throws: `PNGError.unreadable` (not a PNG, corrupt data) or `.tooLarge`, naming `name`.
  package static func decode(_ bytes: [UInt8], name: String, maximumSide: Int = Int(Int32.max))
    throws(PNGError) -> RGBAImage
  {
    try withHeader(bytes, name: name) { image throws(PNGError) in
      let width = Int(image.width)
      let height = Int(image.height)
      guard width <= maximumSide, height <= maximumSide else {
        throw .tooLarge(path: name, width: width, height: height, maximumSide: maximumSide)
      }
      image.format = EMITTER_PNG_FORMAT_RGBA
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let ok = pixels.withUnsafeMutableBytes { out in
        png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
      }
      guard ok != 0 else { throw .unreadable(path: name, reason: message(of: &image)) }
      return RGBAImage.premultiplying(straight: pixels, width: width, height: height)
    }
  }

  /// The image as PNG bytes (8-bit RGBA, straight alpha, libpng's default compression).
  /// - Throws: `PNGError.unwritable` naming `name` (an empty image has no PNG form).
  package static func encode(_ image: RGBAImage, name: String) throws(PNGError) -> [UInt8] {
    guard image.width > 0, image.height > 0 else {
      throw .unwritable(
        path: name, reason: "a PNG needs at least one pixel (\(image.width)x\(image.height))")
    }
    let straight = image.straightAlphaPixels
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = EMITTER_PNG_FORMAT_RGBA
    let stride = Int32(image.width * 4)
    // The first call only measures; the second writes into a buffer of that size.
    var size = 0
    let measured = straight.withUnsafeBytes { pixels in
      png_image_write_to_memory(&png, nil, &size, 0, pixels.baseAddress, stride, nil)
    }
    guard measured != 0 else { throw .unwritable(path: name, reason: message(of: &png)) }
    var bytes = [UInt8](repeating: 0, count: size)
    let written = bytes.withUnsafeMutableBytes { out in
      straight.withUnsafeBytes { pixels in
        png_image_write_to_memory(&png, out.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
      }
    }
    guard written != 0 else { throw .unwritable(path: name, reason: message(of: &png)) }
    return Array(bytes.prefix(size))
  }

  /// Reads the header from memory and hands the image to `body`; frees libpng's state after.
  private static func withHeader<T>(
    _ bytes: [UInt8], name: String, _ body: (inout png_image) throws(PNGError) -> T
  ) throws(PNGError) -> T {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    // libpng reads `bytes` until png_image_finish_read returns, inside `body`.
    let result = bytes.withUnsafeBytes { memory -> Result<T, PNGError> in
      guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
        return .failure(.unreadable(path: name, reason: message(of: &image)))
      }
      do throws(PNGError) {
        return .success(try body(&image))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
