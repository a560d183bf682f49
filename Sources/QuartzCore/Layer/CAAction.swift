import Foundation

/// Something a layer runs when one of its properties changes (an implicit animation).
public protocol CAAction {
  /// Runs the action for `event` on `anObject` (the layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action": a delegate or `actions` entry returning it turns a
/// key's implicit animation off.
extension NSNull: CAAction {
  /// Does nothing.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
