import Foundation

/// An object that answers events: views, view controllers, windows and the application. Touches
/// a responder does not handle go up the responder chain (`next`): a view's controller or
/// superview, a controller's view's superview, a window's application.
@MainActor open class UIResponder: NSObject {
  /// A responder with nothing to say yet.
  public override init() { super.init() }

  /// The next responder up the chain, nil at its end.
  open var next: UIResponder? { nil }

  /// Touches began in the responder: passed up the chain unless overridden.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Touches moved: passed up the chain unless overridden.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Touches ended: passed up the chain unless overridden.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Touches were cancelled (the window went away mid-touch): passed up unless overridden.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether the responder can become first responder: false here.
  open var canBecomeFirstResponder: Bool { false }

  /// Asks to become first responder; there is no keyboard focus on Linux, so false.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up first responder status; true.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}
