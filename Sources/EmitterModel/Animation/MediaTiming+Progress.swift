/// Where an animation is at a moment: the fraction of its current iteration (after autoreverse,
/// before its timing function) and which iteration that is.
package struct AnimationProgress: Hashable, Sendable {
  package var fraction: Double
  package var iteration: Int
}

extension MediaTiming {
  /// One iteration, seconds of local time: `duration`, where Core Animation's 0 (or less) means
  /// a quarter of a second.
  package var iterationDuration: Double { duration > 0 ? duration : 0.25 }

  /// Local seconds of one repetition: doubled when it autoreverses.
  var repetitionDuration: Double { iterationDuration * (autoreverses ? 2 : 1) }

  /// Local seconds the animation runs: `repeatDuration`, or `repeatCount` repetitions (at least
  /// a fraction of one: 0 means once).
  package var animationActiveDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return repetitionDuration * (repeatCount > 0 ? repeatCount : 1)
  }

  /// The parent-time interval in which the value changes: `[beginTime, end)`. Outside it the
  /// animation holds a fill value or has no effect, so its output is constant there.
  package var animationInterval: ClosedOpenInterval {
    guard speed > 0 else { return ClosedOpenInterval(lower: beginTime, upper: beginTime) }
    let remaining = max(0, animationActiveDuration - max(0, timeOffset))
    return ClosedOpenInterval(lower: beginTime, upper: beginTime + remaining / speed)
  }

  /// The progress at parent time `t`, or nil where the animation has no effect (before it
  /// begins without a backwards fill; after it ends when removed or without a forwards fill).
  ///
  /// Local time is `(t - beginTime) × speed + timeOffset`. Inside the active duration the
  /// iteration is `floor(local / repetition)`; an autoreversing repetition plays its second half
  /// backwards. After the end, a forwards fill holds the value the last (possibly partial)
  /// repetition ended on.
  package func progress(atParentTime t: Double, removedOnCompletion: Bool) -> AnimationProgress? {
    guard let (within, iteration) = iterationTime(atParentTime: t, removedOnCompletion: removedOnCompletion)
    else { return nil }
    let fraction = min(max(within / iterationDuration, 0), 1)
    return AnimationProgress(fraction: fraction, iteration: Int(min(iteration, Double(Int32.max))))
  }

  /// Seconds into the current iteration at parent time `t` (counting back down in an
  /// autoreversing repetition's second half), and which iteration; nil where the animation has
  /// no effect. A group's animations run on this clock: each of its repetitions starts them again.
  package func iterationTime(atParentTime t: Double, removedOnCompletion: Bool)
    -> (within: Double, iteration: Double)?
  {
    folded(atParentTime: t, removedOnCompletion: removedOnCompletion)
      .map { ($0.within, $0.iteration) }
  }

  /// The fold of parent time `t` into the current iteration (`iterationTime`), with the rate at
  /// which the folded time moves there per second of parent time: `speed` forwards, `-speed` in
  /// an autoreversing repetition's second half, 0 where a fill holds it. A NaN time has no fold:
  /// it is how a timeline that is off (a layer's, `EmitterLayer.timelineFold`) says so.
  package func folded(atParentTime t: Double, removedOnCompletion: Bool)
    -> (within: Double, iteration: Double, slope: Double)?
  {
    guard !t.isNaN else { return nil }
    if t < beginTime {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      return iterationTime(atLocalTime: max(0, timeOffset), holdingEnd: false, slope: 0)
    }
    let local = (t - beginTime) * max(0, speed) + max(0, timeOffset)
    let active = animationActiveDuration
    if local < active {
      return iterationTime(atLocalTime: local, holdingEnd: false, slope: max(0, speed))
    }
    guard !removedOnCompletion, fillMode == .forwards || fillMode == .both else { return nil }
    return iterationTime(atLocalTime: active, holdingEnd: true, slope: 0)
  }

  /// `holdingEnd` evaluates the very end of a repetition (a fill at a whole number of
  /// repetitions ends at the iteration's end, or its start when autoreversing, not at the next
  /// one's start). An endless iteration never wraps. `slope` is the local time's rate, negated
  /// where the repetition plays back.
  private func iterationTime(atLocalTime local: Double, holdingEnd: Bool, slope: Double)
    -> (within: Double, iteration: Double, slope: Double)
  {
    let repetition = repetitionDuration
    guard local.isFinite else { return (0, 0, 0) }
    guard repetition.isFinite else { return (local, 0, slope) }
    var iteration = (local / repetition).rounded(.down)
    if holdingEnd, iteration > 0, iteration * repetition >= local { iteration -= 1 }
    let within = local - iteration * repetition
    let duration = iterationDuration
    if autoreverses, within > duration { return (2 * duration - within, iteration, -slope) }
    return (within, iteration, slope)
  }

  /// Parent times in `(a, b)` where the animation begins, ends, or starts a repetition or a
  /// reversal: the joints where its value may jump or kink. At most `limit` of them (a repeat of
  /// microseconds has more than anyone needs to integrate across exactly).
  package func animationJoints(in a: Double, _ b: Double, limit: Int = 256) -> [Double] {
    let interval = animationInterval
    var joints = [interval.lower, interval.upper].filter { $0 > a && $0 < b }
    guard speed > 0, interval.upper > a, interval.lower < b else {
      return Array(Set(joints)).sorted()
    }
    let step = iterationDuration / speed
    let start = max(a, interval.lower)
    let offset = max(0, timeOffset) / speed
    var k = ((start - interval.lower + offset) / step).rounded(.down)
    while joints.count < limit {
      let joint = interval.lower + k * step - offset
      if joint >= min(b, interval.upper) { break }
      if joint > a { joints.append(joint) }
      k += 1
    }
    return Array(Set(joints)).sorted()
  }
}
