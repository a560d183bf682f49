import EmitterModel

/// A superlayer's fold set by a live change or scene event reaches its sublayers at the change's
/// scene moment, not at their next step (issue #28): each descendant's steps are cut there and
/// its timeline is made again when its own step reaches it, so births do not depend on the
/// frame times.
extension StepPlanner {
  /// Layer times of layer `index` where an ancestor's fold changes within its coming steps: the
  /// ancestors' pending fold sets and those already applied above but not yet reached here.
  func chainChangeTimes(of index: Int) -> [Double] {
    var times = chainChanges[index] ?? []
    var next = structure.superlayer(of: index)
    while let ancestor = next {
      for change in pendingChanges[ancestor] where change.setsTimelineFold {
        if let time = layerTime(of: index, atLayerTime: change.time, of: ancestor) {
          times.append(time)
        }
      }
      next = structure.superlayer(of: ancestor)
    }
    return times
  }

  /// Makes the descendants of layer `index` read its new fold from its layer time `t`: at once
  /// for those already there, from their own step at that moment for the rest.
  mutating func foldChanged(below index: Int, atLayerTime t: Double) {
    var now: [Int] = []
    for descendant in structure.descendants(of: index) where isSimulated(descendant) {
      guard let time = layerTime(of: descendant, atLayerTime: t, of: index),
        time > layerTimes[descendant]
      else {
        now.append(descendant)
        continue
      }
      chainChanges[descendant, default: []].append(time)
    }
    resolveLayers(now)
  }

  /// Makes layer `index`'s timeline again where an ancestor's fold changed at or before its
  /// layer time `t`; whether it did.
  mutating func applyChainChanges(layer index: Int, at t: Double) -> Bool {
    guard let times = chainChanges[index], times.contains(where: { $0 <= t }) else {
      return false
    }
    let later = times.filter { $0 > t }
    chainChanges[index] = later.isEmpty ? nil : later
    resolveLayers([index])
    return true
  }

  /// Layer `index`'s layer time at the scene moment layer `other`'s time is `t`; nil where
  /// `other`'s clock is frozen (its time never moves to `t`).
  func layerTime(of index: Int, atLayerTime t: Double, of other: Int) -> Double? {
    let clock = scene.layers[other]
    guard clock.speed > 0 else { return nil }
    let sceneTime = clock.beginTime + max(0, t - max(0, clock.timeOffset)) / clock.speed
    return scene.layers[index].localTime(atSceneTime: sceneTime)
  }
}

extension LayerChange {
  /// Whether the change sets one of a layer's own timing keys that fold its timelines.
  var setsTimelineFold: Bool {
    guard case .set(let keyPath, _) = action else { return false }
    return EmitterLayer.timelineFoldKeys.contains(keyPath)
  }
}
