import EmitterBench
import EmitterDemo
import EmitterImage
import EmitterKit
import EmitterModel
import EmitterRaster
import Foundation

/// `emitter demo` where no window can open (no display): the scene runs headless instead, each
/// frame simulated and drawn offscreen as the window would draw it (OpenGL in a headless
/// context, else the CPU renderer), and one line says what ran and how to see it. It writes
/// nothing unless `--screenshot` names a file, which takes the last frame: the README's first
/// command then works on a server as on a desktop.
struct HeadlessDemo {
  /// The scene as the window would open it (motion, background and size applied).
  var scene: Scene
  /// What the scene is called in messages (the preset's name, or the file).
  var name: String
  /// Frames of 1/60 s: `--frames`, else two seconds' worth (the window runs until closed).
  var frames: Int
  var screenshotPath: String?
  /// The default when `--frames` is not given.
  static let defaultFrames = 120

  /// Runs the frames; `reason` is why no window opened.
  func run(noWindowBecause reason: String) throws {
    FileHandle.standardError.write(
      Data("emitter demo: \(reason); running \(name) headless for \(frames) frames\n".utf8))
    let view = RenderView(scene: scene, scale: RenderDefaults.pixelScale)
    let (backend, context, note) = try RendererChoice.auto.backend()
    if let note { FileHandle.standardError.write(Data("emitter demo: \(note)\n".utf8)) }
    let body = { () throws -> String in try self.runFrames(view: view, backend: backend) }
    let summary = try context.map { try $0.withCurrent(body) } ?? body()
    FileHandle.standardError.write(
      Data("emitter demo: \(summary); to see it, \(DisplayCheck.waysToSee(name))\n".utf8))
  }

  /// Steps and draws every frame, writes the screenshot if asked, and sums up the run.
  private func runFrames(view: RenderView, backend: ParticleSystem.Backend) throws -> String {
    let system = try ParticleSystem(
      scene: scene, pixelScale: view.scale,
      canvasSize: Size(width: view.size.x, height: view.size.y), backend: backend)
    defer { try? system.destroy() }
    var simulating = 0.0
    var drawing = 0.0
    var last: RGBAImage?
    for frame in 1...frames {
      simulating += try Stopwatch.seconds {
        try system.update(to: Double(frame) / RenderDefaults.framesPerSecond)
      }
      // Read back only the frame a screenshot keeps; the others are drawn as a window's are.
      drawing += try Stopwatch.seconds {
        if frame == frames && screenshotPath != nil {
          last = try system.image()
        } else {
          try system.draw(into: .offscreen)
        }
      }
    }
    if let screenshotPath, let last {
      try PNGFile.write(last, to: screenshotPath)
      FileHandle.standardError.write(Data("emitter demo: wrote \(screenshotPath)\n".utf8))
    }
    let perFrame = { (seconds: Double) in
      String(format: "%.1f ms", seconds * 1000 / Double(frames))
    }
    let sceneSeconds = Double(frames) / RenderDefaults.framesPerSecond
    return "\(frames) frames (\(String(format: "%.2f", sceneSeconds)) s of the scene)"
      + " simulated and drawn on \(system.backend) in"
      + " \(String(format: "%.2f", simulating + drawing)) s"
      + " · \(try system.liveCount()) particles at the end · sim \(perFrame(simulating))"
      + " · draw \(perFrame(drawing)) a frame"
  }
}
