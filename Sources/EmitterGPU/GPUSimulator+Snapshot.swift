import EmitterGL
import EmitterSimulation

extension GPUSimulator {
  /// Reads every slot back and returns the live particles, ordered by (cell, serial): the same
  /// type the CPU reference returns, so the two compare particle by particle.
  public func snapshot() -> ParticleSnapshot {
    GL.memoryBarrier(.bufferUpdate)
    let motions = poolBuffers.motions.read(SIMD4<Float>.self)
    let lifetimes = poolBuffers.lifetimes.read(Float.self)
    let recordWords = poolBuffers.records.read(UInt32.self)
    let recordWordCount = ParticleStateLayout.Record.stride / 4
    var particles: [ParticleRecord] = []
    for slot in 0..<slots.totalSlots {
      let positionAge = motions[2 * slot]
      guard positionAge.w < lifetimes[slot] else { continue }
      let velocityStep = motions[2 * slot + 1]
      let record = BlockReader(words: Array(recordWords[(slot * recordWordCount)..<((slot + 1) * recordWordCount)]))
      typealias Member = ParticleStateLayout.Record
      let cell = Int(record.uint(at: Member.cell.rawValue))
      let normalMass = record.vector4(at: Member.normalMass.rawValue)
      let particle = Particle(
        cell: Int32(cell),
        serial: UInt64(record.uint(at: Member.serial.rawValue)) | UInt64(record.uint(at: Member.serial.rawValue + 4)) << 32,
        slot: slot,
        position: SIMD3(positionAge.x, positionAge.y, positionAge.z),
        velocity: SIMD3(velocityStep.x, velocityStep.y, velocityStep.z),
        age: positionAge.w, lifetime: lifetimes[slot],
        color: record.vector4(at: Member.color.rawValue),
        scale: record.float(at: Member.scale.rawValue),
        spin: record.float(at: Member.spin.rawValue),
        rotation: record.float(at: Member.rotation.rawValue),
        mass: normalMass.w, normal: SIMD3(normalMass.x, normalMass.y, normalMass.z))
      particles.append(ParticleRecord(particle, cell: scene.cells[cell]))
    }
    return ParticleSnapshot(time: time, cells: scene.cellInfos, particles: particles)
  }

  /// Live particles, counted on the CPU from a readback of ages and lifetimes.
  public var liveCount: Int {
    let motions = poolBuffers.motions.read(SIMD4<Float>.self)
    let lifetimes = poolBuffers.lifetimes.read(Float.self)
    return (0..<slots.totalSlots).reduce(0) { $0 + (motions[2 * $1].w < lifetimes[$1] ? 1 : 0) }
  }
}
