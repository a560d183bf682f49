internal import EmitterModel
import Foundation

/// A layer's local time as Core Animation maps media time into it: down from the root, each
/// layer's clock `(parent − beginTime) × speed + timeOffset`, then its own `duration`,
/// `repeatCount`, `autoreverses`, `fillMode` (`EmitterLayer.timelineFold`, the fold the
/// renderer's `TimelineChain` composes). A layer's animations run on that one time, so the
/// `beginTime` an added animation is given, `convertTime`, `presentation()` and the moment the
/// scheduler finishes an animation all read it (docs/SEMANTICS.md, "Core Animation's classes").
extension CALayer {
  /// The layer's time at one media time, and how it moves from there.
  struct TimeReading {
    /// The time the layer's animations are at; nil where a layer on the way is before its
    /// `beginTime`, or outside its fold's span, with no fill to hold it (no animation applies).
    var timeline: Double?
    /// The local time `convertTime` gives: `timeline`, else the clocks continued linearly from
    /// the link that put the timeline off.
    var local: Double
    /// Seconds of `timeline` per media second here: the clocks' speeds times each fold's slope
    /// (1 forwards, -1 played back, 0 held).
    var rate: Double
    /// The first later media time where a layer on the way begins, or its fold wraps, turns
    /// back or ends; until then `timeline` moves at `rate`. nil: never.
    var nextJoint: Double?
    /// Media seconds after which the reading repeats (the topmost fold's repetition, where it
    /// repeats for ever and nothing above it changes); nil otherwise.
    var period: Double?
  }

  /// The layer's time at media time `media`.
  func timeReading(atMediaTime media: Double) -> TimeReading {
    var reading = TimeReading(timeline: media, local: media, rate: 1)
    for layer in ([self] + ancestors).reversed() { layer.advance(&reading, at: media) }
    return reading
  }

  /// `reading`, the superlayer's time, taken through this layer's clock and fold.
  private func advance(_ reading: inout TimeReading, at media: Double) {
    let parent = reading.local
    reading.local = localTime(fromParentTime: parent)
    guard reading.timeline != nil else { return }
    func noteJoint(at parentTime: Double, _ time: Double, rate: Double) {
      let delay = (parentTime - time) / rate
      guard delay > 0, delay.isFinite else { return }
      reading.nextJoint = min(reading.nextJoint ?? .infinity, media + delay)
    }
    noteJoint(at: beginTime, parent, rate: reading.rate)
    let fill = layerModel.fillMode
    if parent < beginTime {
      // Not begun: off, or held at its start by a backwards fill (Core Animation's timing).
      guard fill == .backwards || fill == .both else {
        reading.timeline = nil
        return
      }
      reading.local = timeOffset
      reading.rate = 0
    } else {
      reading.rate *= Double(speed)
    }
    guard let fold = layerModel.timelineFold else {
      reading.timeline = reading.local
      return
    }
    let x = reading.local
    let endless = fold.animationActiveDuration.isInfinite && fold.iterationDuration.isFinite
    if reading.nextJoint == nil, reading.period == nil, endless, x >= fold.beginTime,
      reading.rate != 0
    {
      // The topmost fold, inside its endless span, under clocks that run on unchanged.
      let repetition = fold.iterationDuration * (fold.autoreverses ? 2 : 1)
      reading.period = repetition / abs(reading.rate)
    }
    if reading.rate > 0, let joint = fold.animationJoints(in: x, .infinity, limit: 3).first {
      noteJoint(at: joint, x, rate: reading.rate)
    } else if reading.rate < 0 {
      let window = fold.iterationDuration.isFinite ? 2 * fold.iterationDuration : .infinity
      if let joint = fold.animationJoints(in: x - window, x).last {
        noteJoint(at: joint, x, rate: reading.rate)
      }
    }
    guard let folded = fold.timelineTime(atActiveTime: x) else {
      reading.timeline = nil
      return
    }
    reading.local = folded.time
    reading.timeline = folded.time
    reading.rate *= folded.slope
  }

  /// The layer's local time at media time `media`, as `convertTime(_:from: nil)` gives it.
  func localTime(fromMediaTime media: Double) -> Double {
    timeReading(atMediaTime: media).local
  }

  /// The layer's local time at its superlayer's time `parent`, before its own fold.
  func localTime(fromParentTime parent: Double) -> Double {
    (parent - beginTime) * Double(speed) + timeOffset
  }

  /// The time the layer's animations are at, at media time `media`; nil where a layer on the
  /// way has not begun or a fold puts the timeline off, so the animations have no effect.
  func timelineTime(fromMediaTime media: Double) -> Double? {
    timeReading(atMediaTime: media).timeline
  }

  /// Whether the layer or a superlayer folds its time (`duration`, `repeatCount`, …), so the
  /// layer's time can come back to an earlier value.
  var foldsTime: Bool {
    ([self] + ancestors).contains { $0.layerModel.timelineFold != nil }
  }

  /// The media time at which this layer's local time is `local`: under a fold, in the
  /// repetition shown now (a fold has a time many times over); without one, through each
  /// clock's inverse (infinity when a clock on the way stopped and never reaches it).
  func mediaTime(fromLocalTime local: Double) -> Double {
    if foldsTime {
      let now = MediaClock.now
      let reading = timeReading(atMediaTime: now)
      if let time = reading.timeline, reading.rate != 0 {
        return now + (local - time) / reading.rate
      }
    }
    var time = local
    for layer in [self] + ancestors {
      let speed = Double(layer.speed)
      guard speed != 0 else { return time == layer.timeOffset ? -.infinity : .infinity }
      time = (time - layer.timeOffset) / speed + layer.beginTime
    }
    return time
  }

  /// The first media time from `media` on at which the layer's animations are at `local` or
  /// later: when Core Animation finds an animation that ends at `local` finished. Under a fold
  /// the time may wrap before it gets there, and then comes back to it, or never does
  /// (infinity): an animation that ends after its layer's repetition never finishes.
  func mediaTime(whenTimeReaches local: Double, from media: Double) -> Double {
    guard foldsTime else { return mediaTime(fromLocalTime: local) }
    var moment = media
    var horizon = Double.infinity
    // A safety net: the search ends long before in any tree a person builds.
    for _ in 0..<100_000 {
      let reading = timeReading(atMediaTime: moment)
      if horizon.isInfinite, let period = reading.period { horizon = moment + period }
      let pieceEnd = reading.nextJoint ?? .infinity
      if let time = reading.timeline {
        if time >= local { return moment }
        if reading.rate > 0 {
          let reached = moment + (local - time) / reading.rate
          if reached < pieceEnd { return reached }
        }
      }
      // Past one whole period of the topmost fold, every piece has been seen.
      guard pieceEnd < horizon else { return .infinity }
      moment = max(pieceEnd, moment.nextUp)
    }
    return .infinity
  }
}
