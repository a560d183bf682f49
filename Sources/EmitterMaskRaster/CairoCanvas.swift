import CCairo
import EmitterImage

/// A cairo ARGB32 image surface drawn into and converted to premultiplied RGBA.
package enum CairoCanvas {
  package static func draw(width: Int, height: Int, _ body: (OpaquePointer) -> Void) -> RGBAImage {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    body(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    return image(of: surface, width: width, height: height)
  }

  /// ARGB32 is premultiplied 0xAARRGGBB in native byte order: the same premultiplied values,
  /// reordered to RGBA.
  package static func image(of surface: OpaquePointer, width: Int, height: Int) -> RGBAImage {
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      return RGBAImage(width: width, height: height)
    }
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let argb = row[x]
        image[x, y] = SIMD4(
          UInt8(truncatingIfNeeded: argb >> 16), UInt8(truncatingIfNeeded: argb >> 8),
          UInt8(truncatingIfNeeded: argb), UInt8(truncatingIfNeeded: argb >> 24))
      }
    }
    return image
  }
}

extension CairoCanvas {
  /// A cairo ARGB32 surface holding `image`'s premultiplied pixels; the caller destroys it.
  package static func surface(of image: RGBAImage) -> OpaquePointer {
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let data = cairo_image_surface_get_data(surface) {
      for y in 0..<image.height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<image.width {
          let p = image[x, y]
          row[x] = UInt32(p.w) << 24 | UInt32(p.x) << 16 | UInt32(p.y) << 8 | UInt32(p.z)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
