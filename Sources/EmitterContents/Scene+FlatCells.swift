import EmitterModel

extension Scene {
  /// Every cell of every layer in the flat order of `ResolvedScene` (layers in order, each
  /// layer's cells depth-first, parents before their sub-cells), with the path snapshots name.
  public var flatCells: [(cell: EmitterCell, path: String)] {
    var result: [(EmitterCell, String)] = []
    func add(_ cell: EmitterCell, parentPath: String?, layerFirst: Int) {
      let name = cell.name ?? "#\(result.count - layerFirst)"
      let path = parentPath.map { "\($0).\(name)" } ?? name
      result.append((cell, path))
      for child in cell.emitterCells { add(child, parentPath: path, layerFirst: layerFirst) }
    }
    for layer in layers {
      let first = result.count
      for cell in layer.emitterCells { add(cell, parentPath: nil, layerFirst: first) }
    }
    return result
  }
}
