import EmitterDemo
import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import Testing

/// A one-shot preset's replay is the emission call `restart` on the same simulator; the layer's
/// animations start over with it, its animated opacity included, so the replayed cannon is
/// drawn (its first run faded the layer out at 3...4 s).
@Suite("one-shot replay", .serialized, .tags(.gl))
struct ReplayOpacityGLTests {
  @Test("the cannon replayed by restart at 5 s is drawn at 6 s; without the restart it is not")
  func replayedCannonIsDrawn() throws {
    let scene = try DemoFixtures.presetScene("confetti-cannon")
    func covered(restart: Bool) throws -> Double {
      try withGL {
        let simulator = try GPUSimulator(scene: scene)
        defer { simulator.destroy() }
        let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
        defer { renderer.destroy() }
        for frame in 1...300 { simulator.advance(to: Double(frame) / 60) }
        if restart {
          #expect(simulator.apply([.restart]).isEmpty)
        }
        for frame in 301...360 { simulator.advance(to: Double(frame) / 60) }
        renderer.draw(simulator.frame)
        return DemoFixtures.coveredFraction(renderer.readImage(), scene: scene)
      }
    }
    // Particles of the first shot are still falling at 6 s, but the layer's opacity is 0.
    #expect(try covered(restart: false) == 0)
    #expect(try covered(restart: true) > 0.005)
  }
}
