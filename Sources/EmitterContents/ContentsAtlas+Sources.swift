import EmitterModel
import EmitterSimulation

extension ContentsAtlas {
  /// One image a flat cell draws from the atlas: its particles' `contents` or its ribbons'
  /// `trailContents` (docs/SEMANTICS.md, "Trails"). Both are rasterised, budgeted and shared
  /// alike; only where they are drawn differs.
  struct Source {
    var cell: Int
    /// `contents` or `trailContents`: the key error messages name.
    var key: String
    var contents: Contents
    /// The cell's path as errors name it (`spark`, `spark.trailContents`).
    var name: String
    /// Image pixels per point (`contentsScale`; 1 for a ribbon, which stretches its image).
    var contentsScale: Double
    /// The largest scale the image is drawn at (`RasterDensity.maximumScales`; 1 for a ribbon,
    /// whose width is in points whatever the particle's scale).
    var maximumScale: Double
  }

  /// Every image the flat cells draw, each cell's `contents` then its `trailContents`.
  static func sources(of scene: Scene, resolved: ResolvedScene) -> [Source] {
    let maximumScales = RasterDensity.maximumScales(resolved)
    var sources: [Source] = []
    for (index, (cell, path)) in scene.flatCells.enumerated() {
      if let contents = cell.contents {
        sources.append(
          Source(
            cell: index, key: "contents", contents: contents, name: path,
            contentsScale: cell.contentsScale,
            maximumScale: maximumScales[index]))
      }
      if let contents = cell.trailContents {
        sources.append(
          Source(
            cell: index, key: "trailContents", contents: contents, name: path + ".trailContents",
            contentsScale: 1, maximumScale: 1))
      }
    }
    return sources
  }
}
