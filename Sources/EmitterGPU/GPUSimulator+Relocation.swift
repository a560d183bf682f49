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
    for slot in 0..<previous.totalSlots where positions[slot].w < lifetimes[slot] {
      var cell = Int(records[slot].w)
      if let cellMap {
        // A dropped cell's particles are all dead by then, as the CPU reference assumes too.
        guard cellMap.indices.contains(cell), let to = cellMap[cell] else { continue }
        cell = to
      }
      let serial = UInt64(serials[slot].x) | UInt64(serials[slot].y) << 32
      moves.append(
        (slot, slots.slot(ofCell: cell, serial: serial, scene: scene), cellMap == nil ? nil : UInt32(cell)))
    }
    GL.withDebugGroup("grow particle pool to \(slots.totalSlots) slots") {
      pool.resize(slotCount: slots.totalSlots, moving: moves)
    }
  }
}
