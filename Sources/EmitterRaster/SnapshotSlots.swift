import EmitterSimulation

/// The GPU slot of a snapshot particle, from its cell and serial alone: a top-level serial's
/// ring slot, or for a sub-cell the slot its parent's slot implies (serial = parent serial ×
/// stride + k). The CPU reference draws in the GPU's slot order with it.
package struct SnapshotSlots: Sendable {
  package let scene: ResolvedScene
  package let layout: SlotLayout

  package init(scene: ResolvedScene) {
    self.scene = scene
    layout = SlotLayout(scene)
  }

  package func slot(cell: Int, serial: UInt64) -> Int {
    guard let parent = scene.cells[cell].parent else {
      return layout.slot(cell: cell, serial: serial)
    }
    let stride = scene.cells[cell].childStride
    let parentSlot = slot(cell: parent, serial: serial / stride)
    return layout.slot(cell: cell, parent: parent, parentSlot: parentSlot, k: serial % stride)
  }

  /// The slots of a layer: from its first cell's region to the end of its last.
  package func slotRange(ofLayer layer: ResolvedLayer) -> Range<Int> {
    guard let first = layer.cells.first, let last = layer.cells.last else { return 0..<0 }
    return layout.cells[first].base..<(layout.cells[last].base + layout.cells[last].count)
  }

  /// `slot(cell:serial:)` for particles taken in the snapshot's (cell, serial) order, kept as a
  /// running count: a top-level cell's slot steps with its serial and wraps at its ring's end,
  /// so a run of its particles needs one division, not one each.
  package struct Cursor {
    let slots: SnapshotSlots
    /// Whether each cell is top-level, read once: a cell's resolved record read per particle
    /// copied it, references and all.
    let topLevel: [Bool]
    /// (cell, serial, slot) of the last top-level particle.
    var last = (cell: -1, serial: UInt64(0), slot: 0)

    package init(_ slots: SnapshotSlots) {
      self.slots = slots
      topLevel = slots.scene.cells.map { $0.parent == nil }
    }

    package mutating func slot(cell: Int, serial: UInt64) -> Int {
      guard topLevel[cell] else { return slots.slot(cell: cell, serial: serial) }
      let ring = slots.layout.cells[cell].ring
      if cell == last.cell, serial > last.serial, serial - last.serial < UInt64(ring) {
        var slot = last.slot + Int(serial - last.serial)
        if slot >= slots.layout.cells[cell].base + ring { slot -= ring }
        last = (cell, serial, slot)
      } else {
        last = (cell, serial, slots.layout.slot(cell: cell, serial: serial))
      }
      return last.slot
    }
  }
}
