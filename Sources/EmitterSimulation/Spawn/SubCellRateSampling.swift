/// How a sub-cell whose `birthRate` animates gives each parent a rate of its own.
///
/// A parent's children are counted in closed form from its age (`SubCellBirths`), which needs one
/// rate for the parent's whole life. So each parent takes the animated rate at its birth and
/// keeps it: a parent born `elapsed` seconds into a step takes `start + (end - start) ×
/// elapsed / step`, the rate at the step's start and end joined by a straight line (exact for
/// linear keyframes between key times; otherwise off by the curve's bend within one step), in
/// single precision with the GPU's order of operations. A parent born before the step
/// (pre-populated on first display) takes the start's rate. A parent alive before the cell began
/// to take rates at birth (the cell inserted, or respawned by a live `set`, while it flew) takes
/// `unanimated`, the cell's rate without its animations: what a live `set` gave it.
///
/// Each parent's rate is kept in a per-slot store (`SubCellRateStore`), in the first slot of the
/// ring its children of this cell use.
package struct SubCellRateSampling: Sendable, Equatable {
  /// The rate at the step's end, per parent particle (the step's start is `birthRate`).
  package var end: Float
  /// The cell's rate as its model sets it, without animations.
  package var unanimated: Float

  package init(end: Float, unanimated: Float) {
    self.end = end
    self.unanimated = unanimated
  }

  /// The rate of a parent whose first step is `firstStep` of a step of `stepLength`, between
  /// `start` and `end` (`spawn_subcells.comp` computes the same bits).
  package static func rate(start: Float, end: Float, firstStep: Float, stepLength: Float) -> Float {
    let fraction = min(max((stepLength - firstStep) / stepLength, 0), 1)
    return start + (end - start) * fraction
  }
}

/// The per-slot store of parents' rates (`SubCellRateSampling`): for each sub-cell whose rate
/// animates and each parent slot, one value, kept where the ring of that parent's children
/// starts (`SlotLayout.slot(cell:parent:parentSlot:k: 0)`), so sub-cells need no region of
/// their own. `unset` marks a parent whose rate is not fixed yet.
package enum SubCellRateStore {
  /// No rate fixed for this parent yet.
  package static let unset: Float = -1

  /// Whether any cell of `scene` takes rates at its parents' births or counts their contacts.
  package static func isNeeded(_ scene: ResolvedScene) -> Bool {
    scene.cells.contains { $0.rateSampling != nil || $0.birthEvent == .collision }
  }

  /// Where a sub-cell born at collisions (`BirthEvent.collision`) counts the contacts of the
  /// parent in `parentSlot` that gave children: the second slot of that parent's ring (the
  /// first holds its rate when the rate animates; the ring has `collisionsPerParent` ≥ 2 slots).
  package static func contactEntry(
    _ slots: SlotLayout, cell: Int, parent: Int, parentSlot: Int
  ) -> Int {
    slots.slot(cell: cell, parent: parent, parentSlot: parentSlot, k: 1)
  }

  /// A parent that moved from `from` (its cell's old index and slot) to `to`.
  package struct Move: Sendable {
    package var fromCell: Int
    package var fromSlot: Int
    package var toCell: Int
    package var toSlot: Int

    package init(fromCell: Int, fromSlot: Int, toCell: Int, toSlot: Int) {
      self.fromCell = fromCell
      self.fromSlot = fromSlot
      self.toCell = toCell
      self.toSlot = toSlot
    }
  }

  /// The store for `slots`, with each moved parent's rates carried from `previous`
  /// (`cellMap`: old flat index -> new, when cells were inserted or dropped). A sub-cell that is
  /// new has no old rates: its entries stay `unset`.
  package static func relocated(
    _ old: [Float], previous: SlotLayout, moves: [Move], cellMap: [Int?]?, scene: ResolvedScene,
    slots: SlotLayout
  ) -> [Float] {
    var store = Array(repeating: unset, count: max(slots.totalSlots, 1))
    guard !old.isEmpty else { return store }
    var oldIndex: [Int: Int] = [:]
    if let cellMap {
      for (from, to) in cellMap.enumerated() { if let to { oldIndex[to] = from } }
    }
    for move in moves where move.toCell < scene.children.count {
      for child in scene.children[move.toCell]
      where scene.cells[child].rateSampling != nil || scene.cells[child].birthEvent == .collision {
        let oldChild = cellMap == nil ? child : oldIndex[child]
        guard let oldChild, oldChild < previous.cells.count else { continue }
        // The rate (k 0) and, for a sub-cell at collisions, the contact count (k 1).
        for k: UInt64 in scene.cells[child].birthEvent == .collision ? [0, 1] : [0] {
          let from = previous.slot(
            cell: oldChild, parent: move.fromCell, parentSlot: move.fromSlot, k: k)
          let to = slots.slot(cell: child, parent: move.toCell, parentSlot: move.toSlot, k: k)
          if old.indices.contains(from) { store[to] = old[from] }
        }
      }
    }
    return store
  }
}
