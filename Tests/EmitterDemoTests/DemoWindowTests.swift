import EmitterDemo
import EmitterImage
import EmitterKit
import EmitterModel
import EmitterPresets
import EmitterTestSupport
import EmitterVerification
import Foundation
import Synchronization
import Testing

/// The demo's real window on a virtual display (Xvfb started by the test): every preset runs a
/// recorded run of `frames` frames, and the frame read back from the window must show the
/// effect and equal the headless renderer's image of the same scene at the same time. Scripted
/// input checks that a click and `+` reach the simulation. Serialized: one window at a time,
/// and `DISPLAY` is process-wide.
@Suite("demo window (Xvfb)", .serialized, .tags(.window))
struct DemoWindowTests {
  /// Frames per recorded run: 0.6 s, enough for every preset to show its effect.
  static let frames = 36

  @Test(
    "each preset's window frame shows the effect and matches a headless render",
    arguments: PresetCatalog.all)
  func presetMatchesHeadlessRender(_ preset: Preset) throws {
    let reference = try SceneReference(preset: preset)
    let scene = try Scene.load(contentsOf: reference.url)
    let shot = try DemoFixtures.folder(preset.name).appendingPathComponent("window.png").path
    try withVirtualDisplay {
      try DemoRunner.run(DemoOptions(scene: reference, frames: Self.frames, screenshotPath: shot))
    }
    let window = try PNGFile.read(shot)
    #expect(window.width == Int(scene.size.width) && window.height == Int(scene.size.height))
    // Not blank: at least 0.05 % of the pixels are not the background (about 160 pixels: the
    // sparsest preset at 0.6 s is fireworks, one rocket and its trail).
    #expect(DemoFixtures.coveredFraction(window, scene: scene) > 0.0005)
    let headless = try DemoFixtures.headlessRender(scene, frames: Self.frames)
    expectImagesMatch(
      window, headless, tolerance: ImageComparison.Tolerance.window, "demo-\(preset.name)")
  }

  @Test("--motion reduced: the window shows the reduced scene (a headless render of it), not the scene")
  func reducedMotion() throws {
    let reference = try SceneReference("snow")
    let scene = try Scene.load(contentsOf: reference.url)
    let shot = try DemoFixtures.folder("snow-reduced").appendingPathComponent("window.png").path
    var options = DemoOptions(scene: reference, frames: Self.frames, screenshotPath: shot)
    options.reducesMotion = true
    try withVirtualDisplay { try DemoRunner.run(options) }
    let window = try PNGFile.read(shot)
    let reduced = try DemoFixtures.headlessRender(scene.reducingMotion(), frames: Self.frames)
    expectImagesMatch(window, reduced, tolerance: ImageComparison.Tolerance.window, "demo-snow-reduced")
    let full = try DemoFixtures.headlessRender(scene, frames: Self.frames)
    let againstFull = ImageComparison(actual: window, expected: full, tolerance: .window)
    #expect(!againstFull.passed, "the reduced window differs from the full scene's frame")
  }

  @Test("a resident-memory check that fails ends the demo with its message, at its interval")
  func residentCheckStopsTheDemo() throws {
    let calls = Mutex(0)
    var options = DemoOptions(scene: try SceneReference("fire"), frames: 300)
    options.residentCheck = {
      let count = calls.withLock { calls in
        calls += 1
        return calls
      }
      if count == 2 { throw DemoError.failed("over the limit") }
    }
    try withVirtualDisplay {
      #expect(throws: DemoError.self) { try DemoRunner.run(options) }
    }
    // Frames 60 and 120: the second call stopped the run, long before its 300 frames.
    #expect(calls.withLock { $0 } == 2)
  }

  @Test("a click moves the fire there and + raises its rate, in the window")
  func scriptedClickAndBirthRate() throws {
    let reference = try SceneReference("fire")
    let folder = try DemoFixtures.folder("scripted")
    let still = folder.appendingPathComponent("still.png").path
    let moved = folder.appendingPathComponent("moved.png").path
    try withVirtualDisplay {
      try DemoRunner.run(DemoOptions(scene: reference, frames: 90, screenshotPath: still))
      var options = DemoOptions(scene: reference, frames: 90, screenshotPath: moved)
      options.script = try DemoScript(parsing: "2=key:+ 3=key:+ 4=key:+ 5=click:80,200")
      try DemoRunner.run(options)
    }
    let before = try #require(DemoFixtures.brightCentroid(try PNGFile.read(still)))
    let after = try #require(DemoFixtures.brightCentroid(try PNGFile.read(moved)))
    // The fire starts at (195, 422) and slides to (80, 200) over a second: by 1.5 s its bright
    // core has gone left and up by a good part of that.
    #expect(after.x < before.x - 25, "centroid \(before) -> \(after)")
    #expect(after.y < before.y - 100, "centroid \(before) -> \(after)")
  }

