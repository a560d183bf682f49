import Foundation

/// The main run loop of a hosted view tree: the blocks `DispatchQueue.main.async` and
/// `asyncAfter` were given and the timers `Timer.scheduledTimer` made, run by the host each
/// frame at the frame's media time (`drain(to:)`), before it commits the frame's transaction.
///
/// Times are media times (`CACurrentMediaTime()`), so a headless render, whose clock is pinned
/// at each frame's time, fires every block and timer at the same frame on every run. Blocks
/// due at the same time run in the order they were given. Work that keeps scheduling work due
/// now is cut off after `maximumRunsPerDrain` and continues at the next frame, so a frame
/// always ends. Thread-safe: blocks may be given from any thread; they run where the host
/// drains (its main thread).
package final class MainRunLoop: @unchecked Sendable {
  // @unchecked: `queue`, `timers` and `sequence` are only touched under `lock`.
  package static let shared = MainRunLoop()

  /// The most blocks and timer firings one drain runs.
  package static let maximumRunsPerDrain = 100_000

  private struct Scheduled {
    let time: Double
    let order: Int
    let block: () -> Void
  }

  private struct ScheduledTimer {
    let timer: Timer
    let interval: Double
    var next: Double
    let order: Int
  }

  private let lock = NSLock()
  private var queue: [Scheduled] = []
  private var timers: [ScheduledTimer] = []
  private var sequence = 0

  package init() {}

  /// Runs `block` at the first drain at or after media time `time`.
  package func schedule(at time: Double, _ block: @escaping () -> Void) {
    lock.withLock {
      sequence += 1
      queue.append(Scheduled(time: time, order: sequence, block: block))
    }
  }

  /// Runs `block` at the next drain.
  package func schedule(_ block: @escaping () -> Void) {
    schedule(at: -.infinity, block)
  }

  /// Fires `timer` (`timer.fire()`) every `interval` seconds of media time from now, or once
  /// after it when it does not repeat, until it is invalidated. A repeating timer that missed
  /// several of its times (a long frame) fires once and keeps its phase, as a run loop does.
  package func add(_ timer: Timer, interval: Double, startingAt start: Double) {
    lock.withLock {
      sequence += 1
      let step = interval > 0 ? interval : 0.0001
      timers.append(
        ScheduledTimer(timer: timer, interval: step, next: start + step, order: sequence))
    }
  }

  /// Whether a block or a valid timer is waiting.
  package var hasWork: Bool {
    lock.withLock { !queue.isEmpty || timers.contains { $0.timer.isValid } }
  }

  /// Forgets every block and timer (a host that closes its tree leaves nothing behind).
  package func removeAll() {
    lock.withLock {
      queue.removeAll()
      timers.removeAll()
    }
  }

  /// Runs every block and timer due by media time `now`, earliest first (blocks given while
  /// draining run in the same drain when they are due). Returns how many ran.
  @discardableResult
  package func drain(to now: Double) -> Int {
    var runs = 0
    while runs < Self.maximumRunsPerDrain, let next = takeNext(dueBy: now) {
      next()
      runs += 1
    }
    return runs
  }

  /// The earliest block or timer firing due by `now`, taken off its list (a repeating timer
  /// is moved to its next time after `now`).
  private func takeNext(dueBy now: Double) -> (() -> Void)? {
    lock.withLock {
      timers.removeAll { !$0.timer.isValid }
      let block = queue.indices.filter { queue[$0].time <= now }
        .min { (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order) }
      let timer = timers.indices.filter { timers[$0].next <= now }
        .min { (timers[$0].next, timers[$0].order) < (timers[$1].next, timers[$1].order) }
      if let timer, block.map({ timers[timer].next < queue[$0].time }) ?? true {
        return fire(timerAt: timer, now: now)
      }
      guard let block else { return nil }
      return queue.remove(at: block).block
    }
  }

  /// Called under the lock.
  private func fire(timerAt index: Int, now: Double) -> () -> Void {
    let entry = timers[index]
    if isRepeating(entry.timer) {
      // The next time after now, in the timer's phase.
      let missed = ((now - entry.next) / entry.interval).rounded(.down) + 1
      timers[index].next = entry.next + missed * entry.interval
    } else {
      timers.remove(at: index)
    }
    let timer = entry.timer
    return { if timer.isValid { timer.fire() } }
  }

  /// Foundation keeps `timeInterval` only for repeating timers (0 for one-shot ones), so a
  /// positive interval means the timer repeats.
  private func isRepeating(_ timer: Timer) -> Bool { timer.timeInterval > 0 }
}
