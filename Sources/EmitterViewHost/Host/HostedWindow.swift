package import CoreGraphics
package import QuartzCore

/// A window as a host shows it: `UIWindow` and AppKit's window for an `NSView` implement this.
/// The host calls it on its thread (the main thread), in this order: `hostWillStart`, then the
/// host shows `hostLayer`, `hostDidStart`, then per frame any `hostPointer`/`hostDidResize`,
/// and `hostWillStop` at the end.
@MainActor package protocol HostedWindow: AnyObject {
  /// The window's layer: the canvas, whose sublayers are the views' layers.
  var hostLayer: CALayer { get }
  /// The window is about to be shown at `size` points and `scale` pixels per point: the screen
  /// takes them, the views load and will appear.
  func hostWillStart(size: CGSize, scale: Double)
  /// The window is shown (its first transaction committed): the views did appear.
  func hostDidStart()
  /// The canvas is now `size` points: the window takes that frame, which lays it out.
  func hostDidResize(to size: CGSize)
  /// A pointer (the mouse, a scripted touch) went down, moved or went up at a point in the
  /// window, points from its top-left corner, y down, at media time `timestamp`.
  func hostPointer(_ event: PointerEvent)
  /// The host stops showing the window: the views will disappear and did.
  func hostWillStop()
}

/// A pointer event in window points (top-left origin, y down).
package struct PointerEvent: Sendable, Equatable {
  /// What the pointer did.
  package enum Phase: String, Sendable, Equatable, CaseIterable {
    case down, move, up, cancel
  }

  package var phase: Phase
  package var location: CGPoint
  /// Media time of the event.
  package var timestamp: Double

  package init(phase: Phase, location: CGPoint, timestamp: Double) {
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
  }
}
