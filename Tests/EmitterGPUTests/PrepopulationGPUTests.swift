import EmitterModel
import EmitterSimulation
import Foundation
import GLTestSupport
import Testing

/// `prepopulatesOnFirstDisplay` on the GPU: the pre-populated first step (births with first steps
/// longer than the step) and everything after it, against the CPU reference.
@Suite("First-display pre-population: GPU matches the CPU reference", .serialized)
struct PrepopulationGPUTests {
  @Test("a circle-outline fixture: the first frame alone (every particle pre-populated), then 300 frames")
  func fixture() throws {
    var scene = GPUFixtures.scene(shape: .circle, mode: .outline)
    scene.prepopulatesOnFirstDisplay = true
    try expectGPUMatchesCPU(scene, frames: [1.0 / 60], "prepopulated circle, first frame")
    try expectGPUMatchesCPU(scene, "prepopulated circle")
  }

  @Test("presets pre-populated, 120 jittery frames", arguments: ["comets", "colored-smoke", "imessage-confetti", "fireworks"])
  func presets(name: String) throws {
    var scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("\(name).json"))
    scene.prepopulatesOnFirstDisplay = true
    try expectGPUMatchesCPU(scene, frames: FrameTimes.jittery(count: 120, seed: 3), "prepopulated \(name)")
  }
}
