internal import CoreGraphics
import EmitterGL
import EmitterImage
import EmitterKit
import Foundation
internal import QuartzCore

/// Shows a hosted window in a GLFW window until it is closed, or for a recorded run: its layer
/// tree displayed by QuartzCore's `LayerTreeHost` through one OpenGL `ParticleSystem` in the
/// window's context, drawn over the window's background straight into its framebuffer.
///
/// Each frame: window events (left-button presses, drags and releases become pointer events;
/// a new framebuffer size a resize), then `HostSession.step` at the frame's media time (real
/// time, or exactly `k / 60` s in a recorded run), then the draw and the buffer swap. A recorded
/// run (`HostScript`) renders without vsync, delivers the script's events at their frames and
/// writes its last frame from the back buffer: the same pixels `HeadlessWindowRenderer` gives
/// with OpenGL for the same script.
@MainActor package enum WindowHost {
  /// Runs `window` at `size` points in a window titled `title`.
  /// - Throws: `WindowHostError` without a display or GL context, the host's errors, or a PNG
  ///   error writing the screenshot.
  package static func run(
    _ window: any HostedWindow, title: String, size: CGSize, script: HostScript? = nil
  ) throws {
    guard let width = Int(exactly: size.width.rounded()),
      let height = Int(exactly: size.height.rounded()),
      width >= 1, height >= 1, width <= 16384, height <= 16384
    else {
      throw WindowHostError.badSize("\(size.width) × \(size.height)")
    }
    guard hasDisplay() else {
      throw WindowHostError.noDisplay(reason: "DISPLAY and WAYLAND_DISPLAY are not set")
    }
    let surface = try HostWindow(title: title, width: width, height: height, vsync: script == nil)
    defer { surface.close() }
    WindowFramebuffer.adoptCurrentContext()
    let scale = surface.pixelScale
    let session = try HostSession(window: window, size: size, scale: scale, pinned: script != nil) {
      layer in
      try LayerTreeHost(
        root: layer, backend: .openGL, pixelScale: scale, context: CurrentContext())
    }
    defer { try? session.close() }
    var frame = 0
    var running = true
    while running {
      frame += 1
      var events: [HostScript.Event] = []
      for input in surface.pollInputs() {
        switch input {
        case .pointer(let phase, let x, let y): events.append(.pointer(phase, CGPoint(x: x, y: y)))
        case .resized:
          let points = surface.sizes.window
          let resized = CGSize(width: points.0, height: points.1)
          if resized != session.size, points.0 > 0, points.1 > 0 { events.append(.resize(resized)) }
        case .close: running = false
        }
      }
      events += script?.events[frame] ?? []
      // A live window also runs the thread's real run loop, at wall time: Foundation's own
      // timers and main-queue work (files that import Foundation themselves reach those).
      // Recorded runs leave it alone, so their frames depend on media time only.
      if script == nil { _ = RunLoop.current.run(mode: .default, before: Date()) }
      let time = script == nil ? MediaClock.now : session.time(ofFrame: frame)
      try session.step(to: time, events: events)
      try draw(session, scale: scale, framebuffer: surface.sizes.framebuffer)
      if let script, frame >= script.frames {
        if let url = script.screenshot { try writeScreenshot(surface.sizes.framebuffer, to: url) }
        running = false
      }
      surface.swapBuffers()
    }
  }

  /// Clears the window to the canvas's background and draws the layers over it, the canvas at
  /// the window's top-left corner.
  private static func draw(_ session: HostSession, scale: Double, framebuffer: (Int, Int)) throws {
    let host = session.host
    let canvasWidth = max(1, Int((host.canvasSize.width * scale).rounded()))
    let canvasHeight = max(1, Int((host.canvasSize.height * scale).rounded()))
    WindowFramebuffer.clear(
      to: ParticleRenderer.premultiplied(host.backgroundColor), width: framebuffer.0,
      height: framebuffer.1)
    try host.draw(
      into: .framebuffer(
        0,
        viewport: PixelRect(
          x: 0, y: framebuffer.1 - canvasHeight, width: canvasWidth, height: canvasHeight)))
  }

  /// The back buffer (the frame about to be shown) as an opaque PNG.
  private static func writeScreenshot(_ framebuffer: (Int, Int), to url: URL) throws {
    var pixels = WindowFramebuffer.readBackBufferBottomUp(
      width: framebuffer.0, height: framebuffer.1)
    // The window shows an opaque image; its visual may keep no alpha.
    for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
    try PNGFile.write(
      RGBAImage(bottomUpPixels: pixels, width: framebuffer.0, height: framebuffer.1), to: url.path)
  }

  /// Whether a window system is there to talk to (checked before GLFW is touched).
  package static func hasDisplay(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    ["WAYLAND_DISPLAY", "DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
  }
}
