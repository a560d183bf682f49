import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing

@Suite("Born counts on the GPU", .serialized, .tags(.gl))
struct BornCountGPUTests {
  @Test("the GPU simulator counts what the CPU reference counts, through bursts and live changes")
  func equalsCPU() throws {
    try withGL {
      let scene = SceneFixtures.fireworks()
      let gpu = try GPUSimulator(scene: scene)
      let cpu = CPUSimulator(scene: scene)
      for frame in 1...150 {
        let t = Double(frame) / 60
        gpu.advance(to: t)
        cpu.advance(to: t)
        if frame == 40 {
          for simulator in [gpu, cpu] as [any LiveSimulation] {
            try simulator.burst(30, cell: "rocket")
            try simulator.setValue(.number(6), forKeyPath: "emitterCells.rocket.birthRate", layer: 0)
          }
        }
      }
      let counted = try gpu.bornCount(cell: "rocket")
      #expect(counted == (try cpu.bornCount(cell: "rocket")))
      #expect(counted > 30)
    }
  }
}
