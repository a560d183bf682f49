package import CoreGraphics
package import QuartzCore

/// One hosted window's run, shared by the GLFW window and the headless renderer so both take
/// the same steps: the window appears, QuartzCore's `LayerTreeHost` shows its layer, and each
/// frame at media time `t`
///
/// 1. pins `CACurrentMediaTime()` at `t` (recorded and headless runs),
/// 2. delivers the frame's pointer and resize events,
/// 3. drains the main run loop to `t` (`DispatchQueue.main` blocks and timers due),
/// 4. commits the implicit transaction (layout, then the changes),
/// 5. simulates to `t`, telling animation delegates and running completion blocks,
/// 6. commits again (what those did happens at `t`).
///
/// Then the caller draws. Frame `k` of a recorded run is at `start + k / 60` exactly.
@MainActor package final class HostSession {
  package let window: any HostedWindow
  package let host: LayerTreeHost
  /// Media time at which the window appeared (scene time 0).
  package let start: Double
  /// Whether frame times are pinned (recorded and headless runs) or real time (a live window).
  package let isPinned: Bool
  /// The canvas, points.
  package private(set) var size: CGSize
  /// The last frame's media time.
  package private(set) var time: Double

  /// Shows `window` at `size` points: the media clock pinned now when `pinned` (at its pinned
  /// time if any, else the real time now), the window's views loaded and laid out, the host made
  /// by `makeHost` for the window's layer, then the views told they appeared.
  package init(
    window: any HostedWindow, size: CGSize, scale: Double, pinned: Bool,
    makeHost: (CALayer) throws -> LayerTreeHost
  ) throws {
    if pinned, !MediaClock.isPinned { MediaClock.pin(at: MediaClock.now) }
    self.window = window
    self.size = size
    isPinned = pinned
    window.hostWillStart(size: size, scale: scale)
    host = try makeHost(window.hostLayer)
    start = host.start
    time = start
    window.hostDidStart()
    try Self.checkStrict()
  }

  /// Media time of recorded frame `frame`.
  package func time(ofFrame frame: Int) -> Double {
    start + Double(frame) / HostScript.framesPerSecond
  }

  /// Runs one frame at media time `t` with `events` delivered first (steps 1–6 above).
  /// - Throws: the host's error, or in strict mode the first problem QuartzCore recorded.
  package func step(to t: Double, events: [HostScript.Event] = []) throws {
    let now = max(t, time)
    if isPinned { MediaClock.pin(at: now) }
    for event in events { deliver(event, at: now) }
    MainRunLoop.shared.drain(to: now)
    CATransaction.flush()
    try host.advance(to: now)
    CATransaction.flush()
    time = now
    try Self.checkStrict()
  }

  /// Stops showing the window: the views disappear, the host's system is freed, and blocks and
  /// timers left on the main run loop are dropped.
  package func close() throws {
    window.hostWillStop()
    CATransaction.flush()
    MainRunLoop.shared.removeAll()
    try host.close()
  }

  private func deliver(_ event: HostScript.Event, at now: Double) {
    switch event {
    case .pointer(let phase, let point):
      window.hostPointer(PointerEvent(phase: phase, location: point, timestamp: now))
    case .resize(let newSize):
      size = newSize
      window.hostDidResize(to: newSize)
    }
  }

  /// In strict diagnostics mode, the first problem QuartzCore recorded, thrown.
  static func checkStrict() throws {
    guard QuartzCoreDiagnostics.isStrict, let first = QuartzCoreDiagnostics.takeErrors().first
    else { return }
    throw first
  }
}

/// A host call refused: what was asked and why.
package struct HostError: Error, CustomStringConvertible, Equatable {
  package var description: String
  package init(_ description: String) { self.description = description }
}
