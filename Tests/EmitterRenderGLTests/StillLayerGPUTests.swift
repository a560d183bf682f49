import EmitterContents
import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import EmitterVerification
import Testing

/// A layer without cells is drawn once and kept by the compositor (`LayerCompositor.drawStill`):
/// one renderer drawing frame after frame must give, byte for byte, what a new renderer gives for
/// each frame, while the kept layer's composition holds and after it changes.
@Suite("GPU still layers: kept images equal fresh ones", .serialized, .tags(.gl))
struct StillLayerGPUTests {
  /// A card without cells (background, border, a wide shadow; its colour animated from 1 s on)
  /// under a layer of particles.
  static func scene() -> Scene {
    var scene = RenderFixtures.scene()
    var card = EmitterLayer(name: "card")
    card.bounds = Rect(x: 0, y: 0, width: 120, height: 140)
    card.position = Point(x: 97, y: 105)
    card.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.7, alpha: 0.9)
    card.cornerRadius = 18
    card.borderWidth = 3
    card.borderColor = Color(red: 1, green: 0.9, blue: 0.3)
    card.shadowOpacity = 0.8
    card.shadowColor = Color(red: 0.4, green: 0.6, blue: 1)
    card.shadowRadius = 12
    var recolour = PropertyAnimation(keyPath: "backgroundColor")
    recolour.fromValue = .color(Color(red: 0.2, green: 0.3, blue: 0.7, alpha: 0.9))
    recolour.toValue = .color(Color(red: 0.8, green: 0.2, blue: 0.3, alpha: 0.9))
    recolour.timing.beginTime = 1
    recolour.timing.duration = 0.5
    recolour.timing.fillMode = .both
    card.animations = [recolour]
    scene.layers.insert(card, at: 0)
    return scene
  }

  @Test("frames drawn by one renderer equal a fresh renderer's, before and during a change")
  func keptEqualsFresh() throws {
    let scene = Self.scene()
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    // 0.5 and 0.9 s: the card is unchanged (kept); 1.2 and 1.4 s: its colour changes each frame.
    let times = [0.5, 0.9, 1.2, 1.4]
    try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let kept = try ParticleRenderer(scene: scene, view: view, atlas: atlas)
      defer {
        kept.destroy()
        simulator.destroy()
      }
      var images: [RGBAImage] = []
      for time in times {
        simulator.advance(to: time)
        kept.draw(simulator.frame)
        let image = kept.readImage()
        let fresh = try ParticleRenderer(scene: scene, view: view, atlas: atlas)
        defer { fresh.destroy() }
        fresh.draw(simulator.frame)
        let other = fresh.readImage()
        let differing = (0..<image.height).reduce(0) { count, y in
          count + (0..<image.width).filter { image[$0, y] != other[$0, y] }.count
        }
        #expect(differing == 0, "kept and fresh images differ in \(differing) pixels at \(time) s")
        images.append(image)
      }
      // The colour change reached the kept card: its centre (under the particles' spray, so
      // read at a corner inside the card) changes between 0.9 and 1.4 s.
      let probe = (x: 45, y: 45)
      #expect(images[1][probe.x, probe.y] != images[3][probe.x, probe.y])
    }
    let (gpu, cpu) = try RenderFixtures.images(scene, frames: 84)
    expectImagesMatch(gpu, cpu, "still-layer")
  }
}
