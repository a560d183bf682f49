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
    guard scene.layers.contains(where: { $0.contents != nil || !$0.sublayers.isEmpty }) else {
      return scene.layers.map { _ in nil }
    }
    let flat = scene.superlayers.isEmpty && scene.hasSublayers ? scene.flattened : scene
    let paths = flat.layerKeyPaths
    var rasters: [ContentsRaster?] = []
    for (index, layer) in flat.layers.enumerated() {
      guard let contents = layer.contents else {
        rasters.append(nil)
        continue
      }
      let path = (paths.indices.contains(index) ? paths[index] : "layers[\(index)]") + ".contents"
      rasters.append(
        try ContentsRasterizer.rasterize(
          contents, density: pixelScale, contentsScale: layer.contentsScale, cell: path))
    }
    return rasters
  }
}

extension ContentsAtlas {
  /// Layer `index`'s own contents raster; nil when it has none.
  package func layerContents(of index: Int) -> ContentsRaster? {
    layerContents.indices.contains(index) ? layerContents[index] : nil
  }
}
