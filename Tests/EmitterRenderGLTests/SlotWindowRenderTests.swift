import EmitterContents
import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import Testing

/// The draw from a pool bound a window at a time (`SlotWindows`): the quad pass runs once per
/// window, each preparing the entries whose slots it holds, and the sorted modes sort on the
/// host. With windows of about a hundred slots, every render mode draws the image the pool bound
/// whole draws, byte for byte, and the reference's under the renderer tests' tolerance.
@Suite("Particles drawn from a pool bound a window at a time", .serialized, .tags(.gl))
struct SlotWindowRenderTests {
  @Test(
    "every render mode draws, byte for byte, what the pool bound whole draws",
    arguments: RenderMode.allCases)
  func sameImage(_ mode: RenderMode) throws {
    // 450 a second living 3 s: a pool of well over a thousand slots.
    let scene = GPUImageMatchesReferenceTests.crowded(mode) { $0.birthRate = 15 }
    let view = RenderView(scene: scene, scale: 1)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: 1)
    func image(windowed: Bool) throws -> (image: RGBAImage, slots: Int, windowSlots: Int) {
      try withGL {
        let windows =
          windowed
          ? SlotWindows(
            windowSlots: 100,
            alignmentSlots: max(GL.limits.shaderStorageBufferOffsetAlignment / 4, 1))
          : SlotWindows.standard
        let simulator = try GPUSimulator(scene: scene, windows: windows)
        let renderer = try ParticleRenderer(scene: scene, view: view, atlas: atlas)
        defer {
          renderer.destroy()
          simulator.destroy()
        }
        for frame in 1...60 { simulator.advance(to: Double(frame) / 60) }
        renderer.draw(simulator.frame)
        return (renderer.readImage(), simulator.slots.totalSlots, windows.windowSlots)
      }
    }
    let whole = try image(windowed: false)
    let windowed = try image(windowed: true)
    #expect(windowed.slots > 4 * windowed.windowSlots, "\(windowed.slots) slots")
    expectImagesMatch(windowed.image, whole.image, tolerance: .exact, "windowed-\(mode)")
    let reference = try RenderFixtures.referenceImage(scene)
    expectImagesMatch(windowed.image, reference, "windowed-\(mode)-reference")
    let blank = RGBAImage(
      width: reference.width, height: reference.height,
      fill: ReferenceRasterizer.backgroundPixel(scene))
    #expect(windowed.image != blank)
  }
}
