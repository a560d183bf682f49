import EmitterModel

/// A top-level cell's birth rate as a function of layer time, when animations or emission events
/// make it vary:
///
///     r(t) = gate(t) × [τ in window] × cellBirthRate(τ) × layerBirthRate(τ) × speed,  τ = t - epoch(t)
///
/// where the birth rates are the cell's and the layer's as their animations make them at
/// timeline time τ (layer time since the last restart, folded by the layer's own timing and its
/// ancestors' where they have one: `LayerTimeline.chain`), and gate and epoch come from the
/// layer's `EmissionSchedule`. Where a fold puts the timeline off, the rate is 0. Negative
/// products count as 0.
struct EmissionRate: Sendable {
  let timeline: LayerTimeline
  let modelCellRate: Double
  let modelLayerRate: Double
  let speed: Double
  let window: ClosedOpenInterval
  let cellTrack: LayerTimeline.Track?
  let layerTrack: LayerTimeline.Track?

  init(cell: EmitterCell, timeline: LayerTimeline) {
    self.timeline = timeline
    modelCellRate = cell.enabled ? cell.birthRate : 0
    modelLayerRate = timeline.model.birthRate
    speed = cell.timing.speed
    window = cell.timing.window
    cellTrack = cell.name.flatMap { name in
      timeline.tracks(for: ["emitterCells.\(name).birthRate"]).first
    }
    layerTrack = timeline.tracks(for: ["birthRate"]).first
  }

  /// The layer's own timing and its ancestors', folding active time into timeline time.
  var chain: TimelineChain { timeline.chain }

  /// Whether the rate depends on anything but the cell's window: an animated rate, or events.
  func isDynamic(schedule: EmissionSchedule) -> Bool {
    cellTrack != nil || layerTrack != nil || !schedule.isEmpty || chain.isFolded
  }

  /// The rate at layer time `t`.
  func rate(at t: Double, schedule: EmissionSchedule) -> Double {
    let gate = schedule.gate(at: t)
    guard gate > 0 else { return 0 }
    let epoch = schedule.epoch(at: t)
    guard let tau = timeline.timelineTime(sinceOrigin: t - epoch, epoch: epoch),
      tau >= window.lower, tau < window.upper
    else { return 0 }
    let rate =
      gate * value(of: cellTrack, at: tau, model: modelCellRate)
      * value(of: layerTrack, at: tau, model: modelLayerRate) * speed
    return rate.isFinite ? max(0, rate) : 0
  }

  func value(of track: LayerTimeline.Track?, at tau: Double, model: Double) -> Double {
    guard let track, case .number(let value)? = timeline.value(of: track, at: tau) else {
      return model
    }
    return value
  }

  /// Layer times in `(a, b)` where the rate may jump or kink: events, the window's edges and the
  /// animations' joints, each in the timeline of the restart in force there.
  func joints(in a: Double, _ b: Double, schedule: EmissionSchedule) -> [Double] {
    var joints = schedule.joints(in: a, b)
    let starts = [a] + schedule.restarts(in: a, b)
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] : b
      let epoch = schedule.epoch(at: start)
      let (from, to) = (start - epoch, end - epoch)
      guard chain.isFolded else {
        joints += timelineJoints(in: from, to).map { $0 + epoch }
        continue
      }
      // The folds' own joints, then each piece between them mapped onto the timeline.
      let folds = chain.joints(in: from, to, epoch: epoch)
      joints += folds.map { $0 + epoch }
      let cuts = [from] + folds + [to]
      for (u, v) in zip(cuts, cuts.dropFirst()) where v > u {
        let middle = u + (v - u) / 2
        guard let (tau, slope) = chain.timelineTime(atActiveTime: middle, epoch: epoch),
          slope != 0
        else {
          continue
        }
        let (tu, tv) = (tau + slope * (u - middle), tau + slope * (v - middle))
        joints += timelineJoints(in: min(tu, tv), max(tu, tv)).map {
          middle + ($0 - tau) / slope + epoch
        }
      }
    }
    return joints.filter { $0 > a && $0 < b }.sorted()
  }

  /// Timeline times in `(from, to)` where the rate may jump or kink: the window's edges and the
  /// animations' joints.
  private func timelineJoints(in from: Double, _ to: Double) -> [Double] {
    var local = [window.lower, window.upper].filter { $0 > from && $0 < to }
    for track in [cellTrack, layerTrack].compactMap({ $0 }) {
      local += track.joints(in: from, to)
    }
    return local
  }

  /// Where the piece `[a, b]` of layer time, which has no joint inside, lies on the timeline:
  /// the timeline times of its ends in order and of its middle. Nil where the timeline is off
  /// there; a fill holds it at one moment (`low == high`); a reversal runs it backwards.
  func timelineRange(from a: Double, to b: Double, schedule: EmissionSchedule)
    -> (low: Double, high: Double, middle: Double)?
  {
    let middle = a + (b - a) / 2
    let epoch = schedule.epoch(at: middle)
    guard chain.isFolded else { return (a - epoch, b - epoch, middle - epoch) }
    guard let (tau, slope) = chain.timelineTime(atActiveTime: middle - epoch, epoch: epoch) else {
      return nil
    }
    let (ta, tb) = (tau + slope * (a - middle), tau + slope * (b - middle))
    return (min(ta, tb), max(ta, tb), tau)
  }

  /// The first joint in `(a, b)`: the schedule's first, or an earlier window edge or animation
  /// joint. A layer with many events asks this once per piece, so it never lists them all.
  func firstJoint(in a: Double, _ b: Double, schedule: EmissionSchedule) -> Double? {
    let scheduled = schedule.firstJoint(in: a, b)
    return joints(in: a, scheduled ?? b, schedule: schedule).first ?? scheduled
  }

  /// Whether the rate is constant on `(a, b)`, an interval with no joint inside.
  func isConstant(in a: Double, _ b: Double, schedule: EmissionSchedule) -> Bool {
    if schedule.gateVaries(in: a, b) { return false }
    // Off (no births) or held by a fill: constant.
    guard let range = timelineRange(from: a, to: b, schedule: schedule), range.high > range.low
    else { return true }
    return [cellTrack, layerTrack].compactMap({ $0 }).allSatisfy {
      !$0.varies(in: range.low, range.high)
    }
  }
}
