import Dispatch
import Foundation
internal import QuartzCore

/// What UIKit's and AppKit's `DispatchQueue`, `DispatchTime` and `Timer` additions do: work for
/// the main queue goes to `MainRunLoop` at media time; anything else goes to Dispatch and
/// Foundation as before. This module does not see those additions, so its calls here reach
/// Dispatch's own methods.
package enum MainQueueRouting {
  /// The last `DispatchTime.now()` handed out through the additions, with the media time then:
  /// a deadline computed from it (`.now() + 1.5`) is that many seconds of media time from that
  /// media time, exactly, whatever wall time passed in between.
  private static let lastNow = Locked<(uptime: UInt64, media: Double)?>(nil)

  /// How long a `now()` reading stays the base of deadlines computed from it, wall seconds.
  private static let readingLifetime: UInt64 = 1_000_000_000

  /// Dispatch's `now()`, noted (see `lastNow`).
  package static func now() -> DispatchTime {
    let now = DispatchTime.now()
    lastNow.value = (now.uptimeNanoseconds, MediaClock.now)
    return now
  }

  /// The media time a deadline names: from the last noted `now()` when it was taken within the
  /// last second (a deadline is computed right before it is used), exactly; else from the real
  /// time now, the delay rounded to the millisecond (what passed between computing the
  /// deadline and this call, microseconds, does not move it to another frame).
  package static func mediaTime(of deadline: DispatchTime) -> Double {
    if deadline == .distantFuture { return .infinity }
    let real = DispatchTime.now().uptimeNanoseconds
    if let noted = lastNow.value, real >= noted.uptime, real - noted.uptime < readingLifetime {
      return noted.media + seconds(from: noted.uptime, to: deadline.uptimeNanoseconds)
    }
    let delay = (seconds(from: real, to: deadline.uptimeNanoseconds) * 1000).rounded() / 1000
    return MediaClock.now + delay
  }

  private static func seconds(from start: UInt64, to end: UInt64) -> Double {
    end >= start ? Double(end - start) * 1e-9 : -Double(start - end) * 1e-9
  }

  /// Whether `queue` is the main queue (Dispatch makes a new wrapper object for each
  /// `DispatchQueue.main`, so identity cannot tell).
  private static func isMain(_ queue: DispatchQueue) -> Bool {
    queue.label == DispatchQueue.main.label
  }

  package static func async(
    _ queue: DispatchQueue, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard isMain(queue) else { return queue.async(execute: work) }
    MainRunLoop.shared.schedule(work)
  }

  package static func async(_ queue: DispatchQueue, execute item: DispatchWorkItem) {
    guard isMain(queue) else { return queue.async(execute: item) }
    MainRunLoop.shared.schedule { if !item.isCancelled { item.perform() } }
  }

  package static func asyncAfter(
    _ queue: DispatchQueue, deadline: DispatchTime,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard isMain(queue) else {
      return queue.asyncAfter(deadline: deadline, execute: work)
    }
    MainRunLoop.shared.schedule(at: mediaTime(of: deadline), work)
  }

  package static func asyncAfter(
    _ queue: DispatchQueue, deadline: DispatchTime, execute item: DispatchWorkItem
  ) {
    guard isMain(queue) else {
      return queue.asyncAfter(deadline: deadline, execute: item)
    }
    MainRunLoop.shared.schedule(at: mediaTime(of: deadline)) {
      if !item.isCancelled { item.perform() }
    }
  }

  /// A timer on the main run loop, firing `interval` seconds of media time from now.
  package static func scheduledTimer(
    interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    MainRunLoop.shared.add(timer, interval: interval, startingAt: MediaClock.now)
    return timer
  }

  /// `RunLoop.add(_:forMode:)`: the main run loop's timers go to `MainRunLoop`.
  package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard runLoop === RunLoop.main else { return runLoop.add(timer, forMode: mode) }
    let interval = timer.timeInterval > 0 ? timer.timeInterval : timer.fireDate.timeIntervalSinceNow
    MainRunLoop.shared.add(timer, interval: max(interval, 0), startingAt: MediaClock.now)
  }
}
