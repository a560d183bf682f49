import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Live changes keep the GPU equal to the CPU reference: the same random calls between the same
/// frames on both, then every attribute compared. On llvmpipe the two agree bit for bit, so the
/// bound here is 0 deviation, as for scenes without changes. Not `.serialized`: every GPU
/// simulator here lives inside the GL lock (`SimulatorComparison`), so cases run side by side.
@Suite("Live changes: GPU matches the CPU reference", .tags(.gl))
struct LiveChangeGPUTests {
  func expectIdentical(
    _ scene: Scene, frames: [Double], calls: [RandomLiveChanges.Call], _ label: String
  ) throws {
    let run = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    #expect(run.cpuAccepted == run.gpuAccepted, "\(label): both refuse the same calls")
    #expect(run.cpuAccepted.filter { $0 }.count >= calls.count / 2, "\(label): most calls applied")
    #expect(run.comparison.passed, "\(label)\n\(run.comparison)")
    for attribute in run.comparison.attributes {
      #expect(attribute.maximum == 0, "\(label): \(attribute.attribute) deviates by \(attribute.maximum)")
    }
  }

  @Test("every preset with random live changes, 180 jittery frames", arguments: presetNames)
  func presets(name: String) throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("\(name).json"))
    let frames = FrameTimes.jittery(count: 180, seed: 13)
    let calls = RandomLiveChanges.calls(for: scene, frameCount: frames.count, count: 16, seed: 99)
    try expectIdentical(scene, frames: frames, calls: calls, name)
  }

  @Test("random scenes with random live changes at random times", arguments: 0..<50)
  func randomScenes(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: 1000 + seed)
    let frames = FrameTimes.jittery(count: 90, seed: seed)
    let calls = RandomLiveChanges.calls(for: scene, frameCount: frames.count, count: 10, seed: seed)
    try expectIdentical(scene, frames: frames, calls: calls, "seed \(1000 + seed)")
  }

  @Test("the GPU replaying a CPU recording equals the CPU run that made it")
  func replayOnGPU() throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("fire.json"))
    let frames = FrameTimes.steady(fps: 60, until: 3)
    let calls = RandomLiveChanges.calls(for: scene, frameCount: frames.count, count: 20, seed: 5)
    let live = try SimulatorComparison.runLive(
      scene, frameTimes: frames, calls: calls, holdingGL: withGL)
    let recording = try Scene(jsonData: live.recording.jsonData(), file: "recording.json")
    let replay = try SimulatorComparison.run(recording, frameTimes: frames, holdingGL: withGL)
    #expect(replay.passed, "\(replay)")
    #expect(replay.expectedCount == live.comparison.expectedCount)
    for attribute in replay.attributes { #expect(attribute.maximum == 0, "\(attribute.attribute)") }
  }

  static let presetNames = [
    "confetti-cannon", "imessage-confetti", "fire", "comets", "colored-smoke", "decaying-confetti",
    "chicken", "fireworks", "snow", "butterflies",
  ]
}
