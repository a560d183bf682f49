import EmitterModel
import EmitterSimulation

extension CPURenderer {
  /// Each flat cell's position in `resolved.layers`, or -1 where it draws nothing (no layer,
  /// does not emit, no contents): once per cell, not per particle (reading a cell's record
  /// copied it, references and all).
  func drawnLayerOfCell() -> [Int] {
    layerOfCell.indices.map { cell in
      resolved.cells[cell].emits && atlas.entries[cell] != nil ? layerOfCell[cell] : -1
    }
  }

  /// Snapshot indices in drawing order, layer after layer, each layer's as `DrawOrder.order`
  /// gives them (slot order, or by key then slot), of the particles of cells that emit and
  /// have contents. By slot (a merge of the rings' runs, or a radix sort where a layer has too
  /// many), then, for a sorted mode, by key with a stable radix sort (`DrawOrderSort`), so ties
  /// keep slot order.
  /// `drawnLayer` is `drawnLayerOfCell()`, which the caller's set-up reads too. `runs` lists
  /// every drawn layer in order with its part of the order (ribbons are drawn between them).
  func drawOrder(_ snapshot: ParticleSnapshot, drawnLayer: [Int]) -> (
    order: [Int32], runs: [LayerRun]
  ) {
    // Each layer's entries (slot key, snapshot index), in snapshot order.
    var perLayer = [[UInt64]](repeating: [], count: resolved.layers.count)
    if perLayer.count == 1 { perLayer[0].reserveCapacity(snapshot.particles.count) }
    var cursor = SnapshotSlots.Cursor(slots)
    snapshot.particles.withUnsafeBufferPointer { particles in
      drawnLayer.withUnsafeBufferPointer { drawnLayer in
        // One pass reading two fields of each record: the records are megabytes, and reading
        // them (or copying each whole) was most of the draw order's time.
        for index in particles.indices {
          let cell = particles[index].cell
          guard cell >= 0, cell < drawnLayer.count, drawnLayer[cell] >= 0 else { continue }
          // Entries carry the snapshot index where the GPU's carry the slot.
          let slot = cursor.slot(cell: cell, serial: particles[index].serial)
          perLayer[drawnLayer[cell]].append(
            DrawOrderSort.entry(key: UInt32(truncatingIfNeeded: slot), slot: UInt32(index)))
        }
      }
    }
    var order: [Int32] = []
    order.reserveCapacity(perLayer.reduce(0) { $0 + $1.count })
    var sorter = DrawOrderSort()
    // Layers in the tree's drawing order; hidden ones (and their sublayers) not at all.
    let times: (Int) -> Double = { [resolved] index in
      snapshot.timelineTimes?[index] ?? resolved.layers[index].localTime(atSceneTime: snapshot.time)
    }
    let layerOrder =
      onlyLayer.map { [$0] }
      ?? (drawing.placements.isTrivial
        ? Array(perLayer.indices) : drawing.placements.drawnLayers(atTimelineTimes: times))
    var runs: [LayerRun] = []
    runs.reserveCapacity(layerOrder.count)
    for position in layerOrder {
      let start = order.count
      defer { runs.append(LayerRun(layer: position, range: start..<order.count)) }
      guard !perLayer[position].isEmpty else { continue }
      sorter.entries = perLayer[position]
      let count = sorter.entries.count
      sorter.scratch = Array(repeating: 0, count: count)
      // Each cell's particles come in birth order, so its slots rise to its ring's end and
      // start again: a few runs to merge, in one pass, where the radix sort makes four.
      let inScratch =
        sorter.mergeBirthRuns(live: count, descending: false) ?? sorter.radixSort(live: count)
      var sorted = inScratch ? sorter.scratch : sorter.entries
      let mode = scene.layers[resolved.layers[position].index].renderMode
      if let key = DrawOrder.SortKey(mode) {
        sorter.entries = sorted.map { entry in
          let index = UInt32(truncatingIfNeeded: entry >> 32)
          let particle = snapshot.particles[Int(index)]
          let value = key.value(z: particle.position.z, age: particle.age)
          return DrawOrderSort.entry(key: DrawOrder.orderedKey(value), slot: index)
        }
        sorted = sorter.radixSort(live: count) ? sorter.scratch : sorter.entries
      }
      order.append(contentsOf: sorted.lazy.map { Int32(truncatingIfNeeded: $0 >> 32) })
    }
    return (order, runs)
  }
}

/// A layer's part of the draw order: `range` in the order holds its quads (empty when it draws
/// none), `layer` its position in `resolved.layers`.
struct LayerRun {
  let layer: Int
  let range: Range<Int>
}
