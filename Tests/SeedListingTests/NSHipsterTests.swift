import EmitterImage
import Foundation
import Testing
import UIKit

extension SeedListingTests {
  /// NSHipster's confetti view, as written: fired in a window, its cannon is a line along the
  /// top edge shooting down, its rate tapers over `duration`, the layer fades out a second after
  /// and is removed by the transition's delegate.
  @MainActor @Suite struct NSHipster {
    @Test func confettiFallsFromTheTopEdgeThenFadesAndIsRemoved() throws {
      try withListingHost {
        let controller = UIViewController()
        let renderer = try UIWindowRenderer(rootViewController: controller)
        defer { try? renderer.close() }
        let confetti = ConfettiView()
        controller.view.addSubview(confetti)
        #expect(confetti.frame == controller.view.bounds)
        confetti.emit(with: contents, for: 3)
        let early = try renderer.image(atTime: 0.5)
        try keep(early, as: "nshipster-0.5s")
        let later = try renderer.image(atTime: 1.5)
        try keep(later, as: "nshipster-1.5s")
        #expect(confetti.layer.sublayers?.count == 1)
        _ = try renderer.image(atTime: 4.5)
        #expect(confetti.layer.sublayers == nil, "the delegate removed the emitter layer")
      }
    }
  }
}
