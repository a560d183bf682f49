import EmitterModel

extension Scene {
  /// Every cell of every layer in the flat order of `ResolvedScene` (layers in order, each
  /// layer's cells depth-first, parents before their sub-cells), with the path snapshots name.
  package var flatCells: [(cell: EmitterCell, path: String)] {
    var result: [(EmitterCell, String)] = []
    func add(_ cell: EmitterCell, parentPath: String?, layerFirst: Int) {
      let name = cell.name ?? "#\(result.count - layerFirst)"
      let path = parentPath.map { "\($0).\(name)" } ?? name
      result.append((cell, path))
      for child in cell.emitterCells { add(child, parentPath: path, layerFirst: layerFirst) }
    }
    for layer in flattened.layers {
      let first = result.count
      for cell in layer.emitterCells { add(cell, parentPath: nil, layerFirst: first) }
    }
    return result
  }
}

extension Scene {
  /// Each flat cell's key path in the scene file (`layers[0].emitterCells[1].emitterCells[0]`),
  /// in the order of `flatCells`.
  var flatCellKeyPaths: [String] {
    var result: [String] = []
    func add(_ cells: [EmitterCell], under path: String) {
      for (index, cell) in cells.enumerated() {
        let cellPath = "\(path)[\(index)]"
        result.append(cellPath)
        add(cell.emitterCells, under: cellPath + ".emitterCells")
      }
    }
    let flat = flattened
    let paths = layerKeyPaths
    for (index, layer) in flat.layers.enumerated() {
      add(layer.emitterCells, under: paths[index] + ".emitterCells")
    }
    return result
  }
}
