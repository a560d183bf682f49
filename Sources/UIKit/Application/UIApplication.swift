import EmitterViewHost
import Foundation

/// The application: its windows and key window, and the entry points that show a view
/// controller in a window on a display (`run(rootViewController:size:title:)`) until the window
/// is closed, or for a recorded run (`UIRecordedRun`).
///
/// ```swift
/// import UIKit
///
/// try UIApplication.run(rootViewController: ConfettiViewController())
/// ```
///
/// The window is a GLFW window with an OpenGL context; the view tree's layers are drawn by one
/// OpenGL `ParticleSystem` each frame, after the main run loop (`DispatchQueue.main` blocks and
/// timers) is drained and the frame's transaction is committed. The left mouse button is the
/// touch: presses, drags and releases reach the view they hit (`touchesBegan`, `Moved`,
/// `Ended`); resizing the window lays it out again.
@MainActor open class UIApplication: UIResponder {
  private static let instance = UIApplication()
  private weak var key: UIWindow?

  /// The application object.
  open class var shared: UIApplication { instance }

  /// The key window: the one `makeKeyAndVisible()` was last called on.
  open var keyWindow: UIWindow? { key }

  /// The windows shown: the key window, if any.
  open var windows: [UIWindow] { key.map { [$0] } ?? [] }

  func setKeyWindow(_ window: UIWindow) { key = window }

  /// Shows `rootViewController` in a new window of `size` points (the screen's default size
  /// when nil) titled `title`, and runs until the window is closed, or, when `recording` is
  /// given or the `EMITTER_WINDOW_FRAMES` environment variable is set, for a recorded run.
  /// - Throws: `UIApplication.RunError` without a display, GL context or valid recording.
  public static func run(
    rootViewController: UIViewController, size: CGSize? = nil, title: String = "EmitterKit",
    recording: UIRecordedRun? = nil
  ) throws {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
    window.rootViewController = rootViewController
    try run(window: window, title: title, recording: recording)
  }

  /// Shows `view` filling a new window of `size` points (the screen's default size when nil)
  /// and runs until the window is closed, or for a recorded run.
  public static func run(
    view: UIView, size: CGSize? = nil, title: String = "EmitterKit",
    recording: UIRecordedRun? = nil
  ) throws {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
    view.frame = window.bounds
    window.addSubview(view)
    try run(window: window, title: title, recording: recording)
  }

  /// Shows `window` at its frame's size (the screen's default when empty) and runs until it is
  /// closed, or for a recorded run (see `run(rootViewController:size:title:recording:)`).
  public static func run(
    window: UIWindow, title: String = "EmitterKit", recording: UIRecordedRun? = nil
  ) throws {
    let size = window.bounds.isEmpty ? UIScreen.main.bounds.size : window.bounds.size
    do {
      let script = try (recording ?? UIRecordedRun.fromEnvironment())?.script()
      try WindowHost.run(window, title: title, size: size, script: script)
    } catch let error as RunError {
      throw error
    } catch {
      throw RunError(description: "\(error)")
    }
  }

  /// Why `run` could not show the window (no display, no OpenGL context, a bad recording).
  public struct RunError: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String
  }
}

/// A recorded run of a window: `frames` frames of exactly 1/60 s each (without vsync, whatever
/// the wall clock), scripted touches at the frames they name, and the last frame written to
/// `screenshot` as a PNG: the same frame `UIWindowRenderer` renders headless with OpenGL, so a
/// test can compare them.
///
/// `inputs` lists events as `FRAME=KIND:X,Y` separated by spaces, points from the window's
/// top-left corner: `tap` (a touch down and up in that frame), `down`, `move`, `up`, `cancel`,
/// and `resize:WIDTH,HEIGHT`; frame 1 is the first frame after the window appeared. The
/// environment variables `EMITTER_WINDOW_FRAMES`, `EMITTER_WINDOW_SCREENSHOT` and
/// `EMITTER_WINDOW_INPUTS` give the same for a program run unchanged.
public struct UIRecordedRun: Sendable, Equatable {
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

  static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> UIRecordedRun? {
    guard let text = environment["EMITTER_WINDOW_FRAMES"], !text.isEmpty else { return nil }
    return UIRecordedRun(
      frames: Int(text) ?? 0,
      screenshot: environment["EMITTER_WINDOW_SCREENSHOT"].map { URL(fileURLWithPath: $0) },
      inputs: environment["EMITTER_WINDOW_INPUTS"] ?? "")
  }

  func script() throws -> HostScript {
    guard frames >= 1 else {
      throw UIApplication.RunError(
        description: "recorded run: frames \(frames); expected at least 1")
    }
    do {
      return HostScript(
        frames: frames, screenshot: screenshot, events: try HostScript.events(parsing: inputs))
    } catch {
      throw UIApplication.RunError(description: "recorded run: \(error)")
    }
  }
}
