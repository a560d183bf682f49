import EmitterGL
import EmitterSimulation

extension GPUSimulator {
  /// Moves every live particle from its slot in `previous` to its slot in the grown layout (a
  /// pure function of its cell and serial, `SlotLayout.slot(ofCell:serial:scene:)`), in new
  /// arrays sized for the new layout. The CPU reference moves its particles the same way.
  func relocate(from previous: SlotLayout) {
    GL.memoryBarrier(.bufferUpdate)
    let positions = pool[.positionAge].read(SIMD4<Float>.self, count: previous.totalSlots)
    let lifetimes = pool[.lifetimes].read(Float.self, count: previous.totalSlots)
    let records = pool[.records].read(SIMD4<UInt32>.self, count: previous.totalSlots)
    let serials = pool[.serials].read(SIMD2<UInt32>.self, count: previous.totalSlots)
    var moves: [(from: Int, to: Int)] = []
    for slot in 0..<previous.totalSlots where positions[slot].w < lifetimes[slot] {
      let cell = Int(records[slot].w)
      let serial = UInt64(serials[slot].x) | UInt64(serials[slot].y) << 32
      moves.append((slot, slots.slot(ofCell: cell, serial: serial, scene: scene)))
    }
    GL.withDebugGroup("grow particle pool to \(slots.totalSlots) slots") {
      pool.resize(slotCount: slots.totalSlots, moving: moves)
    }
  }
}
