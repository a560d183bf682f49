import EmitterViewHost
import Foundation

/// A rectangle on screen backed by a layer: UIKit's view, as emitter code uses it.
///
/// A view owns one layer, of `layerClass`, and is that layer's delegate: it lays the layer's
/// sublayers out with `layoutSubviews()` and, outside `UIView.animate` blocks, turns the
/// layer's implicit animations off (`action(for:forKey:)` returns `NSNull`), as on iOS. Its
/// geometry, colour, alpha and visibility are its layer's. Subviews' layers are sublayers of the
/// view's layer, so the view tree is a layer tree a host displays.
///
/// Main-actor isolated, as on iOS.
@MainActor open class UIView: UIResponder, @preconcurrency CALayerDelegate {
  /// The view's place in the view tree (shared with AppKit's views).
  package private(set) var node: ViewNode!
  private let backingLayer: CALayer
  private var storedBackgroundColor: UIColor?
  weak var owningViewController: UIViewController?

  // MARK: Creating views

  /// The class of the view's layer: `CALayer` unless a subclass returns another
  /// (`CAEmitterLayer.self` makes an emitter view).
  ///
  /// On Linux a view can make an instance of QuartzCore's own layer classes only: Swift cannot
  /// make an object of an arbitrary subclass from its type unless the class has a `required`
  /// initializer, which `CALayer`'s `init()` is not (on iOS the Objective-C runtime does it). A
  /// subclass of yours is made as the QuartzCore class it derives from, with a warning; add an
  /// instance of it as a sublayer instead.
  open class var layerClass: AnyClass { CALayer.self }

  /// A view with the given frame in its superview's coordinates.
  public init(frame: CGRect) {
    backingLayer = LayerFactory.make(Self.layerClass, for: "\(Self.self)")
    super.init()
    node = ViewNode(owner: self, layer: backingLayer, isWindow: self is UIWindow)
    backingLayer.delegate = self
    backingLayer.frame = frame
  }

  /// A view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Views are not archived on Linux (no storyboards or nibs): always nil.
  public required init?(coder: NSCoder) { return nil }

  // MARK: The layer

