// This file imports UIKit and not Foundation, as a view controller's file usually does: its
// `Timer.scheduledTimer` and `DispatchTime.now()` are UIKit's (docs/PORTING.md, "The main run
// loop").
import EmitterViewHost
import Testing
import UIKit

/// What fired, and the media time it saw (blocks given to the main queue are Sendable).
final class FireLog: @unchecked Sendable {
  // @unchecked: written and read on the main thread only (the host drains there).
  var entries: [String] = []
  func add(_ name: String) { entries.append("\(name) \(CACurrentMediaTime())") }
}

extension UIKitTests {
  /// `DispatchQueue.main` blocks and `Timer.scheduledTimer` run on the host's main run loop at
  /// media time: in a headless render, at the first frame (1/60 s apart) at or after their
  /// due time, the same on every run; other queues are Dispatch's.
  @MainActor @Suite struct MainRunLoopTiming {
    @Test func blocksAndTimersFireAtTheFramesMediaTime() throws {
      try withUIKit {
        let renderer = try UIWindowRenderer(rootViewController: UIViewController())
        defer { try? renderer.close() }
        let log = FireLog()
        DispatchQueue.main.async { log.add("async") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("after 0.5") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.11) { log.add("after 0.11") }
        let cancelled = DispatchWorkItem { log.add("cancelled") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: cancelled)
        cancelled.cancel()
        let ticks = FireLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
          log.add("tick")
          ticks.entries.append("")
          if ticks.entries.count == 3 { timer.invalidate() }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in log.add("once") }
        #expect(log.entries.isEmpty, "nothing runs before the host's next frame")
        _ = try renderer.image(atTime: 1.2)
        #expect(timer.isValid == false)
        // Frame k is at k/60 s: 1/60, 7/60 (the first at or after 0.11), 0.25 (15/60),
        // 0.3 (18/60), 0.5 (30/60), 0.75 (45/60); the timer stopped after three ticks.
        #expect(
          log.entries == [
            "async \(1.0 / 60)", "after 0.11 \(7.0 / 60)", "tick \(15.0 / 60)",
            "once \(18.0 / 60)", "after 0.5 \(30.0 / 60)", "tick \(30.0 / 60)",
            "tick \(45.0 / 60)",
          ])
      }
    }

    @Test func aBlockThatKeepsSchedulingEndsTheFrame() {
      let loop = MainRunLoop()
      final class Again: @unchecked Sendable {
        var runs = 0
        func go(_ loop: MainRunLoop) {
          runs += 1
          loop.schedule { self.go(loop) }
        }
      }
      let again = Again()
      loop.schedule { again.go(loop) }
      let ran = loop.drain(to: 1)
      #expect(ran == MainRunLoop.maximumRunsPerDrain)
      #expect(loop.hasWork)
    }
  }
}
