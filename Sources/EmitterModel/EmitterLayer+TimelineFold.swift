/// A layer's own CAMediaTiming (`duration`, `repeatCount`, `repeatDuration`, `autoreverses`,
/// `fillMode`) as the fold of its active time into its timeline time.
///
/// Active time is the layer time (`(t - beginTime) × speed + timeOffset`), which ages particles
/// and never goes back. The timeline time, which the layer's animations, its cells' emission
/// windows run on, is the active time folded exactly as an animation's local time is
/// (`MediaTiming.folded(atParentTime:removedOnCompletion:)`): repeated, reversed, held by a fill
/// or off outside the active span. Particles are never rewound by a wrap or a reversal.
extension EmitterLayer {
  /// The fold, or nil where the layer lasts for ever and its timeline time is its active time:
  /// `duration` 0 (the default) or infinite, and no finite `repeatDuration` above 0. A layer's
  /// `duration` 0 with a `repeatDuration` is one endless repetition ended by it (an animation's
  /// 0 means 0.25 s; a layer's means for ever).
  package var timelineFold: MediaTiming? {
    let repeats = duration > 0 && duration.isFinite
    let ends = repeatDuration > 0 && repeatDuration.isFinite
    guard repeats || ends else { return nil }
    var fold = MediaTiming()
    fold.duration = repeats ? duration : .infinity
    fold.repeatCount = repeatCount
    fold.repeatDuration = repeatDuration
    fold.autoreverses = autoreverses
    fold.fillMode = fillMode
    fold.beginTime = repeatBeginTime
    return fold
  }

  /// Layer time at which the fold begins (the scene key `repeatBeginTime`): its repetitions and
  /// its span count from it, and before it the timeline is off (or held at its start by a
  /// backwards fill). 0 by default: a scene file's layer clock is its Core Animation clock.
  /// QuartzCore sets it to where Core Animation's clock for the layer reads 0 (less its
  /// `LayerClock.shift`), so the repetitions keep Core Animation's phase when the engine's clock
  /// starts later, as under a host timed by the media clock; a scene written from such a tree
  /// (`CALayer.scene(startingAt:)`, a recording) keeps it as the key.
  public var repeatBeginTime: Double {
    get { storage.values.repeatBeginTime }
    _modify {
      makeUnique()
      yield &storage.values.repeatBeginTime
    }
  }
}

extension MediaTiming {
  /// The timeline time at active time `x` under this fold, with how fast it moves there (1, -1,
  /// or 0 where a fill holds it); nil where the timeline is off. The folded time is counted
  /// from the fold's `beginTime` (`EmitterLayer.repeatBeginTime`), so the first repetition is the
  /// active time itself: each replays active times `[beginTime, beginTime + duration)`.
  package func timelineTime(atActiveTime x: Double) -> (time: Double, slope: Double)? {
    folded(atParentTime: x, removedOnCompletion: false).map { ($0.within + beginTime, $0.slope) }
  }

  /// Active times in `(a, b)` where the folded time wraps, turns back, or the span ends: the
  /// fold's joints (`animationJoints`).
  package func timelineJoints(in a: Double, _ b: Double) -> [Double] {
    animationJoints(in: a, b)
  }
}
