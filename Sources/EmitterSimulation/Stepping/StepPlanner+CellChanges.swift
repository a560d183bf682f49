import EmitterModel

/// Cells inserted and removed while a layer runs (`insertCell`, `removeCell`, `setCells`).
///
/// The flat tables follow `structure`: every cell of every layer, parents first, removed cells
/// included as *retired* ones (no births of their own, drawn as before) until the last particle
/// they or their sub-cells can have is dead: `retiredAt` + the cell's hold time
/// (`SlotLayout.Cell.hold`) + one step, a bound both simulators share, so neither has to look
/// at its particles. Removing a cell renumbers nothing; inserting cells or dropping retired ones
/// shifts the flat indices after them, and `renumberCells(by:)` carries every per-cell number
/// (birth-rate integrals, rate functions, ring demand, rings, children per parent, longest
/// lifetimes) to the new indices. The plan then carries the map (`StepPlan.cellMap`) and both
/// simulators move their live particles to their cell's new index and slot, as they do when
/// rings grow.
extension StepPlanner {
  /// Applies a cell change to layer `index`'s structure at layer time `t` (removed cells retire
  /// then); returns the flat map it makes (old index -> new), or nil when it renumbers nothing.
  /// Nil too, changing nothing, when the change no longer applies.
  mutating func applyCellChange(_ action: LayerChange.Action, layer index: Int, at t: Double)
    -> (applied: Bool, map: [Int?]?)
  {
    guard
      let (layer, inserted) = try? structure.layers[index].applyingCellChange(action, at: t)
    else { return (false, nil) }
    let before = Self.flatCount(of: structure)
    structure.layers[index] = layer
    guard let inserted else { return (true, nil) }
    let first = Self.flatFirst(of: index, in: structure)
    return (
      true, Self.insertionMap(count: before, at: first + inserted.offset, adding: inserted.count)
    )
  }

  /// Drops layer `index`'s retired cells whose particles (and their sub-cells') are all dead at
  /// layer time `t`; returns the flat map, or nil when none was dropped.
  mutating func dropExpiredCells(layer index: Int, at t: Double) -> [Int?]? {
    guard structure.layers[index].hasRetiredCells else { return nil }
    let first = Self.flatFirst(of: index, in: structure)
    var map: [Int?]?
    // One at a time, from the flat order's start: each drop shifts the offsets after it.
    while let (indexPath, offset, count) = firstExpired(in: index, first: first, at: t, map: map) {
      let before = Self.flatCount(of: structure)
      structure.layers[index].modifyCells(under: Array(indexPath.dropLast())) {
        $0.remove(at: indexPath.last!)
      }
      let step = Self.deletionMap(count: before, at: first + offset, removing: count)
      map = map.map { Self.composing($0, step) } ?? step
    }
    return map
  }

  /// The first retired cell of layer `index` due to be dropped at `t`: its array indices, its
  /// offset in the layer's flat order and the entries it takes. `map` turns the current
  /// structure's flat indices back into those of `slots` (drops made this step before it).
  private func firstExpired(in index: Int, first: Int, at t: Double, map: [Int?]?)
    -> (indexPath: [Int], offset: Int, count: Int)?
  {
    var offset = 0
    var found: (indexPath: [Int], offset: Int, count: Int)?
    func walk(_ cells: [EmitterCell], _ path: [Int]) {
      for (position, cell) in cells.enumerated() where found == nil {
        if let retiredAt = cell.retiredAt {
          let current = first + offset
          let slotIndex: Int? = map.map { m in m.firstIndex { $0 == current } } ?? current
          if let slotIndex, slots.cells.indices.contains(slotIndex),
            t >= retiredAt + slots.cells[slotIndex].hold + LayerClock.maximumStep
          {
            found = (path + [position], offset, cell.flatCount)
            return
          }
          offset += cell.flatCount
          continue
        }
        offset += 1
        walk(cell.emitterCells, path + [position])
      }
    }
    walk(structure.layers[index].emitterCells, [])
    return found
  }

  /// After the structure's cells were renumbered by `map` (old flat index -> new): the tables,
  /// birth-rate integrals and functions, ring demand and rings follow; returns the layout live
  /// particles move out of. Layer `index` (the one changed, if any) is resolved again from its
  /// model at the caller's next `scene.update`; other layers keep their resolved values (layers
  /// that start or were removed are resolved by `resolveLayers`).
  mutating func renumberCells(by map: [Int?], layer index: Int?) -> SlotLayout {
    let old = scene
    var fresh = ResolvedScene(structure)
    for (from, to) in map.enumerated() {
      guard let to else { continue }
      // Serial numbering and slot hold times are fixed for a cell's life.
      fresh.cells[to].childStride = old.cells[from].childStride
      fresh.cells[to].longestLifetime = max(
        fresh.cells[to].longestLifetime, old.cells[from].longestLifetime)
      fresh.cells[to].peakBirthRate = max(fresh.cells[to].peakBirthRate, old.cells[from].peakBirthRate)
      guard old.cells[from].layer != index else { continue }
      var cell = old.cells[from]
      cell.index = to
      cell.parent = cell.parent.flatMap { map[$0] }
      fresh.cells[to] = cell
    }
    for layer in fresh.layers.indices where layer != index {
      var resolved = old.layers[layer]
      resolved.cells = fresh.layers[layer].cells
      fresh.layers[layer] = resolved
    }
    scene = fresh
    var integrals = Array(repeating: 0.0, count: fresh.cells.count)
    var rates: [Int: EmissionRate] = [:]
    var varying: [Int: RateIntegral] = [:]
    var rings: [Int: Int] = [:]
    var caps: [Int: [Double]] = [:]
    for (from, to) in map.enumerated() {
      guard let to else { continue }
      integrals[to] = spawn.integrals[from]
      rates[to] = spawn.rates[from]
      varying[to] = spawn.varying[from]
      rings[to] = slots.cells[from].ring
      caps[to] = capDeaths[from]
    }
    spawn.integrals = integrals
    spawn.rates = rates
    spawn.varying = varying
    capDeaths = caps
    demand.renumber(by: map)
    let previous = slots
    slots = SlotLayout(fresh, minimumRings: rings)
    return previous
  }

  /// Flat entries in all layers.
  static func flatCount(of scene: Scene) -> Int {
    scene.layers.reduce(0) { $0 + $1.emitterCells.reduce(0) { $0 + $1.flatCount } }
  }

  /// The flat index of layer `index`'s first cell.
  static func flatFirst(of index: Int, in scene: Scene) -> Int {
    scene.layers[..<index].reduce(0) { $0 + $1.emitterCells.reduce(0) { $0 + $1.flatCount } }
  }

  /// `count` old indices with `adding` new entries at `offset`.
  static func insertionMap(count: Int, at offset: Int, adding: Int) -> [Int?] {
    (0..<count).map { $0 < offset ? $0 : $0 + adding }
  }

  /// `count` old indices with the `removing` entries from `offset` gone.
  static func deletionMap(count: Int, at offset: Int, removing: Int) -> [Int?] {
    (0..<count).map { $0 < offset ? $0 : $0 < offset + removing ? nil : $0 - removing }
  }

  /// `first`, then `second`.
  static func composing(_ first: [Int?], _ second: [Int?]) -> [Int?] {
    first.map { $0.flatMap { second[$0] } }
  }
}
