import EmitterModel

/// The emission calls CAEmitterLayer lacks, as events at a layer's current time: a burst of N
/// particles now, emission for a while with a taper, stop, start and restart without a flurry.
/// They become part of the layer's `EmissionSchedule`, exactly as a scene file's
/// `emissionEvents` do, so the CPU reference and the GPU simulator, given the same calls
/// between the same frames, stay equal. `layer: nil` means every layer.
extension StepPlanner {
  /// The emission call `call` at its `time` in the layer's time, or at the layer's current time
  /// when that has passed (the verbs pass 0: now), on layer `layer` or, nil, on every layer:
  /// - `burst`: `count` particles of the top-level cell named `cell` (on top of its steady
  ///   rate, whatever the gate: a burst is explicit); it needs one layer.
  /// - `emit`: emission open for `duration` seconds, its rate falling as `1 - taper(elapsed /
  ///   duration)` (full until the end without a taper), then closed.
  /// - `stop`: no new top-level births; live particles, and the sub-cells they emit, live out.
  /// - `start`: emission open again where the layer's animations and cell windows are; births
  ///   resume at the current rate, nothing is back-filled.
  /// - `restart`: emission open again with the layer's animations and cell windows started over
  ///   from 0 (the `beginTime = CACurrentMediaTime()` idiom, without its flurry); live
  ///   particles carry on.
  package mutating func emission(_ call: EmissionEvent, layer: Int?) throws(EmissionControlError) {
    switch call.type {
    case .burst:
      guard let layer else { throw .burstNeedsLayer }
      guard scene.layers.indices.contains(layer) else { throw .unknownLayer(layer) }
      guard !removedLayers.contains(layer) else { throw .removedLayer(layer) }
      guard (1...EmissionEvent.maximumBurst).contains(call.count) else {
        throw .invalidCount(call.count)
      }
      let cell = call.cell ?? ""
      let names = projectedLayer(index: layer).emitterCells.compactMap(\.name)
      guard names.contains(cell) else {
        throw .unknownCell(cell, layer: layer, topLevelCells: names)
      }
    case .emit:
      guard call.duration > 0, call.duration.isFinite else {
        throw .invalidDuration(call.duration)
      }
    case .stop, .start, .restart: break
    }
    for index in try layers(layer) {
      var event = call
      event.time = max(call.time.isFinite ? call.time : 0, layerTimes[index])
      spawn.schedules[index].add(event)
      if event.type == .restart { restartSublayers(of: index, atLayerTime: event.time) }
    }
  }

  /// A restart of layer `index` at its layer time `t` restarts its descendants' timelines at
  /// the same scene moment (their emission stays theirs): each gets the restart as its own
  /// origin, and its timeline is made again with its ancestors' new origins.
  mutating func restartSublayers(of index: Int, atLayerTime t: Double) {
    let below = structure.descendants(of: index).filter { isSimulated($0) }
    guard !below.isEmpty else { return }
    for descendant in below {
      guard let time = layerTime(of: descendant, atLayerTime: t, of: index) else { continue }
      spawn.schedules[descendant].addInheritedRestart(at: time)
    }
    resolveLayers(below)
  }

  /// Whether layer `index` will emit no more top-level particles: emission stopped (or a timed
  /// emission ran out) with nothing scheduled after, or every top-level cell's window closed.
  package func isEmissionClosed(layer index: Int) -> Bool {
    let t = layerTimes[index]
    let schedule = spawn.schedules[index]
    if schedule.isClosedForGood(at: t) { return true }
    guard schedule.events.allSatisfy({ $0.time <= t }), !schedule.restartsAfter(t) else {
      return false
    }
    let active = activeTimeSinceOrigin(layer: index, at: t)
    let timeline = timelines[index]
    // A layer whose timeline still repeats may come back into a window.
    let epoch = t - active
    if timeline.chain.mayRepeat(atActiveTime: active, epoch: epoch) { return false }
    // Past the end, the timeline is off (nothing emits) or held (a window holding it open).
    guard let tau = timeline.timelineTime(sinceOrigin: active, epoch: epoch) else { return true }
    return scene.layers[index].cells.allSatisfy { flat in
      let cell = scene.cells[flat]
      return cell.parent != nil || !cell.emits || cell.window.upper <= tau
        || (timeline.chain.isFolded && cell.window.lower > tau)
    }
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
  /// A burst asked of every layer (`layer` nil): a burst names one layer's cell.
  case burstNeedsLayer
  /// A fire-and-forget burst (`fire`) asked of a sublayer: it copies a top-level layer.
  case notTopLevel(Int)
  /// The fire-and-forget burst's layer could not be inserted.
  case insertion(LiveChangeError)

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
    case .burstNeedsLayer: "a burst names one layer's cell; give the layer"
    case .notTopLevel(let index):
      "layer \(index) is a sublayer; a fire-and-forget burst (fire) copies a top-level layer"
    case .insertion(let error): "the fire-and-forget burst's layer was refused: \(error)"
    }
  }
}
