import EmitterGPU
import EmitterSimulation

/// The particle budget of one run: how many slots the pools may hold, at how many bytes each,
/// and how messages name it.
package struct ParticleRoom {
  package var slots: Int
  /// Every copy of one particle the run holds.
  package var bytesPerParticle: Int
  /// What else the run takes, for messages: "the program and its GL driver 192 MiB, …".
  package var taken: String
  /// The limit as `SimulationCapacityError` names it.
  package var limit: String {
    "the particle budget of \(slots) slots (what --memory-limit leaves after \(taken))"
  }

  /// A GL render: the GPU arrays, held `MemoryEstimate.gpuParticleCopies` times.
  package static func gpu(_ estimate: MemoryEstimate, budgets: MemoryBudgets) -> ParticleRoom {
    let perParticle = ParticleStateLayout.Array.allCases.reduce(0) { $0 + $1.stride }
    return room(
      estimate, budgets: budgets, bytesPerParticle: MemoryEstimate.gpuParticleCopies * perParticle)
  }

  /// A CPU render: the reference's particles, held `MemoryEstimate.cpuParticleCopies` times.
  package static func cpu(_ estimate: MemoryEstimate, budgets: MemoryBudgets) -> ParticleRoom {
    room(
      estimate, budgets: budgets,
      bytesPerParticle: MemoryEstimate.cpuParticleCopies * MemoryLayout<Particle>.stride)
  }

  /// `emitter simulate`: the program, then particles.
  package static func simulate(limit: MemoryLimit) -> ParticleRoom {
    let bytes = MemoryEstimate.cpuParticleCopies * MemoryLayout<Particle>.stride
    return ParticleRoom(
      slots: MemoryBudgets(limit: limit).slots(
        program: MemoryEstimate.programBytes, other: 0, bytesPerParticle: bytes),
      bytesPerParticle: bytes,
      taken: "the program \(MemoryLimit.mebibytes(MemoryEstimate.programBytes))")
  }

  /// Everything in `estimate` but its particles is taken first.
  private static func room(
    _ estimate: MemoryEstimate, budgets: MemoryBudgets, bytesPerParticle: Int
  )
    -> ParticleRoom
  {
    let others = estimate.parts.filter { $0.what != "particles" }
    let other = others.reduce(0) { $0 &+ $1.bytes }
    return ParticleRoom(
      slots: budgets.slots(program: 0, other: other, bytesPerParticle: bytesPerParticle),
      bytesPerParticle: bytesPerParticle,
      taken: others.map { "\($0.what) \(MemoryLimit.mebibytes($0.bytes))" }.joined(separator: ", "))
  }
}
