/// `maxParticles`: at most N particles of a top-level cell alive at once, applied by the planner
/// so both simulators skip the same births.
///
/// The count is the planner's, in layer time: a particle admitted at birth time `b` (the step's
/// end less its first-step length) with lifetime `l` (drawn from its key exactly as at its birth)
/// is alive at `t` while `t < b + l`. A birth at `t` while N admitted particles are alive is
/// skipped: its serial is used (others' random draws do not shift) and nothing is spawned. The
/// rule depends only on birth times and lifetimes, never on the frame split, so the same serials
/// are skipped at any frame rate.
extension StepPlanner {
  mutating func capped(_ births: [CellBirths], layer: Int, end: Double) -> [CellBirths] {
    births.map { planned in
      let cell = scene.cells[planned.cell]
      guard cell.maxParticles > 0 else { return planned }
      var result = planned
      var deaths = capDeaths[planned.cell] ?? []
      let resolvedLayer = scene.layers[layer]
      for (i, remaining) in planned.remaining.enumerated() {
        let birth = end - Double(remaining)
        // Deaths are ascending: drop those at or before this birth.
        let gone = deaths.firstIndex { $0 > birth } ?? deaths.count
        deaths.removeFirst(gone)
        let serial = planned.firstSerial + UInt64(i)
        let random = ParticleRandom(
          key: CounterHash.particleKey(
            seed: resolvedLayer.seedWord, cell: UInt32(cell.indexInLayer), serial: serial))
        let lifetime = random.sample(
          cell.lifetime, range: cell.lifetimeRange, halfWidthFactor: resolvedLayer.halfWidth, .lifetime)
        // A particle that never lives is never counted (it is never visible either).
        guard lifetime > 0 else { continue }
        guard deaths.count < cell.maxParticles else {
          result.skipped.insert(i)
          continue
        }
        let death = birth + Double(lifetime)
        deaths.insert(death, at: deaths.firstIndex { $0 > death } ?? deaths.count)
      }
      capDeaths[planned.cell] = deaths
      return result
    }
  }
}
