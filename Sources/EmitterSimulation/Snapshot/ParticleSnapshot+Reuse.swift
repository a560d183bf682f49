import Dispatch

extension CPUSimulator {
  /// `snapshot()`'s particles written over `snapshot`, keeping the storage of its particle array: a renderer
  /// that draws every frame from one snapshot allocates (and page-faults) no particle array per
  /// frame. Records come straight from the columns, with no per-cell `Particle` arrays and no
  /// sort of the whole list: only a cell whose particles are out of serial order (sub-cells,
  /// whose parents spawn them interleaved) has its own run sorted. With `threadCount` above 1
  /// and at least `parallelMinimum` particles, contiguous chunks of the list are written on as
  /// many threads (each record depends on its particle alone, so the list is the same).
  package func refreshSnapshot(_ snapshot: inout ParticleSnapshot) {
    snapshot.time = time
    snapshot.cells = scene.cellInfos
    snapshot.timelineTimes = scene.layers.map {
      planner.drawnTimelineTime(ofLayer: $0.index, atSceneTime: time)
    }
    // Each non-empty column's run in the list.
    var runs: [SnapshotRun] = []
    var total = 0
    for (index, column) in columns.enumerated() where !column.isEmpty {
      runs.append(
        SnapshotRun(cell: index, columnStart: column.start, range: total..<total + column.count))
      total += column.count
    }
    guard let firstRun = runs.first else {
      snapshot.particles.removeAll(keepingCapacity: true)
      return
    }
    // Sized to `total` (any record fills the new places: all are overwritten below).
    if snapshot.particles.count > total {
      snapshot.particles.removeLast(snapshot.particles.count - total)
    } else if snapshot.particles.count < total {
      let cell = scene.cells[firstRun.cell]
      let filler = ParticleRecord(
        columns[firstRun.cell][firstRun.columnStart], cell: cell, behaviors: cell.behaviors)
      snapshot.particles.append(
        contentsOf: repeatElement(filler, count: total - snapshot.particles.count))
    }
    let chunks = threadCount > 1 && total >= parallelMinimum ? threadCount : 1
    snapshot.particles.withUnsafeMutableBufferPointer { particles in
      let output = SnapshotOutput(records: particles)
      let fill: @Sendable (Int) -> Void = { [self, runs, total] chunk in
        let bounds = chunk * total / chunks..<(chunk + 1) * total / chunks
        for run in runs {
          let overlap = run.range.clamped(to: bounds)
          guard !overlap.isEmpty else { continue }
          let (cell, column) = (scene.cells[run.cell], columns[run.cell])
          for i in overlap {
            let index = run.columnStart + i - run.range.lowerBound
            output.records[i] = ParticleRecord(column[index], cell: cell, behaviors: cell.behaviors)
            if let trail = cell.trail, column.keepsTrails {
              output.records[i].trail = trail.ordered(column.trail(at: index), age: column.ages[index])
            }
          }
        }
      }
      if chunks == 1 {
        fill(0)
      } else {
        DispatchQueue.concurrentPerform(iterations: chunks) { fill($0) }
      }
    }
    for run in runs {
      let records = snapshot.particles[run.range]
      let sorted = zip(records, records.dropFirst()).allSatisfy { $0.serial <= $1.serial }
      if !sorted { snapshot.particles[run.range].sort { $0.serial < $1.serial } }
    }
  }
}

/// Where one cell's live particles go in a snapshot's list.
private struct SnapshotRun: Sendable {
  var cell: Int
  /// Its first live index in the columns.
  var columnStart: Int
  /// Its places in the list.
  var range: Range<Int>
}

/// The snapshot's records while chunks are written: each chunk writes its own index range.
private struct SnapshotOutput: @unchecked Sendable {
  let records: UnsafeMutableBufferPointer<ParticleRecord>
}
