import Foundation
import Testing
import UIKit

/// A controller that records its lifecycle.
@MainActor final class RecordingController: UIViewController {
  var calls: [String] = []

  override func loadView() {
    calls.append("loadView")
    view = UIView()
  }

  override func viewDidLoad() { calls.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
  override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
}

extension UIKitTests {
  @MainActor @Suite struct Lifecycle {
    @Test func viewLoadsOnFirstUse() {
      let controller = RecordingController()
      #expect(controller.isViewLoaded == false && controller.viewIfLoaded == nil)
      #expect(controller.calls.isEmpty)
      _ = controller.view
      #expect(controller.calls == ["loadView", "viewDidLoad"])
      _ = controller.view
      #expect(controller.calls == ["loadView", "viewDidLoad"])
      #expect(controller.view.next === controller)
      // The default loadView makes a plain view the screen's size.
      let plain = UIViewController()
      #expect(plain.view.bounds.size == UIScreen.main.bounds.size)
    }

    /// As UIKit calls a window's root controller: load, will appear, lay out, did appear once
    /// shown; will and did disappear when the host stops.
    @Test func rootControllerLifecycleInOrder() throws {
      try withUIKit {
        let controller = RecordingController()
        let renderer = try UIWindowRenderer(
          rootViewController: controller, size: CGSize(width: 200, height: 300), scale: 2)
        #expect(
          controller.calls == [
            "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews", "viewDidAppear",
          ])
        // The view fills the window, and the screen is the window's.
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 300))
        #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 400, height: 600))
        #expect(renderer.window.isKeyWindow)
        #expect(renderer.window.rootViewController === controller)
        controller.calls.removeAll()
        try renderer.close()
        #expect(controller.calls == ["viewWillDisappear", "viewDidDisappear"])
      }
    }

    @Test func childrenAppearWithTheirParent() throws {
      try withUIKit {
        let parent = RecordingController()
        let child = RecordingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        let renderer = try UIWindowRenderer(rootViewController: parent)
        defer { try? renderer.close() }
        #expect(child.calls.contains("viewWillAppear") && child.calls.contains("viewDidAppear"))
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
      }
    }
  }
}
