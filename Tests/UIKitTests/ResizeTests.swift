import Foundation
import Testing
import UIKit

/// A controller whose view counts its layouts.
@MainActor final class CountingController: UIViewController {
  override func loadView() { view = CountingView() }
  var counting: CountingView { view as! CountingView }
}

extension UIKitTests {
  @MainActor @Suite struct Resizing {
    /// A resized window lays its root view out at the new size, and the frames are that size.
    @Test func resizeLaysOutAndResizesTheCanvas() throws {
      try withUIKit {
        let controller = CountingController()
        let renderer = try UIWindowRenderer(
          rootViewController: controller, size: CGSize(width: 200, height: 100))
        defer { try? renderer.close() }
        #expect(controller.counting.layouts.last == CGSize(width: 200, height: 100))
        try renderer.headless.advance(
          to: 0.1, events: [3: [.resize(CGSize(width: 120, height: 80))]])
        #expect(controller.counting.layouts.last == CGSize(width: 120, height: 80))
        #expect(UIScreen.main.bounds.size == CGSize(width: 120, height: 80))
        let image = try rgba(of: try renderer.image(atTime: 0.2))
        #expect(image.width == 120 && image.height == 80)
      }
    }
  }
}
