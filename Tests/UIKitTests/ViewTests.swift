import Foundation
import Testing
import UIKit

/// A view that counts its layouts and records its window moves.
@MainActor final class CountingView: UIView {
  var layouts: [CGSize] = []
  var moves: [String] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts.append(bounds.size)
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    moves.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
  }

  override func didMoveToSuperview() { moves.append("didMoveToSuperview") }

  override func willMove(toWindow newWindow: UIWindow?) {
    moves.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
  }

  override func didMoveToWindow() { moves.append("didMoveToWindow") }
}

/// An emitter view, as iOS code makes one.
@MainActor final class EmitterView: UIView {
  override class var layerClass: AnyClass { CAEmitterLayer.self }
  var emitter: CAEmitterLayer { layer as! CAEmitterLayer }
}

extension UIKitTests {
  @MainActor @Suite struct Views {
    @Test func defaultsAreApples() {
      let view = UIView()
      #expect(view.backgroundColor == nil)
      #expect(view.alpha == 1)
      #expect(view.isHidden == false)
      #expect(view.isOpaque == true)
      #expect(view.clipsToBounds == false)
      #expect(view.isUserInteractionEnabled == true)
      #expect(view.isMultipleTouchEnabled == false)
      #expect(view.tag == 0)
      #expect(view.frame == .zero)
      #expect(view.transform == .identity)
      #expect(view.superview == nil && view.window == nil && view.subviews.isEmpty)
      #expect(type(of: view.layer) == CALayer.self)
      #expect(view.layer.delegate === view)
      #expect(UIView.layerClass is CALayer.Type && !(UIView.layerClass is CAEmitterLayer.Type))
    }

    @Test func geometryIsTheLayers() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(view.center == CGPoint(x: 60, y: 45))
      #expect(view.layer.position == view.center && view.layer.bounds == view.bounds)
      view.center = CGPoint(x: 100, y: 100)
      #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
      view.alpha = 0.25
      view.isHidden = true
      view.clipsToBounds = true
      view.backgroundColor = .red
      #expect(view.layer.opacity == 0.25)
      #expect(view.layer.isHidden && view.layer.masksToBounds)
      #expect(view.layer.backgroundColor == UIColor.red.cgColor)
      view.backgroundColor = nil
      #expect(view.layer.backgroundColor == nil)
    }

    @Test func layerClassMakesTheLayer() {
      let view = EmitterView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(view.layer is CAEmitterLayer)
      view.emitter.birthRate = 2
      #expect(view.emitter.birthRate == 2)
    }

    @Test func subviewsAreSublayersInOrder() {
      let root = UIView()
      let a = UIView()
      let b = UIView()
      let c = UIView()
      let plain = CALayer()
      root.addSubview(a)
      root.layer.addSublayer(plain)
      root.addSubview(b)
      root.insertSubview(c, belowSubview: b)
      #expect(root.subviews == [a, c, b])
      #expect(root.layer.sublayers?.map { $0 } == [a.layer, plain, c.layer, b.layer])
      root.bringSubviewToFront(a)
      #expect(root.subviews == [c, b, a])
      #expect(root.layer.sublayers?.last === a.layer)
      c.removeFromSuperview()
      #expect(root.subviews == [b, a] && c.superview == nil && c.layer.superlayer == nil)
      // A subview's layer goes just below the layer of the subview after it (layers that are
      // no view's stay where their code put them).
      root.insertSubview(c, at: 0)
      #expect(root.subviews.first === c)
      #expect(root.layer.sublayers?.map { $0 } == [plain, c.layer, b.layer, a.layer])
      // A view cannot go into itself or its subview.
      c.addSubview(root)
      #expect(root.superview == nil)
      #expect(a.isDescendant(of: root) && !root.isDescendant(of: a))
      a.tag = 7
      #expect(root.viewWithTag(7) === a)
    }

    @Test func movesAreToldInUIKitsOrder() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let view = CountingView()
      let child = CountingView()
      view.addSubview(child)
      #expect(child.moves == ["willMoveToSuperview(view)", "didMoveToSuperview"])
      window.addSubview(view)
      #expect(
        view.moves == [
          "willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToWindow",
          "didMoveToSuperview",
        ])
      #expect(child.moves.suffix(2) == ["willMoveToWindow(window)", "didMoveToWindow"])
      #expect(child.window === window)
      view.removeFromSuperview()
      #expect(
        view.moves.suffix(4) == [
          "willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow",
          "didMoveToSuperview",
        ])
      #expect(child.window == nil)
    }

    /// layoutSubviews runs at the commit after the bounds change size, not after a move, and
    /// after setNeedsLayout; layoutIfNeeded runs it at once.
    @Test func layoutSubviewsOnASizeChangeOnly() throws {
      try withUIKit {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        CATransaction.flush()
        view.layouts.removeAll()
        view.frame.origin = CGPoint(x: 30, y: 40)
        view.center = CGPoint(x: 10, y: 10)
        CATransaction.flush()
        #expect(view.layouts.isEmpty, "moving the view does not lay it out")
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        CATransaction.flush()
        #expect(view.layouts.isEmpty, "the same size does not lay it out")
        view.frame.size = CGSize(width: 200, height: 50)
        #expect(view.layouts.isEmpty, "layout waits for the commit")
        CATransaction.flush()
        #expect(view.layouts == [CGSize(width: 200, height: 50)])
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layouts.last == CGSize(width: 20, height: 20))
        view.setNeedsLayout()
        CATransaction.flush()
        #expect(view.layouts.count == 3)
      }
    }

    @Test func convertsPointsAndRects() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let outer = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
      let inner = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
      window.addSubview(outer)
      outer.addSubview(inner)
      #expect(inner.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 65, y: 85))
      #expect(inner.convert(CGPoint(x: 65, y: 85), from: window) == CGPoint(x: 5, y: 5))
      #expect(outer.convert(CGPoint(x: 0, y: 0), from: inner) == CGPoint(x: 10, y: 20))
      #expect(
        inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: outer)
          == CGRect(x: 10, y: 20, width: 10, height: 10))
    }
  }
}
