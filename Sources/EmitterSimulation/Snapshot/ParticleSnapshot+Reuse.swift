extension CPUSimulator {
  /// `snapshot()` written over `snapshot`, keeping the storage of its particle array: a renderer
  /// that draws every frame from one snapshot allocates (and page-faults) no particle array per
  /// frame. Records come straight from the columns, with no per-cell `Particle` arrays and no
  /// sort of the whole list: only a cell whose particles are out of serial order (sub-cells,
  /// whose parents spawn them interleaved) has its own run sorted.
  package func refreshSnapshot(_ snapshot: inout ParticleSnapshot) {
    snapshot.time = time
    snapshot.cells = scene.cellInfos
    snapshot.timelineTimes = scene.layers.map {
      planner.timelineTime(ofLayer: $0.index, atLayerTime: $0.localTime(atSceneTime: time))
    }
    snapshot.particles.removeAll(keepingCapacity: true)
    snapshot.particles.reserveCapacity(liveCount)
    for (index, column) in columns.enumerated() where !column.isEmpty {
      let cell = scene.cells[index]
      let first = snapshot.particles.count
      var sorted = true
      var previous: UInt64 = 0
      for i in column.indices {
        let record = ParticleRecord(column[i], cell: cell, behaviors: cell.behaviors)
        if snapshot.particles.count > first && record.serial < previous { sorted = false }
        previous = record.serial
        snapshot.particles.append(record)
      }
      if !sorted { snapshot.particles[first...].sort { $0.serial < $1.serial } }
    }
  }
}
