import Dispatch
import EmitterViewHost
import Foundation

// On Linux nothing runs the main queue for a UIKit program: the host that shows its window does,
// frame by frame, at media time (`CACurrentMediaTime()`, pinned at each frame's time in recorded
// and headless runs, so a block or timer fires at the same frame on every run). These reach
// code that imports UIKit in place of Dispatch's and Foundation's own:
//
// - `async(execute:)` and `asyncAfter(deadline:execute:)` with a closure take fewer arguments
//   than Dispatch's (no `qos`, no `flags`), so Swift prefers them in every file;
// - the rest have Dispatch's or Foundation's exact signature, so they are disfavoured: a file
//   that imports only UIKit gets them (UIKit's declarations shadow those of the modules it
//   imports), a file that also imports Foundation or Dispatch itself gets the originals (a
//   `Timer` on the thread's real run loop, which a live window runs each frame at wall time).
//
// Other queues and run loops are Dispatch's and Foundation's, unchanged.

extension DispatchQueue {
  /// Runs `work` on this queue; for the main queue, at the host's next frame.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    MainQueueRouting.async(self, execute: work)
  }

  /// Runs `workItem` on this queue (unless cancelled); for the main queue, at the next frame.
  @_disfavoredOverload
  public func async(execute workItem: DispatchWorkItem) {
    MainQueueRouting.async(self, execute: workItem)
  }

  /// Runs `work` on this queue at `deadline`; for the main queue, at the first frame at or
  /// after that media time (`.now() + 1.5`: 1.5 s of media time from now).
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    MainQueueRouting.asyncAfter(self, deadline: deadline, execute: work)
  }

  /// Runs `execute` (unless cancelled) on this queue at `deadline` (see above for the main
  /// queue).
  @_disfavoredOverload
  public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
    MainQueueRouting.asyncAfter(self, deadline: deadline, execute: execute)
  }
}

extension DispatchTime {
  /// Dispatch's current time, noted so a deadline computed from it (`.now() + 1.5`) reaches the
  /// main run loop as exactly that much media time from now.
  @_disfavoredOverload
  public static func now() -> DispatchTime { MainQueueRouting.now() }
}

extension Timer {
  /// A timer that calls `block` every `interval` seconds (or once, after it), on the host's
  /// main run loop at media time; invalidate it to stop it.
  @_disfavoredOverload
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    MainQueueRouting.scheduledTimer(interval: interval, repeats: repeats, block: block)
  }
}

extension RunLoop {
  /// Adds `timer` to this run loop; for the main run loop, the host's (media time).
  @_disfavoredOverload
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    MainQueueRouting.add(timer, to: self, forMode: mode)
  }
}
