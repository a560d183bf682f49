import EmitterGL
import EmitterSimulation

extension GPUSimulator {
  /// The largest stamp: 4 × stamp + 3 stays an exact float (below 2²⁴).
  static let maximumEventStamp: UInt32 = 1 << 21

  /// Reads back the layer's slots after its integrate pass and appends the step's events: each
  /// slot whose velocity's w carries this step's stamp (integrate_pass.glsl), in
  /// `ParticleEvent.stepOrder`, as the CPU reference orders its own.
  func readEvents(of layer: ResolvedLayer, time: Double) {
    guard let first = layer.cells.first, let last = layer.cells.last else { return }
    let base = slots.cells[first].base
    let end = slots.cells[last].base + slots.cells[last].count
    guard end > base else { return }
    GL.memoryBarrier(.bufferUpdate)
    let pool = poolBuffers
    let velocities = pool[.velocityStep].read(SIMD4<Float>.self)
    let positions = pool[.positionAge].read(SIMD4<Float>.self)
    let records = pool[.records].read(SIMD4<Float>.self)
    let serials = pool[.serials].read(SIMD2<UInt32>.self)
    var found: [ParticleEvent] = []
    for slot in base..<end where velocities[slot].w <= -2 {
      let code = UInt32(-velocities[slot].w - 1)
      guard code >> 2 == eventStamp else { continue }
      let p = positions[slot]
      let cell = Int(records[slot].w.bitPattern)
      let serial = UInt64(serials[slot].x) | UInt64(serials[slot].y) << 32
      for (bit, kind) in [(UInt32(1), ParticleEvent.Kind.collision), (2, .death)]
      where code & bit != 0 {
        found.append(
          ParticleEvent(
            kind: kind, cell: cell, cellPath: scene.cells[cell].path, serial: serial,
            position: SIMD3(p.x, p.y, p.z),
            layer: layer.index, time: time))
      }
    }
    events += found.sorted(by: ParticleEvent.stepOrder)
  }

  /// The events read back since the last drain, in order; the list is emptied.
  public func drainEvents() -> [ParticleEvent] {
    defer { events = [] }
    return events
  }
}
