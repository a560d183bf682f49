import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// An emitter under a superlayer held before its begin by a `backwards` fill stands still there
/// (its clock held at the host's begin, simulated when first shown) and runs on from the host's
/// begin: the GPU equals the CPU reference with 0 deviation through both (docs/SEMANTICS.md,
/// "Time"; `HeldLayerClockTests` for the CPU's particles).
@Suite("A held layer's emitters: GPU matches the CPU reference", .serialized, .tags(.gl))
struct HeldLayerClockGPUTests {
  @Test("a card held at its time 1.5 by its host's fill, then running: 0 deviation")
  func heldThenRunning() throws {
    let json = #"""
      {"size": [200, 200], "seed": 11,
       "layers": [{"name": "host", "beginTime": 2, "fillMode": "backwards",
         "sublayers": [{"name": "card", "emitterPosition": [100, 60], "beginTime": 0.5,
           "emitterCells": [{"name": "dot", "birthRate": 40, "lifetime": 3,
             "lifetimeRange": 1, "velocity": 80, "velocityRange": 30,
             "emissionRange": 3.14159, "yAcceleration": 60, "spin": 2, "scaleSpeed": -0.1,
             "alphaSpeed": -0.2}]}]}]}
      """#
    let scene = try Scene(jsonData: Data(json.utf8), file: "held-clock.json")
    for until in [1.9, 3.5] {
      let frames = FrameTimes.jittery(until: until, seed: 5)
      let comparison = try SimulatorComparison.run(
        scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
      #expect(comparison.expectedCount > 0, "until \(until) s: particles")
      #expect(comparison.passed, "until \(until) s\n\(comparison)")
    }
  }
}
