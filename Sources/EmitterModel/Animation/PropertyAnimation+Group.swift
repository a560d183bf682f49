extension PropertyAnimation {
  /// A CAAnimationGroup around an animation, kept as a group where moving the animation's timing
  /// into the layer's time cannot express it: a group that repeats or reverses restarts its
  /// animations at every repetition and plays them backwards in reverse.
  public struct Group: Hashable, Sendable {
    /// The group's CAMediaTiming in the layer's time.
    public var timing: MediaTiming = .animationDefault
    /// When true (the default), the group's animations stop applying once the group ends,
    /// whatever its fill mode.
    public var isRemovedOnCompletion = true

    /// A group with `timing`, removed on completion unless told otherwise.
    public init(timing: MediaTiming = .animationDefault, isRemovedOnCompletion: Bool = true) {
      self.timing = timing
      self.isRemovedOnCompletion = isRemovedOnCompletion
    }
  }

  /// When it begins on the layer's clock: its group's `beginTime` when it has one (its own is
  /// then in the group's time), else its own. Moving the animation in the layer's time moves this.
  package var layerBeginTime: Double {
    get { group?.timing.beginTime ?? timing.beginTime }
    set {
      if group != nil { group?.timing.beginTime = newValue } else { timing.beginTime = newValue }
    }
  }

  /// The iteration and its fraction at layer time `t`, or nil where the animation has no
  /// effect. In a group, the animation's parent time is the group's time within its current
  /// repetition (`MediaTiming.iterationTime`), so it starts again with each repetition and runs
  /// backwards while an autoreversing group does.
  package func progress(atLayerTime t: Double) -> AnimationProgress? {
    guard let group else {
      return timing.progress(atParentTime: t, removedOnCompletion: isRemovedOnCompletion)
    }
    guard
      let (groupTime, _) = group.timing.iterationTime(
        atParentTime: t, removedOnCompletion: group.isRemovedOnCompletion)
    else { return nil }
    return timing.progress(atParentTime: groupTime, removedOnCompletion: isRemovedOnCompletion)
  }

  /// The layer-time interval in which the value may change: the group's, when in one (outside
  /// it the group has no effect or holds one moment), else the animation's own.
  package var changeInterval: ClosedOpenInterval {
    (group?.timing ?? timing).animationInterval
  }

  /// Layer times in `(a, b)` where the value may jump or kink: the animation's own joints
  /// (`MediaTiming.animationJoints`), and in a group, the group's joints plus the animation's
  /// own inside each of the group's repetitions (mirrored in a reversing half). At most `limit`.
  package func joints(in a: Double, _ b: Double, limit: Int = 256) -> [Double] {
    guard let group else { return timing.animationJoints(in: a, b, limit: limit) }
    let outer = group.timing
    // The group's own, its end included (its effect goes there, unless it fills).
    let joints = outer.animationJoints(in: a, b, limit: limit)
    let interval = outer.animationInterval
    let duration = outer.iterationDuration
    guard outer.speed > 0, duration.isFinite, interval.upper > a, interval.lower < b else {
      return joints
    }
    // The animation's joints in one repetition of the group's time, and where each lands in
    // the layer's time for repetition k (which starts at `first + k × period`).
    let own = timing.animationJoints(in: 0, duration, limit: limit)
    guard !own.isEmpty else { return joints }
    let period = outer.repetitionDuration / outer.speed
    let first = interval.lower - max(0, outer.timeOffset) / outer.speed
    var k = ((max(a, interval.lower) - first) / period).rounded(.down)
    let end = min(b, interval.upper)
    var inner: [Double] = []
    while joints.count + inner.count < limit, first + k * period < end {
      let start = first + k * period
      for joint in own {
        inner.append(start + joint / outer.speed)
        if outer.autoreverses { inner.append(start + (2 * duration - joint) / outer.speed) }
      }
      k += 1
    }
    let inside = Set(joints + inner.filter { $0 > a && $0 < b && $0 < interval.upper }).sorted()
    return Array(inside.prefix(limit))
  }
}
