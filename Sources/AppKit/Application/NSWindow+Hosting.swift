import EmitterViewHost
import Foundation

/// A window as the window host and the headless renderer show it: it takes the canvas's size,
/// its content controller appears and disappears with it, and the left button's presses,
/// drags and releases become mouse events of the view under the pointer.
extension NSWindow: HostedWindow {
  package func hostWillStart(size: CGSize, scale: Double) {
    setContentSize(size)
    if let controller = contentViewController, !controller.isAppearing {
      controller.isAppearing = true
      controller.viewWillAppear()
    }
  }

  package func hostDidStart() {
    isShown = true
    contentViewController?.viewDidAppear()
  }

  package func hostDidResize(to size: CGSize) { setContentSize(size) }

  package func hostWillStop() {
    contentViewController?.viewWillDisappear()
    contentViewController?.viewDidDisappear()
    contentViewController?.isAppearing = false
    isShown = false
  }

  package func hostPointer(_ event: PointerEvent) {
    // AppKit's window coordinates: from the bottom-left, y up.
    let location = fromLayerSpace(event.location)
    switch event.phase {
    case .down:
      trackedView = contentView?.hitTest(location)
      let mouse = NSEvent(
        type: .leftMouseDown, location: location, timestamp: event.timestamp, window: self)
      trackedView?.mouseDown(with: mouse)
    case .move:
      trackedView?.mouseDragged(
        with: NSEvent(
          type: .leftMouseDragged, location: location, timestamp: event.timestamp, window: self))
    case .up, .cancel:
      trackedView?.mouseUp(
        with: NSEvent(
          type: .leftMouseUp, location: location, timestamp: event.timestamp, window: self))
      trackedView = nil
    }
  }
}
