import EmitterContents
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Sublayers inserted and removed live, drawn: by the GL renderer from the running GPU
/// simulator, by the native CPU renderer and the reference rasteriser from the CPU reference's
/// live model. An inserted layer draws as if it had been there from the start, in its sibling
/// place; a removed one draws nothing from its removal on; a recording draws the same bytes.
@Suite("Live sublayers drawn", .serialized, .tags(.gl))
struct SublayerRenderTests {
  typealias Call = RandomLiveChanges.Call

  /// A plain layer filling the canvas (a view's layer) with one sublayer of red squares.
  static func viewScene() -> Scene {
    var view = EmitterLayer(name: "view")
    view.sublayers = [
      squares("red", color: Color(red: 1, green: 0, blue: 0), at: Point(x: 100, y: 90))
    ]
    var scene = Scene()
    scene.size = Size(width: 200, height: 180)
    scene.backgroundColor = Color(red: 0.05, green: 0.05, blue: 0.1)
    scene.layers = [view]
    return scene
  }

  /// A layer of opaque squares, most of them piled at `point`, some drifting around it.
  static func squares(_ name: String, color: Color, at point: Point) -> EmitterLayer {
    var pile = EmitterCell(name: "pile")
    pile.birthRate = 20
    pile.lifetime = 10
    pile.color = color
    pile.contents = .shape(.square, size: Size(width: 30, height: 30))
    var drift = EmitterCell(name: "drift")
    drift.birthRate = 40
    drift.lifetime = 1.5
    drift.velocity = 50
    drift.velocityRange = 20
    drift.emissionRange = 2 * .pi
    drift.spin = 2
    drift.color = color
    drift.alphaSpeed = -0.4
    drift.contents = .shape(.circle, size: Size(width: 8, height: 8))
    var layer = EmitterLayer(name: name)
    layer.emitterPosition = point
    layer.emitterCells = [pile, drift]
    return layer
  }

  struct Frame {
    var gl: RGBAImage
    var cpu: RGBAImage
    var reference: RGBAImage
  }

