internal import EmitterModel
import Foundation

extension CAAnimationGroup {
  /// Each child's model animations with its timing moved out of the group's time into the
  /// layer's: a child whose local time is `(g - b) s + o` inside a group whose time is
  /// `g = (t - B) S + O` begins at `B + (b - O) / S`, runs at `S s`, keeps `o`, and is cut off
  /// where the group ends. Children take the group's fill after it. A repeating or reversing
  /// group is drawn once, forwards, with a warning.
  func groupAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    let group = modelTiming
    if group.repeatCount > 0 || group.repeatDuration > 0 || group.autoreverses {
      KeyValueDiagnostics.report(
        key: key ?? "group",
        message: "a repeating or reversing CAAnimationGroup is drawn once, forwards")
    }
    let speed = group.speed
    guard speed > 0 else { return [] }
    let groupEnd = group.beginTime + max(0, group.iterationDuration - group.timeOffset) / speed
    var result: [PropertyAnimation] = []
    for child in animations ?? [] {
      for var animation in child.modelAnimations(key: nil, layer: layer) {
        var timing = animation.timing
        let begin = group.beginTime + (timing.beginTime - group.timeOffset) / speed
        timing.beginTime = begin
        timing.speed *= speed
        let childActive = timing.animationActiveDuration
        if timing.speed > 0 {
          let clip = (groupEnd - begin) * timing.speed + max(0, timing.timeOffset)
          if clip < childActive { timing.repeatDuration = max(clip, 1e-9) }
        }
        if !isRemovedOnCompletion, group.fillMode == .forwards || group.fillMode == .both {
          timing.fillMode = .forwards
          animation.isRemovedOnCompletion = false
        } else {
          animation.isRemovedOnCompletion = true
        }
        animation.timing = timing
        animation.key = key
        result.append(animation)
      }
    }
    return result
  }
}

extension CATransition {
  /// The fade as an opacity animation from what the layer showed when the transition was added
  /// to its model opacity (a cross-fade of the layer with itself at another opacity is exactly
  /// that). Other types fade too, with a warning.
  func transitionAnimations(key: String?, layer: EmitterLayer) -> [PropertyAnimation] {
    if type != .fade {
      KeyValueDiagnostics.report(
        key: key ?? kCATransition, value: type.rawValue,
        message: "only the fade transition is drawn; this one fades")
    }
    var animation = modelAnimation(keyPath: "opacity", key: key)
    animation.fromValue = .number(opacityShownAtAdd ?? layer.opacity)
    if startProgress != 0 || endProgress != 1 {
      KeyValueDiagnostics.report(
        key: key ?? kCATransition, value: "\(startProgress)...\(endProgress)",
        message: "startProgress and endProgress are not drawn; the fade runs whole")
    }
    return [animation]
  }
}
