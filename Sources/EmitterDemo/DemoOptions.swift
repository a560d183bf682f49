import EmitterModel
import EmitterPresets

/// How `emitter demo` runs: which scene, and for recorded runs how many frames and where the
/// last one goes.
package struct DemoOptions: Sendable {
  /// The scene to start with (a preset or a scene file).
  package var scene: SceneReference
  /// A recorded run: this many frames at a fixed 1/60 s each (the times `emitter render
  /// --frames N` uses), without vsync, then exit. Nil runs until the window closes.
  package var frames: Int?
  /// Where a recorded run writes its last frame, read back from the window (PNG).
  package var screenshotPath: String?
  /// Window size in points; nil uses the scene's size.
  package var windowSize: Size?
  /// Where the S key writes screenshots.
  var screenshotFolder = "."
  /// Inputs replayed at given frames (recorded runs).
  package var script = DemoScript()
  /// The clear colour for every scene shown, replacing its `backgroundColor`; nil keeps it.
  package var backgroundColor: Color?
  /// Shows every scene as `Scene.reducingMotion()` makes it (`--motion`, the reduced-motion
  /// policy); what the panel saves keeps the file's own values.
  package var reducesMotion = false
  /// Where the record key writes its recording; nil: `emitter-NAME-recording-N.json` in the
  /// screenshot folder. A recording still under way when the window closes is written too.
  package var recordingPath: String?
  /// Called every `residentCheckInterval` frames; a throw ends the demo with its message
  /// (`--memory-limit`: resident memory over the limit).
  package var residentCheck: (@Sendable () throws -> Void)?
  /// Frames between `residentCheck` calls (reading /proc costs about as much as a small frame).
  static let residentCheckInterval = 60

  package init(
    scene: SceneReference, frames: Int? = nil, screenshotPath: String? = nil,
    windowSize: Size? = nil
  ) {
    self.scene = scene
    self.frames = frames
    self.screenshotPath = screenshotPath
    self.windowSize = windowSize
  }
}

/// Why the demo stopped early.
package enum DemoError: Error, CustomStringConvertible {
  /// No display to open a window on (and how to do without one).
  case noDisplay(String)
  /// A window opened but the scene, the GPU simulation or a file failed.
  case failed(String)

  package var description: String {
    switch self {
    case .noDisplay(let message), .failed(let message): message
    }
  }
}
