import EmitterImage
import Foundation
import Testing
import UIKit

/// A view's layer takes `UIBezierPath(…).cgPath` as its `shadowPath`, as iOS code writes it: the
/// shadow is the oval's, not the square view's.
extension UIKitTests {
  @MainActor @Suite struct ShadowPathBezierTests {
    @Test func anOvalBezierPathCastsAnOvalShadow() throws {
      let image = try withUIKit { () throws -> RGBAImage in
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 50)
        card.layer.shadowPath = UIBezierPath(ovalIn: card.bounds).cgPath
        root.addSubview(card)
        let renderer = try CARenderer(layer: root.layer)
        defer { try? renderer.close() }
        return try renderer.pixels(atTime: 0.1)
      }
      // The oval's shadow (radius 40 about (80, 130)) is below the card on its axis and not at
      // the square's lower-left corner.
      #expect(image[80, 160] == SIMD4(0, 0, 0, 255))
      #expect(image[45, 165].w == 0)
      #expect(image[80, 80] == SIMD4(255, 255, 255, 255))
    }
  }
}
