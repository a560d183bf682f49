import EmitterModel

/// A flat layer's timeline time as Core Animation computes a sublayer's time (issue #28): down
/// its ancestor chain, each superlayer's linear clock then its own fold (`timelineFold`), then
/// the layer's own clock and fold. A superlayer with `duration 1, repeatCount infinity` replays
/// its sublayers' animations and emission windows every second.
///
/// Flat layers keep their clocks in scene time (`max(0, t - B) × S + O`), so a sublayer's clock
/// relative to a superlayer's is their ratio: its time under its superlayer's *folded* time is
/// its unfolded time plus (S / S_parent) × (the superlayer's folded time less its unfolded time).
/// Only ancestors with a fold are links; one without passes the difference on scaled by the
/// clocks' speeds, which the ratio of the next link's speed already does. A superlayer's
/// restart restarts its sublayers' timelines at the same moment: it is each one's own origin
/// too (`EmissionSchedule.addInheritedRestart`), so a link passes on its folded time less its
/// active time since its last restart, and a fold reads that active time. Particles never see
/// the chain: they run on the layer's unfolded time.
package struct TimelineChain: Sendable, Hashable {
  /// A flat layer's clock in scene time (`ResolvedLayer.localTime(atSceneTime:)`).
  package struct Clock: Sendable, Hashable {
    /// Scene time where the clock starts.
    package var beginTime: Double
    /// Seconds of layer time per scene second (0: frozen).
    package var speed: Double
    /// Layer time at `beginTime`.
    package var timeOffset: Double

    /// The flat layer's clock, its speed and offset clamped at 0 as `localTime` reads them.
    package init(_ layer: EmitterLayer) {
      beginTime = layer.beginTime
      speed = max(0, layer.speed)
      timeOffset = max(0, layer.timeOffset)
    }
  }

  /// One ancestor whose own timing folds its time.
  package struct Link: Sendable, Hashable {
    /// The ancestor's clock in scene time.
    package var clock: Clock
    /// The ancestor's own timing, applied to its layer time since its last restart.
    package var fold: MediaTiming
    /// The ancestor's timeline restarts (its own and its superlayers'), in its layer time, in
    /// order.
    package var restarts: [Double] = []

    /// The ancestor's active time at its layer time `a`: since its last restart.
    func activeTime(atLayerTime a: Double) -> Double { a - (restarts.last { $0 <= a } ?? 0) }
  }

  /// The folding ancestors, the root's side first.
  package let ancestors: [Link]
  /// The layer's own clock: what its layer time is.
  package let clock: Clock
  /// The layer's own fold, applied to its active time since its last restart.
  package let fold: MediaTiming?

  /// The chain of flat layer `layer` under its folding `ancestors` (`Scene.timelineAncestors`).
  package init(layer: EmitterLayer, ancestors: [Link] = []) {
    self.ancestors = ancestors
    clock = Clock(layer)
    fold = layer.timelineFold
  }

  /// Whether anything folds: timeline time is not simply active time.
  package var isFolded: Bool { fold != nil || !ancestors.isEmpty }

  /// The timeline time at active time `x` (layer time `x + epoch`, `epoch` the last restart's),
  /// with how fast it moves per second of layer time there (0 where a fill holds it); nil where
  /// the layer's fold or an ancestor's puts the timeline off.
  package func timelineTime(atActiveTime x: Double, epoch: Double)
    -> (time: Double, slope: Double)?
  {
    guard !ancestors.isEmpty else {
      guard let fold else { return (x, 1) }
      return fold.timelineTime(atActiveTime: x)
    }
    guard let (input, rate) = input(ofLevel: ancestors.count, atActiveTime: x, epoch: epoch) else {
      return nil
    }
    guard let fold else { return (input, rate) }
    return fold.timelineTime(atActiveTime: input).map { ($0.time, $0.slope * rate) }
  }

  /// Active times in `(a, b)` where any link's folded time wraps, turns back or its span ends,
  /// mapped back through the links above it: the joints of the composition.
  package func joints(in a: Double, _ b: Double, epoch: Double) -> [Double] {
    guard !ancestors.isEmpty else { return fold?.timelineJoints(in: a, b) ?? [] }
    var cuts: [Double] = []
    for level in 0...ancestors.count {
      guard let fold = linkFold(at: level) else { continue }
      let bounds = [a] + cuts + [b]
      var found: [Double] = []
      // Between the joints above, this level's input is linear in active time.
      for (u, v) in zip(bounds, bounds.dropFirst()) where v > u {
        let middle = u + (v - u) / 2
        guard let (input, rate) = input(ofLevel: level, atActiveTime: middle, epoch: epoch),
          rate != 0
        else { continue }
        let (iu, iv) = (input + rate * (u - middle), input + rate * (v - middle))
        found += fold.timelineJoints(in: min(iu, iv), max(iu, iv)).map {
          middle + ($0 - input) / rate
        }
      }
      cuts = (cuts + found.filter { $0 > a && $0 < b }).sorted()
    }
    return cuts
  }

  /// Whether some fold may still bring the timeline back (a repetition to come) at active time
  /// `x`: the topmost link's input is still inside its span. Past it, that link is off or held
  /// by a fill for good, and every link below it with it.
  package func mayRepeat(atActiveTime x: Double, epoch: Double) -> Bool {
    guard let level = (0...ancestors.count).first(where: { linkFold(at: $0) != nil }),
      let fold = linkFold(at: level),
      let (input, _) = input(ofLevel: level, atActiveTime: x, epoch: epoch)
    else { return false }
    return input < fold.animationInterval.upper
  }

  /// Link `level`'s fold: an ancestor's, or the layer's own at `ancestors.count`.
  private func linkFold(at level: Int) -> MediaTiming? {
    level < ancestors.count ? ancestors[level].fold : fold
  }

  /// What link `level`'s fold is applied to (the layer's own fold at `ancestors.count`) at
  /// active time `x`, and how fast it moves per second of layer time: that level's unfolded
  /// time plus the folds above carried down. Nil where a fold above puts the timeline off.
  private func input(ofLevel level: Int, atActiveTime x: Double, epoch: Double)
    -> (time: Double, rate: Double)?
  {
    let t = x + epoch
    // Folded less unfolded time at the last link.
    var shift = 0.0
    var speedAbove = 1.0
    // The product of the moving links' fold slopes (each exactly -1, 0 or 1): the rate is the
    // level's unfolded rate times it, never a ratio of speeds that misses 0 or 1 by an ulp.
    var direction = 1.0
    for link in ancestors.prefix(level) {
      let (a, da) = unfolded(link.clock, atLayerTime: t)
      let active = link.activeTime(atLayerTime: a)
      let ratio = speedAbove > 0 ? link.clock.speed / speedAbove : 0
      guard let (tau, slope) = link.fold.timelineTime(atActiveTime: active + ratio * shift) else {
        return nil
      }
      // A link that has not begun holds still: its fold moves nothing below it.
      if da > 0 { direction *= slope }
      (shift, speedAbove) = (tau - active, link.clock.speed)
    }
    // The level's own active time: an ancestor's since its last restart, or the layer's.
    var (a, da, speed) = (x, 1.0, clock.speed)
    if level < ancestors.count {
      (a, da) = unfolded(ancestors[level].clock, atLayerTime: t)
      a = ancestors[level].activeTime(atLayerTime: a)
      speed = ancestors[level].clock.speed
    }
    let ratio = speedAbove > 0 ? speed / speedAbove : 0
    return (a + ratio * shift, da * direction)
  }

  /// An ancestor's unfolded layer time at this layer's layer time `t`, and its rate per second
  /// of it: 0 before its `beginTime`, as `ResolvedLayer.localTime` reads it. A frozen layer
  /// (speed 0) is read at its begin.
  private func unfolded(_ other: Clock, atLayerTime t: Double) -> (time: Double, rate: Double) {
    let scene =
      clock.speed > 0 ? clock.beginTime + (t - clock.timeOffset) / clock.speed : clock.beginTime
    guard scene >= other.beginTime else { return (0, 0) }
    let rate = clock.speed > 0 && scene > other.beginTime ? other.speed / clock.speed : 0
    return ((scene - other.beginTime) * other.speed + other.timeOffset, rate)
  }
}

