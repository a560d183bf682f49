import EmitterModel

/// How many particles each top-level cell has given birth to: what the planner hands both
/// simulators to spawn, so the CPU reference and the GPU count the same.
extension StepPlanner {
  /// A top-level cell, by its layer and name, whose count outlives the cell's removal.
  struct BornCell: Hashable {
    var layer: Int
    var name: String
  }

  /// Adds a step's planned births, skipped ones left out.
  mutating func count(_ births: [CellBirths], layer: Int) {
    for planned in births where scene.cells[planned.cell].parent == nil {
      bornCounts[BornCell(layer: layer, name: scene.cells[planned.cell].path), default: 0] +=
        planned.spawnedCount
    }
  }

  /// Particles born so far from top-level cell `cell` of layer `layer` (`LiveSimulation`).
  /// A removed layer still answers; a name no top-level cell of the layer has or had is refused
  /// with the names it has.
  package func bornCount(cell: String, layer: Int) throws(EmissionControlError) -> Int {
    guard scene.layers.indices.contains(layer) else { throw .unknownLayer(layer) }
    if let count = bornCounts[BornCell(layer: layer, name: cell)] { return count }
    let names = projectedLayer(index: layer).emitterCells.compactMap(\.name)
    guard names.contains(cell) else {
      throw .unknownCell(cell, layer: layer, topLevelCells: names)
    }
    return 0
  }
}
