import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// `emitterRects` set on a running layer (Telegram's spoiler dust does, as its text lays out):
/// both simulators take the new rects for the births after the change, 0 deviation.
@Suite("emitterRects live: GPU matches the CPU reference", .serialized, .tags(.gl))
struct EmitterRectsGPUTests {
  @Test("rects and the rectangles shape set live, then compared with 0 deviation")
  func live() throws {
    let scene = GPUFixtures.scene(shape: .rectangles, mode: .volume)
    let words: PropertyValue = .rects([
      Rect(x: -150, y: 0, width: 80, height: 18), Rect(x: -60, y: 0, width: 140, height: 18),
    ])
    let calls: [RandomLiveChanges.Call] = [
      .init(frame: 30, layer: 0, kind: .change(.set(keyPath: "emitterRects", value: words))),
      .init(frame: 60, layer: 0, kind: .change(.set(keyPath: "emitterMode", value: .string("outline")))),
    ]
    let frames = FrameTimes.jittery(count: 120, seed: 21)
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    #expect(run.cpuAccepted == [true, true] && run.gpuAccepted == [true, true])
    #expect(run.comparison.passed, "\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }
}
