internal import EmitterModel
import Foundation

/// When each committed animation starts and ends in media time, so hosts can tell delegates
/// (`animationDidStart`, `animationDidStop(_:finished:)`), drop animations removed on
/// completion, and run the completion blocks of the transactions that added them, each at the
/// media time it happens. Hosts call `tick(to:)` every frame; nothing is told before.
package final class AnimationScheduler: @unchecked Sendable {
  // @unchecked: every access to `entries` and `stopped` goes through `lock`.
  package static let shared = AnimationScheduler()

  private struct Entry {
    weak var layer: CALayer?
    let animation: CAAnimation
    let start: Double
    let end: Double
    var started = false
  }

  private let lock = NSRecursiveLock()
  private var entries: [Entry] = []
  /// Animations removed before their end, to be told at the next tick.
  private var stopped: [CAAnimation] = []

  /// Registers an animation committed on `layer` at media time `now`: its active interval,
  /// from its (resolved) begin time and its timing, in the layer's local time, and the media
  /// times from `now` on at which the layer's time first reaches each end (under a fold, the
  /// time can wrap before it gets there: `CALayer.mediaTime(whenTimeReaches:from:)`).
  func register(_ animation: CAAnimation, on layer: CALayer, at now: Double) {
    let interval = animation.modelTiming.animationInterval
    let start = layer.mediaTime(whenTimeReaches: interval.lower, from: now)
    let end =
      interval.upper.isFinite
      ? layer.mediaTime(whenTimeReaches: interval.upper, from: now) : .infinity
    lock.withLock {
      entries.append(Entry(layer: layer, animation: animation, start: start, end: end))
    }
  }

  /// An animation that will not run (its tree is not displayed, or it was replaced before its
  /// commit): the transactions waiting on it stop waiting.
  func release(_ animation: CAAnimation) {
    let groups = animation.completionGroups
    animation.completionGroups.removeAll()
    for group in groups { group.done(animation) }
  }

  /// An animation taken off its layer before its end: told `finished: false` at the next tick.
  func cancel(_ animation: CAAnimation) {
    lock.withLock {
      guard let index = entries.firstIndex(where: { $0.animation === animation }) else {
        if !animation.completionGroups.isEmpty { stopped.append(animation) }
        return
      }
      entries.remove(at: index)
      stopped.append(animation)
    }
  }

  /// Tells delegates what started and stopped by media time `now`, in order of media time,
  /// drops ended animations removed on completion, and runs completion blocks that are due.
  func tick(to now: Double) {
    let (starts, stops, cancelled) = lock.withLock {
      () -> ([CAAnimation], [(CALayer?, CAAnimation)], [CAAnimation]) in
      var starts: [CAAnimation] = []
      var stops: [(Double, CALayer?, CAAnimation)] = []
      var kept: [Entry] = []
      for var entry in entries {
        if !entry.started, now >= entry.start {
          entry.started = true
          starts.append(entry.animation)
        }
        if now >= entry.end {
          stops.append((entry.end, entry.layer, entry.animation))
        } else {
          kept.append(entry)
        }
      }
      entries = kept
      let cancelled = stopped
      stopped.removeAll()
      return (starts, stops.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }, cancelled)
    }
    for animation in starts { animation.delegate?.animationDidStart(animation) }
    for animation in cancelled { finish(animation, finished: false) }
    for (layer, animation) in stops {
      if animation.isRemovedOnCompletion { layer?.dropFinishedAnimation(animation) }
      finish(animation, finished: true)
    }
    ReadyBlocks.runAll()
  }

  private func finish(_ animation: CAAnimation, finished: Bool) {
    animation.delegate?.animationDidStop(animation, finished: finished)
    let groups = animation.completionGroups
    animation.completionGroups.removeAll()
    for group in groups { group.done(animation) }
  }

  /// Forgets every animation (a test's clean start).
  package func reset() {
    lock.withLock {
      entries.removeAll()
      stopped.removeAll()
    }
  }
}
