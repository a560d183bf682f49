import EmitterGL
import EmitterSimulation

extension GPUSimulator {
  /// Moves every live particle from its slot in `previous` to its slot in the grown layout (a
  /// pure function of its cell and serial, `SlotLayout.slot(ofCell:serial:scene:)`), in new
  /// arrays sized for the new layout. The CPU reference moves its particles the same way.
  /// With `cellMap` (cells inserted or dropped live), each particle's cell becomes its new index
  /// first, in its record too.
  func relocate(from previous: SlotLayout, cellMap: [Int?]? = nil) {
    GL.memoryBarrier(.bufferUpdate)
    let positions = pool[.positionAge].read(SIMD4<Float>.self, count: previous.totalSlots)
    let lifetimes = pool[.lifetimes].read(Float.self, count: previous.totalSlots)
    let records = pool[.records].read(SIMD4<UInt32>.self, count: previous.totalSlots)
    let serials = pool[.serials].read(SIMD2<UInt32>.self, count: previous.totalSlots)
    var moves: [(from: Int, to: Int, cell: UInt32?)] = []
    var rateMoves: [SubCellRateStore.Move] = []
    for slot in 0..<previous.totalSlots where positions[slot].w < lifetimes[slot] {
      let oldCell = Int(records[slot].w)
      var cell = oldCell
      if let cellMap {
        // A dropped cell's particles are all dead by then, as the CPU reference assumes too.
        guard cellMap.indices.contains(cell), let to = cellMap[cell] else { continue }
        cell = to
      }
      let serial = UInt64(serials[slot].x) | UInt64(serials[slot].y) << 32
      let to = slots.slot(ofCell: cell, serial: serial, scene: scene)
      moves.append((slot, to, cellMap == nil ? nil : UInt32(cell)))
      rateMoves.append(.init(fromCell: oldCell, fromSlot: slot, toCell: cell, toSlot: to))
    }
    GL.withDebugGroup("grow particle pool to \(slots.totalSlots) slots") {
      pool.resize(slotCount: slots.totalSlots, moving: moves)
      // Each parent's own sub-cell rates move with it, as the CPU reference's do.
      let old = pool.subCellRates.size > 4 ? pool.subCellRates.read(Float.self) : []
      if !old.isEmpty || SubCellRateStore.isNeeded(scene) {
        pool.replaceSubCellRates(
          with: SubCellRateStore.relocated(
            old, previous: previous, moves: rateMoves, cellMap: cellMap, scene: scene, slots: slots))
      }
    }
  }
}
