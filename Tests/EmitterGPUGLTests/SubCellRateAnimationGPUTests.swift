import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Foundation
import Testing
@testable import EmitterGPU
import EmitterVerification

/// Animations of a sub-cell's `birthRate` on the GPU: each parent's rate, sampled at its birth
/// and kept in the rate buffer (`SubCellRateStore`), gives the same children as the CPU
/// reference, bit for bit.
@Suite("Sub-cell rate animations: GPU matches the CPU reference", .serialized, .tags(.gl))
struct SubCellRateAnimationGPUTests {
  /// The tutorials' fireworks recipe with its burst rate ramped from 1 to 3 over 6 s.
  static func rampedFireworks() -> Scene {
    var scene = GPUFixtures.fireworks()
    var ramp = PropertyAnimation.keyframes(
      "emitterCells.rocket.emitterCells.burst.birthRate", values: [1.0, 3.0], duration: 6)
    ramp.timing.fillMode = .forwards
    ramp.isRemovedOnCompletion = false
    scene.layers[0].animations = [ramp]
    return scene
  }

  /// Three levels: the rockets' rate climbs (so their ring grows and every parent moves, with its
  /// rates), the bursts' rate eases up and down, and the sparks' (a sub-sub-cell) falls,
  /// pre-populated on first display.
  static func threeLevels() -> Scene {
    var scene = rampedFireworks()
    scene.prepopulatesOnFirstDisplay = true
    scene.layers[0].emitterCells[0].lifetime = 1.6
    scene.layers[0].emitterCells[0].emitterCells[0].lifetime = 0.6
    var rockets = PropertyAnimation.keyframes("emitterCells.rocket.birthRate", values: [1.0, 9.0], duration: 2.5)
    rockets.timing.fillMode = .forwards
    rockets.isRemovedOnCompletion = false
    var bursts = PropertyAnimation.keyframes(
      "emitterCells.rocket.emitterCells.burst.birthRate", values: [0.5, 4.0, 1.5], duration: 3,
      timingFunction: .easeInEaseOut, calculationMode: .cubic)
    bursts.timing.beginTime = 0.2
    bursts.timing.autoreverses = true
    var sparks = PropertyAnimation.keyframes(
      "emitterCells.rocket.emitterCells.burst.emitterCells.spark.birthRate", values: [400.0, 60.0],
      duration: 2)
    sparks.timing.beginTime = 0.5
    sparks.timing.fillMode = .both
    scene.layers[0].animations = [rockets, bursts, sparks]
    return scene
  }

  @Test("the ramped fireworks, steady 60 fps and jittery frames: 0 deviation", arguments: [false, true])
  func rampedFireworks(jittery: Bool) throws {
    let frames =
      jittery ? FrameTimes.jittery(until: 6.5, seed: 515) : FrameTimes.steady(fps: 60, until: 6.5)
    let comparison = try SimulatorComparison.run(
      Self.rampedFireworks(), frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 0)
    #expect(comparison.passed, "ramped fireworks\n\(comparison)")
  }

  @Test("three levels, the sub-sub-cell's rate animated too, rings grown mid-run, pre-populated: 0 deviation", arguments: [false, true])
  func threeLevels(jittery: Bool) throws {
    let scene = Self.threeLevels()
    let frames = jittery ? FrameTimes.jittery(until: 4, seed: 77) : FrameTimes.steady(fps: 24, until: 4)
    let cpu = CPUSimulator(scene: scene)
    cpu.checksSlots = true
    let ring = cpu.slots.cells[0].ring
    for time in frames { cpu.advance(to: time) }
    #expect(cpu.slots.cells[0].ring > ring, "the rockets' ring grew, so parents moved with their rates")
    #expect(cpu.slotCollisions == 0)
    #expect(cpu.snapshot().countsByCell.count == 3 && cpu.snapshot().countsByCell[2] > 0)
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "three levels\n\(comparison)")
  }
}
