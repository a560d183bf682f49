import EmitterViewHost
import Foundation

/// The view tree's callbacks, forwarded to AppKit's overridable methods.
extension NSView: ViewNodeOwner {
  package func nodeWillMove(toSuperview superview: ViewNode?) {
    viewWillMove(toSuperview: superview?.owner as? NSView)
  }

  package func nodeDidMoveToSuperview() {
    placeLayer()
    viewDidMoveToSuperview()
  }

  package func nodeWillMove(toWindow window: ViewNode?) {
    viewWillMove(toWindow: window?.owner as? NSWindow)
  }

  package func nodeDidMoveToWindow() { viewDidMoveToWindow() }
  package func nodeDidAddSubview(_ subview: ViewNode) {}
  package func nodeWillRemoveSubview(_ subview: ViewNode) {}
}
