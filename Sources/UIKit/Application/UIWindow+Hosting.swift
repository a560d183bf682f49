import EmitterViewHost
import Foundation

/// A window as the window host and the headless renderer show it: it takes the canvas's size
/// and scale (so does the screen), its root controller appears and disappears with it, and
/// pointer events become touches of the view they hit.
extension UIWindow: HostedWindow {
  package var hostLayer: CALayer { layer }

  package func hostWillStart(size: CGSize, scale: Double) {
    UIScreen.main.configure(size: size, scale: CGFloat(scale))
    frame = CGRect(origin: .zero, size: size)
    if !isKeyWindowAndVisible { makeKeyAndVisible() }
  }

  package func hostDidStart() {
    isShown = true
    rootViewController?.endAppearance(true)
  }

  package func hostDidResize(to size: CGSize) {
    UIScreen.main.configure(size: size, scale: UIScreen.main.scale)
    frame = CGRect(origin: .zero, size: size)
  }

  package func hostWillStop() {
    if let touch = activeTouch {
      deliver(touch, phase: .cancelled, at: touch.windowLocation, time: touch.time)
    }
    rootViewController?.beginAppearance(false)
    rootViewController?.endAppearance(false)
    isShown = false
  }

  /// A press becomes a touch of the view the window's hit test finds there; moves and the
  /// release go to the same touch (and view) until it ends.
  package func hostPointer(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      if let touch = activeTouch {
        deliver(touch, phase: .cancelled, at: touch.windowLocation, time: event.timestamp)
      }
      let view = hitTest(event.location, with: nil)
      let touch = UITouch(
        view: view, window: self, location: event.location, timestamp: event.timestamp)
      activeTouch = touch
      deliver(touch, phase: .began, at: event.location, time: event.timestamp)
    case .move:
      guard let touch = activeTouch else { return }
      deliver(touch, phase: .moved, at: event.location, time: event.timestamp)
    case .up:
      guard let touch = activeTouch else { return }
      deliver(touch, phase: .ended, at: event.location, time: event.timestamp)
    case .cancel:
      guard let touch = activeTouch else { return }
      deliver(touch, phase: .cancelled, at: event.location, time: event.timestamp)
    }
  }

  private func deliver(_ touch: UITouch, phase: UITouch.Phase, at location: CGPoint, time: Double) {
    if phase != .began { touch.move(to: location, phase: phase, timestamp: time) }
    if phase == .ended || phase == .cancelled { activeTouch = nil }
    guard let view = touch.view else { return }
    let touches: Set<UITouch> = [touch]
    let event = UIEvent(touches: touches, timestamp: time)
    switch phase {
    case .began: view.touchesBegan(touches, with: event)
    case .moved: view.touchesMoved(touches, with: event)
    case .ended: view.touchesEnded(touches, with: event)
    default: view.touchesCancelled(touches, with: event)
    }
  }
}
