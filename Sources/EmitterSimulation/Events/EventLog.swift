/// The events of one layer's step on the CPU reference, as its integrate pass finds them (one
/// chunk at a time: a simulator that records events integrates on one thread, which is what
/// makes it `@unchecked Sendable`).
final class EventLog: @unchecked Sendable {
  let layer: Int
  let time: Double
  /// Each flat cell's path, for the events' `cellPath`.
  let paths: [String]
  private(set) var events: [ParticleEvent] = []

  init(layer: Int, time: Double, paths: [String]) {
    self.layer = layer
    self.time = time
    self.paths = paths
  }

  /// Notes particle `index` of `columns`: it met a collider, died, or both.
  func note(_ index: Int, collided: Bool, died: Bool, _ columns: ColumnBuffers) {
    let record = columns.records[index]
    for (happened, kind) in [(collided, ParticleEvent.Kind.collision), (died, .death)]
    where happened {
      events.append(
        ParticleEvent(
          kind: kind, cell: Int(record.cell), cellPath: paths[Int(record.cell)],
          serial: record.serial,
          position: columns.positions[index], layer: layer, time: time))
    }
  }

  /// The step's events in delivery order (`ParticleEvent.stepOrder`).
  var ordered: [ParticleEvent] { events.sorted(by: ParticleEvent.stepOrder) }
}
