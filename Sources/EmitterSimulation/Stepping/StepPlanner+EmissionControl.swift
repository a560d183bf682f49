import EmitterModel

/// The emission calls CAEmitterLayer lacks, as events at a layer's current time: a burst of N
/// particles now, emission for a while with a taper, stop, start and restart without a flurry.
/// They become part of the layer's `EmissionSchedule`, exactly as a scene file's
/// `emissionEvents` do, so the CPU reference and the GPU simulator, given the same calls
/// between the same frames, stay equal. `layer: nil` means every layer.
extension StepPlanner {
  /// `count` particles of the top-level cell named `cell`, born at the layer's current time (on
  /// top of its steady rate, whatever the gate: a burst is explicit).
  package mutating func burst(_ count: Int, cell: String, layer: Int = 0)
    throws(EmissionControlError)
  {
    guard scene.layers.indices.contains(layer) else { throw .unknownLayer(layer) }
    guard !removedLayers.contains(layer) else { throw .removedLayer(layer) }
    guard (1...EmissionEvent.maximumBurst).contains(count) else { throw .invalidCount(count) }
    let names = projectedLayer(index: layer).emitterCells.compactMap(\.name)
    guard names.contains(cell) else {
      throw .unknownCell(cell, layer: layer, topLevelCells: names)
    }
    add(.burst(count, cell: cell, at: layerTimes[layer]), layer: layer)
  }

  /// Emission open for `duration` seconds from now, its rate falling as `1 - taper(elapsed /
  /// duration)` (full until the end without a taper), then closed.
  package mutating func emit(
    for duration: Double, taper: MediaTimingFunction? = nil, layer: Int? = nil
  ) throws(EmissionControlError) {
    guard duration > 0, duration.isFinite else { throw .invalidDuration(duration) }
    for index in try layers(layer) {
      add(.emit(for: duration, taper: taper, at: layerTimes[index]), layer: index)
    }
  }

  /// No new top-level births from now; live particles, and the sub-cells they emit, live out.
  package mutating func stop(layer: Int? = nil) throws(EmissionControlError) {
    for index in try layers(layer) {
      add(EmissionEvent(.stop, at: layerTimes[index]), layer: index)
    }
  }

  /// Emission open again from now, the layer's animations and cell windows where they are.
  /// Births resume at the current rate: nothing is back-filled.
  package mutating func start(layer: Int? = nil) throws(EmissionControlError) {
    for index in try layers(layer) {
      add(EmissionEvent(.start, at: layerTimes[index]), layer: index)
    }
  }

  /// Emission open again from now with the layer's animations and cell windows started over
  /// from 0 (the `beginTime = CACurrentMediaTime()` idiom, without its flurry); live particles
  /// carry on.
  package mutating func restart(layer: Int? = nil) throws(EmissionControlError) {
    for index in try layers(layer) {
      add(EmissionEvent(.restart, at: layerTimes[index]), layer: index)
    }
  }

  /// Whether layer `index` will emit no more top-level particles: emission stopped (or a timed
  /// emission ran out) with nothing scheduled after, or every top-level cell's window closed.
  package func isEmissionClosed(layer index: Int) -> Bool {
    let t = layerTimes[index]
    let schedule = spawn.schedules[index]
    if schedule.isClosedForGood(at: t) { return true }
    guard schedule.events.allSatisfy({ $0.time <= t }) else { return false }
    let tau = t - schedule.epoch(at: t)
    return scene.layers[index].cells.allSatisfy { flat in
      let cell = scene.cells[flat]
      return cell.parent != nil || !cell.emits || cell.window.upper <= tau
    }
  }

  private mutating func add(_ event: EmissionEvent, layer: Int) {
    spawn.schedules[layer].add(event)
  }

  private func layers(_ layer: Int?) throws(EmissionControlError) -> [Int] {
    guard let layer else { return scene.layers.indices.filter { !removedLayers.contains($0) } }
    guard scene.layers.indices.contains(layer) else { throw .unknownLayer(layer) }
    guard !removedLayers.contains(layer) else { throw .removedLayer(layer) }
    return [layer]
  }
}

/// Why an emission call was refused.
public enum EmissionControlError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No layer has this index.
  case unknownLayer(Int)
  /// The layer was removed from its superlayer (`removeSublayer`): it takes no more calls.
  case removedLayer(Int)
  /// Bursts come from a top-level cell, named.
  case unknownCell(String, layer: Int, topLevelCells: [String])
  /// A burst count below 1 or above `EmissionEvent.maximumBurst`.
  case invalidCount(Int)
  /// A timed emission's duration that is not positive and finite.
  case invalidDuration(Double)

  /// What was refused, naming the layer or cell and what exists.
  public var description: String {
    switch self {
    case .unknownLayer(let index): "no layer \(index)"
    case .removedLayer(let index):
      "layer \(index) was removed from its superlayer; a removed layer takes no more calls"
    case .unknownCell(let name, let layer, let names):
      "layer \(layer) has no top-level cell named \"\(name)\" (it has: \(names.joined(separator: ", ")))"
    case .invalidCount(let count):
      "a burst is 1...\(EmissionEvent.maximumBurst) particles, not \(count)"
    case .invalidDuration(let duration):
      "emission lasts a positive number of seconds, not \(duration)"
    }
  }
}
