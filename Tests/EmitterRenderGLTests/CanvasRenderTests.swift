import EmitterImage
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Top-level layers inserted and removed live (the canvas's changes), drawn: by the GL renderer
/// from the running GPU simulator, by the native CPU renderer and the reference rasteriser from
/// the CPU reference's live model. An inserted layer draws as if it had been there from the
/// start, in its place among the top-level layers; a removed one draws nothing from its removal
/// on; a recording draws the same bytes.
@Suite("Live top-level layers drawn", .serialized, .tags(.gl))
struct CanvasRenderTests {
  typealias Call = RandomLiveChanges.Call
  typealias Sublayers = SublayerRenderTests

  /// A canvas of one top-level layer of red squares (the view's layer is the canvas itself).
  static func canvasScene() -> Scene {
    var scene = Scene()
    scene.size = Size(width: 200, height: 180)
    scene.backgroundColor = Color(red: 0.05, green: 0.05, blue: 0.1)
    scene.layers = [
      Sublayers.squares("red", color: Color(red: 1, green: 0, blue: 0), at: Point(x: 100, y: 90))
    ]
    return scene
  }

  static let frames = FrameTimes.steady(fps: 60, until: 1.5)

  /// `SublayerRenderTests.blue` inserted among the top-level layers at frame 29 (t = 0.5 s),
  /// its clock starting then.
  static func insertion(at position: Int?) -> Call {
    var layer = Sublayers.blue
    layer.beginTime = 0.5
    return Call(frame: 29, layer: -1, kind: .canvas(.insertSublayer(layer, at: position)))
  }

  /// `canvasScene` with the blue layer there from the start at flat index 1 and place
  /// `position` among the top-level layers, its clock starting at 0.5 s: what the insertion
  /// above is equal to.
  static func presentFromStart(position: Int) -> Scene {
    var scene = canvasScene()
    var layer = Sublayers.blue
    layer.beginTime = 0.5
    scene.layers.append(layer)
    var order = [0]
    order.insert(1, at: position)
    scene.topLevelOrder = order
    return scene
  }

  @Test(
    "an inserted top-level layer draws what a scene with it there from the start draws",
    arguments: [0, 1])
  func insertedDrawsAsPresent(position: Int) throws {
    let live = try Sublayers().run(
      Self.canvasScene(), frames: Self.frames, calls: [Self.insertion(at: position)])[0]
    let present = try Sublayers().run(
      Self.presentFromStart(position: position), frames: Self.frames, calls: [])[0]
    #expect(live.gl.pixels == present.gl.pixels, "GL, byte for byte")
    #expect(live.cpu.pixels == present.cpu.pixels, "CPU renderer, byte for byte")
    #expect(live.reference.pixels == present.reference.pixels, "reference, byte for byte")
    expectImagesMatch(live.gl, live.reference, "canvas-inserted-\(position)")
    expectImagesMatch(live.cpu, live.reference, "canvas-inserted-cpu-\(position)")
  }

  @Test("inserted at index 0 a top-level layer draws beneath the others; at the end, over them")
  func drawingOrder() throws {
    let beneath = try Sublayers().run(
      Self.canvasScene(), frames: Self.frames, calls: [Self.insertion(at: 0)])[0]
    let over = try Sublayers().run(
      Self.canvasScene(), frames: Self.frames, calls: [Self.insertion(at: nil)])[0]
    let red: SIMD4<UInt8> = [255, 0, 0, 255]
    let blue: SIMD4<UInt8> = [0, 51, 255, 255]
    for (name, image) in [
      ("GL", beneath.gl), ("CPU", beneath.cpu), ("reference", beneath.reference),
    ] {
      #expect(image[100, 90] == red, "\(name): the red layer over the blue inserted at 0")
    }
    for (name, image) in [("GL", over.gl), ("CPU", over.cpu), ("reference", over.reference)] {
      #expect(image[100, 90] == blue, "\(name): the blue inserted at the end over the red")
    }
  }

  @Test("a removed top-level layer draws nothing from its removal on: a run without it")
  func removedDrawsNothing() throws {
    let calls = [
      Self.insertion(at: nil), Call(frame: 60, layer: -1, kind: .canvas(.removeSublayer(at: 1))),
    ]
    let removed = try Sublayers().run(
      Self.canvasScene(), frames: Self.frames, calls: calls, drawn: [59, 61, 89])
    let never = try Sublayers().run(
      Self.canvasScene(), frames: Self.frames, calls: [], drawn: [59, 61, 89])
    #expect(removed[0].gl.pixels != never[0].gl.pixels, "drawn before its removal")
    for (frame, (after, without)) in zip([61, 89], zip(removed.dropFirst(), never.dropFirst())) {
      #expect(after.gl.pixels == without.gl.pixels, "GL, frame \(frame)")
      #expect(after.cpu.pixels == without.cpu.pixels, "CPU renderer, frame \(frame)")
      #expect(after.reference.pixels == without.reference.pixels, "reference, frame \(frame)")
    }
  }

  @Test("the scene's own layer removed: only the inserted one draws, as a scene of it alone")
  func sceneLayerRemoved() throws {
    var layer = Sublayers.blue
    layer.beginTime = 0
    let calls = [
      Call(frame: 0, layer: -1, kind: .canvas(.insertSublayer(layer, at: nil))),
      Call(frame: 30, layer: -1, kind: .canvas(.removeSublayer(at: 0))),
    ]
    let images = try Sublayers().run(
      Self.canvasScene(), frames: Self.frames, calls: calls, drawn: [29, 89])
    let blue: SIMD4<UInt8> = [0, 51, 255, 255]
    // Both piles sit at the same place, the blue one over the red one; red drifts around them
    // until the red layer is removed.
    for (name, image) in [
      ("GL", images[0].gl), ("CPU", images[0].cpu), ("reference", images[0].reference),
    ] {
      #expect(image[100, 90] == blue, "\(name)")
      #expect(Self.reddish(in: image) > 20, "\(name): red drifting before the removal")
    }
    for (name, image) in [
      ("GL", images[1].gl), ("CPU", images[1].cpu), ("reference", images[1].reference),
    ] {
      #expect(image[100, 90] == blue, "\(name)")
      #expect(Self.reddish(in: image) == 0, "\(name): no red left anywhere")
    }
  }

  /// Pixels where red clearly shows: the red layer's squares and drifting dots, nothing of the
  /// blue layer (no red at all) or the background.
  static func reddish(in image: RGBAImage) -> Int {
    var found = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        if pixel.x > 60, pixel.z < pixel.x / 2 { found += 1 }
      }
    }
    return found
  }

  @Test("a recording with canvas and sublayer changes draws the live run's frames, byte for byte")
  func recordingDrawsTheSameFrames() throws {
    var inner = Sublayers.squares(
      "inner", color: Color(red: 0.2, green: 1, blue: 0.3), at: Point(x: 40, y: 40))
    inner.opacity = 0.6
    var late = Sublayers.squares(
      "late", color: Color(red: 1, green: 0.8, blue: 0), at: Point(x: 150, y: 120))
    late.beginTime = 0
    let calls = [
      Self.insertion(at: 0),
      Call(frame: 40, layer: 1, kind: .change(.insertSublayer(inner, at: nil))),
      Call(frame: 50, layer: -1, kind: .canvas(.insertSublayer(late, at: 1))),
      Call(
        frame: 55, layer: 3,
        kind: .change(.set(keyPath: "emitterPosition", value: .point(Point(x: 60, y: 140))))),
      Call(frame: 70, layer: -1, kind: .canvas(.removeSublayer(at: 0))),
    ]
    let drawn = [45, 60, 80, 89]
    let frames = Array(Self.frames.prefix(90))
    let scene = Self.canvasScene()
    let cpu = CPUSimulator(scene: scene)
    for (index, t) in frames.enumerated() {
      cpu.advance(to: t)
      for call in calls where call.frame == index { #expect(call.apply(to: cpu)) }
    }
    let recording = try Scene(jsonData: cpu.recording.jsonData(), file: "recording.json")
    #expect(recording.events.count == 3)
    let live = try Sublayers().run(scene, frames: frames, calls: calls, drawn: drawn)
    let replay = try Sublayers().run(recording, frames: frames, calls: [], drawn: drawn)
    for (frame, (a, b)) in zip(drawn, zip(live, replay)) {
      #expect(a.gl.pixels == b.gl.pixels, "GL, frame \(frame)")
      #expect(a.cpu.pixels == b.cpu.pixels, "CPU renderer, frame \(frame)")
      expectImagesMatch(a.gl, a.reference, "canvas-recording-\(frame)")
    }
  }
}
