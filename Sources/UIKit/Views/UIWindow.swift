import EmitterViewHost
import Foundation

/// The root of a view tree a host shows: its layer is the canvas (its size the canvas's size,
/// its background the canvas's background: black when nil, as an iOS window without a colour
/// shows), and its root view controller's view fills it.
///
/// Show one with `UIApplication.run(rootViewController:)` (a window on a display),
/// `UIWindowRenderer` (headless frames), or make it yourself and hand it to either.
@MainActor open class UIWindow: UIView {
  private var root: UIViewController?
  private var keyAndVisible = false

  /// A window covering `frame` (screen points).
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Windows are not archived on Linux: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The controller whose view fills the window. Setting it on a visible window shows the new
  /// controller's view in place of the old one's.
  open var rootViewController: UIViewController? {
    get { root }
    set {
      guard newValue !== root else { return }
      if let old = root, old.isViewLoaded, old.view.superview === self {
        old.beginAppearance(false)
        old.view.removeFromSuperview()
        old.endAppearance(false)
      }
      root = newValue
      if keyAndVisible { installRootView() }
    }
  }

  /// Whether the window is the key window (the one `makeKeyAndVisible()` was last called on).
  open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// Makes the window key and visible: the root controller's view is loaded, will appear, and
  /// fills the window; it did appear once a host shows the window.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
    keyAndVisible = true
    installRootView()
  }

  /// Makes the window the key window.
  open func makeKey() { UIApplication.shared.setKeyWindow(self) }

  /// Fits the root view to the window.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let view = root?.viewIfLoaded, view.superview === self { view.frame = bounds }
  }

  /// The next responder: the application.
  open override var next: UIResponder? { UIApplication.shared }

  private func installRootView() {
    guard let root, root.view.superview !== self else { return }
    root.beginAppearance(true)
    root.view.frame = bounds
    addSubview(root.view)
    if isShown { MainRunLoop.shared.schedule { [weak root] in root?.endAppearance(true) } }
  }

  /// Whether a host is showing the window.
  var isShown = false
  /// Whether `makeKeyAndVisible()` was called.
  var isKeyWindowAndVisible: Bool { keyAndVisible }
  /// The touches down in the window, by the pointer that made them.
  var activeTouch: UITouch?
}
