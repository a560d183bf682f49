import EmitterGL
import EmitterImage
import EmitterKit
import EmitterModel
import Foundation

/// The files the demo writes: the edited scene (Ctrl+S), recordings (the record key) and
/// screenshots (S, and a recorded run's last frame).
extension DemoSession {
  /// Where Ctrl+S writes: the scene file it was opened from, or for a preset (whose file is
  /// part of the catalogue) `NAME-edited.json` in the working directory.
  var saveURL: URL {
    if let savedURL { return savedURL }
    guard let preset = reference.preset else { return reference.url }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("\(preset.name)-edited.json")
  }

  /// Writes the live model as a plain scene file in the file's coordinates (current values,
  /// no recorded changes) to `destination` (default `saveURL`), where later saves then go.
  func save(to destination: URL? = nil) {
    let destination = destination ?? saveURL
    let scene = configuration.fileScene(from: system.projectedModel)
    do {
      try write(scene, to: destination)
    } catch {
      report(LiveEditError(description: "not saved: \(error)"))
      return
    }
    configuration.file = scene
    savedURL = destination
    hasUnsavedEdits = false
    if destination == reference.url {
      // Our own write is not an outside edit to reload.
      watcher = SceneFileWatcher(path: destination.path)
    }
    panelMessage = PanelMessage("saved \(destination.path)", isError: false)
    FileHandle.standardError.write(Data("emitter demo: saved \(destination.path)\n".utf8))
  }

  /// Starts recording: the scene starts over from its current values at time 0, so the
  /// recording (the simulator's initial scene plus every change and emission call) replays
  /// exactly from there.
  func startRecording() throws {
    try startOver(from: configuration.liveScene(from: system.projectedModel))
    system.isRecording = true
    isRecording = true
    panelMessage = PanelMessage("recording (F5 or Ctrl+R stops)", isError: false)
  }

  /// Stops recording and writes the simulator's recording as a scene file.
  func stopRecording() throws {
    isRecording = false
    let destination = recordingURL()
    do {
      try write(system.recording, to: destination)
    } catch {
      throw DemoError.failed("emitter demo: recording not written: \(error)")
    }
    recordingsWritten += 1
    panelMessage = PanelMessage("recording written to \(destination.path)", isError: false)
    FileHandle.standardError.write(
      Data(
        ("emitter demo: wrote \(destination.path) (replay: emitter render \(destination.path)"
          + " --frames \(clock.frames) --scale 1)\n").utf8))
  }

  /// `--recording PATH` (a number added after the first), or
  /// `emitter-NAME-recording-N.json` in the screenshot folder.
  private func recordingURL() -> URL {
    if let path = options.recordingPath {
      guard recordingsWritten > 0 else { return URL(fileURLWithPath: path) }
      let url = URL(fileURLWithPath: path)
      return url.deletingPathExtension()
        .appendingPathExtension("\(recordingsWritten + 1).\(url.pathExtension)")
    }
    let name = reference.preset?.name ?? reference.url.deletingPathExtension().lastPathComponent
    return URL(fileURLWithPath: options.screenshotFolder)
      .appendingPathComponent("emitter-\(name)-recording-\(recordingsWritten + 1).json")
  }

  private func write(_ scene: Scene, to url: URL) throws {
    try scene.jsonData(imagesRelativeTo: url.deletingLastPathComponent())
      .write(to: url, options: .atomic)
  }

  /// Reads the window's back buffer (the frame about to be shown) and writes it as a PNG:
  /// to `path`, or to a new name in the screenshot folder.
  func writeScreenshot(to path: String?) throws {
    let surface = state.surface
    var pixels = WindowFramebuffer.readBackBufferBottomUp(
      width: surface.framebufferWidth, height: surface.framebufferHeight)
    // The window shows an opaque image; its visual may keep no alpha, so say so.
    for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
    let image = RGBAImage(
      bottomUpPixels: pixels, width: surface.framebufferWidth, height: surface.framebufferHeight)
    let name = reference.preset?.name ?? reference.url.deletingPathExtension().lastPathComponent
    let destination =
      path
      ?? URL(fileURLWithPath: options.screenshotFolder)
      .appendingPathComponent("emitter-\(name)-\(clock.frames).png").path
    do {
      try PNGFile.write(image, to: destination)
    } catch {
      throw DemoError.failed("emitter demo: \(error)")
    }
    FileHandle.standardError.write(Data("emitter demo: wrote \(destination)\n".utf8))
  }
}
