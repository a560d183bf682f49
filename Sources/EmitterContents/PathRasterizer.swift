import CCairo
import EmitterImage
import EmitterMaskRaster
import EmitterModel

/// `path` contents: an SVG-like outline filled white (non-zero winding) by cairo, anti-aliased.
/// The particle's centre is the centre of the outline's bounding box.
enum PathRasterizer {
  static func rasterize(_ text: String, density: Double, cell: String) throws(ContentsError)
    -> ContentsRaster
  {
    let path: SVGPath
    do {
      path = try SVGPath(parsing: text)
    } catch {
      throw .invalidPath(cell: cell, reason: error.message)
    }
    let bounds = path.bounds
    let margin = Double(ContentsRaster.margin)
    let width = Int((bounds.size.x * density + 2 * margin).rounded(.up))
    let height = Int((bounds.size.y * density + 2 * margin).rounded(.up))
    let offset = (SIMD2(Double(width), Double(height)) - bounds.size * density) / 2
    let image = CairoCanvas.draw(width: width, height: height) { context in
      cairo_translate(context, offset.x, offset.y)
      cairo_scale(context, density, density)
      cairo_translate(context, -bounds.origin.x, -bounds.origin.y)
      for segment in path.segments {
        switch segment {
        case .move(let p): cairo_move_to(context, p.x, p.y)
        case .line(let p): cairo_line_to(context, p.x, p.y)
        case .cubic(let a, let b, let c): cairo_curve_to(context, a.x, a.y, b.x, b.y, c.x, c.y)
        case .close: cairo_close_path(context)
        }
      }
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(context, 1, 1, 1, 1)
      cairo_fill(context)
    }
    return ContentsRaster(image: image, pointSize: SIMD2(Double(width), Double(height)) / density)
  }
}
