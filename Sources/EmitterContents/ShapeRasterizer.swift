import EmitterImage
import EmitterModel

/// The built-in shapes, drawn white and anti-aliased at any pixel density.
///
/// A shape of size w × h points fills exactly w × h points in the middle of its image:
/// `circle` is the inscribed ellipse (a circle when w = h), `triangle` points up (apex at the
/// top centre, base along the bottom), `square` and `rectangle` fill the box.
package enum ShapeRasterizer {
  /// Rasterises `shape` of `size` points at `density` pixels per point, with a transparent margin.
  package static func rasterize(_ shape: ContentsShape, size: Size, density: Double)
    -> ContentsRaster
  {
    let extent = SIMD2(size.width, size.height) * density
    let margin = Double(ContentsRaster.margin)
    let width = Int((extent.x + 2 * margin).rounded(.up))
    let height = Int((extent.y + 2 * margin).rounded(.up))
    let center = SIMD2(Double(width), Double(height)) / 2
    let half = extent / 2
    let image: RGBAImage
    switch shape {
    case .circle:
      image = CoverageMask.image(width: width, height: height) { x, y in
        CoverageMask.ellipseCoverage(x: x, y: y, center: center, radii: half)
      }
    case .triangle:
      let polygon = [
        SIMD2(center.x, center.y - half.y), SIMD2(center.x + half.x, center.y + half.y),
        SIMD2(center.x - half.x, center.y + half.y),
      ]
      image = CoverageMask.image(width: width, height: height) { x, y in
        CoverageMask.convexCoverage(x: x, y: y, polygon: polygon)
      }
    case .square, .rectangle:
      let polygon = [
        center - half, SIMD2(center.x + half.x, center.y - half.y), center + half,
        SIMD2(center.x - half.x, center.y + half.y),
      ]
      image = CoverageMask.image(width: width, height: height) { x, y in
        CoverageMask.convexCoverage(x: x, y: y, polygon: polygon)
      }
    }
    return ContentsRaster(image: image, pointSize: SIMD2(Double(width), Double(height)) / density)
  }
}
