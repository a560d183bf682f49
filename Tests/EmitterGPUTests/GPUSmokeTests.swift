import EmitterGL
import EmitterModel
import EmitterSimulation
import GLTestSupport
import Testing
@testable import EmitterGPU

@Suite("GPU simulator, first light", .serialized)
struct GPUSmokeTests {
  @Test("a line of gravity confetti: the GPU makes the CPU's particles")
  func confetti() throws {
    var cell = EmitterCell(name: "confetti")
    cell.birthRate = 80
    cell.lifetime = 4
    cell.lifetimeRange = 1
    cell.velocity = 150
    cell.velocityRange = 60
    cell.emissionLongitude = .pi
    cell.emissionRange = .pi / 4
    cell.yAcceleration = 350
    var layer = EmitterLayer(name: "top")
    layer.emitterShape = .line
    layer.emitterPosition = Point(x: 195, y: -10)
    layer.emitterSize = Size(width: 390, height: 1)
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    try withGL {
      let gpu = try GPUSimulator(scene: scene)
      defer { gpu.destroy() }
      var cpu = CPUSimulator(scene: scene)
      for frame in 1...120 {
        gpu.advance(to: Double(frame) / 60)
        cpu.advance(to: Double(frame) / 60)
      }
      let expected = cpu.snapshot()
      let actual = gpu.snapshot()
      #expect(actual.particles.count == expected.particles.count)
      #expect(actual.particles.map(\.serial) == expected.particles.map(\.serial))
      var worst: Float = 0
      for (a, b) in zip(actual.particles, expected.particles) {
        let d = a.position - b.position
        worst = max(worst, max(abs(d.x), max(abs(d.y), abs(d.z))))
      }
      print("worst position deviation \(worst)")
      #expect(worst < 1e-3)
    }
  }
}
