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

/// Sprite sheets (`contentsFrameCount`, `contentsFramesPerRow`, `contentsFramesPerSecond`,
/// `contentsFrameMode`): each particle shows the frame its age picks, in both renderers.
@Suite("Flipbooks", .serialized, .tags(.gl))
struct FlipbookTests {
  /// The four frames' colours, in frame order: a 2 × 2 sheet of solid 8 × 8 pixel squares.
  static let frameColors: [SIMD4<UInt8>] = [
    SIMD4(255, 0, 0, 255), SIMD4(0, 255, 0, 255), SIMD4(0, 0, 255, 255), SIMD4(255, 255, 0, 255),
  ]

  static let sheetPath: String = {
    var sheet = RGBAImage(width: 16, height: 16)
    for y in 0..<16 {
      for x in 0..<16 { sheet[x, y] = frameColors[(y / 8) * 2 + x / 8] }
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("emitterkit-flipbook-\(getpid()).png").path
    try! PNGFile.write(sheet, to: path)
    return path
  }()

  /// One still particle born at 0 near the canvas centre showing the sheet at 2 frames a second.
  /// Its edges sit off pixel centres (ties there are the rasterisers' own business).
  static func scene(mode: ContentsFrameMode, lifetime: Double = 100) -> Scene {
    RenderFixtures.scene {
      $0.emitterPosition = Point(x: 97.3, y: 105.2)
    } cell: {
      $0.birthRate = 1
      $0.timing.duration = 0.5  // one birth, at 0
      $0.lifetime = lifetime
      $0.velocity = 0
      $0.velocityRange = 0
      $0.emissionRange = 0
      $0.spin = 0
      $0.spinRange = 0
      $0.scale = 2
      $0.scaleRange = 0
      $0.color = .white
      $0.redRange = 0
      $0.greenRange = 0
      $0.blueRange = 0
      $0.alphaSpeed = 0
      $0.contents = .image(path: sheetPath)
      $0.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 0.5)
      $0.contentsFrameCount = 4
      $0.contentsFramesPerRow = 2
      $0.contentsFramesPerSecond = 2
      $0.contentsFrameMode = mode
      $0.minificationFilter = .nearest
      $0.magnificationFilter = .nearest
    }
  }

  @Test(
    "the frame by age: loop, once and lifetime",
    arguments: [
      (ContentsFrameMode.loop, [0, 1, 2, 3, 0, 1]), (.once, [0, 1, 2, 3, 3, 3]),
      (.lifetime, [0, 0, 1, 1, 2, 2]),
    ])
  func framesByAge(_ mode: ContentsFrameMode, _ expected: [Int]) throws {
    // Ages 0.25, 0.75, … 2.75 s: the middle of each half second.
    let frames = [15, 45, 75, 105, 135, 165]
    let scene = Self.scene(mode: mode, lifetime: 4)
    let entry = try #require(ContentsAtlas(scene: scene, pixelScale: 1).entries[0])
    for (frame, expectedFrame) in zip(frames, expected) {
      let age = Float(frame) / 60
      #expect(entry.frame(age: age, lifetime: 4) == expectedFrame, "age \(age)")
      let (gpu, cpu) = try RenderFixtures.images(scene, frames: frame)
      // The particle's centre pixel shows that frame's colour, in both renderers.
      let centre = (
        x: Int(RenderFixtures.canvas.width / 2), y: Int(RenderFixtures.canvas.height / 2)
      )
      #expect(cpu[centre.x, centre.y] == Self.frameColors[expectedFrame], "\(mode) age \(age)")
      #expect(gpu[centre.x, centre.y] == Self.frameColors[expectedFrame], "\(mode) age \(age)")
      expectImagesMatch(gpu, cpu, "flipbook-\(mode)-\(frame)")
    }
  }