  /// The view's layer, of `layerClass`.
  open var layer: CALayer { backingLayer }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates (its layer's frame).
  open var frame: CGRect {
    get { backingLayer.frame }
    set { backingLayer.frame = newValue }
  }

  /// The view's own coordinate space: origin and size, points.
  open var bounds: CGRect {
    get { backingLayer.bounds }
    set { backingLayer.bounds = newValue }
  }

  /// The centre of the frame, in the superview's coordinates (the layer's position).
  open var center: CGPoint {
    get { backingLayer.position }
    set { backingLayer.position = newValue }
  }

  /// The view's affine transform about its centre.
  open var transform: CGAffineTransform {
    get { backingLayer.affineTransform() }
    set { backingLayer.setAffineTransform(newValue) }
  }

  // MARK: Appearance

  /// The colour filling the bounds; nil (the default) fills nothing.
  open var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      backingLayer.backgroundColor = newValue?.cgColor
    }
  }

  /// The view's opacity, 0...1 (the layer's `opacity`); 1 by default.
  open var alpha: CGFloat {
    get { CGFloat(backingLayer.opacity) }
    set { backingLayer.opacity = Float(newValue) }
  }

  /// Whether the view and its subviews are hidden; false by default.
  open var isHidden: Bool {
    get { backingLayer.isHidden }
    set { backingLayer.isHidden = newValue }
  }

  /// Whether the view promises to be fully opaque (stored); true by default, as on iOS.
  open var isOpaque: Bool = true

  /// Whether subviews and sublayers are clipped to the bounds (the layer's `masksToBounds`);
  /// false by default.
  open var clipsToBounds: Bool {
    get { backingLayer.masksToBounds }
    set { backingLayer.masksToBounds = newValue }
  }

  /// Pixels per point of the layer's contents (the layer's `contentsScale`).
  open var contentScaleFactor: CGFloat {
    get { backingLayer.contentsScale }
    set { backingLayer.contentsScale = newValue }
  }

  /// A number to find the view by (`viewWithTag(_:)`); 0 by default.
  open var tag: Int = 0

  // MARK: Events

  /// Whether touches reach the view and its subviews; true by default.
  open var isUserInteractionEnabled: Bool = true

  /// Whether the view takes more than one touch at a time (stored); false by default.
  open var isMultipleTouchEnabled: Bool = false

  /// The view's controller when it is one's root view, else its superview.
  open override var next: UIResponder? { owningViewController ?? superview }

  /// The farthest descendant of the view (or the view itself) that contains `point` (in the
  /// view's coordinates) and takes touches; nil when the view is hidden, has an alpha under
  /// 0.01, takes no touches or does not contain the point. Subviews are tried front to back.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    hitTestView(point, with: event)
  }

  /// Whether `point` (view coordinates) is inside the view: in its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  // MARK: The view tree

  /// The view this one is a subview of.
  open var superview: UIView? { node.superview?.owner as? UIView }

  /// The subviews, back to front.
  open var subviews: [UIView] { node.subviews.compactMap { $0.owner as? UIView } }

  /// The window the view is in, nil when it is in none.
  open var window: UIWindow? { node.window?.owner as? UIWindow }

  /// Adds `view` in front of the other subviews (its layer on top of the layer's sublayers),
  /// taking it from its superview first.
  open func addSubview(_ view: UIView) { insert(view, at: node.subviews.count) }

  /// Inserts `view` among the subviews at `index` (clamped to the ends).
  open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

  /// Inserts `view` just behind `siblingSubview` (at the back when it is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Inserts `view` just in front of `siblingSubview` (at the front when it is not a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insert(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? Int.max)
  }

  /// Moves `view` in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insert(view, at: Int.max)
  }

  /// Moves `view` behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insert(view, at: 0)
  }

  /// Takes the view out of its superview (and its layer out of the superlayer).
  open func removeFromSuperview() { node.removeFromSuperview() }

  /// Whether the view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool { node.isDescendant(of: view.node) }

  /// The view or the first descendant (depth first) whose `tag` is `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Called before the view moves to a new superview (nil: it is being removed).
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview (or was removed from one).
  open func didMoveToSuperview() {}

  /// Called before the view moves to a new window (nil: it is leaving its window).
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view moved to a new window (or left its window).
  open func didMoveToWindow() {}

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Layout and drawing

  /// Lays out the subviews; called when the bounds change size (and after `setNeedsLayout()`),
  /// at the next commit of the layer tree, superviews first. Does nothing by default.
  open func layoutSubviews() {}

  /// Asks for `layoutSubviews()` at the next commit.
  open func setNeedsLayout() { backingLayer.setNeedsLayout() }

  /// Lays out now, if a layout is due (superviews first).
  open func layoutIfNeeded() { backingLayer.layoutIfNeeded() }

  /// The size that fits `size`: the current bounds' size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits` its current size.
  open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

  /// Draws the view's content in `rect` into the current context (`UIGraphicsGetCurrentContext()`,
  /// points, y down); called after `setNeedsDisplay()`. Does nothing by default.
  open func draw(_ rect: CGRect) {}

  /// Asks for `draw(_:)` at the next commit; its drawing becomes the layer's contents.
  open func setNeedsDisplay() { backingLayer.setNeedsDisplay() }

  /// Asks for `draw(_:)` at the next commit (the whole view is redrawn).
  open func setNeedsDisplay(_ rect: CGRect) { backingLayer.setNeedsDisplay(rect) }

  // MARK: Coordinates

  /// `point` in the view's coordinates, in `view`'s (the window's when nil).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    backingLayer.convert(point, to: (view ?? window)?.layer)
  }

  /// `point` in `view`'s coordinates (the window's when nil), in the view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    backingLayer.convert(point, from: (view ?? window)?.layer)
  }

  /// `rect` in the view's coordinates, in `view`'s (the bounding box of its corners).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    backingLayer.convert(rect, to: (view ?? window)?.layer)
  }

  /// `rect` in `view`'s coordinates, in the view's (the bounding box of its corners).
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    backingLayer.convert(rect, from: (view ?? window)?.layer)
  }

  // MARK: The layer's delegate

  /// The action for a change of the layer's `event` key: inside a `UIView.animate` block a
  /// basic animation with the block's duration, delay and curve; outside, `NSNull()` (no
  /// implicit animation), as iOS views answer for their own layer.
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    ViewAnimationContext.action(for: layer, forKey: event)
  }

  /// Lays out the layer: the controller's `viewWillLayoutSubviews()`, `layoutSubviews()`, then
  /// the controller's `viewDidLayoutSubviews()`.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === backingLayer else { return }
    owningViewController?.viewWillLayoutSubviews()
    layoutSubviews()
    owningViewController?.viewDidLayoutSubviews()
  }

  /// Draws the layer's contents with `draw(_:)`, the context made current.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === backingLayer else { return }
    GraphicsContextStack.with(ctx) { draw(bounds) }
  }
}
