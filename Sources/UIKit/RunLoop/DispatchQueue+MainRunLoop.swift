import Dispatch
import EmitterViewHost
import Foundation

// On Linux nothing runs the main queue for a UIKit program: the host that shows its window
// does, frame by frame. Code that imports UIKit reaches these in place of Dispatch's own (a
// module's declarations shadow those of the modules it imports): work for `DispatchQueue.main`
// runs on the host's main run loop at media time (`CACurrentMediaTime()`, pinned at each frame's
// time in recorded and headless runs, so a block runs at the same frame every run); other
// queues are Dispatch's, unchanged.

extension DispatchQueue {
  /// Runs `work` on this queue; for the main queue, at the host's next frame.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    MainQueueRouting.async(self, group: group, qos: qos, flags: flags, execute: work)
  }

  /// Runs `workItem` on this queue (unless cancelled); for the main queue, at the next frame.
  public func async(execute workItem: DispatchWorkItem) {
    MainQueueRouting.async(self, execute: workItem)
  }

  /// Runs `work` on this queue at `deadline`; for the main queue, at the first frame at or
  /// after that media time (`.now() + 1.5`: 1.5 s of media time from now).
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    MainQueueRouting.asyncAfter(self, deadline: deadline, qos: qos, flags: flags, execute: work)
  }

  /// Runs `execute` (unless cancelled) on this queue at `deadline` (see above for the main
  /// queue).
  public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
    MainQueueRouting.asyncAfter(self, deadline: deadline, execute: execute)
  }
}

extension DispatchTime {
  /// Dispatch's current time, noted so a deadline computed from it (`.now() + 1.5`) reaches the
  /// main run loop as exactly that much media time from now.
  public static func now() -> DispatchTime { MainQueueRouting.now() }
}

extension Timer {
  /// A timer that calls `block` every `interval` seconds (or once, after it), on the host's
  /// main run loop at media time; invalidate it to stop it.
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    MainQueueRouting.scheduledTimer(interval: interval, repeats: repeats, block: block)
  }
}

extension RunLoop {
  /// Adds `timer` to this run loop; for the main run loop, the host's (media time).
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    MainQueueRouting.add(timer, to: self, forMode: mode)
  }
}