extension Scene {
  /// The folding ancestors of layer `index` of a flattened scene, the root's side first: each
  /// superlayer whose own timing folds (`EmitterLayer.timelineFold`), with its clock and its
  /// timeline's restarts (`restarts`, in its layer time).
  package func timelineAncestors(
    of index: Int, restarts: (Int) -> [Double] = { _ in [] }
  ) -> [TimelineChain.Link] {
    var links: [TimelineChain.Link] = []
    var next = superlayer(of: index)
    while let parent = next {
      if let fold = layers[parent].timelineFold {
        links.append(
          TimelineChain.Link(
            clock: TimelineChain.Clock(layers[parent]), fold: fold, restarts: restarts(parent)))
      }
      next = superlayer(of: parent)
    }
    return links.reversed()
  }

  /// The layers below layer `index` of a flattened scene: its sublayers, theirs, and so on, in
  /// index order; removed and pending layers included (callers keep the simulated ones). One
  /// pass over the superlayer links.
  package func descendants(of index: Int) -> [Int] {
    var children: [Int: [Int]] = [:]
    for candidate in layers.indices {
      if let parent = superlayer(of: candidate) { children[parent, default: []].append(candidate) }
    }
    var found: [Int] = []
    var stack = [index]
    while let next = stack.popLast() {
      let below = children[next] ?? []
      found += below
      stack += below
    }
    return found.sorted()
  }
}
