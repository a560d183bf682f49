package import QuartzCore

/// What a view tree tells the view that owns a node, in the order UIKit and AppKit call their
/// views: `willMove(toSuperview:)`, `willMove(toWindow:)` down the moved subtree, the move,
/// `didMoveToWindow()` down the subtree, `didMoveToSuperview()`, then the superview's
/// `didAddSubview(_:)` (or, on removal, `willRemoveSubview(_:)` first).
@MainActor package protocol ViewNodeOwner: AnyObject {
  func nodeWillMove(toSuperview superview: ViewNode?)
  func nodeDidMoveToSuperview()
  func nodeWillMove(toWindow window: ViewNode?)
  func nodeDidMoveToWindow()
  func nodeDidAddSubview(_ subview: ViewNode)
  func nodeWillRemoveSubview(_ subview: ViewNode)
}

/// One view of a view tree: its layer, its superview and subviews, and the window it is in. The
/// one tree under both `UIView` and `NSView` (each owns a node), kept in step with the layer
/// tree: a subview's layer is a sublayer of its superview's, placed below the layer of the
/// subview that follows it (so layers that are not views' stay where their code put them).
@MainActor package final class ViewNode {
  /// The view that owns this node.
  package private(set) weak var owner: (any ViewNodeOwner)?
  /// The view's layer.
  package private(set) var layer: CALayer
  /// The superview's node.
  package private(set) weak var superview: ViewNode?
  /// The subviews' nodes, back to front.
  package private(set) var subviews: [ViewNode] = []
  /// Whether the node is a window's: the root a host shows.
  package let isWindow: Bool

  package init(owner: any ViewNodeOwner, layer: CALayer, isWindow: Bool = false) {
    self.owner = owner
    self.layer = layer
    self.isWindow = isWindow
  }

  /// The window the view is in: the topmost ancestor when it is a window's node.
  package var window: ViewNode? {
    var node: ViewNode? = self
    while let current = node {
      if current.isWindow { return current }
      node = current.superview
    }
    return nil
  }

  /// The view and every view below it, depth first, parents before children.
  package var subtree: [ViewNode] { [self] + subviews.flatMap(\.subtree) }

  /// Whether `node` is this view or one below it.
  package func isDescendant(of node: ViewNode) -> Bool {
    var current: ViewNode? = self
    while let view = current {
      if view === node { return true }
      current = view.superview
    }
    return false
  }

  /// Inserts `child` among the subviews at `index` (clamped), taking it from its old superview
  /// first; its layer goes below the layer of the subview now after it, or on top of every
  /// sublayer when it is the last. Inserting a view into itself or its own subview is refused
  /// (false), as is a window into another view.
  @discardableResult
  package func insert(_ child: ViewNode, at index: Int) -> Bool {
    guard !isDescendant(of: child), !child.isWindow else { return false }
    let oldWindow = child.window
    let newWindow = window
    child.owner?.nodeWillMove(toSuperview: self)
    if oldWindow !== newWindow { child.tellWillMove(toWindow: newWindow) }
    if let old = child.superview {
      if old !== self { old.owner?.nodeWillRemoveSubview(child) }
      old.subviews.removeAll { $0 === child }
    }
    let position = min(max(index, 0), subviews.count)
    if position < subviews.count {
      layer.insertSublayer(child.layer, below: subviews[position].layer)
    } else {
      layer.addSublayer(child.layer)
    }
    subviews.insert(child, at: position)
    child.superview = self
    if oldWindow !== newWindow { child.tellDidMoveToWindow() }
    child.owner?.nodeDidMoveToSuperview()
    owner?.nodeDidAddSubview(child)
    return true
  }

  /// Takes the view out of its superview (its layer out of the superlayer).
  package func removeFromSuperview() {
    guard let parent = superview else { return }
    let hadWindow = window != nil
    owner?.nodeWillMove(toSuperview: nil)
    parent.owner?.nodeWillRemoveSubview(self)
    if hadWindow { tellWillMove(toWindow: nil) }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
    if hadWindow { tellDidMoveToWindow() }
    owner?.nodeDidMoveToSuperview()
  }

  /// Puts `newLayer` where the view's layer was (AppKit's layer-hosting views): in the
  /// superlayer at the same place, with the subviews' layers moved into it in order.
  package func replaceLayer(with newLayer: CALayer) {
    guard newLayer !== layer else { return }
    let old = layer
    if let parent = old.superlayer {
      parent.replaceSublayer(old, with: newLayer)
    }
    for subview in subviews { newLayer.addSublayer(subview.layer) }
    layer = newLayer
  }

  private func tellWillMove(toWindow window: ViewNode?) {
    for node in subtree { node.owner?.nodeWillMove(toWindow: window) }
  }

  private func tellDidMoveToWindow() {
    for node in subtree { node.owner?.nodeDidMoveToWindow() }
  }
}