  /// Both simulators through `frames` with `calls` after their frames; the images at the frames
  /// listed in `drawn` (the last frame when empty). The CPU side runs first, outside the GL lock.
  func run(_ scene: Scene, frames: [Double], calls: [Call], drawn: [Int] = []) throws -> [Frame] {
    let view = RenderView(scene: scene, scale: 1)
    let drawnFrames = drawn.isEmpty ? [frames.count - 1] : drawn
    let cpu = CPUSimulator(scene: scene)
    var cpuImages: [(cpu: RGBAImage, reference: RGBAImage)] = []
    for (index, t) in frames.enumerated() {
      cpu.advance(to: t)
      if drawnFrames.contains(index) {
        let model = cpu.simulatedModel
        let atlas = try ContentsAtlas(scene: model, pixelScale: 1)
        let snapshot = cpu.snapshot()
        cpuImages.append(
          (
            cpu: CPURenderer(scene: model, view: view, atlas: atlas).render(snapshot),
            reference: ReferenceRasterizer(scene: model, view: view, atlas: atlas).render(snapshot)
          ))
      }
      for call in calls where call.frame == index { #expect(call.apply(to: cpu)) }
    }
    let glImages = try withGL {
      let gpu = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: view)
      defer {
        renderer.destroy()
        gpu.destroy()
      }
      var images: [RGBAImage] = []
      for (index, t) in frames.enumerated() {
        gpu.advance(to: t)
        if drawnFrames.contains(index) {
          renderer.draw(gpu.frame)
          images.append(renderer.readImage())
        }
        for call in calls where call.frame == index { #expect(call.apply(to: gpu)) }
      }
      return images
    }
    return zip(glImages, cpuImages).map { Frame(gl: $0, cpu: $1.cpu, reference: $1.reference) }
  }

  static let frames = FrameTimes.steady(fps: 60, until: 1.5)
  static let blue = squares(
    "blue", color: Color(red: 0, green: 0.2, blue: 1), at: Point(x: 100, y: 90))

  /// `blue` inserted at frame 29 (t = 0.5 s) with its clock starting then.
  static func insertion(at position: Int?) -> Call {
    var layer = blue
    layer.beginTime = 0.5
    return Call(frame: 29, layer: 0, kind: .change(.insertSublayer(layer, at: position)))
  }

  /// `viewScene` with `blue` there from the start at flat index 2 and sibling `position`, its
  /// clock starting at 0.5 s: what the insertion above is equal to.
  static func presentFromStart(position: Int) -> Scene {
    var scene = viewScene().flattened
    var order = scene.sublayerLists
    order[0].insert(2, at: position)
    order.append([])
    var layer = blue
    layer.beginTime = 0.5
    scene.layers.append(layer)
    scene.superlayers.append(0)
    scene.sublayerOrder = order
    return scene
  }

  @Test(
    "an inserted layer draws what a scene with it there from the start draws", arguments: [0, 1])
  func insertedDrawsAsPresent(position: Int) throws {
    let live = try run(
      Self.viewScene(), frames: Self.frames, calls: [Self.insertion(at: position)])[0]
    let present = try run(
      Self.presentFromStart(position: position), frames: Self.frames, calls: [])[0]
    #expect(live.gl.pixels == present.gl.pixels, "GL, byte for byte")
    #expect(live.cpu.pixels == present.cpu.pixels, "CPU renderer, byte for byte")
    #expect(live.reference.pixels == present.reference.pixels, "reference, byte for byte")
    expectImagesMatch(live.gl, live.reference, "sublayer-inserted-\(position)")
    expectImagesMatch(live.cpu, live.reference, "sublayer-inserted-cpu-\(position)")
  }

  @Test("inserted at index 0 a layer draws beneath its siblings; at the end, over them")
  func siblingOrder() throws {
    let beneath = try run(Self.viewScene(), frames: Self.frames, calls: [Self.insertion(at: 0)])[0]
    let over = try run(Self.viewScene(), frames: Self.frames, calls: [Self.insertion(at: nil)])[0]
    let red: SIMD4<UInt8> = [255, 0, 0, 255]
    let blue: SIMD4<UInt8> = [0, 51, 255, 255]
    for (name, image) in [
      ("GL", beneath.gl), ("CPU", beneath.cpu), ("reference", beneath.reference),
    ] {
      #expect(image[100, 90] == red, "\(name): the red sibling over the blue inserted at 0")
    }
    for (name, image) in [("GL", over.gl), ("CPU", over.cpu), ("reference", over.reference)] {
      #expect(image[100, 90] == blue, "\(name): the blue inserted at the end over the red")
    }
  }

  @Test("a removed layer draws nothing from its removal on: the image of a run without it")
  func removedDrawsNothing() throws {
    let calls = [
      Self.insertion(at: nil), Call(frame: 60, layer: 0, kind: .change(.removeSublayer(at: 1))),
    ]
    let removed = try run(Self.viewScene(), frames: Self.frames, calls: calls, drawn: [59, 61, 89])
    let never = try run(Self.viewScene(), frames: Self.frames, calls: [], drawn: [59, 61, 89])
    #expect(removed[0].gl.pixels != never[0].gl.pixels, "drawn before its removal")
    for (frame, (after, without)) in zip([61, 89], zip(removed.dropFirst(), never.dropFirst())) {
      #expect(after.gl.pixels == without.gl.pixels, "GL, frame \(frame)")
      #expect(after.cpu.pixels == without.cpu.pixels, "CPU renderer, frame \(frame)")
      #expect(after.reference.pixels == without.reference.pixels, "reference, frame \(frame)")
    }
  }

  @Test("a recording with insertions and removals draws the live run's frames, byte for byte")
  func recordingDrawsTheSameFrames() throws {
    var inner = Self.squares(
      "inner", color: Color(red: 0.2, green: 1, blue: 0.3), at: Point(x: 40, y: 40))
    inner.opacity = 0.6
    var late = Self.squares(
      "late", color: Color(red: 1, green: 0.8, blue: 0), at: Point(x: 150, y: 120))
    late.beginTime = 0
    let calls = [
      Self.insertion(at: 0),
      Call(frame: 40, layer: 2, kind: .change(.insertSublayer(inner, at: nil))),
      Call(frame: 50, layer: 0, kind: .change(.insertSublayer(late, at: 1))),
      Call(
        frame: 55, layer: 3,
        kind: .change(.set(keyPath: "emitterPosition", value: .point(Point(x: 60, y: 140))))),
      Call(frame: 70, layer: 0, kind: .change(.removeSublayer(at: 0))),
    ]
    let drawn = [45, 60, 80, 89]
    let frames = Array(Self.frames.prefix(90))
    let scene = Self.viewScene()
    let cpu = CPUSimulator(scene: scene)
    for (index, t) in frames.enumerated() {
      cpu.advance(to: t)
      for call in calls where call.frame == index { #expect(call.apply(to: cpu)) }
    }
    let recording = try Scene(jsonData: cpu.recording.jsonData(), file: "recording.json")
    let live = try run(scene, frames: frames, calls: calls, drawn: drawn)
    let replay = try run(recording, frames: frames, calls: [], drawn: drawn)
    for (frame, (a, b)) in zip(drawn, zip(live, replay)) {
      #expect(a.gl.pixels == b.gl.pixels, "GL, frame \(frame)")
      #expect(a.cpu.pixels == b.cpu.pixels, "CPU renderer, frame \(frame)")
      expectImagesMatch(a.gl, a.reference, "sublayer-recording-\(frame)")
    }
  }
}
