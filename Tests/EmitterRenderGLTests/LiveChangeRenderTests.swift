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

/// Live changes drawn: the GL renderer reads render mode, opacity and `enabled` from the running
/// simulator's model, and the reference rasteriser drawn from the CPU's live model agrees.
@Suite("Live changes drawn: GPU images match the reference", .serialized, .tags(.gl))
struct LiveChangeRenderTests {
  /// Both images after 30 frames, `change` made on both simulators, then 30 more frames.
  func images(
    _ scene: Scene, change: (CPUSimulator, GPUSimulator) throws -> Void
  ) throws -> (gpu: RGBAImage, cpu: RGBAImage) {
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    let cpu = CPUSimulator(scene: scene)
    let gpuImage = try withGL {
      let gpu = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: view, atlas: atlas)
      defer {
        renderer.destroy()
        gpu.destroy()
      }
      for frame in 1...60 {
        let t = Double(frame) / 60
        cpu.advance(to: t)
        gpu.advance(to: t)
        if frame == 30 { try change(cpu, gpu) }
      }
      renderer.draw(gpu.frame)
      return renderer.readImage()
    }
    // The simulated model keeps removed cells until their particles are gone, as the flat table
    // (and the snapshot's cell indices) do.
    let liveAtlas = try ContentsAtlas(scene: cpu.simulatedModel, pixelScale: 1)
    let reference = ReferenceRasterizer(scene: cpu.simulatedModel, view: view, atlas: liveAtlas)
      .render(cpu.snapshot())
    return (gpuImage, reference)
  }

  @Test("cells inserted and removed live: the removed cell's particles are drawn as before")
  func cellsInsertedAndRemoved() throws {
    let scene = GPUImageMatchesReferenceTests.crowded(.unordered)
    let name = try #require(scene.layers[0].emitterCells[0].name)
    var disc = EmitterCell(name: "disc")
    disc.birthRate = 40
    disc.lifetime = 3
    disc.velocity = 60
    disc.emissionRange = 6
    disc.color = Color(red: 1, green: 0.3, blue: 0.1, alpha: 1)
    disc.contents = .shape(.circle, size: Size(width: 18, height: 18))
    let (gpu, cpu) = try images(scene) { cpu, gpu in
      try cpu.insertCell(disc, at: 0)
      try gpu.insertCell(disc, at: 0)
      try cpu.removeCell(named: name)
      try gpu.removeCell(named: name)
    }
    let unchanged = try RenderFixtures.referenceImage(scene)
    #expect(!ImageComparison(actual: cpu, expected: unchanged).passed, "the new cell shows")
    expectImagesMatch(gpu, cpu, "live-cells")
  }

  @Test("after a restart the reference evaluates the layer's animated opacity at timeline time")
  func restartedOpacity() throws {
    var scene = GPUImageMatchesReferenceTests.crowded(.unordered)
    // Opaque for 0.6 s, then faded out by 0.8 s and held there.
    var fade = PropertyAnimation.keyframes(
      "opacity", values: [1.0, 1.0, 0.0], keyTimes: [0, 0.75, 1], duration: 0.8)
    fade.timing.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    scene.layers[0].animations = [fade]
    let (gpu, cpu) = try images(scene) { cpu, gpu in
      try cpu.restart(layer: nil)
      try gpu.restart(layer: nil)
    }
    // At 1 s the layer is 0.5 s into its restarted animation (opacity 1); at layer time it
    // would be past the fade's end, opacity 0, and nothing drawn.
    let background = ReferenceRasterizer.backgroundPixel(scene)
    #expect(cpu.pixels.count == gpu.pixels.count)
    var covered = 0
    for y in 0..<cpu.height { for x in 0..<cpu.width where cpu[x, y] != background { covered += 1 } }
    #expect(covered > 100, "the restarted fade shows particles")
    expectImagesMatch(gpu, cpu, "restart-opacity")
  }

  @Test("render mode and opacity changed on a running layer")
  func renderModeAndOpacity() throws {
    let scene = GPUImageMatchesReferenceTests.crowded(.unordered)
    let (gpu, cpu) = try images(scene) { cpu, gpu in
      try cpu.setValue(RenderMode.additive, forKeyPath: "renderMode")
      try gpu.setValue(RenderMode.additive, forKeyPath: "renderMode")
      try cpu.setValue(0.6, forKeyPath: "opacity")
      try gpu.setValue(0.6, forKeyPath: "opacity")
    }
    let unchanged = try RenderFixtures.referenceImage(scene)
    #expect(!ImageComparison(actual: cpu, expected: unchanged).passed, "the change shows")
    expectImagesMatch(gpu, cpu, "live-additive")
  }

  @Test("a disabled cell's live particles are hidden, and shown again when it is enabled")
  func enabledHidesAndShows() throws {
    let scene = RenderFixtures.scene()
    let background = ReferenceRasterizer.backgroundPixel(scene)
    let (hiddenGPU, hiddenCPU) = try images(scene) { cpu, gpu in
      try cpu.setValue(false, forKeyPath: "emitterCells.cell.enabled")
      try gpu.setValue(false, forKeyPath: "emitterCells.cell.enabled")
    }
    #expect(coveredFraction(hiddenGPU, background: background) == 0, "nothing drawn while disabled")
    #expect(coveredFraction(hiddenCPU, background: background) == 0)
    let (shownGPU, shownCPU) = try images(scene) { cpu, gpu in
      try cpu.setValue(false, forKeyPath: "emitterCells.cell.enabled")
      try gpu.setValue(false, forKeyPath: "emitterCells.cell.enabled")
      cpu.advance(to: 0.75)
      gpu.advance(to: 0.75)
      try cpu.setValue(true, forKeyPath: "emitterCells.cell.enabled")
      try gpu.setValue(true, forKeyPath: "emitterCells.cell.enabled")
    }
    #expect(coveredFraction(shownCPU, background: background) > 0.01, "shown again")
    expectImagesMatch(shownGPU, shownCPU, "live-enabled")
  }

  @Test("contents changed on a running layer are drawn from the next frame on")
  func contentsChange() throws {
    let scene = RenderFixtures.scene()
    let star = Contents.path("M 0 -10 L 3 -3 L 10 -3 L 4 2 L 6 10 L 0 5 L -6 10 L -4 2 L -10 -3 L -3 -3 Z")
    let (gpu, cpu) = try images(scene) { cpu, gpu in
      try cpu.setValue(star, forKeyPath: "emitterCells.cell.contents")
      try gpu.setValue(star, forKeyPath: "emitterCells.cell.contents")
    }
    let unchanged = try RenderFixtures.referenceImage(scene)
    #expect(!ImageComparison(actual: cpu, expected: unchanged).passed, "the new contents show")
    expectImagesMatch(gpu, cpu, "live-contents")
    let simulator = CPUSimulator(scene: scene)
    do {
      try simulator.setValue(Contents.image(path: "/nonexistent/spark.png"), forKeyPath: "emitterCells.cell.contents")
      Issue.record("a missing image must be refused when set")
    } catch {
      #expect(error.description.contains("not found"))
    }
  }
}
