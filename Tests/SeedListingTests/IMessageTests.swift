import EmitterImage
import Foundation
import Testing
import UIKit

extension SeedListingTests {
  /// Bryce Bostwick's iMessage confetti, as written.
  @MainActor @Suite struct IMessage {
    @Test func confettiBurstsFromTheCentre() throws {
      try withListingHost {
        let controller = IMessageConfettiViewController()
        let renderer = try UIWindowRenderer(rootViewController: controller)
        defer { try? renderer.close() }
        for time in [0.25, 0.5, 1.0, 2.0] {
          try keep(try renderer.image(atTime: time), as: "imessage-\(time)s")
        }
      }
    }
  }
}
