import EmitterViewHost
import Foundation

/// The application, and the entry points that show a view or view controller in a window on a
/// display until it is closed, or for a recorded run (`NSRecordedRun`): the same window host
/// UIKit's `UIApplication.run` uses (GLFW, one OpenGL `ParticleSystem`, the main run loop
/// drained each frame). The left mouse button's presses, drags and releases reach the view
/// under the pointer as `mouseDown`, `mouseDragged` and `mouseUp`.
@MainActor open class NSApplication: NSResponder {
  private static let instance = NSApplication()

  /// The application object.
  open class var shared: NSApplication { instance }

  /// Shows `contentViewController`'s view in a window of `size` points titled `title` and runs
  /// until the window is closed, or for a recorded run.
  /// - Throws: `NSApplication.RunError` without a display, GL context or valid recording.
  public static func run(
    contentViewController: NSViewController, size: NSSize, title: String = "EmitterKit",
    recording: NSRecordedRun? = nil
  ) throws {
    let window = NSWindow(
      contentRect: NSRect(origin: .zero, size: size), styleMask: [.titled, .closable],
      backing: .buffered, defer: false)
    window.contentViewController = contentViewController
    try run(window: window, title: title, recording: recording)
  }

  /// Shows `view` as the content of a window of `size` points and runs until the window is
  /// closed, or for a recorded run.
  public static func run(
    view: NSView, size: NSSize, title: String = "EmitterKit", recording: NSRecordedRun? = nil
  ) throws {
    let window = NSWindow(
      contentRect: NSRect(origin: .zero, size: size), styleMask: [.titled, .closable],
      backing: .buffered, defer: false)
    window.contentView = view
    try run(window: window, title: title, recording: recording)
  }

  /// Shows `window` at its content size and runs until it is closed, or for a recorded run.
  public static func run(
    window: NSWindow, title: String = "EmitterKit", recording: NSRecordedRun? = nil
  ) throws {
    do {
      let script = try recording.map { try $0.script() }
      try WindowHost.run(window, title: title, size: window.frame.size, script: script)
    } catch let error as RunError {
      throw error
    } catch {
      throw RunError(description: "\(error)")
    }
  }

  /// Why `run` could not show the window.
  public struct RunError: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String
  }
}

/// A recorded run of a window: `frames` frames of exactly 1/60 s, scripted pointer events
/// (`inputs`: `FRAME=KIND:X,Y` separated by spaces, `tap`, `down`, `move`, `up`, `resize:W,H`,
/// points from the window's top-left corner, as UIKit's `UIRecordedRun`), and the last frame
/// written to `screenshot` as a PNG.
public struct NSRecordedRun: Sendable, Equatable {
  /// Frames to run (at least 1).
  public var frames: Int
  /// Where the last frame is written, if anywhere.
  public var screenshot: URL?
  /// The scripted events.
  public var inputs: String

  /// A recorded run of `frames` frames.
  public init(frames: Int, screenshot: URL? = nil, inputs: String = "") {
    self.frames = frames
    self.screenshot = screenshot
    self.inputs = inputs
  }

  func script() throws -> HostScript {
    guard frames >= 1 else {
      throw NSApplication.RunError(
        description: "recorded run: frames \(frames); expected at least 1")
    }
    do {
      return HostScript(
        frames: frames, screenshot: screenshot, events: try HostScript.events(parsing: inputs))
    } catch {
      throw NSApplication.RunError(description: "recorded run: \(error)")
    }
  }
}

/// A window rendered without a display (see UIKit's `UIWindowRenderer`): frames at chosen
/// times after the window appeared, stepped at 1/60 s of media time.
@MainActor public final class NSWindowRenderer {
  /// The window rendered.
  public let window: NSWindow
  package let headless: HeadlessWindowRenderer

  /// Renders `contentViewController`'s view in a window of `size` points.
  public convenience init(
    contentViewController: NSViewController, size: NSSize, scale: CGFloat = 1,
    backend: CARenderer.Backend = .cpu
  ) throws {
    let window = NSWindow(
      contentRect: NSRect(origin: .zero, size: size), styleMask: [.titled], backing: .buffered,
      defer: false)
    window.contentViewController = contentViewController
    try self.init(window: window, scale: scale, backend: backend)
  }

  /// Renders `window` at its content size.
  /// - Throws: `NSApplication.RunError` when the tree cannot be shown.
  public init(window: NSWindow, scale: CGFloat = 1, backend: CARenderer.Backend = .cpu) throws {
    let size = window.frame.size
    guard size.width >= 1, size.height >= 1, scale > 0, scale.isFinite else {
      throw NSApplication.RunError(
        description: "NSWindowRenderer: size \(size.width) × \(size.height) at scale \(scale);"
          + " expected at least 1 × 1 point and a positive scale")
    }
    self.window = window
    do {
      headless = try HeadlessWindowRenderer(
        window: window, size: size, scale: Double(scale), backend: backend)
    } catch {
      throw NSApplication.RunError(description: "\(error)")
    }
  }

  /// The frame `time` seconds after the window appeared.
  public func image(atTime time: CFTimeInterval) throws -> CGImage {
    do { return try headless.image(at: time) } catch {
      throw NSApplication.RunError(description: "\(error)")
    }
  }

  /// Stops showing the window and frees the renderer.
  public func close() throws {
    do { try headless.close() } catch { throw NSApplication.RunError(description: "\(error)") }
  }
}
