import CoreGraphics

/// What a layer asks of the object that owns it (a view, on iOS): display, layout and actions.
/// Every method has a default that does nothing, so a delegate implements only what it needs.
public protocol CALayerDelegate: AnyObject {
  /// Draws `layer`'s contents (sets `layer.contents`).
  func display(_ layer: CALayer)
  /// Called before `layer` draws.
  func layerWillDraw(_ layer: CALayer)
  /// Lays out `layer`'s sublayers (a view lays out its subviews here).
  func layoutSublayers(of layer: CALayer)
  /// The action for `event` on `layer`: an animation to run, `NSNull()` for none (a view
  /// returns it outside animation blocks), or nil to let the layer keep looking.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  /// Does nothing.
  public func display(_ layer: CALayer) {}
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Does nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// Nil: the layer keeps looking.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
