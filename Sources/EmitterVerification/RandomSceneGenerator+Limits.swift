import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// Shrinks `scene` until it fits `limits`, taking from the heaviest cell first.
  ///
  /// The heaviest cell is the one with the largest share of either limit: its particle budget
  /// over `maximumLiveParticles`, or its GPU slots over `maximumSlots`. It gives up half its
  /// birth rate, down to 1/s; then half its lifetime (and lifetime range), down to 0.2 s; when
  /// it is at both floors, its parent gives instead (a sub-cell's numbers multiply with its
  /// parent's). At the floors a cell has at most a handful of particles alive, so the loop
  /// ends; the iteration cap is a guard, not a limit ever reached.
  func trim(_ scene: inout Scene) {
    for _ in 0..<1000 {
      let budget = ParticleBudget(scene)
      let slots = SlotLayout(ResolvedScene(scene))
      let overLive = budget.total > Double(limits.maximumLiveParticles)
      let overSlots = slots.totalSlots > limits.maximumSlots
      guard overLive || overSlots else { return }
      // The budget and the slot layout both list cells layer by layer, depth-first.
      let weights = zip(budget.cells, slots.cells).map { cell, slot in
        max(
          cell.maxAlive / Double(limits.maximumLiveParticles),
          Double(slot.count) / Double(limits.maximumSlots))
      }
      let order = weights.indices.sorted { weights[$0] > weights[$1] }
      let shrunk = order.contains { index in
        let cell = budget.cells[index]
        return shrinkCellOrAncestor(at: cell.indexPath, layer: cell.layerIndex, in: &scene)
      }
      guard shrunk else { return }
    }
  }

  /// Shrinks the cell at `path` or, when it is at the floors, the nearest ancestor that is not.
  private func shrinkCellOrAncestor(at path: [Int], layer: Int, in scene: inout Scene) -> Bool {
    var path = path
    while !path.isEmpty {
      if Self.shrink(&scene.layers[layer].emitterCells, at: path[...]) { return true }
      path.removeLast()
    }
    return false
  }

  /// Halves the rate or else the lifetime of the cell at `path` (its sub-cells' windows shrink
  /// with its life); false when both are at their floors.
  private static func shrink(_ cells: inout [EmitterCell], at path: ArraySlice<Int>) -> Bool {
    guard let index = path.first else { return false }
    if path.count > 1 { return shrink(&cells[index].emitterCells, at: path.dropFirst()) }
    if cells[index].birthRate > minimumBirthRate {
      cells[index].birthRate = max(minimumBirthRate, cells[index].birthRate / 2)
      return true
    }
    if cells[index].lifetime > minimumLifetime {
      let shorter = max(minimumLifetime, cells[index].lifetime / 2)
      let factor = shorter / cells[index].lifetime
      cells[index].lifetime = shorter
      cells[index].lifetimeRange *= factor
      // Sub-cell windows are in this cell's age: keep them inside its shorter life.
      for child in cells[index].emitterCells.indices {
        cells[index].emitterCells[child].timing.beginTime *= factor
        if cells[index].emitterCells[child].timing.duration.isFinite {
          cells[index].emitterCells[child].timing.duration *= factor
        }
      }
      return true
    }
    return false
  }

  /// The floors of the generator's ranges: trimming never leaves them.
  static let minimumBirthRate = 1.0
  static let minimumLifetime = 0.2
}
