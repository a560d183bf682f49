import Foundation

/// One finger on the screen: here, the mouse's left button in a window, or a scripted touch. A
/// touch keeps the view it began in for its whole life, as on iOS.
@MainActor open class UITouch: NSObject {
  /// Where in its life a touch is.
  public enum Phase: Int, Sendable {
    /// The finger touched the screen.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and has not moved since the last event.
    case stationary
    /// The finger left the screen.
    case ended
    /// The system cancelled the touch.
    case cancelled
    /// A pointer entered a window (not sent on Linux).
    case regionEntered
    /// A pointer moved in a window (not sent on Linux).
    case regionMoved
    /// A pointer left a window (not sent on Linux).
    case regionExited
  }

  /// What made the touch.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen.
    case indirect
    /// A pencil.
    case pencil
    /// A pointer (mouse or trackpad): what a window on Linux delivers.
    case indirectPointer
  }

  var currentPhase: Phase
  var windowLocation: CGPoint
  var previousWindowLocation: CGPoint
  var time: TimeInterval
  weak var touchedView: UIView?
  weak var touchedWindow: UIWindow?

  init(view: UIView?, window: UIWindow, location: CGPoint, timestamp: TimeInterval) {
    currentPhase = .began
    windowLocation = location
    previousWindowLocation = location
    time = timestamp
    touchedView = view
    touchedWindow = window
    super.init()
  }

  /// The touch's phase.
  open var phase: Phase { currentPhase }

  /// The view the touch began in.
  open var view: UIView? { touchedView }

  /// The window the touch is in.
  open var window: UIWindow? { touchedWindow }

  /// When the touch last changed, seconds of media time (`CACurrentMediaTime()`).
  open var timestamp: TimeInterval { time }

  /// Taps in a row at one place: 1.
  open var tapCount: Int { 1 }

  /// The kind of touch: a pointer, on Linux.
  open var type: TouchType { .indirectPointer }

  /// The pressure of the touch: 0 (a mouse has none).
  open var force: CGFloat { 0 }

  /// Where the touch is, in `view`'s coordinates (the window's when nil).
  open func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }

  /// Where the touch was at its previous event, in `view`'s coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousWindowLocation, to: view)
  }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = touchedWindow else { return point }
    return view.convert(point, from: window)
  }

  func move(to location: CGPoint, phase: Phase, timestamp: TimeInterval) {
    previousWindowLocation = windowLocation
    windowLocation = location
    currentPhase = phase
    time = timestamp
  }
}
