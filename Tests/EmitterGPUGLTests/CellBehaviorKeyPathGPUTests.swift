import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Key paths into a cell's own behaviours drive both simulators alike: an animation of one and
/// live `setValue` calls on them, 0 deviation (llvmpipe agrees bit for bit).
@Suite("Cells' behaviours by key path: GPU matches the CPU reference", .serialized, .tags(.gl))
struct CellBehaviorKeyPathGPUTests {
  static func scene() -> Scene {
    GPUFixtures.scene(shape: .circle, mode: .outline, cell: { cell in
      cell.name = "dust"
      var drag = EmitterBehavior(type: .drag, name: "slow")
      drag.drag = 0.5
      var spin = EmitterBehavior(type: .valueOverLife, name: "twirl")
      spin.keyPath = .spin
      spin.values = [4, 0]
      cell.emitterBehaviors = [drag, spin]
    })
  }

  @Test("an animation of a cell's behaviour key, 300 frames")
  func animated() throws {
    var scene = Self.scene()
    scene.layers[0].animations = [
      .basic("emitterCells.dust.emitterBehaviors.slow.drag", from: 0.0, to: 3.0, duration: 4)
    ]
    try scene.validate()
    try expectGPUMatchesCPU(scene, "animated cell drag")
  }

  @Test("live setValue on a cell's behaviours, then compared with 0 deviation")
  func live() throws {
    let scene = Self.scene()
    let calls: [RandomLiveChanges.Call] = [
      .init(frame: 20, layer: 0, kind: .change(.set(keyPath: "emitterCells.dust.emitterBehaviors.slow.drag", value: .number(2)))),
      .init(frame: 40, layer: 0, kind: .change(.set(keyPath: "emitterCells.dust.emitterBehaviors.twirl.enabled", value: .bool(false)))),
      .init(frame: 60, layer: 0, kind: .change(.set(keyPath: "emitterCells.dust.emitterBehaviors.slow.enabled", value: .bool(false)))),
    ]
    let frames = FrameTimes.jittery(count: 120, seed: 8)
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    #expect(run.cpuAccepted == [true, true, true] && run.gpuAccepted == [true, true, true])
    #expect(run.comparison.passed, "\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }
}
