import EmitterModel

/// How the demo swaps a scene under a running simulation without a visible seam: the old
/// simulator stops emitting and lives out its particles, and a new one, made from the changed
/// scene by these functions, takes over at the same moment of demo time (scene time).
extension Scene {
  /// The scene as it goes on from scene time `t`, for a simulator that starts empty at `t`:
  /// each started layer's clock restarts at `t` (`beginTime = t`, `timeOffset = 0`, so nothing
  /// is prewarmed or back-filled) and its animations, top-level emission windows and emission
  /// events move back by the layer time already elapsed, so they are exactly as far along as in
  /// the original. Past bursts are dropped (they happened). A layer that has not started yet
  /// is left as it is.
  public func continuing(at t: Double) -> Scene {
    var scene = self
    scene.layers = layers.map { $0.continuing(at: t) }
    return scene
  }

  /// The scene started over at scene time `t`: every layer begins `t` later (a one-shot effect
  /// fired again; prewarms run again, as they do at a fresh start).
  public func delayed(by t: Double) -> Scene {
    var scene = self
    for index in scene.layers.indices { scene.layers[index].beginTime += t }
    return scene
  }
}

extension EmitterLayer {
  func continuing(at t: Double) -> EmitterLayer {
    guard t >= beginTime else { return self }
    let elapsed = layerTime(atSceneTime: t)
    var layer = self
    layer.beginTime = t
    layer.timeOffset = 0
    for index in layer.animations.indices { layer.animations[index].timing.beginTime -= elapsed }
    for index in layer.emitterCells.indices { layer.emitterCells[index].timing.skip(elapsed) }
    layer.emissionEvents = emissionEvents.compactMap { event in
      var shifted = event
      shifted.time -= elapsed
      return shifted.type == .burst && shifted.time < 0 ? nil : shifted
    }
    return layer
  }
}

extension MediaTiming {
  /// Moves an emission window `seconds` earlier in its parent's time without a negative
  /// `beginTime`: a window already open begins at 0 with the local time it has used up as
  /// `timeOffset`, so it closes when it would have (the simulators size particle rings from
  /// windows and expect them to start at 0 or later).
  mutating func skip(_ seconds: Double) {
    let begin = beginTime - seconds
    guard begin < 0 else {
      beginTime = begin
      return
    }
    beginTime = 0
    timeOffset += -begin * max(speed, 0)
  }
}

extension Scene {
  /// Half a second of each top-level cell's births (at least one) at once, and nothing else:
  /// the layers' steady emission is off (`birthRate` 0 and its animations removed) and each
  /// named, enabled top-level cell gets a `burst` event at the layer's first moment. Sub-cells
  /// still emit from the burst's particles. For a scene already continued to the present.
  public func burstOnly(seconds: Double = 0.5) -> Scene {
    var scene = self
    for index in scene.layers.indices {
      var layer = scene.layers[index]
      let start = layer.layerTime(atSceneTime: layer.beginTime)
      layer.emissionEvents = layer.emitterCells.compactMap { cell in
        guard cell.enabled, let name = cell.name, cell.birthRate > 0 else { return nil }
        let count = min(
          max(Int((cell.birthRate * seconds).rounded()), 1), EmissionEvent.maximumBurst)
        return .burst(count, cell: name, at: start)
      }
      layer.birthRate = 0
      layer.animations.removeAll { $0.keyPath == "birthRate" }
      scene.layers[index] = layer
    }
    return scene
  }
}
