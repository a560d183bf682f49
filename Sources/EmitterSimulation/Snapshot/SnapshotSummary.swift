/// Per-cell counts and position bounds: what `emitter simulate` prints for a person to check.
package struct SnapshotSummary: Sendable, Equatable, Codable {
  package struct CellSummary: Sendable, Equatable, Codable {
    package var cell: CellInfo
    package var live: Int
    /// Component-wise minimum and maximum position; nil when no particle is alive.
    package var minimum: SIMD3<Float>?
    package var maximum: SIMD3<Float>?
  }

  package var time: Double
  package var live: Int
  package var cells: [CellSummary]

  package init(_ snapshot: ParticleSnapshot) {
    time = snapshot.time
    live = snapshot.particles.count
    var summaries = snapshot.cells.map { CellSummary(cell: $0, live: 0) }
    for particle in snapshot.particles {
      summaries[particle.cell].live += 1
      summaries[particle.cell].minimum = summaries[particle.cell].minimum.map { pointwiseMin($0, particle.position) } ?? particle.position
      summaries[particle.cell].maximum = summaries[particle.cell].maximum.map { pointwiseMax($0, particle.position) } ?? particle.position
    }
    cells = summaries
  }
}
