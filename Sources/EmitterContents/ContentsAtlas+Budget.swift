import EmitterImage
import EmitterModel
import EmitterSimulation

extension ContentsAtlas {
  /// The most bytes an atlas may take, every layer's mip chain included (about 4/3 of the base
  /// levels). The atlas is held twice while it is uploaded (here and in the driver).
  package static let defaultByteBudget = 512 << 20
  /// The most layers (distinct contents): OpenGL 4.5's smallest `GL_MAX_ARRAY_TEXTURE_LAYERS`.
  package static let maximumLayers = 2048

  /// What an atlas would take, worked out from sizes alone (shape and path extents, emoji em
  /// sizes, PNG headers, bitmap sizes) before a pixel is allocated.
  package struct Plan: Sendable, Equatable {
    /// Distinct rasters, one layer each.
    package var layerCount: Int
    package var layerWidth: Int
    package var layerHeight: Int
    /// Every layer with its mip levels, RGBA8.
    package var bytes: Int
    /// The key path of the cell whose raster sets the layer size.
    package var largestCell: String?
  }

  /// The atlas `init(scene:pixelScale:)` would build, or the first cell over budget.
  /// - Throws: `ContentsError.overBudget` naming the cell's key path, the size and the budget;
  ///   `imageTooLarge`, `unreadableImage` and `invalidPath` as rasterising would.
  package static func plan(scene: Scene, pixelScale: Double, byteBudget: Int = defaultByteBudget)
    throws(ContentsError) -> Plan
  {
    let keyPaths = scene.flatCellKeyPaths
    var seen: Set<RasterKey> = []
    var (width, height, largest) = (1, 1, String?.none)
    for source in sources(of: scene, resolved: ResolvedScene(scene)) {
      let (contents, path) = (source.contents, source.name)
      let keyPath = keyPaths[source.cell] + "." + source.key
      let points = try pointSize(of: contents, cell: path)
      let extent = max(points.x, points.y)
      let density = RasterDensity.density(
        pixelScale: pixelScale, maximumScale: source.maximumScale, pointExtent: extent)
      let key = RasterKey(
        contents: contents, density: isVector(contents) ? density : 0,
        contentsScale: source.contentsScale)
      guard seen.insert(key).inserted else { continue }
      guard seen.count <= maximumLayers else {
        throw .overBudget(
          keyPath: keyPath, what: "these contents would be distinct contents number \(seen.count)",
          budget: "at most \(maximumLayers) distinct contents (texture array layers)",
          remedy: "let cells share contents (same shape and size, image or emoji)")
      }
      let size = try rasterSize(of: contents, points: points, density: density, cell: path)
      if isVector(contents), Double(max(size.width, size.height)) > vectorSideLimit {
        throw .overBudget(
          keyPath: keyPath,
          what: "its raster would be \(size.width)x\(size.height) pixels (\(formatted(extent))"
            + " points at \(density) pixel per point)",
          budget: "at most \(Int(vectorSideLimit)) pixels a side; vector contents span at most"
            + " \(Int(ContentsBudget.maximumVectorExtent)) points",
          remedy: "draw it smaller and raise the cell's scale")
      }
      if size.width > width || size.height > height { largest = keyPath }
      (width, height) = (max(width, size.width), max(height, size.height))
    }
    let layerWidth = powerOfTwo(atLeast: width)
    let layerHeight = powerOfTwo(atLeast: height)
    let plan = Plan(
      layerCount: seen.count, layerWidth: layerWidth, layerHeight: layerHeight,
      bytes: seen.count * mipChainBytes(width: layerWidth, height: layerHeight),
      largestCell: largest)
    guard plan.bytes <= byteBudget else {
      throw .overBudget(
        keyPath: largest ?? "",
        what: "the contents atlas would take \(plan.bytes >> 20) MiB: \(plan.layerCount) distinct"
          + " contents, each a \(layerWidth)x\(layerHeight) layer with its mip levels (this"
          + " cell's contents set the layer size)",
        budget: "at most \(byteBudget >> 20) MiB of contents",
        remedy: "use fewer distinct contents, smaller images or vector contents, or a lower"
          + " pixel scale")
    }
    return plan
  }

  /// A vector raster's largest side: the budget's side plus the anti-aliasing margin and the
  /// rounding up to whole pixels.
  static var vectorSideLimit: Double {
    ContentsBudget.maximumRasterSide + Double(2 * ContentsRaster.margin + 1)
  }

  /// Bytes of an RGBA8 layer of `width × height` and all its mip levels.
  static func mipChainBytes(width: Int, height: Int) -> Int {
    var (w, h, bytes) = (width, height, 0)
    while true {
      bytes += w * h * 4
      if w == 1 && h == 1 { return bytes }
      (w, h) = (max(1, w / 2), max(1, h / 2))
    }
  }

  /// Vector contents' width and height in points at scale 1 (emoji: their em box, 1.25 em a
  /// side, which holds Noto's glyph ink); zero for images and bitmaps.
  static func pointSize(of contents: Contents, cell: String) throws(ContentsError) -> SIMD2<Double>
  {
    switch contents {
    case .shape(_, let size): return SIMD2(size.width, size.height)
    case .emoji(_, let size): return SIMD2(repeating: size * ContentsBudget.emojiExtentPerEm)
    case .image, .bitmap: return .zero
    case .path(let text):
      do {
        return try SVGPath(parsing: text).bounds.size
      } catch {
        throw .invalidPath(cell: cell, reason: error.message)
      }
    }
  }

  /// The raster's pixel size as the rasterisers make it, images as uploaded after halving.
  static func rasterSize(
    of contents: Contents, points: SIMD2<Double>, density: Double, cell: String
  ) throws(ContentsError) -> (width: Int, height: Int) {
    if case .bitmap(let bitmap) = contents {
      return ImageContents.uploadedSize(width: bitmap.width, height: bitmap.height)
    }
    guard case .image(let path) = contents else {
      let margin = Double(2 * ContentsRaster.margin)
      func pixels(_ points: Double) -> Int { Int(min(points * density + margin, 1e9).rounded(.up)) }
      return (pixels(points.x), pixels(points.y))
    }
    let header: (width: Int, height: Int)
    do {
      header = try PNGFile.dimensions(of: path)
    } catch {
      throw ImageContents.contentsError(error, cell: cell)
    }
    let limit = ContentsBudget.maximumImageSide
    guard header.width <= limit, header.height <= limit else {
      throw .imageTooLarge(
        cell: cell, path: path, width: header.width, height: header.height, limit: limit)
    }
    return ImageContents.uploadedSize(width: header.width, height: header.height)
  }

  private static func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
