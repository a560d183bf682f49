import CCairo
import EmitterImage
import EmitterModel

/// Draws a `MaskSource` once into a `MaskRaster`, with cairo (images resampled bilinearly, text
/// and paths filled anti-aliased, non-zero winding). The same source, box and scale give the same
/// pixels every time, so both simulators read one table.
package enum MaskRasterizer {
  /// The raster of `source` fitted into `box` (points; zero keeps the natural size) at `scale`
  /// pixels per point. `contentsScale` gives an image's natural size (pixels over it).
  package static func raster(
    of source: MaskSource, box: SIMD2<Double>, scale: Double, contentsScale: Double = 1
  ) throws(MaskRasterError) -> MaskRaster {
    switch source {
    case .none:
      return .empty
    case .image(let path):
      let image: RGBAImage
      do {
        image = try PNGFile.read(path, maximumSide: ContentsBudget.maximumImageSide)
      } catch {
        throw MaskRasterError(description: "emitterMaskImage \"\(path)\": \(error)")
      }
      return try raster(of: image, box: box, scale: scale, contentsScale: contentsScale)
    case .bitmap(let bitmap):
      return try raster(of: bitmap.image, box: box, scale: scale, contentsScale: contentsScale)
    case .text(let text, let font, let bold):
      return try raster(of: MaskText(text, font: font, bold: bold), box: box, scale: scale)
    case .path(let text):
      let path: SVGPath
      do {
        path = try SVGPath(parsing: text)
      } catch {
        throw MaskRasterError(description: "emitterMaskPath \"\(text)\": \(error.message)")
      }
      return try raster(of: path, box: box, scale: scale)
    }
  }

  static func raster(of image: RGBAImage, box: SIMD2<Double>, scale: Double, contentsScale: Double)
    throws(MaskRasterError) -> MaskRaster
  {
    let natural = SIMD2(Double(image.width), Double(image.height)) / contentsScale
    let placement = try checked(MaskPlacement(natural: natural, box: box, scale: scale))
    let source = CairoCanvas.surface(of: image)
    defer { cairo_surface_destroy(source) }
    let pixels = CairoCanvas.draw(width: placement.pixels.width, height: placement.pixels.height) {
      context in
      cairo_scale(
        context, scale * placement.factor / contentsScale, scale * placement.factor / contentsScale)
      cairo_set_source_surface(context, source, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
      cairo_paint(context)
    }
    return MaskRaster(image: pixels, origin: -placement.size / 2, pixelSize: 1 / scale)
  }

  static func raster(of path: SVGPath, box: SIMD2<Double>, scale: Double) throws(MaskRasterError)
    -> MaskRaster
  {
    let bounds = path.bounds
    let placement = try checked(MaskPlacement(natural: bounds.size, box: box, scale: scale))
    let pixels = CairoCanvas.draw(width: placement.pixels.width, height: placement.pixels.height) {
      context in
      cairo_scale(context, scale * placement.factor, scale * placement.factor)
      cairo_translate(context, -bounds.origin.x, -bounds.origin.y)
      MaskOutline.append(path, to: context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(context, 1, 1, 1, 1)
      cairo_fill(context)
    }
    return MaskRaster(image: pixels, origin: -placement.size / 2, pixelSize: 1 / scale)
  }

  static func raster(of text: MaskText, box: SIMD2<Double>, scale: Double) throws(MaskRasterError)
    -> MaskRaster
  {
    let ink = text.inkBounds
    let placement = try checked(MaskPlacement(natural: ink.size, box: box, scale: scale))
    let pixels = CairoCanvas.draw(width: placement.pixels.width, height: placement.pixels.height) {
      context in
      cairo_scale(context, scale * placement.factor, scale * placement.factor)
      cairo_translate(context, -ink.origin.x, -ink.origin.y)
      text.appendOutline(to: context)
      cairo_set_source_rgba(context, 1, 1, 1, 1)
      cairo_fill(context)
    }
    return MaskRaster(image: pixels, origin: -placement.size / 2, pixelSize: 1 / scale)
  }

  /// Refuses a raster with no pixels or a side over `EmitterMask.maximumSide`.
  static func checked(_ placement: MaskPlacement) throws(MaskRasterError) -> MaskPlacement {
    let (width, height) = placement.pixels
    let limit = EmitterMask.maximumSide
    guard width >= 1, height >= 1, width <= limit, height <= limit else {
      throw MaskRasterError(
        description: "the mask would be \(width)x\(height) pixels; each side must be 1...\(limit)"
          + " (emitterSize x emitterMaskScale)")
    }
    return placement
  }
}

/// SVG path segments into a cairo context's current path.
package enum MaskOutline {
  package static func append(_ path: SVGPath, to context: OpaquePointer) {
    for segment in path.segments {
      switch segment {
      case .move(let p): cairo_move_to(context, p.x, p.y)
      case .line(let p): cairo_line_to(context, p.x, p.y)
      case .cubic(let a, let b, let c): cairo_curve_to(context, a.x, a.y, b.x, b.y, c.x, c.y)
      case .close: cairo_close_path(context)
      }
    }
  }
}
