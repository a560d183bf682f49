internal import EmitterModel
import Foundation

extension CAAnimationGroup {
  /// Each child's model animations in the layer's time.
  ///
  /// A group that repeats or reverses stays a group (`PropertyAnimation.group`): its children
  /// keep their timing in the group's time, which starts again at each repetition. Any other
  /// group is moved out: a child whose local time is `(g - b) s + o` inside a group whose time
  /// is `g = (t - B) S + O` begins at `B + (b - O) / S`, runs at `S s`, keeps `o`, and is cut
  /// off where the group ends; children take the group's fill after it. (A child group that
  /// repeats is moved out the same way, by its group timing.) A repeating group inside a
  /// repeating group is drawn as the inner one alone, with a warning.
  func groupAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    let group = modelTiming
    let speed = group.speed
    guard speed > 0 else { return [] }
    let repeats = group.repeatCount > 0 || group.repeatDuration > 0 || group.autoreverses
    let groupEnd = group.beginTime + max(0, group.iterationDuration - group.timeOffset) / speed
    var result: [PropertyAnimation] = []
    for child in animations ?? [] {
      for var animation in child.modelAnimations(key: nil, layer: layer) {
        animation.key = key
        if repeats, animation.group == nil {
          animation.group = PropertyAnimation.Group(
            timing: group, isRemovedOnCompletion: isRemovedOnCompletion)
          // Core Animation ignores a grouped animation's isRemovedOnCompletion: its fill mode
          // alone says what it shows after it ends, until the group ends.
          animation.isRemovedOnCompletion = false
          result.append(animation)
          continue
        }
        if repeats {
          KeyValueDiagnostics.report(
            key: key ?? "group",
            message: "a repeating CAAnimationGroup inside a repeating group is drawn as the inner"
              + " group alone, once")
        }
        // The timing in the group's time: a child group's own, else the child's.
        let inner = animation.group != nil
        var timing = inner ? animation.group!.timing : animation.timing
        let begin = group.beginTime + (timing.beginTime - group.timeOffset) / speed
        timing.beginTime = begin
        timing.speed *= speed
        let childActive = timing.animationActiveDuration
        if timing.speed > 0 {
          let clip = (groupEnd - begin) * timing.speed + max(0, timing.timeOffset)
          if clip < childActive { timing.repeatDuration = max(clip, 1e-9) }
        }
        let removed: Bool
        if !isRemovedOnCompletion, group.fillMode == .forwards || group.fillMode == .both {
          timing.fillMode = .forwards
          removed = false
        } else {
          removed = true
        }
        if inner {
          animation.group?.timing = timing
          animation.group?.isRemovedOnCompletion = removed
        } else {
          animation.timing = timing
          animation.isRemovedOnCompletion = removed
        }
        result.append(animation)
      }
    }
    return result
  }
}

extension CATransition {
  /// The fade as an opacity animation. A cross-fade of the layer with itself, shown at opacity
  /// `o0` when the transition was added and at its model opacity `o1` after, is the layer at
  /// `o0 + (o1 - o0) × progress`; the transition's progress runs from `startProgress` to
  /// `endProgress` over its timing, so the animation runs between those two opacities, and the
  /// model's shows when it ends. Other types fade too, with a warning.
  func transitionAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    let name = key ?? kCATransition
    if type != .fade {
      KeyValueDiagnostics.report(
        key: name, value: type.rawValue,
        message: "only the fade transition is drawn; this one fades")
    }
    let (start, end) = progressWindow(key: name)
    let (shown, model) = (opacityShownAtAdd ?? layer.opacity, layer.opacity)
    var animation = modelAnimation(keyPath: "opacity", key: key)
    animation.fromValue = .number(shown + (model - shown) * start)
    if end != 1 { animation.toValue = .number(shown + (model - shown) * end) }
    return [animation]
  }

  /// `startProgress` and `endProgress` as Core Animation documents them: `0 ≤ start ≤ end ≤ 1`.
  /// Others are reported with the range and drawn within it.
  private func progressWindow(key: String) -> (start: Double, end: Double) {
    let (start, end) = (Double(startProgress), Double(endProgress))
    guard start.isFinite, end.isFinite, 0 <= start, start <= end, end <= 1 else {
      KeyValueDiagnostics.report(
        key: key, value: "\(startProgress)...\(endProgress)",
        message: "startProgress \(startProgress) and endProgress \(endProgress) are outside"
          + " 0 ≤ startProgress ≤ endProgress ≤ 1; the whole fade is drawn")
      return (0, 1)
    }
    return (start, end)
  }
}
