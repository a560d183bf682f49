import CoreGraphics
package import EmitterKit
import Foundation

/// Renders a layer tree without a window, at chosen media times, to images or PNG files:
/// through `ParticleSystem`'s CPU renderer or its OpenGL one (on the process's shared headless
/// EGL context).
///
/// ```swift
/// CARenderer.setMediaTime(0)            // before building the tree, if it reads the clock
/// let root = CALayer()
/// root.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
/// root.addSublayer(confetti)           // layers built as on iOS
/// let renderer = try CARenderer(layer: root)
/// for frame in 0..<120 {
///   try renderer.writePNG(atTime: Double(frame) / 60, to: URL(fileURLWithPath: "f\(frame).png"))
/// }
/// ```
///
/// Each frame pins `CACurrentMediaTime()` at its time, commits the implicit transaction,
/// simulates to that time (animation delegates and completion blocks run then, and their
/// changes are committed at the same time), and draws. So the same code renders the same
/// frames on every run. Times must not go backwards.
public final class CARenderer {
  /// What draws.
  public enum Backend: Sendable, Equatable {
    /// The native CPU renderer: no GL at all.
    case cpu
    /// The GL renderer on the process's shared headless context.
    case openGL
    /// As `emitter render` chooses: the CPU renderer where the only GL driver draws in
    /// software (and the tree composes no layers) or none can be made; OpenGL otherwise.
    case auto
  }

  /// The root of the tree rendered.
  public let layer: CALayer
  /// What draws.
  public let backend: Backend
  package let host: LayerTreeHost

  /// Pins `CACurrentMediaTime()` at `time` for a deterministic headless render (call it before
  /// building a tree whose code reads the clock); nil lets it follow real time again.
  public static func setMediaTime(_ time: CFTimeInterval?) { MediaClock.pin(at: time) }

  /// A renderer for the tree under `layer`, its media clock starting now: at the pinned time,
  /// or, when none is pinned, at the real time now, which it then pins (a headless render is
  /// driven by its frame times from here on).
  /// - Parameters:
  ///   - layer: the root: the canvas when it is a plain layer that only sizes and fills it.
  ///   - backend: the CPU renderer (the default) or OpenGL.
  ///   - pixelScale: pixels per point.
  /// - Throws: `CARendererError` when the tree cannot be shown (an empty canvas, a value the
  ///   engine refuses, no GL context).
  public convenience init(layer: CALayer, backend: Backend = .cpu, pixelScale: CGFloat = 1) throws {
    try self.init(layer: layer, backend: backend, pixelScale: pixelScale, records: false)
  }

  /// Shows `layer` as the public initialiser does; with `records`, the host keeps every live
  /// change for its `recording` (`UIWindowRenderer.writeRecording`).
  package init(layer: CALayer, backend: Backend, pixelScale: CGFloat, records: Bool) throws {
    self.layer = layer
    self.backend = backend
    if !MediaClock.isPinned { MediaClock.pin(at: MediaClock.now) }
    do {
      let glContext = backend != .cpu && (try? HeadlessContext.shared()) != nil
      host = try LayerTreeHost(
        root: layer,
        backend: backend == .cpu ? .cpu : backend == .openGL ? .openGL : .auto,
        pixelScale: Double(pixelScale),
        context: glContext ? SharedHeadlessContext() : CurrentContext(), records: records)
    } catch {
      throw CARendererError(message: "cannot show the layer tree: \(error)")
    }
    try Self.checkStrict()
  }

  /// The canvas, points.
  public var bounds: CGRect {
    CGRect(x: 0, y: 0, width: host.canvasSize.width, height: host.canvasSize.height)
  }

  /// The frame at media time `time`: the clock pinned there, the implicit transaction
  /// committed, the simulation advanced, the tree drawn over its background.
  public func image(atTime time: CFTimeInterval) throws -> CGImage {
    CGImage(pixels: try pixels(atTime: time))
  }

  /// The frame at `time` written to `url` as a PNG (straight alpha).
  public func writePNG(atTime time: CFTimeInterval, to url: URL) throws {
    let image = try pixels(atTime: time)
    do {
      try PNGFile.write(image, to: url.path)
    } catch {
      throw CARendererError(message: error.description)
    }
  }

  /// Stops showing the tree and frees what the renderer made.
  public func close() throws {
    do {
      try host.close()
    } catch {
      throw CARendererError(message: "\(error)")
    }
  }

  package func pixels(atTime time: CFTimeInterval) throws -> RGBAImage {
    guard time.isFinite, time >= host.start + host.sceneTime - 1e-9 else {
      throw CARendererError(
        message: "frame time \(time) is before the last frame rendered"
          + " (\(host.start + host.sceneTime)); frames are rendered forward in time")
    }
    MediaClock.pin(at: time)
    do {
      CATransaction.flush()
      try host.advance(to: time)
      CATransaction.flush()
      try Self.checkStrict()
      return try host.renderImage()
    } catch let error as CARendererError {
      throw error
    } catch {
      throw CARendererError(message: "\(error)")
    }
  }

  /// In strict mode, the first problem recorded is thrown.
  static func checkStrict() throws {
    guard QuartzCoreDiagnostics.isStrict, let first = QuartzCoreDiagnostics.takeErrors().first
    else { return }
    throw first
  }
}

/// Why a headless render failed.
public struct CARendererError: Error, CustomStringConvertible {
  /// What went wrong, with the engine's reason.
  public var message: String
  /// The message.
  public var description: String { message }
}
