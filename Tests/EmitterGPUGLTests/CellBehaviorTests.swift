import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Foundation
import Testing

/// Behaviours inside a cell (CAEmitterCell's private `emitterBehaviors`): they act on that cell's
/// particles only, after the layer's, on the CPU and the GPU alike.
@Suite("Behaviours on cells", .serialized, .tags(.gl))
struct CellBehaviorTests {
  static func behavior(
    _ type: BehaviorType, _ configure: (inout EmitterBehavior) -> Void = { _ in }
  )
    -> EmitterBehavior
  {
    var behavior = EmitterBehavior(type: type, name: type.rawValue)
    configure(&behavior)
    return behavior
  }

  /// Two top-level cells under a layer drag; `blown` has a wave and a colour curve of its own,
  /// its sub-cell `spark` an attractor of its own.
  static func scene(cellBehaviors: Bool = true) -> Scene {
    GPUFixtures.scene(layer: {
      $0.emitterBehaviors = [behavior(.drag) { $0.drag = 0.5 }]
      var calm = EmitterCell(name: "calm")
      calm.birthRate = 30
      calm.lifetime = 3
      calm.velocity = 90
      calm.emissionRange = .pi
      $0.emitterCells.append(calm)
    }) {
      $0.name = "blown"
      var spark = EmitterCell(name: "spark")
      spark.birthRate = 5
      spark.lifetime = 1
      spark.velocity = 40
      spark.emissionRange = .pi
      if cellBehaviors {
        $0.emitterBehaviors = [
          behavior(.wave) {
            $0.force = Vector3(x: 300, y: -100, z: 0)
            $0.frequency = 1
          },
          behavior(.colorOverLife) {
            $0.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
          },
        ]
        spark.emitterBehaviors = [
          behavior(.attractor) {
            $0.position = Point(x: 195, y: 300)
            $0.stiffness = 20
          }
        ]
      }
      $0.emitterCells = [spark]
    }
  }

  @Test("a cell's behaviours move and colour its particles only")
  func onlyTheirCell() {
    let with = CPUSimulator(scene: Self.scene())
    let without = CPUSimulator(scene: Self.scene(cellBehaviors: false))
    for time in FrameTimes.steady(fps: 60, until: 2) {
      with.advance(to: time)
      without.advance(to: time)
    }
    let a = with.snapshot()
    let b = without.snapshot()
    func particles(_ snapshot: ParticleSnapshot, _ path: String) -> [ParticleRecord] {
      let cell = snapshot.cells.first { $0.path == path }!.index
      return snapshot.particles.filter { $0.cell == cell }
    }
    // The layer's other cell is untouched: the same particles, bit for bit.
    #expect(!particles(a, "calm").isEmpty && particles(a, "calm") == particles(b, "calm"))
    // The cell with the wave and the colour curve moves and shows differently.
    let blown = particles(a, "blown")
    let plain = particles(b, "blown")
    #expect(blown.count == plain.count && !blown.isEmpty)
    #expect(zip(blown, plain).contains { $0.position != $1.position })
    #expect(blown.allSatisfy { $0.color.y == 0 })  // the curve runs red to blue, no green
    #expect(!particles(a, "blown.spark").isEmpty)
  }

  @Test("GPU equals CPU with behaviours on cells and sub-cells, 300 jittery frames")
  func gpuMatchesCPU() throws {
    try expectGPUMatchesCPU(Self.scene(), frames: GPUFixtures.jitteryFrames, "cell behaviours")
  }

  @Test(
    "scene files: a cell's emitterBehaviors read, write back, and name their key paths in errors")
  func sceneFile() throws {
    let json = #"""
      {"layers": [{"emitterCells": [{"name": "dust", "birthRate": 5,
        "emitterBehaviors": [{"type": "drag", "name": "air", "drag": 2}]}]}]}
      """#
    let scene = try Scene(jsonData: Data(json.utf8), file: "dust.json")
    let cell = scene.layers[0].emitterCells[0]
    #expect(cell.emitterBehaviors.map(\.type) == [.drag] && cell.emitterBehaviors[0].drag == 2)
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    let bad = #"""
      {"layers": [{"emitterCells": [{"emitterBehaviors": [{"type": "wave", "frequency": "fast"}]}]}]}
      """#
    do {
      _ = try Scene(jsonData: Data(bad.utf8), file: "bad.json")
      Issue.record("a wrong behaviour value in a cell loads")
    } catch {
      let message = String(describing: error)
      #expect(message.contains("bad.json"))
      #expect(message.contains("layers[0].emitterCells[0].emitterBehaviors[0].frequency"))
    }
  }
}
