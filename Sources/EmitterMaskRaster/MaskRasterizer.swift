import CCairo
import EmitterImage
import EmitterModel

/// Draws a `MaskSource` once into a `MaskRaster`, with cairo (images resampled bilinearly, text
/// and paths filled anti-aliased, non-zero winding). The same source, box and scale give the same
/// pixels every time, so both simulators read one table.
package enum MaskRasterizer {
  /// The raster of `source` fitted into `box` (points; zero keeps the natural size) at `scale`
  /// pixels per point, no side over `maximumSide` pixels. `contentsScale` gives an image's
  /// natural size (pixels over it).
  package static func raster(
    of source: MaskSource, box: SIMD2<Double>, scale: Double, contentsScale: Double = 1,
    maximumSide: Int = EmitterMask.maximumSide
  ) throws(MaskRasterError) -> MaskRaster {
    let sides = RasterSides(box: box, scale: scale, maximumSide: maximumSide)
    switch source {
    case .none:
      return .empty
    case .image(let path):
      if let bitmap = try bitmap(inDataURL: path) {
        return try raster(of: bitmap.image, sides, contentsScale: contentsScale)
      }
      let image: RGBAImage
      do {
        image = try PNGFile.read(path, maximumSide: ContentsBudget.maximumImageSide)
      } catch {
        throw MaskRasterError(description: "image \"\(path)\": \(error)")
      }
      return try raster(of: image, sides, contentsScale: contentsScale)
    case .bitmap(let bitmap):
      return try raster(of: bitmap.image, sides, contentsScale: contentsScale)
    case .snapshot(let snapshot):
      return try raster(of: snapshot.image.image, sides, contentsScale: snapshot.pixelsPerPoint)
    case .text(let text, let font, let bold):
      return try raster(of: MaskText(text, font: font, bold: bold), sides)
    case .path(let text):
      return try raster(of: try parsed(text), sides)
    }
  }

  /// The PNG a `data:image/png;base64,` URL holds (an image in memory: what the classes set
  /// `emitterMaskImage` to a `CGImage` write), decoded where the raster is drawn or measured,
  /// not where the layer is resolved; nil for a file's path.
  static func bitmap(inDataURL path: String) throws(MaskRasterError) -> ContentsBitmap? {
    guard ContentsBitmap.isDataURL(path) else { return nil }
    do {
      return try ContentsBitmap(dataURL: path)
    } catch {
      throw MaskRasterError(description: "the image's data URL: \(error)")
    }
  }

  /// Where `source` would land (its fitted size and pixels), measured without drawing it: an
  /// image from its header, text from its glyphs' ink box, a path from its bounds; nil for no
  /// source. Throws for a source that cannot be read; `raster` refuses the sizes it cannot draw.
  package static func placement(
    of source: MaskSource, box: SIMD2<Double>, scale: Double, contentsScale: Double = 1
  ) throws(MaskRasterError) -> MaskPlacement? {
    let natural: SIMD2<Double>
    switch source {
    case .none:
      return nil
    case .image(let path):
      // Measured from the PNG's header, a file's or a data URL's, as the decoder will read it.
      let isDataURL = ContentsBitmap.isDataURL(path)
      let name = isDataURL ? "the image's data URL" : "image \"\(path)\""
      let size: (width: Int, height: Int)
      if isDataURL {
        guard let header = EmbeddedImageBudget.headerSize(of: path) else {
          throw MaskRasterError(description: "\(name) does not start as a PNG's")
        }
        size = header
      } else {
        do {
          size = try PNGFile.dimensions(of: path)
        } catch {
          throw MaskRasterError(description: "\(name): \(error)")
        }
      }
      let limit = ContentsBudget.maximumImageSide
      guard size.width <= limit, size.height <= limit else {
        let error = PNGError.tooLarge(
          path: isDataURL ? "in the data URL" : path, width: size.width, height: size.height,
          maximumSide: limit)
        throw MaskRasterError(description: "\(name): \(error)")
      }
      natural = SIMD2(Double(size.width), Double(size.height)) / contentsScale
    case .bitmap(let bitmap):
      natural = SIMD2(Double(bitmap.image.width), Double(bitmap.image.height)) / contentsScale
    case .snapshot(let snapshot):
      natural = SIMD2(Double(snapshot.image.width), Double(snapshot.image.height)) / snapshot.pixelsPerPoint
    case .text(let text, let font, let bold):
      natural = MaskText(text, font: font, bold: bold).inkBounds.size
    case .path(let text):
      natural = try parsed(text).bounds.size
    }
    return MaskPlacement(natural: natural, box: box, scale: scale)
  }

  private static func parsed(_ text: String) throws(MaskRasterError) -> SVGPath {
    do {
      return try SVGPath(parsing: text)
    } catch {
      throw MaskRasterError(description: "path \"\(text)\": \(error.message)")
    }
  }

  static func raster(of image: RGBAImage, _ sides: RasterSides, contentsScale: Double)
    throws(MaskRasterError) -> MaskRaster
  {
    let scale = sides.scale
    let natural = SIMD2(Double(image.width), Double(image.height)) / contentsScale
    let placement = try sides.placement(natural: natural)
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

  static func raster(of path: SVGPath, _ sides: RasterSides) throws(MaskRasterError)
    -> MaskRaster
  {
    let scale = sides.scale
    let bounds = path.bounds
    let placement = try sides.placement(natural: bounds.size)
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

  static func raster(of text: MaskText, _ sides: RasterSides) throws(MaskRasterError)
    -> MaskRaster
  {
    let scale = sides.scale
    let ink = text.inkBounds
    let placement = try sides.placement(natural: ink.size)
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
}

/// The box a source is fitted into, the grid's pixels per point and the most pixels a side
/// the raster may have: what every source's placement is checked against.
struct RasterSides {
  var box: SIMD2<Double>
  var scale: Double
  var maximumSide: Int

  /// The placement of a source of size `natural`, refused with no pixels or a side over
  /// `maximumSide`.
  func placement(natural: SIMD2<Double>) throws(MaskRasterError) -> MaskPlacement {
    let placement = MaskPlacement(natural: natural, box: box, scale: scale)
    let (width, height) = placement.pixels
    guard width >= 1, height >= 1 else {
      throw MaskRasterError(
        description: "it would be \(width)x\(height) pixels: its source has no size to draw")
    }
    guard width <= maximumSide, height <= maximumSide else {
      throw MaskRasterError(
        description:
          "it would be \(width)x\(height) pixels; allowed: at most \(maximumSide) a side")
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
