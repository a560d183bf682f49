import EmitterContents
import EmitterGL
import EmitterModel

/// A cell's `contents` or `trailContents` (or a layer's contents, its mask's or its `shadowPath`) changed on a
/// running layer: the renderer rasterises the live model's contents again and uploads them
/// before it next draws. Only what the atlas is made of is compared, so other live changes cost
/// nothing here.
extension ParticleRenderer {
  /// What the contents atlas depends on, per flat cell (the CPU backend of the façade compares
  /// them too).
  package struct ContentsKey: Equatable {
    var contents: Contents?
    var contentsScale: Double
    var contentsRect: Rect
    var filters: [String]
    var bias: Double
    var frames: [Double]
    /// The cell's `trailContents`.
    var trailContents: Contents? = nil
    /// A layer's own contents: its flat index (layers inserted or removed live move which
    /// layers have contents without changing the contents).
    var layer: Int? = nil
    /// The contents of that layer's mask rather than its own.
    var mask = false
    /// That layer's `shadowPath` (as path contents) rather than its contents.
    var shadowPath = false
  }

  package static func contentsKeys(of scene: Scene) -> [ContentsKey] {
    // Layers' own contents after the cells': the atlas rasterises them too.
    let layers = scene.layers.indices.filter { scene.layers[$0].contents != nil }.map { index in
      ContentsKey(
        contents: scene.layers[index].contents, contentsScale: scene.layers[index].contentsScale,
        contentsRect: .unit, filters: [], bias: 0, frames: [], layer: index)
    }
    let masks = scene.layers.indices.compactMap { index in
      scene.layers[index].mask.flatMap { mask in
        mask.contents.map {
          ContentsKey(
            contents: $0, contentsScale: mask.contentsScale, contentsRect: .unit, filters: [],
            bias: 0, frames: [], layer: index, mask: true)
        }
      }
    }
    let shadowPaths = scene.layers.indices.compactMap { index in
      scene.layers[index].shadowPath.map {
        ContentsKey(
          contents: .path($0), contentsScale: 1, contentsRect: .unit, filters: [], bias: 0,
          frames: [], layer: index, shadowPath: true)
      }
    }
    return scene.flatCells.map { cell, _ in
      ContentsKey(
        contents: cell.contents, contentsScale: cell.contentsScale, contentsRect: cell.contentsRect,
        filters: [cell.minificationFilter.rawValue, cell.magnificationFilter.rawValue],
        bias: cell.minificationFilterBias,
        frames: [
          Double(cell.contentsFrameCount), Double(cell.contentsFramesPerRow),
          cell.contentsFramesPerSecond,
          Double(CellContentsLayout.frameModeCode(cell.contentsFrameMode)),
        ], trailContents: cell.trailContents)
    } + layers + masks + shadowPaths
  }

  /// Rebuilds the atlas, its textures and the per-cell contents block when `model`'s contents
  /// differ from the ones drawn so far. A contents that cannot be rasterised keeps the old atlas
  /// (live changes check images when they are made, so this is a file that vanished since).
  func refreshContents(for model: Scene) {
    let keys = Self.contentsKeys(of: model)
    guard keys != drawnContents else { return }
    drawnContents = keys
    guard let atlas = try? ContentsAtlas(scene: model, pixelScale: view.scale),
      let textures = try? ContentsTextures(atlas)
    else { return }
    self.textures.destroy()
    self.textures = textures
    self.atlas = atlas
    contentsBlock.destroy()
    contentsBlock = Buffer(
      CellContentsLayout.pack(atlas.entries, trails: atlas.trailEntries), label: "cell contents")
  }
}
