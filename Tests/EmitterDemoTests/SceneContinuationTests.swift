import EmitterDemo
import EmitterModel
import EmitterPresets
import EmitterRaster
import EmitterSimulation
import Foundation
import Testing

/// The hand-over between particle generations (`Scene.continuing(at:)`, `delayed(by:)`,
/// `burstOnly()`), run on the CPU reference: a continued scene is exactly as far along in its
/// animations, and starts empty without back-filling or prewarming.
@Suite("scene continuation")
struct SceneContinuationTests {
  func scene(_ name: String) throws -> Scene {
    try DemoFixtures.presetScene(name)
  }

  @Test("animations continue in phase: the cannon's taper and fade from 1.5 s on")
  func animationsInPhase() throws {
    let cannon = try scene("confetti-cannon")
    let continued = cannon.continuing(at: 1.5)
    #expect(continued.layers[0].beginTime == 1.5)
    let original = LayerTimeline(cannon.layers[0])
    let later = LayerTimeline(continued.layers[0])
    for elapsed in [0.0, 0.25, 1, 2, 2.7, 5] {
      #expect(later.layer(at: elapsed).birthRate == original.layer(at: 1.5 + elapsed).birthRate)
      #expect(later.layer(at: elapsed).opacity == original.layer(at: 1.5 + elapsed).opacity)
    }
  }

  @Test("a continued scene starts empty and then emits at the scene's rate (no back-fill)")
  func noBackFill() throws {
    let fire = try scene("fire").continuing(at: 2)
    var cpu = CPUSimulator(scene: fire)
    cpu.advance(to: 2)
    #expect(cpu.snapshot().particles.isEmpty)
    cpu.advance(to: 3)
    // 30 per second: the particles born in [2, 3) s, all still alive (lifetime at least 2 s).
    #expect((29...31).contains(cpu.snapshot().particles.count))
  }

  @Test("a prewarmed layer (snow's timeOffset) is not prewarmed again when continued")
  func noSecondPrewarm() throws {
    let snow = try scene("snow")
    let continued = snow.continuing(at: 1)
    #expect(continued.layers[0].timeOffset == 0 && continued.layers[0].beginTime == 1)
    var cpu = CPUSimulator(scene: continued)
    cpu.advance(to: 1 + 1.0 / 60)
    #expect(cpu.snapshot().particles.count <= 2)
  }

  @Test("a delayed scene is the original shifted in time")
  func delayed() throws {
    let chicken = try scene("chicken")
    var original = CPUSimulator(scene: chicken)
    var later = CPUSimulator(scene: chicken.delayed(by: 5))
    original.advance(to: 1)
    later.advance(to: 4)
    #expect(later.snapshot().particles.isEmpty)
    later.advance(to: 6)
    #expect(later.snapshot().particles.count == original.snapshot().particles.count)
  }

  @Test("burstOnly: half a second of each top-level cell at once, and nothing after")
  func burstOnly() throws {
    let fire = try scene("fire").continuing(at: 1).burstOnly()
    #expect(fire.layers[0].birthRate == 0)
    var cpu = CPUSimulator(scene: fire)
    cpu.advance(to: 1.1)
    #expect(cpu.snapshot().particles.count == 15)
    cpu.advance(to: 1.9)
    #expect(cpu.snapshot().particles.count == 15)
  }
}

/// Layer opacity as its animations make it (`LayerOpacities`, used by both renderers).
@Suite("layer opacity")
struct LayerOpacityTests {
  @Test("the cannon's layer is opaque until 3 s, fades with easeOut, and is gone after 4 s")
  func cannonFades() throws {
    let opacities = LayerOpacities(scene: try DemoFixtures.presetScene("confetti-cannon"))
    #expect(opacities.opacity(ofLayer: 0, atLayerTime: 2.9) == 1)
    let midway = opacities.opacity(ofLayer: 0, atLayerTime: 3.5)
    #expect(midway > 0 && midway < 0.5, "easeOut is past half way at half time")
    #expect(opacities.opacity(ofLayer: 0, atLayerTime: 4.1) == 0)
    #expect(opacities.opacity(ofLayer: 0, atLayerTime: 60) == 0)
  }
}
