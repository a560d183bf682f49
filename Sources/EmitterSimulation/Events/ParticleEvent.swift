/// Something that happened to one particle during a step, for the host: it met a collider, or
/// it died (its life ran out, or a collider's `die` response ended it). Both simulators record
/// the same events in the same order when asked to (`recordsEvents`).
public struct ParticleEvent: Sendable, Equatable, Hashable {
  /// What happened.
  public enum Kind: UInt8, Sendable, CaseIterable {
    /// The particle met a collider (`collision` behaviour) during the step.
    case collision = 0
    /// The particle died during the step.
    case death = 1
  }

  /// What happened.
  public var kind: Kind
  /// The particle's flat cell index (`ParticleSnapshot.cells`).
  public var cell: Int
  /// The cell's name path in its layer (`parent.child`, or `#i` for an unnamed cell), as
  /// `ParticleSnapshot.CellInfo.path` has it.
  public var cellPath: String
  /// The particle's birth serial in its cell.
  public var serial: UInt64
  /// Where: the particle's position after the step (a collision's contact point, a skin off the
  /// surface; where it died), layer points.
  public var position: SIMD3<Float>
  /// The index of the layer the particle belongs to.
  public var layer: Int
  /// The layer's time at the end of the step, seconds.
  public var time: Double

  /// An event of `kind` for particle `serial` of flat cell `cell`.
  public init(
    kind: Kind, cell: Int, cellPath: String, serial: UInt64, position: SIMD3<Float>, layer: Int,
    time: Double
  ) {
    self.kind = kind
    self.cell = cell
    self.cellPath = cellPath
    self.serial = serial
    self.position = position
    self.layer = layer
    self.time = time
  }

  /// The order events of one step are delivered in: by cell, then serial, then kind (a
  /// particle's collision before its death). Independent of where a simulator keeps the
  /// particle (the CPU's spawn order, the GPU's slot), so both deliver the same list.
  package static func stepOrder(_ a: ParticleEvent, _ b: ParticleEvent) -> Bool {
    (a.cell, a.serial, a.kind.rawValue) < (b.cell, b.serial, b.kind.rawValue)
  }
}

/// Each cell's events of a list, counted by kind.
public struct ParticleEventCounts: Sendable, Equatable {
  /// Collisions per flat cell index.
  public var collisions: [Int: Int] = [:]
  /// Deaths per flat cell index.
  public var deaths: [Int: Int] = [:]

  /// The counts of `events`.
  public init(_ events: [ParticleEvent]) {
    for event in events {
      switch event.kind {
      case .collision: collisions[event.cell, default: 0] += 1
      case .death: deaths[event.cell, default: 0] += 1
      }
    }
  }
}
