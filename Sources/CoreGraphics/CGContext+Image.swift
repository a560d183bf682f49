import CCairo

extension CGContext {
  /// Draws `image` scaled into `rect`: its top row along the rectangle's maximum-y edge, so it
  /// is upright in a bitmap context's y-up space (and upside down in a y-down one, as on Apple
  /// platforms). Resampled as `interpolationQuality` says, edge pixels extended to the
  /// rectangle's edges; with `byTiling`, repeated over the whole clip from `rect`.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    let (w, h) = (Double(image.width), Double(image.height))
    let (rx, ry) = (Double(rect.origin.x), Double(rect.origin.y))
    let (rw, rh) = (Double(rect.size.width), Double(rect.size.height))
    let transform = cairoTransform
    guard rw != 0, rh != 0, [rx, ry, rw, rh].allSatisfy(\.isFinite), transform.isInvertible
    else { return }
    // User space to the image's pixels (origin top-left): x from the rect's origin, y down
    // from its far edge.
    let userToImage = CGAffineTransform(
      a: w / rw, b: 0, c: 0, d: -h / rh, tx: -rx * w / rw, ty: (ry + rh) * h / rh)
    drawing {
      let source = CairoImage.surface(of: image.pixels)
      defer { cairo_surface_destroy(source) }
      let pattern = cairo_pattern_create_for_surface(source)
      defer { cairo_pattern_destroy(pattern) }
      cairo_pattern_set_matrix(pattern, [userToImage.cairoMatrix])
      cairo_pattern_set_filter(pattern, state.interpolationQuality.cairo)
      cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
      cairo_save(cairo)
      cairo_new_path(cairo)
      cairo_set_matrix(cairo, [transform.cairoMatrix])
      applyCompositing()
      if !byTiling {
        cairo_rectangle(cairo, rx, ry, rw, rh)
        cairo_clip(cairo)
      }
      cairo_set_source(cairo, pattern)
      cairo_paint_with_alpha(cairo, state.alpha.isNaN ? 0 : min(max(state.alpha, 0), 1))
      cairo_restore(cairo)
    }
  }
}

extension CGInterpolationQuality {
  /// cairo's filter: nearest for `none`, bilinear for `low`, cairo's good and best filters
  /// (which average over the pixels a drawn pixel covers when shrinking) above.
  var cairo: cairo_filter_t {
    switch self {
    case .none: CAIRO_FILTER_NEAREST
    case .low: CAIRO_FILTER_BILINEAR
    case .default, .medium: CAIRO_FILTER_GOOD
    case .high: CAIRO_FILTER_BEST
    }
  }
}

extension CGContext {
  /// A context for an image of `size` points at `scale` pixels per point whose user space is
  /// UIKit's: origin at the top-left, y down, one unit a point (the transform
  /// `[scale, 0, 0, −scale, 0, pixel height]`, as `UIGraphicsImageRenderer` and
  /// `UIGraphicsBeginImageContextWithOptions` set). Pixel sides are the point sides times
  /// `scale`, rounded up; nil for an empty size, a scale that is not positive, or more than
  /// 32767 pixels a side. `opaque` makes a context without alpha (starting black).
  package static func imageContext(size: CGSize, scale: CGFloat, opaque: Bool = false)
    -> CGContext?
  {
    let (w, h) = (Double(size.width * scale), Double(size.height * scale))
    guard scale > 0, w > 0, h > 0, w <= Double(Int16.max), h <= Double(Int16.max) else {
      return nil
    }
    let alpha: CGImageAlphaInfo = opaque ? .noneSkipLast : .premultipliedLast
    guard
      let context = CGContext(
        data: nil, width: Int(w.rounded(.up)), height: Int(h.rounded(.up)), bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
    else { return nil }
    context.concatenate(
      CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(context.height)))
    return context
  }
}
