internal import EmitterModel
import Foundation

/// Adding and removing animations: the layer keeps a copy of each, made to start when its
/// transaction commits; in a displayed tree each addition and removal is a live change.
extension CALayer {
  /// The start of the hidden key an animation added without one is kept, and run, under
  /// (`anonymous animation N`, N counting the layer's keyless additions).
  package static let anonymousAnimationKeyPrefix = "anonymous animation "

  func addAnimation(_ animation: CAAnimation, key: String?) {
    let copy = animation.makeCopy()
    let storedKey: String
    if let key {
      storedKey = key
    } else if copy is CATransition {
      storedKey = kCATransition
    } else {
      // A key unique on this layer that `animationKeys()` does not list.
      anonymousAnimationCount += 1
      storedKey = Self.anonymousAnimationKeyPrefix + "\(anonymousAnimationCount)"
      copy.isAnonymous = true
    }
    if let transition = copy as? CATransition {
      if case .number(let shown)? = presentationValue(forKeyPath: "opacity") {
        transition.opacityShownAtAdd = shown
      }
    }
    if let index = animationList.firstIndex(where: { $0.key == storedKey }) {
      let replaced = animationList.remove(at: index)
      AnimationScheduler.shared.cancel(replaced.animation)
    }
    copy.addedKey = storedKey
    animationList.append((storedKey, copy))
    TransactionStack.current.animationAdded(copy, to: self)
    if LiveTree.isCommitted(self) {
      LiveChanges.record(.addAnimation(self, copy, key: storedKey))
    } else if let masked = shownMaskedLayer {
      LiveChanges.record(.addMaskAnimation(masked, copy, key: storedKey))
    }
  }

  func removeAnimations(all: Bool, matching: (String) -> Bool) {
    let removed = animationList.filter { matching($0.key) }
    guard !removed.isEmpty else { return }
    animationList.removeAll { matching($0.key) }
    for entry in removed { AnimationScheduler.shared.cancel(entry.animation) }
    if let masked = shownMaskedLayer {
      for entry in removed {
        LiveChanges.record(.removeAnimation(masked, key: Self.maskAnimationKey(entry.key)))
      }
    }
    guard LiveTree.isCommitted(self) else { return }
    if all {
      LiveChanges.record(.removeAllAnimations(self))
    } else {
      for entry in removed { LiveChanges.record(.removeAnimation(self, key: entry.key)) }
    }
  }

  /// Drops an animation that ended and is removed on completion. Without a fold the engine
  /// stops applying it by itself; under one the layer's time comes back to the animation's
  /// (each repetition), so a displayed layer's removal is a live change, as on iOS, where the
  /// animation is gone from the layer and plays no more.
  func dropFinishedAnimation(_ animation: CAAnimation) {
    guard let index = animationList.firstIndex(where: { $0.animation === animation }) else {
      return
    }
    let key = animationList.remove(at: index).key
    if foldsTime, LiveTree.isCommitted(self) {
      LiveChanges.record(.removeAnimation(self, key: key))
    }
  }

  /// The model animations of every animation the layer holds, in the order added, in the
  /// layer's local time; `layer` is the layer's model with its cells and behaviours. With
  /// `namingAnonymous`, those added without a key carry the key the layer keeps them under
  /// (`CAAnimation.modelAnimations(keptAs:layer:namingAnonymous:)`).
  func modelAnimations(in layer: EmitterLayer, namingAnonymous: Bool = false)
    -> [PropertyAnimation]
  {
    animationList.flatMap { entry in
      entry.animation.modelAnimations(
        keptAs: entry.key, layer: layer, namingAnonymous: namingAnonymous)
    }
  }
}