  @Test("frame arithmetic: one row by default, a still image for counts 0 and 1, huge ages")
  func frameArithmetic() throws {
    var entry = try #require(
      ContentsAtlas(scene: Self.scene(mode: .loop), pixelScale: 1).entries[0])
    #expect(entry.frameOffset(3) == SIMD2(1, 1) * entry.textureSize)
    entry.framesPerRow = 0
    #expect(entry.frameOffset(3) == SIMD2(3, 0) * entry.textureSize)
    entry.frameCount = 1
    #expect(entry.frame(age: 10, lifetime: 100) == 0)
    entry.frameCount = 0
    #expect(entry.frame(age: 10, lifetime: 100) == 0)
    entry.frameCount = 5
    entry.framesPerSecond = 1e30
    #expect((0..<5).contains(entry.frame(age: 1e6, lifetime: 1e7)))
  }

  @Test("the keys read from a scene file, and bad values name the key path and the range")
  func sceneKeys() throws {
    let json = #"""
      {"layers": [{"emitterCells": [{"name": "b", "contentsFrameCount": 8,
        "contentsFramesPerRow": 4, "contentsFramesPerSecond": 12, "contentsFrameMode": "once"}]}]}
      """#
    let cell = try #require(
      try Scene(jsonData: Data(json.utf8), file: "b.json").layers.first?.emitterCells.first)
    #expect(cell.contentsFrameCount == 8 && cell.contentsFramesPerRow == 4)
    #expect(cell.contentsFramesPerSecond == 12 && cell.contentsFrameMode == .once)
    let bad =
      #"{"layers": [{"emitterCells": [{"contentsFrameCount": -1, "contentsFramesPerSecond": -2}]}]}"#
    do {
      _ = try Scene(jsonData: Data(bad.utf8), file: "bad.json")
      Issue.record("negative frame counts and rates load")
    } catch {
      let message = String(describing: error)
      #expect(message.contains("bad.json"))
      #expect(message.contains("contentsFrameCount") && message.contains("-1"))
      #expect(message.contains("contentsFramesPerSecond"))
    }
  }

  @Test("the butterflies preset draws the same in the GL renderer and the reference")
  func butterflies() throws {
    let scene = try Scene.load(
      contentsOf: Repository.scenes.appendingPathComponent("butterflies.json"))
    let (gpu, cpu) = try RenderFixtures.images(scene, frames: 50, scale: 0.5)
    #expect(coveredFraction(cpu, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.01)
    expectImagesMatch(gpu, cpu, "butterflies")
  }

  /// The sheet's left half (red over blue) animated to its right half (green over yellow) over
  /// 1 s: a still image (count 0) whose drawn part slides across the sheet.
  static func slidingRect(animated: Bool) -> Scene {
    var scene = Self.scene(mode: .loop)
    scene.layers[0].emitterCells[0].name = "sheet"
    scene.layers[0].emitterCells[0].contentsFrameCount = 0
    scene.layers[0].emitterCells[0].contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)
    guard animated else { return scene }
    var slide = PropertyAnimation(keyPath: "emitterCells.sheet.contentsRect")
    slide.fromValue = .rect(Rect(x: 0, y: 0, width: 0.5, height: 1))
    slide.toValue = .rect(Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    slide.timing.duration = 1
    slide.timing.fillMode = .forwards
    slide.isRemovedOnCompletion = false
    scene.layers[0].animations = [slide]
    return scene
  }

  @Test("an animated contentsRect moves the drawn part of the image, in both renderers")
  func animatedContentsRect() throws {
    // The centre pixel samples the rect's middle column, a quarter of the sheet right of its
    // left edge, just above the middle row: red until the rect's origin passes 1/4, then green.
    // The moments keep the red/green texel edge off pixel centres (nearest-filter ties).
    let centre = (
      x: Int(RenderFixtures.canvas.width / 2), y: Int(RenderFixtures.canvas.height / 2) - 1
    )
    for (frame, expected) in [(6, 0), (12, 0), (50, 1), (90, 1)] {
      let (gpu, cpu) = try RenderFixtures.images(Self.slidingRect(animated: true), frames: frame)
      #expect(cpu[centre.x, centre.y] == Self.frameColors[expected], "frame \(frame)")
      #expect(gpu[centre.x, centre.y] == Self.frameColors[expected], "frame \(frame)")
      expectImagesMatch(gpu, cpu, "contents-rect-\(frame)")
    }
    // Without the animation the left half stays: the check above can fail.
    let still = try RenderFixtures.referenceImage(Self.slidingRect(animated: false), frames: 90)
    #expect(still[centre.x, centre.y] == Self.frameColors[0])
  }

  @Test(
    "contentsRect and the frame keys set on a running layer show from the next frame, in both renderers"
  )
  func liveChanges() throws {
    // The still left half (red at the centre); after 0.5 s the right half, then a 2-frame sheet
    // at 2 frames a second: at 1 s the particle is on frame 0 of the right-hand column.
    let scene = Self.slidingRect(animated: false)
    let view = RenderView(scene: scene, scale: 1)
    let cpu = CPUSimulator(scene: scene)
    let right = PropertyValue.rect(Rect(x: 0.5, y: 0, width: 0.5, height: 0.5))
    let gpuImage = try withGL {
      let gpu = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(
        scene: scene, view: view, atlas: try ContentsAtlas(scene: scene, pixelScale: 1))
      defer {
        renderer.destroy()
        gpu.destroy()
      }
      for frame in 1...61 {
        let t = Double(frame) / 60
        cpu.advance(to: t)
        gpu.advance(to: t)
        if frame == 30 {
          for (key, value) in [
            ("contentsRect", right), ("contentsFrameCount", .number(2)),
            ("contentsFramesPerRow", .number(1)), ("contentsFramesPerSecond", .number(2)),
          ] {
            try cpu.setValue(value, forKeyPath: "emitterCells.sheet.\(key)")
            try gpu.setValue(value, forKeyPath: "emitterCells.sheet.\(key)")
          }
        }
      }
      renderer.draw(gpu.frame)
      return renderer.readImage()
    }
    let reference = ReferenceRasterizer(
      scene: cpu.model, view: view, atlas: try ContentsAtlas(scene: cpu.model, pixelScale: 1)
    ).render(cpu.snapshot())
    // Age 61/60 s at 2 frames a second is frame 2 mod 2 = 0: the rect itself, green.
    let centre = (x: Int(RenderFixtures.canvas.width / 2), y: Int(RenderFixtures.canvas.height / 2))
    #expect(reference[centre.x, centre.y] == Self.frameColors[1])
    #expect(gpuImage[centre.x, centre.y] == Self.frameColors[1])
    expectImagesMatch(gpuImage, reference, "live-contents-rect")
  }
}
