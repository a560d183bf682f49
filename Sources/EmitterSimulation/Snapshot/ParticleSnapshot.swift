/// The live particles at one moment, ordered by (cell, serial): the common currency of the CPU
/// reference and the GPU readback, so the two can be compared particle by particle.
public struct ParticleSnapshot: Sendable, Equatable, Codable {
  /// Scene time of the snapshot, seconds.
  public var time: Double
  /// Every cell of the scene, flattened parents first; `ParticleRecord.cell` indexes it.
  public var cells: [CellInfo]
  /// The live particles, ordered by cell, then by birth serial.
  public var particles: [ParticleRecord]
  /// Each layer's timeline time at `time`: its layer time less the time of its last `restart`,
  /// what its animations (its animated opacity too) are evaluated at; NaN for a layer not drawn
  /// yet (before its begin, or a superlayer's, unfilled). Nil for a snapshot made without a
  /// simulator, where it is the layer time.
  package var timelineTimes: [Double]?

  /// `timelineTimes` with a layer not drawn yet as nil: what two snapshots compare, since NaN
  /// equals nothing, not even itself.
  package var drawnTimelineTimes: [Double?]? {
    timelineTimes?.map { $0.isNaN ? nil : $0 }
  }

  /// Equal in time, cells, particles and timeline times (a layer not drawn yet in both counts as
  /// equal).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.time == rhs.time && lhs.cells == rhs.cells && lhs.particles == rhs.particles
      && lhs.drawnTimelineTimes == rhs.drawnTimelineTimes
  }

  /// A snapshot at `time` of `particles` (sorted by cell, then serial) of the flat `cells`.
  public init(
    time: Double, cells: [CellInfo], particles: [ParticleRecord], timelineTimes: [Double]? = nil
  ) {
    self.time = time
    self.cells = cells
    self.timelineTimes = timelineTimes
    self.particles = particles.sorted { ($0.cell, $0.serial) < ($1.cell, $1.serial) }
  }

  /// `cells[cell].trailLength`; nil for a cell the snapshot does not list.
  package func trailLength(ofCell cell: Int) -> Float? {
    cells.indices.contains(cell) ? cells[cell].trailLength : nil
  }

  /// Live particles per flat cell.
  public var countsByCell: [Int] {
    var counts = Array(repeating: 0, count: cells.count)
    for particle in particles { counts[particle.cell] += 1 }
    return counts
  }
}

/// A cell as snapshots name it.
public struct CellInfo: Sendable, Equatable, Codable {
  /// Position in the snapshot's `cells`.
  public var index: Int
  /// Index of the cell's layer in the scene.
  public var layer: Int
  /// Dotted names from the top-level cell (`rocket.spark`).
  public var path: String
  /// The trail length the simulation samples with now (`trailLength` as animated), seconds;
  /// nil where the cell keeps no trail. Ribbons narrow and fade over it.
  public var trailLength: Float?
}

/// One particle as drawn: current colour, scale and rotation already evaluated at its age, with
/// its layer's drawing behaviours applied (`ParticleAppearance`).
public struct ParticleRecord: Sendable, Equatable, Codable {
  /// Index of the particle's cell in the snapshot's `cells`.
  public var cell: Int
  /// Birth serial within its cell (the k-th particle the cell emitted): the same on CPU and GPU.
  public var serial: UInt64
  /// Position in layer space, points (z toward the viewer).
  public var position: SIMD3<Float>
  /// Velocity, points per second.
  public var velocity: SIMD3<Float>
  /// Seconds since birth.
  public var age: Float
  /// Seconds it lives in all.
  public var lifetime: Float
  /// Clamped to 0...1, not premultiplied.
  public var color: SIMD4<Float>
  /// Scale at its current age (1 is the contents' own size).
  public var scale: Float
  /// Rotation angle, radians: birth rotation plus spin × age, unless a behaviour sets it.
  public var rotation: Float
  /// Birth normal (the orientation cone's draw); a plane's normal at this age is this turned by
  /// `tumble` about `ParticleQuad.tumbleAxis(normal)`.
  public var normal: SIMD3<Float>
  /// Radians a plane particle has turned over: spin × age (`ParticleAppearance.tumble`).
  public var tumble: Float
  /// Mass at birth (`mass` ± `massRange`), what forces divide by.
  public var mass: Float
  /// The cell's trail: the kept samples of the particle's path, newest first, as
  /// `(x, y, z, age when taken)` (`TrailSampling.ordered`); empty for a cell without one.
  package var trail: [SIMD4<Float>] = []

  package init(_ particle: Particle, cell: ResolvedCell, behaviors: [ResolvedBehavior] = []) {
    let look = ParticleAppearance(particle, cell: cell, behaviors: behaviors)
    self.cell = Int(particle.cell)
    serial = particle.serial
    position = particle.position
    velocity = particle.velocity
    age = particle.age
    lifetime = particle.lifetime
    color = look.color
    scale = look.scale
    rotation = look.rotation
    tumble = look.tumble
    normal = particle.normal
    mass = particle.mass
  }
}

extension ResolvedScene {
  package var cellInfos: [CellInfo] {
    cells.map {
      CellInfo(index: $0.index, layer: $0.layer, path: $0.path, trailLength: $0.trail?.length)
    }
  }
}

extension CPUSimulator {
  /// The live particles now, as drawn (colour, scale and rotation at their ages).
  public func snapshot() -> ParticleSnapshot {
    var snapshot = ParticleSnapshot(time: time, cells: [], particles: [])
    refreshSnapshot(&snapshot)
    return snapshot
  }
}
