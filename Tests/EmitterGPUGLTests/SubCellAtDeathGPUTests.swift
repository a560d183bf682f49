import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

@testable import EmitterGPU

/// Sub-cells born at their parent's death on the GPU (`birthEvent: death`, spawn_subcells.comp's
/// `SubCellBirths.atDeath`): the same children as the CPU reference, bit for bit.
@Suite("Sub-cells at death: GPU matches the CPU reference", .serialized, .tags(.gl))
struct SubCellAtDeathGPUTests {
  /// Fireworks whose rockets burst at their death: a burst (one, at death) that sprays sparks
  /// over its life, and 24 shards at death flying out in every direction.
  static func deathFireworks() -> Scene {
    var scene = GPUFixtures.fireworks { burst in
      burst.birthEvent = .death
      burst.birthRate = 1
    }
    var shards = EmitterCell(name: "shards")
    shards.birthEvent = .death
    shards.birthRate = 24
    shards.lifetime = 0.8
    shards.lifetimeRange = 0.3
    shards.velocity = 90
    shards.velocityRange = 40
    shards.emissionRange = 2 * .pi
    shards.yAcceleration = 120
    shards.contents = .shape(.circle, size: Size(width: 4, height: 4))
    scene.layers[0].emitterCells[0].emitterCells.append(shards)
    scene.layers[0].emitterCells[0].lifetimeRange = 0.3
    return scene
  }

  @Test("steady 60 fps and jittery frames: 0 deviation", arguments: [false, true])
  func fireworks(jittery: Bool) throws {
    let frames =
      jittery ? FrameTimes.jittery(until: 4.5, seed: 31) : FrameTimes.steady(fps: 60, until: 4.5)
    let comparison = try SimulatorComparison.run(
      Self.deathFireworks(), frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 0)
    #expect(comparison.passed, "death fireworks\n\(comparison)")
  }

  @Test("rings that grow (the rockets' rate climbs 1 to 9 a second): 0 deviation")
  func ringsGrow() throws {
    var scene = Self.deathFireworks()
    var rockets = PropertyAnimation.keyframes(
      "emitterCells.rocket.birthRate", values: [1.0, 9.0], duration: 2.5)
    rockets.timing.fillMode = .forwards
    rockets.isRemovedOnCompletion = false
    scene.layers[0].animations = [rockets]
    let frames = FrameTimes.jittery(until: 4, seed: 8)
    let cpu = CPUSimulator(scene: scene)
    cpu.checksSlots = true
    let ring = cpu.slots.cells[0].ring
    for time in frames { cpu.advance(to: time) }
    #expect(cpu.slots.cells[0].ring > ring, "the rockets' ring grew, so parents moved")
    #expect(cpu.slotCollisions == 0)
    #expect(cpu.snapshot().particles.contains { $0.cell == 3 }, "shards were born")
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "rings that grow\n\(comparison)")
  }

  @Test(
    "live sets of birthEvent and of a death sub-cell's count, on both between frames: 0 deviation")
  func liveChanges() throws {
    let scene = Self.deathFireworks()
    let comparison = try SimulatorComparison.run(scene, tolerance: .exact, holdingGL: withGL) {
      simulator in
      for (frame, t) in FrameTimes.jittery(until: 5, seed: 12).enumerated() {
        simulator.advance(to: t)
        switch frame {
        case 60:
          try simulator.setValue(
            "life", forKeyPath: "emitterCells.rocket.emitterCells.shards.birthEvent")
        case 120:
          try simulator.setValue(
            "death", forKeyPath: "emitterCells.rocket.emitterCells.shards.birthEvent")
        case 180:
          try simulator.setValue(
            7.0, forKeyPath: "emitterCells.rocket.emitterCells.shards.birthRate")
        default: break
        }
      }
    }
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
