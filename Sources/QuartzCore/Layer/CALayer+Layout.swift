import Foundation

/// Layout and display passes, as Core Animation runs them: a layer marked as needing layout
/// (its bounds changed, a sublayer came or went, `setNeedsLayout()`) gets `layoutSublayers()`
/// at the next commit, superlayers before sublayers; one needing display gets `display()`.
extension CALayer {
  func markNeedsLayout() {
    guard !needsLayoutFlag else { return }
    needsLayoutFlag = true
    LayoutQueue.current.pending.append(WeakLayer(self))
  }

  func markNeedsDisplay() {
    guard !needsDisplayFlag else { return }
    needsDisplayFlag = true
    LayoutQueue.current.displays.append(WeakLayer(self))
  }

  func boundsDidChange() {
    markNeedsLayout()
    if extras.needsDisplayOnBoundsChange { setNeedsDisplay() }
  }

  /// Lays out the tree below the highest superlayer that also needs layout.
  func runLayoutIfNeeded() {
    var top = self
    while let parent = top.superlayerReference, parent.needsLayoutFlag { top = parent }
    top.layOutTree()
  }

  private func layOutTree() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for child in sublayerList { child.layOutTree() }
  }

  func runDisplayIfNeeded() {
    guard needsDisplayFlag else { return }
    needsDisplayFlag = false
    display()
  }

  /// The depth of the layer in its tree (0 for a root).
  var depth: Int { ancestors.count }
}

/// The layers marked as needing layout on this thread, laid out when a transaction commits.
final class LayoutQueue {
  var pending: [WeakLayer] = []
  var displays: [WeakLayer] = []

  static var current: LayoutQueue { ThreadState.current.layout }

  /// Lays out every marked layer, superlayers first, then displays the layers due; repeats
  /// while layout marks more (a bounded number of rounds, so a layout that always marks
  /// itself again cannot hang a commit).
  func layOutPending() {
    for _ in 0..<8 {
      let layers = pending.compactMap(\.layer)
      let shown = displays.compactMap(\.layer)
      pending.removeAll()
      displays.removeAll()
      guard !layers.isEmpty || !shown.isEmpty else { return }
      for layer in layers.sorted(by: { $0.depth < $1.depth }) where layer.needsLayoutFlag {
        layer.runLayoutIfNeeded()
      }
      for layer in shown { layer.runDisplayIfNeeded() }
    }
  }
}

/// A layer held weakly.
struct WeakLayer {
  weak var layer: CALayer?
  init(_ layer: CALayer) { self.layer = layer }
}
