// This file imports Foundation as well as UIKit: `async(execute:)` and `asyncAfter(deadline:
// execute:)` are still UIKit's (they take fewer arguments than Dispatch's), other queues are
// Dispatch's.
import Foundation
import Testing
import UIKit

extension UIKitTests {
  @MainActor @Suite struct DispatchWithFoundation {
    @Test func mainQueueBlocksRunAtTheHostsFrames() throws {
      try withUIKit {
        let renderer = try UIWindowRenderer(rootViewController: UIViewController())
        defer { try? renderer.close() }
        let log = FireLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.add("after") }
        DispatchQueue.main.async { log.add("async") }
        _ = try renderer.image(atTime: 0.5)
        #expect(log.entries == ["async \(1.0 / 60)", "after \(15.0 / 60)"])
      }
    }

    @Test func otherQueuesAreDispatchs() async {
      let done = await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: true) }
      }
      #expect(done)
    }
  }
}
