import CoreGraphics

/// What a layer asks of the object that owns it (a view, on iOS): display, layout and actions.
/// Every method has a default that does nothing, so a delegate implements only what it needs.
public protocol CALayerDelegate: AnyObject {
  /// Makes `layer`'s contents (sets `layer.contents`).
  func display(_ layer: CALayer)
  /// Draws `layer`'s content into `ctx`.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called before `layer` draws.
  func layerWillDraw(_ layer: CALayer)
  /// Lays out `layer`'s sublayers (a view lays out its subviews here).
  func layoutSublayers(of layer: CALayer)
  /// The action for `event` on `layer`: an animation to run, `NSNull()` for none (a view
  /// returns it outside animation blocks), or nil to let the layer keep looking.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  /// Draws a new bitmap for the layer with its `draw(in:)`, which asks `draw(_:in:)`.
  public func display(_ layer: CALayer) { layer.drawContents() }
  /// Does nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Does nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// Nil: the layer keeps looking.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