  @Test(
    "scripted edits and clicks in the window give the frame the replayed recording renders headless",
    arguments: [
      (
        "fire",
        "1=key:f5 10=click:80,200 30=key:+ 45=set:emitterCells.smoke.color=0.3,0.6,1,0.4"
          + " 60=set:emitterShape=line 61=set:emitterSize=150,1 70=set:emitterCells.smoke.birthRate=-5"
          + " 75=key:b 80=set:renderMode=unordered 95=click:300,700"
          + " 50=add-cell:- 85=add-behavior:- 100=remove-cell:cell1"
      ),
      (
        "imessage-confetti",
        "1=key:f5 5=click:120,300 20=set:emitterBehaviors.drag.drag=3 30=key:-"
          + " 40=set@1:emitterCells.circle0.enabled=false 50=click:250,500"
      ),
    ])
  func scriptedRunMatchesReplayedRecording(_ name: String, _ inputs: String) throws {
    let reference = try SceneReference(name)
    let folder = try DemoFixtures.folder("recording-\(name)")
    let shot = folder.appendingPathComponent("window.png").path
    let recordingPath = folder.appendingPathComponent("recording.json").path
    let frames = 120
    try withVirtualDisplay {
      var options = DemoOptions(scene: reference, frames: frames, screenshotPath: shot)
      options.script = try DemoScript(parsing: inputs)
      options.recordingPath = recordingPath
      try DemoRunner.run(options)
    }
    // What `emitter render recording.json --frames 120 --scale 1 --renderer gl` draws.
    let recording = try Scene.load(contentsOf: URL(fileURLWithPath: recordingPath))
    let changes = recording.layers.flatMap(\.events)
    #expect(changes.count >= 4, "the edits are in the recording: \(changes)")
    let window = try PNGFile.read(shot)
    let replayed = try DemoFixtures.headlessRender(recording, frames: frames)
    expectImagesMatch(window, replayed, tolerance: .window, "recording-\(name)")
    // The edits show: the untouched scene draws another image.
    let untouched = try DemoFixtures.headlessRender(
      try Scene.load(contentsOf: reference.url), frames: frames)
    #expect(
      !ImageComparison(actual: window, expected: untouched, tolerance: .window).passed,
      "the scripted edits changed nothing visible")
  }

  @Test("Ctrl+S writes the edited scene to its file: as loaded when unedited, else with the edits")
  func saveRoundTrip() throws {
    let folder = try DemoFixtures.folder("save")
    let file = folder.appendingPathComponent("fire.json")
    let original = try Scene.load(contentsOf: try SceneReference("fire").url)
    try original.jsonData(imagesRelativeTo: folder).write(to: file)
    let loaded = try Scene.load(contentsOf: file)
    let reference = try SceneReference(file.path)
    try withVirtualDisplay {
      var options = DemoOptions(scene: reference, frames: 3)
      options.script = try DemoScript(parsing: "2=key:ctrl+s")
      try DemoRunner.run(options)
    }
    #expect(try Scene.load(contentsOf: file) == loaded)
    // Edits, saved; then Save as a new name, after which Ctrl+S writes there.
    let copy = folder.appendingPathComponent("copy.json")
    try withVirtualDisplay {
      var options = DemoOptions(scene: reference, frames: 9)
      options.script = try DemoScript(
        parsing: "2=set:emitterCells.smoke.birthRate=90 3=click:100,120 4=key:+ 5=key:ctrl+s"
          + " 6=save:\(copy.path) 7=set:emitterCells.smoke.velocity=10 8=key:ctrl+s")
      try DemoRunner.run(options)
    }
    var expected = loaded
    expected.layers[0].emitterCells[0].birthRate = 90
    expected.layers[0].emitterPosition = Point(x: 100, y: 120)
    expected.layers[0].birthRate = 1.25
    #expect(try Scene.load(contentsOf: file) == expected)
    expected.layers[0].emitterCells[0].velocity = 10
    #expect(try Scene.load(contentsOf: copy) == expected)
  }

  @Test("no display: one line that points to emitter render and xvfb-run")
  func noDisplay() throws {
    let saved = ["DISPLAY", "WAYLAND_DISPLAY"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
    for (key, _) in saved { unsetenv(key) }
    defer {
      for case (let key, let value?) in saved { setenv(key, value, 1) }
    }
    let reference = try SceneReference("snow")
    #expect {
      try DemoRunner.run(DemoOptions(scene: reference, frames: 1))
    } throws: { error in
      guard case DemoError.noDisplay(let message) = error else { return false }
      return !message.contains("\n") && message.contains("emitter render snow")
        && message.contains("xvfb-run -a emitter demo")
    }
  }
}
