import EmitterViewHost
import Foundation

/// A window rendered without a display: its view tree shown by QuartzCore's `CARenderer` (the
/// CPU renderer, or OpenGL on the shared headless context), frames at chosen times after the
/// window appeared.
///
/// ```swift
/// CARenderer.setMediaTime(0)  // optional: a fixed clock before the views are made
/// let renderer = try UIWindowRenderer(rootViewController: ConfettiViewController())
/// try renderer.writePNG(atTime: 1.5, to: URL(fileURLWithPath: "confetti.png"))
/// ```
///
/// Time is media time pinned frame by frame: every 1/60 s up to the time asked for (then the
/// time itself), each frame draining the main run loop (`DispatchQueue.main` blocks, timers),
/// committing the transaction and simulating, as a window does. So a frame is the same on every
/// run, and the same as a recorded window run's (`UIRecordedRun`) at that time.
@MainActor public final class UIWindowRenderer {
  /// The window rendered.
  public let window: UIWindow
  package let headless: HeadlessWindowRenderer

  /// Renders `rootViewController` in a window of `size` points at `scale` pixels per point;
  /// `records` keeps every change for `writeRecording` (off: memory stays flat however long
  /// the window runs).
  public convenience init(
    rootViewController: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
    scale: CGFloat = 1, backend: CARenderer.Backend = .cpu, records: Bool = false
  ) throws {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = rootViewController
    try self.init(window: window, size: size, scale: scale, backend: backend, records: records)
  }

  /// Renders `view` filling a window of `size` points at `scale` pixels per point; `records`
  /// keeps every change for `writeRecording`.
  public convenience init(
    view: UIView, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
    backend: CARenderer.Backend = .cpu, records: Bool = false
  ) throws {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    view.frame = window.bounds
    window.addSubview(view)
    try self.init(window: window, size: size, scale: scale, backend: backend, records: records)
  }

  /// Renders `window` at `size` points and `scale` pixels per point; it is made key and
  /// visible (its root controller's view appears) and shown now. With `records`, every change
  /// made from then on is kept for `writeRecording` (about a hundred bytes each); without, none
  /// is, so a window rendered for hours keeps flat memory.
  /// - Throws: `RenderError` when the tree cannot be shown (a bad size, a value the engine
  ///   refuses, no GL context).
  public init(
    window: UIWindow, size: CGSize, scale: CGFloat = 1, backend: CARenderer.Backend = .cpu,
    records: Bool = false
  ) throws {
    guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite,
      scale > 0, scale.isFinite
    else {
      throw RenderError(
        description: "UIWindowRenderer: size \(size.width) × \(size.height) at scale \(scale);"
          + " expected at least 1 × 1 point and a positive scale")
    }
    self.window = window
    do {
      headless = try HeadlessWindowRenderer(
        window: window, size: size, scale: Double(scale), backend: backend, records: records)
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError(description: "\(error)")
    }
  }

  /// Seconds since the window appeared, at the last frame rendered.
  public var time: CFTimeInterval { headless.elapsed }

  /// The frame `time` seconds after the window appeared (at least the last frame's time).
  public func image(atTime time: CFTimeInterval) throws -> UIImage {
    UIImage(cgImage: try cgImage(atTime: time))
  }

  /// The frame at `time` written to `url` as a PNG.
  public func writePNG(atTime time: CFTimeInterval, to url: URL) throws {
    guard let data = try image(atTime: time).pngData() else {
      throw RenderError(description: "the frame at \(time) s could not be encoded")
    }
    try data.write(to: url, options: .atomic)
  }

  /// Stops showing the window (its views disappear) and frees the renderer.
  public func close() throws {
    do { try headless.close() } catch { throw RenderError(description: "\(error)") }
  }

  private func cgImage(atTime time: CFTimeInterval) throws -> CGImage {
    do {
      return try headless.image(at: time)
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError(description: "\(error)")
    }
  }

  /// Why a window could not be rendered.
  public struct RenderError: Error, CustomStringConvertible {
    /// What went wrong, with the engine's reason.
    public var description: String
  }
}
