import Foundation

/// The process-wide clock `CACurrentMediaTime()` reads: monotonic real time by default, or a
/// time a headless host pinned it at (the frame it renders), so a headless render of code that
/// reads the clock is the same on every run.
package enum MediaClock {
  private static let pinned = Locked<Double?>(nil)

  /// The clock's reading, seconds.
  package static var now: Double {
    if let time = pinned.value { return time }
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// Pins the clock at `time`; nil lets it follow real time again.
  package static func pin(at time: Double?) { pinned.value = time }

  /// Whether a host has pinned the clock.
  package static var isPinned: Bool { pinned.value != nil }
}

/// A time interval in seconds (Core Foundation's name, which Core Animation's API uses).
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current media time, seconds: the clock Core Animation's timing is measured against.
/// Monotonic real time unless a headless renderer has pinned it (`CARenderer.setMediaTime`).
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

/// A value shared between threads behind a lock.
package final class Locked<Value>: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var stored: Value

  package init(_ value: Value) { stored = value }

  package var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Runs `body` on the value under the lock.
  package func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&stored) }
  }
}
