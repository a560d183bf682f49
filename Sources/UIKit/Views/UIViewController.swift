import Foundation

/// Manages a view: loads it on first use (`loadView`, then `viewDidLoad`), and is told when it
/// appears, disappears and lays out. A window's root controller is told by the host that shows
/// the window: `viewWillAppear` when the window is made visible, `viewDidAppear` once it is
/// shown (its first frame committed), `viewWillDisappear`/`viewDidDisappear` when the host
/// stops. Children added with `addChild` are told along with their parent.
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private var childList: [UIViewController] = []
  private weak var parentController: UIViewController?
  /// Whether the controller's view is on screen (between `viewDidAppear` and
  /// `viewWillDisappear`), or on its way there.
  var appearance = Appearance.disappeared

  enum Appearance { case disappeared, appearing, appeared }

  /// A controller without a nib (there are none on Linux; both arguments are ignored).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// A controller without a nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Controllers are not archived on Linux (no storyboards): always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The controller's view, loaded on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The view if it is loaded, nil otherwise (without loading it).
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: a plain `UIView` the screen's size. Override to make your own (set
  /// `view`, without calling `super`).
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

  /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// The controller's title (stored).
  open var title: String?

  /// The next responder: the view's superview.
  open override var next: UIResponder? { loadedView?.superview }

  // MARK: Children

  /// The child controllers, in the order they were added.
  open var children: [UIViewController] { childList }

  /// The controller this one is a child of.
  open var parent: UIViewController? { parentController }

  /// Adds `childController` as a child (its view is yours to add to the view tree).
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, !childList.contains(where: { $0 === childController }) else {
      return
    }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    childList.append(childController)
    childController.parentController = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent = parentController else { return }
    parent.childList.removeAll { $0 === self }
    parentController = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Appearance, as hosts drive it

  /// Tells the controller and its children (whose views are loaded) that the view will appear
  /// or disappear, then did; each step happens once.
  func beginAppearance(_ appearing: Bool, animated: Bool = false) {
    if appearing, appearance == .disappeared {
      appearance = .appearing
      viewWillAppear(animated)
    } else if !appearing, appearance != .disappeared {
      viewWillDisappear(animated)
      appearance = .disappeared
    } else {
      return
    }
    for child in childList where child.isViewLoaded { child.beginAppearance(appearing) }
  }

  func endAppearance(_ appearing: Bool, animated: Bool = false) {
    if appearing, appearance == .appearing {
      appearance = .appeared
      viewDidAppear(animated)
    } else if !appearing, appearance == .disappeared {
      viewDidDisappear(animated)
    } else {
      return
    }
    for child in childList where child.isViewLoaded { child.endAppearance(appearing) }
  }
}
