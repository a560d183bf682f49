import Foundation

/// An event: here, a change of the touches in a window.
@MainActor open class UIEvent: NSObject {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    /// Touches on the screen: the only kind sent on Linux.
    case touches
    /// Device motion.
    case motion
    /// Remote-control commands.
    case remoteControl
    /// Physical button presses.
    case presses
    /// Scrolling.
    case scroll
    /// A hovering pointer.
    case hover
    /// A trackpad transform.
    case transform
  }

  let touchSet: Set<UITouch>
  let time: TimeInterval

  init(touches: Set<UITouch>, timestamp: TimeInterval) {
    touchSet = touches
    time = timestamp
    super.init()
  }

  /// The kind of event: touches.
  open var type: EventType { .touches }

  /// When the event happened, seconds of media time.
  open var timestamp: TimeInterval { time }

  /// Every touch of the event.
  open var allTouches: Set<UITouch>? { touchSet }

  /// The touches that began in `view`.
  open func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }

  /// The touches in `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    touchSet.filter { $0.window === window }
  }
}
