import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

@testable import EmitterGPU

/// Sub-cells born at their parent's contacts on the GPU (`birthEvent: collision`): the contact
/// marks the integrate pass writes and the counts in the store give the same children as the
/// CPU reference, bit for bit.
@Suite("Sub-cells at collision: GPU matches the CPU reference", .serialized, .tags(.gl))
struct SubCellAtCollisionGPUTests {
  /// Sparks flung in every direction under gravity off the bounds and a circle, each contact
  /// throwing four flashes; a sub-cell over life beside it.
  static func sparks(rate: Double = 60) -> Scene {
    var bounds = EmitterBehavior(type: .collision, name: "bounds")
    bounds.collider = .bounds
    bounds.restitution = 0.6
    bounds.friction = 0.1
    var ball = EmitterBehavior(type: .collision, name: "ball")
    ball.collider = .circle
    ball.position = Point(x: 200, y: 650)
    ball.radius = 60
    ball.restitution = 0.8
    var scene = GPUFixtures.scene(layer: { $0.emitterBehaviors = [bounds, ball] }) {
      $0.birthRate = rate
      $0.velocity = 500
      $0.velocityRange = 200
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 500
      $0.lifetime = 3
      $0.lifetimeRange = 1
    }
    var flash = EmitterCell(name: "flash")
    flash.birthEvent = .collision
    flash.birthRate = 4
    flash.lifetime = 0.4
    flash.lifetimeRange = 0.2
    flash.velocity = 60
    flash.velocityRange = 30
    flash.emissionRange = .pi
    flash.alphaSpeed = -2
    var trail = EmitterCell(name: "trail")
    trail.birthRate = 5
    trail.lifetime = 0.3
    scene.layers[0].emitterCells[0].emitterCells = [flash, trail]
    return scene
  }

  @Test("steady 60 fps and jittery frames: 0 deviation", arguments: [false, true])
  func sparks(jittery: Bool) throws {
    let frames =
      jittery ? FrameTimes.jittery(until: 4, seed: 44) : FrameTimes.steady(fps: 60, until: 4)
    let scene = Self.sparks()
    let cpu = CPUSimulator(scene: scene)
    cpu.checksSlots = true
    for time in frames { cpu.advance(to: time) }
    #expect(cpu.snapshot().countsByCell[1] > 0, "flashes were born")
    #expect(cpu.slotCollisions == 0)
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "sparks\n\(comparison)")
  }

  @Test("rings that grow (the sparks' rate climbs 20 to 120 a second): 0 deviation")
  func ringsGrow() throws {
    var scene = Self.sparks(rate: 20)
    var climb = PropertyAnimation.keyframes(
      "emitterCells.cell.birthRate", values: [20.0, 120.0], duration: 2)
    climb.timing.fillMode = .forwards
    climb.isRemovedOnCompletion = false
    scene.layers[0].animations = [climb]
    let frames = FrameTimes.jittery(until: 3.5, seed: 5)
    let cpu = CPUSimulator(scene: scene)
    let ring = cpu.slots.cells[0].ring
    for time in frames { cpu.advance(to: time) }
    #expect(
      cpu.slots.cells[0].ring > ring, "the sparks' ring grew, so parents moved with their counts")
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "rings that grow\n\(comparison)")
  }

  @Test("live sets of birthEvent and of the count, and events recorded, on both: 0 deviation")
  func liveChanges() throws {
    let scene = Self.sparks()
    let comparison = try SimulatorComparison.run(scene, tolerance: .exact, holdingGL: withGL) {
      simulator in
      for (frame, t) in FrameTimes.jittery(until: 4, seed: 13).enumerated() {
        switch frame {
        case 40:
          try simulator.setValue(
            "death", forKeyPath: "emitterCells.cell.emitterCells.flash.birthEvent")
        case 80:
          try simulator.setValue(
            "collision", forKeyPath: "emitterCells.cell.emitterCells.flash.birthEvent")
        case 120:
          try simulator.setValue(
            9.0, forKeyPath: "emitterCells.cell.emitterCells.flash.birthRate")
        case 150:
          try simulator.setValue(
            "collision", forKeyPath: "emitterCells.cell.emitterCells.trail.birthEvent")
        default: break
        }
        simulator.advance(to: t)
      }
    }
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
