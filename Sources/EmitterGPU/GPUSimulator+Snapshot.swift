import EmitterGL
import EmitterSimulation

extension GPUSimulator {
  /// Reads every slot back and returns the live particles, ordered by (cell, serial): the same
  /// type the CPU reference returns, so the two compare particle by particle.
  public func snapshot() -> ParticleSnapshot {
    GL.memoryBarrier(.bufferUpdate)
    let pool = poolBuffers
    let positions = pool[.positionAge].read(SIMD4<Float>.self)
    let velocities = pool[.velocityStep].read(SIMD4<Float>.self)
    let lifetimes = pool[.lifetimes].read(Float.self)
    let records = pool[.records].read(SIMD4<Float>.self)
    let colors = pool[.birthColors].read(SIMD4<Float>.self)
    let normals = pool[.normalMass].read(SIMD4<Float>.self)
    let serials = pool[.serials].read(SIMD2<UInt32>.self)
    let rings = pool.keepsTrails ? pool.trails.read(SIMD4<Float>.self) : []
    var particles: [ParticleRecord] = []
    for slot in 0..<slots.totalSlots where positions[slot].w < lifetimes[slot] {
      let (position, velocity, record, normal) = (positions[slot], velocities[slot], records[slot], normals[slot])
      let cell = Int(record.w.bitPattern)
      let particle = Particle(
        cell: Int32(cell), serial: UInt64(serials[slot].x) | UInt64(serials[slot].y) << 32, slot: slot,
        position: SIMD3(position.x, position.y, position.z), velocity: SIMD3(velocity.x, velocity.y, velocity.z),
        age: position.w, lifetime: lifetimes[slot], color: colors[slot],
        scale: record.x, spin: record.y, rotation: record.z,
        mass: normal.w, normal: SIMD3(normal.x, normal.y, normal.z))
      let resolved = scene.cells[cell]
      var drawn = ParticleRecord(particle, cell: resolved, behaviors: resolved.behaviors)
      if let trail = resolved.trail, !rings.isEmpty {
        let ring = TrailSampling.capacity
        drawn.trail = trail.ordered(rings[slot * ring..<(slot + 1) * ring], age: position.w)
      }
      particles.append(drawn)
    }
    let timelineTimes = scene.layers.map {
      planner.drawnTimelineTime(ofLayer: $0.index, atSceneTime: time)
    }
    return ParticleSnapshot(
      time: time, cells: scene.cellInfos, particles: particles, timelineTimes: timelineTimes)
  }

  /// Live particles, counted on the CPU from a readback of ages and lifetimes.
  public var liveCount: Int {
    let positions = poolBuffers[.positionAge].read(SIMD4<Float>.self)
    let lifetimes = poolBuffers[.lifetimes].read(Float.self)
    return (0..<slots.totalSlots).reduce(0) { $0 + (positions[$1].w < lifetimes[$1] ? 1 : 0) }
  }
}
