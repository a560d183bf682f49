/// Per-cell counts and position bounds: what `emitter simulate` prints for a person to check.
public struct SnapshotSummary: Sendable, Equatable, Codable {
  public struct CellSummary: Sendable, Equatable, Codable {
    public var cell: CellInfo
    public var live: Int
    /// Component-wise minimum and maximum position; nil when no particle is alive.
    public var minimum: SIMD3<Float>?
    public var maximum: SIMD3<Float>?
  }

  public var time: Double
  public var live: Int
  public var cells: [CellSummary]

  public init(_ snapshot: ParticleSnapshot) {
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
