import EmitterImage

/// A mask drawn once: premultiplied RGBA pixels, rows from the top, placed in the layer so that
/// pixel (x, y) covers the square from `origin + (x, y) × pixelSize` to one `pixelSize` further,
/// relative to `emitterPosition`.
package struct MaskRaster: Sendable, Equatable {
  package var image: RGBAImage
  /// The top-left corner of pixel (0, 0) relative to the emitter's centre, points.
  package var origin: SIMD2<Double>
  /// Points per pixel (1 / `emitterMaskScale`).
  package var pixelSize: Double

  package var width: Int { image.width }
  package var height: Int { image.height }

  /// An empty raster: no pixel emits.
  package static let empty = MaskRaster(
    image: RGBAImage(width: 0, height: 0), origin: .zero, pixelSize: 1)
}

/// Where a source of natural size `natural` lands: scaled evenly to fit inside `box` (its natural
/// size where `box` is zero on both sides), centred on the emitter, on a grid of `scale` pixels per
/// point.
package struct MaskPlacement: Sendable, Equatable {
  /// The source's size in points once fitted.
  package var size: SIMD2<Double>
  /// Source units to points.
  package var factor: Double
  /// Raster width and height in pixels: the fitted size times `scale`, rounded up.
  package var pixels: (width: Int, height: Int)

  package static func == (a: MaskPlacement, b: MaskPlacement) -> Bool {
    a.size == b.size && a.factor == b.factor && a.pixels == b.pixels
  }

  package init(natural: SIMD2<Double>, box: SIMD2<Double>, scale: Double) {
    var factor = 1.0
    if box.x > 0 || box.y > 0, natural.x > 0, natural.y > 0 {
      let fx = box.x > 0 ? box.x / natural.x : Double.infinity
      let fy = box.y > 0 ? box.y / natural.y : Double.infinity
      factor = min(fx, fy)
    }
    self.factor = factor
    size = natural * factor
    pixels = (Int((size.x * scale).rounded(.up)), Int((size.y * scale).rounded(.up)))
  }
}
