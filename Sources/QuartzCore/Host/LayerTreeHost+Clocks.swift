internal import EmitterKit
import Foundation

/// A shown layer's `beginTime`, `speed` or `timeOffset` set: Core Animation runs the layer's
/// clock, and its sublayers' in it, from the commit on with the new values (how iOS code pauses
/// a layer, `speed = 0` with `timeOffset` at its current time, and resumes it, with `beginTime`
/// moved by the pause). The engine keeps every layer's clock in scene time, so the layer and each
/// shown layer under it get a new engine clock now (`ParticleSystem.setTiming`); particles keep
/// what they are.
extension LayerTreeHost {
  func retime(_ layer: CALayer, at now: Double) throws {
    guard placements[ObjectIdentifier(layer)] != nil else { return }
    let parent = layer.superlayerReference.flatMap { placements[ObjectIdentifier($0)]?.clock }
    try retime(layer, under: parent ?? .media(start: start), at: now)
  }

  private func retime(_ layer: CALayer, under parent: LayerClock, at now: Double) throws {
    guard let placement = placements[ObjectIdentifier(layer)] else { return }
    let clock = parent.retimedChild(
      beginTime: layer.beginTime, speed: Double(decimal: layer.speed),
      timeOffset: layer.timeOffset, shift: placement.clock.shift, at: now)
    if !clock.runsLike(placement.clock) {
      try system.setTiming(
        layer: placement.index, beginTime: clock.beginTime, speed: clock.speed,
        timeOffset: clock.timeOffset)
      placements[ObjectIdentifier(layer)] = LayerSceneBuilder.Placement(
        layer: layer, index: placement.index, clock: clock)
    }
    for sublayer in layer.sublayerList {
      try retime(sublayer, under: clock, at: now)
    }
  }
}

