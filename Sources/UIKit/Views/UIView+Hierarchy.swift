import EmitterViewHost
import Foundation

/// The view tree's callbacks, forwarded to UIKit's overridable methods, and insertion.
extension UIView: ViewNodeOwner {
  package func nodeWillMove(toSuperview superview: ViewNode?) {
    willMove(toSuperview: superview?.owner as? UIView)
  }

  package func nodeDidMoveToSuperview() { didMoveToSuperview() }

  package func nodeWillMove(toWindow window: ViewNode?) {
    willMove(toWindow: window?.owner as? UIWindow)
  }

  package func nodeDidMoveToWindow() { didMoveToWindow() }

  package func nodeDidAddSubview(_ subview: ViewNode) {
    if let view = subview.owner as? UIView { didAddSubview(view) }
  }

  package func nodeWillRemoveSubview(_ subview: ViewNode) {
    if let view = subview.owner as? UIView { willRemoveSubview(view) }
  }

  /// Inserts `view` at `index`; a view cannot be inserted into itself or its own subview, nor
  /// can a window be a subview: that is refused with a warning.
  func insert(_ view: UIView, at index: Int) {
    guard node.insert(view.node, at: index) else {
      UIKitDiagnostics.warn(
        "addSubview(\(type(of: view))): a view cannot be a subview of itself, of its own"
          + " subview, and a window cannot be a subview; ignored")
      return
    }
  }

  /// UIKit's hit test (see `hitTest(_:with:)`).
  func hitTestView(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}

/// Warnings about what UIKit on Linux ignores or does differently, on standard error.
enum UIKitDiagnostics {
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
  }
}

/// Makes a view's layer from its `layerClass`.
enum LayerFactory {
  /// An instance of `layerClass`: QuartzCore's classes by name; a subclass of one of them as
  /// that class, with a warning (Swift makes objects from a type only through a `required`
  /// initializer, which `CALayer.init()` is not).
  @MainActor static func make(_ layerClass: AnyClass, for view: String) -> CALayer {
    if layerClass == CALayer.self { return CALayer() }
    if layerClass == CAEmitterLayer.self { return CAEmitterLayer() }
    if layerClass == CAShapeLayer.self { return CAShapeLayer() }
    let nearest: CALayer
    if layerClass is CAEmitterLayer.Type {
      nearest = CAEmitterLayer()
    } else if layerClass is CAShapeLayer.Type {
      nearest = CAShapeLayer()
    } else if layerClass is CALayer.Type {
      nearest = CALayer()
    } else {
      UIKitDiagnostics.warn(
        "\(view).layerClass: \(layerClass) is not a layer class; the view's layer is a CALayer")
      return CALayer()
    }
    UIKitDiagnostics.warn(
      "\(view).layerClass: \(layerClass) cannot be instantiated from its type on Linux (its"
        + " init() is not required); the view's layer is a \(type(of: nearest)); add an instance"
        + " of \(layerClass) as a sublayer instead")
    return nearest
  }
}
