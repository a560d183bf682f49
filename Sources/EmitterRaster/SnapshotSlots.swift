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
}
