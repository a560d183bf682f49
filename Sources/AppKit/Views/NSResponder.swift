import Foundation

/// An object that answers events: views, view controllers and windows. Mouse events a
/// responder does not handle go to its `nextResponder`.
@MainActor open class NSResponder: NSObject {
  /// A responder with nothing to say yet.
  public override init() { super.init() }

  /// Responders are not archived on Linux: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The next responder up the chain (a view's superview or controller).
  open var nextResponder: NSResponder? { nil }

  /// The left button went down: passed up the chain unless overridden.
  open func mouseDown(with event: NSEvent) { nextResponder?.mouseDown(with: event) }

  /// The mouse moved with the left button down: passed up the chain unless overridden.
  open func mouseDragged(with event: NSEvent) { nextResponder?.mouseDragged(with: event) }

  /// The left button went up: passed up the chain unless overridden.
  open func mouseUp(with event: NSEvent) { nextResponder?.mouseUp(with: event) }
}

/// A mouse event: where in the window (AppKit's coordinates: points from the bottom-left
/// corner, y up), when, and which kind.
@MainActor open class NSEvent: NSObject {
  /// The kinds of event a window on Linux sends.
  public enum EventType: UInt, Sendable {
    /// The left button went down.
    case leftMouseDown = 1
    /// The left button went up.
    case leftMouseUp = 2
    /// The mouse moved with the left button down.
    case leftMouseDragged = 6
  }

  private let kind: EventType
  private let location: NSPoint
  private let time: TimeInterval
  private weak var sourceWindow: NSWindow?

  init(type: EventType, location: NSPoint, timestamp: TimeInterval, window: NSWindow?) {
    kind = type
    self.location = location
    time = timestamp
    sourceWindow = window
    super.init()
  }

  /// The kind of event.
  open var type: EventType { kind }

  /// Where, in the window's base coordinates (bottom-left origin, y up).
  open var locationInWindow: NSPoint { location }

  /// When, seconds of media time (`CACurrentMediaTime()`).
  open var timestamp: TimeInterval { time }

  /// The window the event happened in.
  open var window: NSWindow? { sourceWindow }

  /// Clicks in a row at one place: 1.
  open var clickCount: Int { 1 }
}
