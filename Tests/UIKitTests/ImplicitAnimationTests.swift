import EmitterKit
import Foundation
import Testing
import UIKit

extension UIKitTests {
  /// A view is its layer's delegate and turns its implicit animations off (`NSNull`), as on
  /// iOS, while a plain layer animates its changes over 0.25 s; inside `UIView.animate` the
  /// view's changes animate with the block's duration.
  @MainActor @Suite struct ImplicitAnimations {
    @Test func viewLayersDoNotAnimateImplicitlyPlainLayersDo() throws {
      try withUIKit {
        let root = UIViewController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.view.addSubview(view)
        root.view.layer.addSublayer(plain)
        let renderer = try UIWindowRenderer(rootViewController: root)
        defer { try? renderer.close() }
        _ = try renderer.image(atTime: 0.5)
        #expect(view.layer.action(forKey: "opacity") == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        view.alpha = 0
        plain.opacity = 0
        _ = try renderer.image(atTime: 0.5 + 0.125)
        // The view's layer shows its new value at once; the plain layer is half-way through
        // the default 0.25 s animation on Core Animation's default curve.
        #expect(view.layer.presentation()?.opacity == 0)
        let plainShown = try #require(plain.presentation()?.opacity)
        let expected = 1 - MediaTimingFunction.default.value(at: 0.5)
        #expect(abs(Double(plainShown) - expected) < 1e-5, "plain layer at \(plainShown)")
      }
    }

    @Test func animateBlocksAnimateWithTheirDuration() throws {
      try withUIKit {
        let root = UIViewController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(view)
        let renderer = try UIWindowRenderer(rootViewController: root)
        defer { try? renderer.close() }
        _ = try renderer.image(atTime: 0.5)
        var finished: [Bool] = []
        UIView.animate(
          withDuration: 1, delay: 0, options: [.curveLinear],
          animations: { view.alpha = 0 }, completion: { finished.append($0) })
        #expect(view.alpha == 0, "the model value is the new one at once")
        _ = try renderer.image(atTime: 1.0)
        // Linear over 1 s from 0.5 s: 0.5 at 1.0 s.
        let shown = try #require(view.layer.presentation()?.opacity)
        #expect(abs(shown - 0.5) < 0.02, "opacity at 1.0 s: \(shown)")
        #expect(finished.isEmpty)
        _ = try renderer.image(atTime: 1.6)
        #expect(finished == [true])
        UIView.performWithoutAnimation {
          UIView.animate(withDuration: 1) { view.alpha = 1 }
        }
        _ = try renderer.image(atTime: 1.65)
        #expect(view.layer.presentation()?.opacity == 1)
      }
    }
  }
}
