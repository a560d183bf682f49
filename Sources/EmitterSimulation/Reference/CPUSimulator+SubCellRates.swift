/// Sub-cells whose rate animates: each parent's own rate, fixed at its birth
/// (`SubCellRateSampling`), kept in `subCellRates` as the GPU keeps it in its rate buffer.
extension CPUSimulator {
  /// The rate of the parent in `parentSlot` for sub-cell `cell`: a newborn's (its `firstStep`
  /// given) is sampled and stored; an older parent's is the stored one, or the cell's rate
  /// without animations when none is stored yet (it flew before the cell took rates).
  func parentRate(
    _ sampling: SubCellRateSampling, start: Float, cell: Int, parent: Int, parentSlot: Int,
    firstStep: Float?, stepLength: Float
  ) -> Float {
    let entry = slots.slot(cell: cell, parent: parent, parentSlot: parentSlot, k: 0)
    if let firstStep {
      let rate = SubCellRateSampling.rate(
        start: start, end: sampling.end, firstStep: firstStep, stepLength: stepLength)
      subCellRates[entry] = rate
      return rate
    }
    if subCellRates[entry] < 0 { subCellRates[entry] = sampling.unanimated }
    return subCellRates[entry]
  }

  /// Carries each live parent's rates to its new slots after rings grew or cells were
  /// renumbered; `slotsBefore` holds each old cell's live particles' slots, in order.
  func relocateRates(from previous: SlotLayout, slotsBefore: [[Int]], cellMap: [Int?]?) {
    guard !subCellRates.isEmpty || SubCellRateStore.isNeeded(scene) else { return }
    var moves: [SubCellRateStore.Move] = []
    for (from, oldSlots) in slotsBefore.enumerated() {
      let to = cellMap.map { $0.indices.contains(from) ? $0[from] : nil } ?? from
      guard let to, columns.indices.contains(to) else { continue }
      for (oldSlot, i) in zip(oldSlots, columns[to].indices) {
        moves.append(
          .init(fromCell: from, fromSlot: oldSlot, toCell: to, toSlot: columns[to].records[i].slot))
      }
    }
    subCellRates = SubCellRateStore.relocated(
      subCellRates, previous: previous, moves: moves, cellMap: cellMap, scene: scene, slots: slots)
  }
}
