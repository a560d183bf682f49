import EmitterViewHost
import Foundation

/// A rectangle in a window: AppKit's view, layer-backed as emitter code makes it.
///
/// **Coordinates.** A view's `frame` is in its superview's coordinates, which are AppKit's:
/// origin at the bottom-left, y up, unless the superview `isFlipped` (origin top-left, y down).
/// Its layer lives in the layer tree, which is y-down as on iOS: the layer's frame is the view's
/// frame with y measured from the superview's top (`superview height − maxY`), kept so as the
/// superview is resized (a view keeps its distance from the bottom, as AppKit's frames do). A
/// layer's own space (its sublayers, an emitter's `emitterPosition`) is y-down, as on iOS; on
/// macOS a non-flipped view's layer is y-up.
///
/// **Layers.** `layer` is nil until `wantsLayer` is set (made by `makeBackingLayer()`, a plain
/// `CALayer` unless overridden) or a layer is assigned (a layer-hosting view). Views without a
/// layer of their own are still drawn through one, made the same way, so every view of a shown
/// tree is a layer; the view is its layer's delegate and turns its implicit animations off.
@MainActor open class NSView: NSResponder, @preconcurrency CALayerDelegate {
  package private(set) var node: ViewNode!
  private var frameInSuperview: NSRect
  private var wantsOwnLayer = false
  private var assignedLayer = false
  weak var owningViewController: NSViewController?

  /// A view with `frameRect` in its superview's coordinates.
  public init(frame frameRect: NSRect) {
    frameInSuperview = frameRect
    super.init()
    let backing = makeBackingLayer()
    node = ViewNode(owner: self, layer: backing)
    adopt(backing)
  }

  /// Views are not archived on Linux (no nibs): always nil.
  public required init?(coder: NSCoder) { return nil }

  // MARK: The layer

  /// Whether the view has a layer of its own (`layer` then reads it); false by default.
  open var wantsLayer: Bool {
    get { wantsOwnLayer }
    set { wantsOwnLayer = newValue }
  }

  /// The view's layer: nil until `wantsLayer` is set or a layer is assigned. Assigning one makes
  /// the view layer-hosting: the layer takes the view's place in the layer tree.
  open var layer: CALayer? {
    get { wantsOwnLayer || assignedLayer ? node.layer : nil }
    set {
      guard let newValue else {
        assignedLayer = false
        return
      }
      assignedLayer = true
      node.replaceLayer(with: newValue)
      adopt(newValue)
    }
  }

  /// Makes the view's backing layer: a plain `CALayer`; override to return an emitter layer.
  open func makeBackingLayer() -> CALayer { CALayer() }

  // MARK: Geometry

  /// Whether the view's coordinates are flipped (origin top-left, y down); false, as in AppKit.
  open var isFlipped: Bool { false }

  /// The view's rectangle in its superview's coordinates.
  open var frame: NSRect {
    get { frameInSuperview }
    set {
      frameInSuperview = newValue
      placeLayer()
    }
  }

  /// The view's own coordinate space: its frame's size at the origin.
  open var bounds: NSRect {
    get { NSRect(origin: .zero, size: frameInSuperview.size) }
    set { frame.size = newValue.size }
  }

  /// Whether the view and its subviews are hidden.
  open var isHidden: Bool {
    get { node.layer.isHidden }
    set { node.layer.isHidden = newValue }
  }

  /// The view's opacity, 0...1 (its layer's).
  open var alphaValue: CGFloat {
    get { CGFloat(node.layer.opacity) }
    set { node.layer.opacity = Float(newValue) }
  }

  // MARK: The view tree

  /// The view this one is a subview of.
  open var superview: NSView? { node.superview?.owner as? NSView }

  /// The subviews, back to front.
  open var subviews: [NSView] { node.subviews.compactMap { $0.owner as? NSView } }

  /// The window the view is in.
  open var window: NSWindow? { node.window?.owner as? NSWindow }

  /// Adds `view` in front of the other subviews.
  open func addSubview(_ view: NSView) {
    guard node.insert(view.node, at: node.subviews.count) else { return }
    view.placeLayer()
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() { node.removeFromSuperview() }

  /// Called before the view moves to a new superview.
  open func viewWillMove(toSuperview newSuperview: NSView?) {}

  /// Called after the view moved to a new superview.
  open func viewDidMoveToSuperview() {}

  /// Called before the view moves to a new window.
  open func viewWillMove(toWindow newWindow: NSWindow?) {}

  /// Called after the view moved to a new window.
  open func viewDidMoveToWindow() {}

  /// The next responder: the view's controller when it is one's view, else its superview.
  open override var nextResponder: NSResponder? { owningViewController ?? superview }

  // MARK: Layout

  /// Lays out the subviews: called when the view changes size (at the next commit) and after
  /// `needsLayout = true`. Does nothing by default.
  open func layout() {}

  /// Whether a layout is due; setting it asks for `layout()` at the next commit.
  open var needsLayout: Bool {
    get { node.layer.needsLayout() }
    set { if newValue { node.layer.setNeedsLayout() } }
  }

  /// Lays out now, where due.
  open func layoutSubtreeIfNeeded() { node.layer.layoutIfNeeded() }

  // MARK: Events

  /// The farthest descendant (or the view) at `point`, given in the superview's coordinates;
  /// nil when the view is hidden or the point is outside it.
  open func hitTest(_ point: NSPoint) -> NSView? {
    guard !isHidden else { return nil }
    let local = convert(point, from: superview)
    guard bounds.contains(local) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }

  /// `point` in `view`'s coordinates (the window's base coordinates when nil), in the view's.
  open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
    let source = view?.node.layer ?? window?.hostLayer
    let inSource = view?.toLayerSpace(point) ?? (window?.toLayerSpace(point) ?? point)
    return fromLayerSpace(node.layer.convert(inSource, from: source))
  }

  /// `point` in the view's coordinates, in `view`'s (the window's base coordinates when nil).
  open func convert(_ point: NSPoint, to view: NSView?) -> NSPoint {
    let target = view?.node.layer ?? window?.hostLayer
    let inTarget = node.layer.convert(toLayerSpace(point), to: target)
    return view?.fromLayerSpace(inTarget) ?? (window?.fromLayerSpace(inTarget) ?? inTarget)
  }

  // MARK: The layer's delegate

  /// No implicit animation for the view's own layer (`NSNull`), as AppKit's layer-backed views.
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }

  /// Lays out the view: `layout()`, then the controller's `viewDidLayout()`.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === node.layer else { return }
    for subview in subviews { subview.placeLayer() }
    layout()
    owningViewController?.viewDidLayout()
  }

  // MARK: Plumbing

  private func adopt(_ layer: CALayer) {
    layer.delegate = self
    placeLayer()
  }

  /// Puts the layer where the frame says, in the superlayer's y-down space.
  func placeLayer() {
    let superHeight = superview?.bounds.height ?? frameInSuperview.maxY
    let flipped = superview?.isFlipped ?? true
    let y = flipped ? frameInSuperview.minY : superHeight - frameInSuperview.maxY
    node.layer.frame = CGRect(
      x: frameInSuperview.minX, y: y, width: frameInSuperview.width,
      height: frameInSuperview.height)
  }

  /// A point of the view's coordinates in its layer's (y-down) space.
  func toLayerSpace(_ point: NSPoint) -> CGPoint {
    isFlipped ? point : CGPoint(x: point.x, y: bounds.height - point.y)
  }

  func fromLayerSpace(_ point: CGPoint) -> NSPoint {
    isFlipped ? point : NSPoint(x: point.x, y: bounds.height - point.y)
  }
}
