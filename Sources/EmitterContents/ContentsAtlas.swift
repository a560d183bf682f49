import EmitterImage
import EmitterModel
import EmitterSimulation

/// Every cell's contents in one array of equally sized layers, ready for a 2D array texture: what
/// both renderers sample, so the GPU and the CPU reference read identical texels.
///
/// Each distinct raster gets one layer; its image sits in the layer's top-left corner, the rest
/// transparent, and every layer carries a full mip chain made on the CPU (`MipChain`). Layer sides
/// are powers of two, large enough for the largest raster. A cell without contents has no entry
/// and draws nothing (it is still simulated and still emits, like the rocket in Apple's
/// Fireworks sample).
package struct ContentsAtlas: Sendable {
  /// Where one cell's contents are and how they are drawn.
  package struct Entry: Sendable, Equatable {
    /// The layer of the texture array.
    package var layer: Int
    /// `contentsRect` in the layer's texture coordinates: the quad's top-left corner samples
    /// `textureOrigin`, its bottom-right `textureOrigin + textureSize`.
    package var textureOrigin: SIMD2<Float>
    package var textureSize: SIMD2<Float>
    /// Half the quad's width and height in points at particle scale 1: the raster's extent
    /// times the `contentsRect` size, halved.
    package var halfSize: SIMD2<Float>
    package var minification: ContentsFilter
    package var magnification: ContentsFilter
    /// `minificationFilterBias`: added to the level of detail.
    package var lodBias: Float
    /// The sprite sheet (`contentsFrameCount` …): frame `i` is drawn from `textureOrigin` moved
    /// by `(i mod framesPerRow, i / framesPerRow) × textureSize` (`ContentsAtlas+Frames`).
    package var frameCount: Int = 0
    package var framesPerRow: Int = 0
    package var framesPerSecond: Float = 0
    package var frameMode: ContentsFrameMode = .loop
    /// The raster's share of the layer (its size over the layer's) and its size in points at
    /// scale 1: what a `contentsRect` is measured against (`with(contentsRect:)`).
    var rasterFill: SIMD2<Double> = .one
    var rasterPointSize: SIMD2<Double> = .zero

    /// This entry drawing another part of its raster: `contentsRect` animated or set live.
    package func with(contentsRect rect: Rect) -> Entry {
      var entry = self
      let size = SIMD2(rect.size.width, rect.size.height)
      entry.textureOrigin = SIMD2<Float>(SIMD2(rect.origin.x, rect.origin.y) * rasterFill)
      entry.textureSize = SIMD2<Float>(size * rasterFill)
      entry.halfSize = SIMD2<Float>(rasterPointSize * SIMD2(abs(size.x), abs(size.y)) / 2)
      return entry
    }
  }

  package let layerWidth: Int
  package let layerHeight: Int
  /// Mip levels per layer (down to 1 × 1).
  package var levelCount: Int { MipChain.levelCount(width: layerWidth, height: layerHeight) }
  /// `levels[layer][level]`: every level of every layer.
  package let levels: [[RGBAImage]]
  /// One entry per flat cell (`ResolvedScene` order); nil where a cell has no contents.
  package let entries: [Entry?]
  /// One entry per flat cell (`ResolvedScene` order); nil where a cell's ribbons have no
  /// `trailContents` (flat colour).
  package let trailEntries: [TrailEntry?]
  /// The raster of each layer before padding, for inspection and tests.
  package let rasters: [ContentsRaster]
  /// Each emitter layer's own `contents` (flattened layer order); nil where it has none.
  package let layerContents: [ContentsRaster?]
  /// Each layer's mask's contents (`ContentsAtlas+LayerContents`), in the same order.
  package let maskContents: [ContentsRaster?]
  /// Each layer's `shadowPath` as pixels (`ShadowPathRaster`), in the same order.
  package let shadowPaths: [ShadowPathRaster?]

  /// Rasterises every cell's contents for drawing at `pixelScale` pixels per point, once
  /// `plan(scene:pixelScale:byteBudget:)` has found that they fit the budget.
  /// - Throws: `ContentsError` naming the cell and, for images, the file; `overBudget` before
  ///   anything is allocated when the atlas would take more than `byteBudget` bytes.
  package init(scene: Scene, pixelScale: Double, byteBudget: Int = ContentsAtlas.defaultByteBudget)
    throws(ContentsError)
  {
    _ = try Self.plan(scene: scene, pixelScale: pixelScale, byteBudget: byteBudget)
    let resolved = ResolvedScene(scene)
    precondition(
      scene.flatCells.count == resolved.cells.count, "flat cell order differs from ResolvedScene")
    var rasters: [ContentsRaster] = []
    var layerOf: [RasterKey: Int] = [:]
    var placed: [Int?] = Array(repeating: nil, count: resolved.cells.count)
    var placedTrails: [Int?] = placed
    for source in Self.sources(of: scene, resolved: resolved) {
      let density = RasterDensity.density(
        pixelScale: pixelScale, maximumScale: source.maximumScale,
        pointExtent: Self.pointExtent(of: source.contents))
      let key = RasterKey(
        contents: source.contents, density: Self.isVector(source.contents) ? density : 0,
        contentsScale: source.contentsScale)
      if layerOf[key] == nil {
        layerOf[key] = rasters.count
        rasters.append(
          try ContentsRasterizer.rasterize(
            source.contents, density: density, contentsScale: source.contentsScale,
            cell: source.name))
      }
      if source.key == "trailContents" {
        placedTrails[source.cell] = layerOf[key]
      } else {
        placed[source.cell] = layerOf[key]
      }
    }
    let width = Self.powerOfTwo(atLeast: rasters.map(\.image.width).max() ?? 1)
    let height = Self.powerOfTwo(atLeast: rasters.map(\.image.height).max() ?? 1)
    // The plan estimated emoji from their em size; the layers are allocated only if the real
    // rasters fit the budget too.
    let bytes = rasters.count * Self.mipChainBytes(width: width, height: height)
    guard bytes <= byteBudget else {
      throw .overBudget(
        keyPath: "", what: "the contents atlas would take \(bytes >> 20) MiB",
        budget: "at most \(byteBudget >> 20) MiB of contents",
        remedy: "use fewer distinct contents or a lower pixel scale")
    }
    layerContents = try Self.layerRasters(scene: scene, pixelScale: pixelScale)
    maskContents = try Self.maskRasters(scene: scene, pixelScale: pixelScale)
    shadowPaths = try Self.shadowPathRasters(scene: scene, pixelScale: pixelScale)
    layerWidth = width
    layerHeight = height
    levels = rasters.map { MipChain.levels(of: $0.image, layerWidth: width, layerHeight: height) }
    self.rasters = rasters
    let flat = scene.flatCells
    entries = placed.indices.map { index in
      placed[index].map {
        Self.entry(
          layer: $0, cell: flat[index].cell, raster: rasters[$0], width: width, height: height)
      }
    }
    trailEntries = placedTrails.map { layer in
      layer.map {
        TrailEntry(layer: $0, image: rasters[$0].image, layerWidth: width, layerHeight: height)
      }
    }
  }

  private static func entry(
    layer: Int, cell: EmitterCell, raster: ContentsRaster, width: Int, height: Int
  ) -> Entry {
    let fill = SIMD2(
      Double(raster.image.width) / Double(width), Double(raster.image.height) / Double(height))
    return Entry(
      layer: layer, textureOrigin: .zero, textureSize: .zero, halfSize: .zero,
      minification: cell.minificationFilter, magnification: cell.magnificationFilter,
      lodBias: Float(cell.minificationFilterBias), frameCount: cell.contentsFrameCount,
      framesPerRow: cell.contentsFramesPerRow,
      framesPerSecond: Float(cell.contentsFramesPerSecond), frameMode: cell.contentsFrameMode,
      rasterFill: fill, rasterPointSize: raster.pointSize
    ).with(contentsRect: cell.contentsRect)
  }

  struct RasterKey: Hashable {
    var contents: Contents
    var density: Double
    var contentsScale: Double
  }

  static func isVector(_ contents: Contents) -> Bool {
    switch contents {
    case .image, .bitmap: false
    case .shape, .emoji, .path: true
    }
  }

  /// The larger side of vector contents in points (images: 0, their size is their own).
  static func pointExtent(of contents: Contents) -> Double {
    switch contents {
    case .shape(_, let size): max(size.width, size.height)
    case .emoji(_, let size): size * 1.25
    case .path(let text):
      (try? SVGPath(parsing: text).bounds).map { max($0.size.x, $0.size.y) } ?? 0
    case .image, .bitmap: 0
    }
  }

  static func powerOfTwo(atLeast value: Int) -> Int {
    var side = 1
    while side < value { side *= 2 }
    return side
  }
}
