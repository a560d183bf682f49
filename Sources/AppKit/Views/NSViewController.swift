import Foundation

/// Manages a view: loads it on first use (`loadView`, then `viewDidLoad`) and is told when it
/// appears and disappears (a window's content controller, by the host that shows the window).
@MainActor open class NSViewController: NSResponder {
  private var loadedView: NSView?
  var isAppearing = false

  /// A controller without a nib (there are none on Linux; both are ignored).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// A controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Controllers are not archived on Linux: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The controller's view, loaded on first access.
  open var view: NSView {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue.owningViewController = self
    }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: a plain `NSView` with an empty frame (a window sizes it); override to
  /// make your own.
  open func loadView() { view = NSView(frame: .zero) }

  /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = NSView(frame: .zero) }
    viewDidLoad()
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// Called before the view appears.
  open func viewWillAppear() {}

  /// Called after the view appeared.
  open func viewDidAppear() {}

  /// Called before the view disappears.
  open func viewWillDisappear() {}

  /// Called after the view disappeared.
  open func viewDidDisappear() {}

  /// Called after the view laid out.
  open func viewDidLayout() {}

  /// The next responder: the view's superview.
  open override var nextResponder: NSResponder? { loadedView?.superview }
}
