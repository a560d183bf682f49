import EmitterViewHost
import Foundation

/// A window: its content view fills it. On Linux a window is what a host shows (a GLFW window
/// from `NSApplication.run`, or `NSWindowRenderer` headless): its layer is the canvas, black
/// behind the content view unless `backgroundColor` says otherwise.
@MainActor open class NSWindow: NSResponder {
  let canvas = CALayer()
  private(set) var windowNode: ViewNode!
  private var content: NSView?
  private var controller: NSViewController?
  var trackedView: NSView?
  var isShown = false

  /// Window styles (stored: a GLFW window has its window manager's frame).
  public struct StyleMask: OptionSet, Sendable {
    /// The raw bits, AppKit's values.
    public let rawValue: UInt
    /// Styles from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A title bar.
    public static let titled = StyleMask(rawValue: 1 << 0)
    /// A close button.
    public static let closable = StyleMask(rawValue: 1 << 1)
    /// A minimize button.
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    /// Resizable.
    public static let resizable = StyleMask(rawValue: 1 << 3)
  }

  /// How the window's contents are buffered (stored).
  public enum BackingStoreType: UInt, Sendable {
    /// Buffered: the only kind.
    case buffered = 2
  }

  /// A window whose content is `contentRect` big (its origin is ignored: a host places it).
  public init(
    contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
    defer flag: Bool
  ) {
    super.init()
    canvas.bounds = CGRect(origin: .zero, size: contentRect.size)
    windowNode = ViewNode(owner: self, layer: canvas, isWindow: true)
    contentView = NSView(frame: NSRect(origin: .zero, size: contentRect.size))
  }

  /// Windows are not archived on Linux: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The view that fills the window.
  open var contentView: NSView? {
    get { content }
    set {
      content?.removeFromSuperview()
      content = newValue
      guard let newValue else { return }
      newValue.frame = NSRect(origin: .zero, size: canvas.bounds.size)
      windowNode.insert(newValue.node, at: 0)
      newValue.placeLayer()
    }
  }

  /// The controller whose view is the content view.
  open var contentViewController: NSViewController? {
    get { controller }
    set {
      controller = newValue
      if let newValue { contentView = newValue.view }
    }
  }

  /// The content's size, points (the window's frame here: there is no title bar to add).
  open var frame: NSRect { NSRect(origin: .zero, size: canvas.bounds.size) }

  /// The colour behind the content view; nil (the default) is black, as a window shows.
  open var backgroundColor: NSColor? {
    didSet { canvas.backgroundColor = backgroundColor?.cgColor }
  }

  /// The window's title (stored; the host titles its window).
  open var title: String = ""

  /// Resizes the content to `size` points: the content view follows and lays out.
  open func setContentSize(_ size: NSSize) {
    canvas.bounds = CGRect(origin: .zero, size: size)
    content?.frame = NSRect(origin: .zero, size: size)
  }

  /// Makes the window key and shows it (a host does the showing).
  open func makeKeyAndOrderFront(_ sender: Any?) {}

  package var hostLayer: CALayer { canvas }

  /// A point of the window's base coordinates (y up) in the canvas's (y down).
  func toLayerSpace(_ point: NSPoint) -> CGPoint {
    CGPoint(x: point.x, y: canvas.bounds.height - point.y)
  }

  func fromLayerSpace(_ point: CGPoint) -> NSPoint {
    NSPoint(x: point.x, y: canvas.bounds.height - point.y)
  }
}

extension NSWindow: ViewNodeOwner {
  package func nodeWillMove(toSuperview superview: ViewNode?) {}
  package func nodeDidMoveToSuperview() {}
  package func nodeWillMove(toWindow window: ViewNode?) {}
  package func nodeDidMoveToWindow() {}
  package func nodeDidAddSubview(_ subview: ViewNode) {}
  package func nodeWillRemoveSubview(_ subview: ViewNode) {}
}
