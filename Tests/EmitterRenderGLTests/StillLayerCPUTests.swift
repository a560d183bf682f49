import EmitterContents
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Testing

/// The native CPU renderer keeps a layer without cells (`StillLayers`), as the GL compositor
/// does: one renderer drawing frame after frame gives, byte for byte, what a new renderer gives
/// for each frame, while the kept card's composition holds, while it animates, and after a live
/// change reaches a renderer made `with(scene:)`.
@Suite("CPU still layers: kept images equal fresh ones", .tags(.gl))
struct StillLayerCPUTests {
  @Test("frames drawn by one renderer equal a fresh renderer's, before, during and after changes")
  func keptEqualsFresh() throws {
    let scene = StillLayerGPUTests.scene()
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    let simulator = CPUSimulator(scene: scene)
    var kept = CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: 2)
    var images: [RGBAImage] = []
    // 0.5 and 0.9 s: the card is unchanged (kept); 1.2 and 1.4 s: its colour changes each frame.
    for time in [0.5, 0.9, 1.2, 1.4] {
      simulator.advance(to: time)
      let snapshot = simulator.snapshot()
      let image = kept.render(snapshot)
      let fresh = CPURenderer(scene: scene, view: view, atlas: atlas, threadCount: 2)
      #expect(image == fresh.render(snapshot), "kept and fresh images differ at \(time) s")
      images.append(image)
    }
    let probe = (x: 45, y: 45)
    #expect(images[1][probe.x, probe.y] != images[3][probe.x, probe.y])
    // A live change of the card's shadow, through `with(scene:)` (which keeps the store).
    var changed = scene
    changed.layers[0].shadowRadius = 30
    kept = kept.with(scene: changed)
    simulator.advance(to: 1.6)
    let snapshot = simulator.snapshot()
    let image = kept.render(snapshot)
    let fresh = CPURenderer(scene: changed, view: view, atlas: atlas, threadCount: 2)
    #expect(image == fresh.render(snapshot), "the changed shadow was not redrawn")
    // And it is the reference's.
    let reference = ReferenceRasterizer(scene: changed, view: view, atlas: atlas).render(snapshot)
    expectImagesMatch(image, reference, "still-layer-cpu")
  }
}
