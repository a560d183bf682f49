package import CoreGraphics
package import QuartzCore

/// A hosted window without a window: QuartzCore's `CARenderer` shows its layer (CPU or OpenGL
/// on the shared headless context), and frames are stepped at exactly 1/60 s of media time, as
/// a recorded window run steps them, so a headless frame equals the window's at the same time.
@MainActor package final class HeadlessWindowRenderer {
  package let session: HostSession
  package let renderer: CARenderer
  /// Recorded frames run so far (frame `k` is at `start + k / 60`).
  package private(set) var frame = 0

  /// Shows `window` at `size` points, `scale` pixels per point, drawn by `backend`; with
  /// `records`, every live change is kept for the host's `recording`.
  package init(
    window: any HostedWindow, size: CGSize, scale: Double, backend: CARenderer.Backend,
    records: Bool = false
  ) throws {
    var made: CARenderer?
    session = try HostSession(window: window, size: size, scale: scale, pinned: true) { layer in
      let renderer = try CARenderer(
        layer: layer, backend: backend, pixelScale: CGFloat(scale), records: records)
      made = renderer
      return renderer.host
    }
    renderer = made!
  }

  /// Seconds since the window appeared, at the last frame run.
  package var elapsed: Double { session.time - session.start }

  /// Runs every recorded frame up to `elapsed` seconds after the window appeared, with the
  /// `events` of each frame number (frame 1 is 1/60 s in), and a last step at `elapsed` itself
  /// when it falls between frames. Times before the last frame run are refused.
  package func advance(to elapsed: Double, events: [Int: [HostScript.Event]] = [:]) throws {
    guard elapsed.isFinite, elapsed >= self.elapsed - 1e-9 else {
      throw HostError(
        "time \(elapsed) s is before the last frame rendered (\(self.elapsed) s);"
          + " frames are rendered forward in time")
    }
    let target = session.start + elapsed
    while session.time(ofFrame: frame + 1) <= target + 1e-9 {
      frame += 1
      try session.step(to: session.time(ofFrame: frame), events: events[frame] ?? [])
    }
    if target > session.time + 1e-9 { try session.step(to: target) }
  }

  /// The frame at `elapsed` seconds after the window appeared (the frames before it run first).
  package func image(at elapsed: Double, events: [Int: [HostScript.Event]] = [:]) throws
    -> CGImage
  {
    try advance(to: elapsed, events: events)
    return try renderer.image(atTime: session.time)
  }

  /// Stops showing the window and frees the renderer.
  package func close() throws { try session.close() }
}
