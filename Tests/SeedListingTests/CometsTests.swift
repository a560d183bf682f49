import EmitterImage
import Foundation
import Testing
import UIKit

extension SeedListingTests {
  /// Bennet van der Linden's comets, as written.
  @MainActor @Suite struct Comets {
    @Test func cometsFlyAlongTheirLines() throws {
      try withListingHost {
        let controller = CometsViewController()
        let renderer = try UIWindowRenderer(rootViewController: controller)
        defer { try? renderer.close() }
        for time in [0.1, 0.3, 0.6] {
          try keep(try renderer.image(atTime: time), as: "comets-\(time)s")
        }
      }
    }
  }
}
