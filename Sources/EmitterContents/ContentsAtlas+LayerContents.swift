import EmitterModel

extension ContentsAtlas {
  /// Each layer's own `contents` (CALayer's, drawn in its bounds) as pixels, in the flattened
  /// layer order the renderers index (`ResolvedScene.layers`); nil for a layer without.
  ///
  /// Images keep their pixels (their size in points is pixels over the layer's
  /// `contentsScale`); vector contents are rasterised at `pixelScale` pixels per point.
  /// - Throws: `ContentsError` naming the layer's key path (`layers[0].contents`) and the file.
  static func layerRasters(scene: Scene, pixelScale: Double) throws(ContentsError)
    -> [ContentsRaster?]
  {
    try rasters(
      scene: scene, pixelScale: pixelScale, key: "contents",
      contents: { ($0.contents, $0.contentsScale) })
  }

  /// Each layer's mask's `contents` as pixels, as `layerRasters` makes a layer's own; nil for a
  /// layer without a mask or a mask without contents.
  static func maskRasters(scene: Scene, pixelScale: Double) throws(ContentsError)
    -> [ContentsRaster?]
  {
    try rasters(
      scene: scene, pixelScale: pixelScale, key: "mask.contents",
      contents: { ($0.mask?.contents, $0.mask?.contentsScale ?? 1) })
  }

  private static func rasters(
    scene: Scene, pixelScale: Double, key: String,
    contents: (EmitterLayer) -> (Contents?, Double)
  ) throws(ContentsError) -> [ContentsRaster?] {
    guard scene.layers.contains(where: { contents($0).0 != nil || !$0.sublayers.isEmpty }) else {
      return scene.layers.map { _ in nil }
    }
    let flat = scene.superlayers.isEmpty && scene.hasSublayers ? scene.flattened : scene
    let paths = flat.layerKeyPaths
    var rasters: [ContentsRaster?] = []
    for (index, layer) in flat.layers.enumerated() {
      let (drawn, scale) = contents(layer)
      guard let drawn else {
        rasters.append(nil)
        continue
      }
      let path = (paths.indices.contains(index) ? paths[index] : "layers[\(index)]") + "." + key
      rasters.append(
        try ContentsRasterizer.rasterize(drawn, density: pixelScale, contentsScale: scale, cell: path))
    }
    return rasters
  }
}

extension ContentsAtlas {
  /// Layer `index`'s own contents raster; nil when it has none.
  package func layerContents(of index: Int) -> ContentsRaster? {
    layerContents.indices.contains(index) ? layerContents[index] : nil
  }

  /// Layer `index`'s mask's contents raster; nil when it has none.
  package func maskContents(of index: Int) -> ContentsRaster? {
    maskContents.indices.contains(index) ? maskContents[index] : nil
  }
}
