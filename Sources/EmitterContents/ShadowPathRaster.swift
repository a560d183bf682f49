import EmitterImage
import EmitterModel

/// A layer's `shadowPath` as pixels: the path's filled area (non-zero winding, anti-aliased,
/// white with alpha = coverage) and the rectangle, in layer points, the image covers. The
/// shadow's alpha source instead of the layer's own drawing (`LayerComposition`).
package struct ShadowPathRaster: Sendable, Equatable {
  /// Premultiplied white: alpha is the path's coverage.
  package var image: RGBAImage
  /// Where the image lies, layer points (the path's bounding box and a margin of
  /// `ContentsRaster.margin` pixels around it).
  package var rect: Rect

  /// `text` (SVG path data, layer points) filled at `pixelScale` pixels per point, lowered so
  /// no side exceeds `ContentsBudget.maximumRasterSide` pixels; nil for the empty path ("").
  /// - Throws: `ContentsError.invalidPath` naming `keyPath` for text that does not parse.
  package init?(path text: String, pixelScale: Double, keyPath: String) throws(ContentsError) {
    guard !text.isEmpty else { return nil }
    let bounds: (origin: SIMD2<Double>, size: SIMD2<Double>)
    do {
      bounds = try SVGPath(parsing: text).bounds
    } catch {
      throw .invalidPath(cell: keyPath, reason: error.message)
    }
    let extent = max(bounds.size.x, bounds.size.y)
    // The shadow is blurred, so a large layer's path may be drawn coarser than the canvas.
    let density =
      extent > 0 ? min(pixelScale, ContentsBudget.maximumRasterSide / extent) : pixelScale
    let raster = try PathRasterizer.rasterize(text, density: density, cell: keyPath)
    // The rasteriser centres the path's box in the image.
    let origin = bounds.origin + bounds.size / 2 - raster.pointSize / 2
    image = raster.image
    rect = Rect(
      x: origin.x, y: origin.y, width: raster.pointSize.x, height: raster.pointSize.y)
  }
}

extension ContentsAtlas {
  /// Each layer's `shadowPath` rasterised (`ShadowPathRaster`), in the flattened layer order the
  /// renderers index; nil for a layer without one or with the empty path.
  static func shadowPathRasters(scene: Scene, pixelScale: Double) throws(ContentsError)
    -> [ShadowPathRaster?]
  {
    guard scene.layers.contains(where: { $0.shadowPath != nil || !$0.sublayers.isEmpty }) else {
      return scene.layers.map { _ in nil }
    }
    let flat = scene.superlayers.isEmpty && scene.hasSublayers ? scene.flattened : scene
    let paths = flat.layerKeyPaths
    var rasters: [ShadowPathRaster?] = []
    for (index, layer) in flat.layers.enumerated() {
      guard let text = layer.shadowPath else {
        rasters.append(nil)
        continue
      }
      let keyPath =
        (paths.indices.contains(index) ? paths[index] : "layers[\(index)]") + ".shadowPath"
      rasters.append(try ShadowPathRaster(path: text, pixelScale: pixelScale, keyPath: keyPath))
    }
    return rasters
  }

  /// Layer `index`'s shadow path raster; nil when it has none (or the empty path).
  package func shadowPath(of index: Int) -> ShadowPathRaster? {
    shadowPaths.indices.contains(index) ? shadowPaths[index] : nil
  }
}
