import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Testing

@Suite("Born counts on the GPU", .serialized, .tags(.gl))
struct BornCountGPUTests {
  @Test("the GPU simulator counts what the CPU reference counts, through bursts and live changes")
  func equalsCPU() throws {
    let scene = SceneFixtures.fireworks()
    let (cpu, gpu) = try SimulatorComparison.onBoth(scene, holdingGL: withGL) { simulator in
      for frame in 1...150 {
        simulator.advance(to: Double(frame) / 60)
        if frame == 40 {
          try simulator.burst(30, cell: "rocket")
          try simulator.setValue(.number(6), forKeyPath: "emitterCells.rocket.birthRate", layer: 0)
        }
      }
      return try simulator.bornCount(cell: "rocket", layer: 0)
    }
    #expect(gpu == cpu)
    #expect(gpu > 30)
  }
}
