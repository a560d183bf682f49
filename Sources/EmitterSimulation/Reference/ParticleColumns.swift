/// What a particle keeps from its birth: its identity and the random draws made once. The
/// integrate pass never touches it (it reads `mass` only under behaviours).
struct ParticleBirthRecord: Sendable {
  var cell: Int32
  var serial: UInt64
  var slot: Int
  var color: SIMD4<Float>
  var scale: Float
  var spin: Float
  var rotation: Float
  var mass: Float
  var normal: SIMD3<Float>
}

/// One cell's live particles in the CPU reference, by column: the state every step integrates
/// (position, velocity, age, and the lifetime it is checked against) in arrays of their own, the
/// birth records apart, so the integrate pass streams 40 bytes a particle instead of a whole
/// `Particle` (128 bytes).
///
/// The live particles are `indices` (`start..<end`), in spawn order. Particles that die oldest
/// first (every cell with a single lifetime) leave a dead prefix, which `start` skips; the columns
/// shed it once it is as long as the live part, so no step moves the survivors to close it.
struct ParticleColumns: Sendable {
  /// The first live index: only `removeDead` moves it.
  var start = 0
  var positions: [SIMD3<Float>] = []
  var velocities: [SIMD3<Float>] = []
  var ages: [Float] = []
  var lifetimes: [Float] = []
  var records: [ParticleBirthRecord] = []
  /// Each particle's trail ring (`TrailSampling.capacity` entries a particle, by index), once the
  /// cell has kept a trail (`keepTrails()`); empty before.
  var trails: [SIMD4<Float>] = []
  var keepsTrails = false

  var end: Int { positions.count }
  var indices: Range<Int> { start..<end }
  var count: Int { end - start }
  var isEmpty: Bool { start == end }

  mutating func append(_ particle: Particle) {
    positions.append(particle.position)
    velocities.append(particle.velocity)
    ages.append(particle.age)
    lifetimes.append(particle.lifetime)
    records.append(
      ParticleBirthRecord(
        cell: particle.cell, serial: particle.serial, slot: particle.slot, color: particle.color,
        scale: particle.scale, spin: particle.spin, rotation: particle.rotation, mass: particle.mass,
        normal: particle.normal))
    if keepsTrails { trails.append(contentsOf: repeatElement(.zero, count: TrailSampling.capacity)) }
  }

  /// Gives every particle a cleared trail ring, the first time the cell keeps a trail (as the
  /// GPU's ring buffer starts zeroed).
  mutating func keepTrails() {
    guard !keepsTrails else { return }
    keepsTrails = true
    trails = Array(repeating: .zero, count: end * TrailSampling.capacity)
  }

  /// The trail ring of the particle at `index`.
  func trail(at index: Int) -> ArraySlice<SIMD4<Float>> {
    trails[index * TrailSampling.capacity..<(index + 1) * TrailSampling.capacity]
  }

  /// The particle at `index` (one of `indices`), put back together.
  subscript(index: Int) -> Particle {
    let record = records[index]
    return Particle(
      cell: record.cell, serial: record.serial, slot: record.slot, position: positions[index],
      velocity: velocities[index], age: ages[index], lifetime: lifetimes[index], color: record.color,
      scale: record.scale, spin: record.spin, rotation: record.rotation, mass: record.mass,
      normal: record.normal)
  }

  /// The live particles in spawn order, put back together (O(count): for snapshots and tests).
  var particles: [Particle] { indices.map { self[$0] } }

  func isAlive(_ index: Int) -> Bool { ages[index] < lifetimes[index] }
}
