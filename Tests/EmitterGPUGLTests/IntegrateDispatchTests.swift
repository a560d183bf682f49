import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// One integrate dispatch per layer against one per cell (`integratesEachCellApart`, the way
/// before, kept as the benchmark's baseline): the same particles, bit for bit, on every preset
/// and on random scenes, whose cells' accelerations differ (the per-cell-acceleration programs).
@Suite("One integrate dispatch per layer", .serialized, .tags(.gl))
struct IntegrateDispatchTests {
  static let presets: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.scenes.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("every preset: the same particles as a dispatch per cell", arguments: presets)
  func preset(_ name: String) throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("\(name).json"))
    try Self.expectSameParticles(scene, frames: FrameTimes.steady(fps: 60, until: 2), name)
  }

  @Test(
    "random scenes: the same particles as a dispatch per cell", arguments: 0..<20 as Range<UInt64>)
  func randomScene(seed: UInt64) throws {
    let scene = RandomSceneGenerator().scene(seed: seed)
    try Self.expectSameParticles(
      scene, frames: FrameTimes.jittery(until: 2, seed: seed), "random scene seed \(seed)",
      requireParticles: false)
  }

  @Test("random scenes include layers whose cells' accelerations differ")
  func differingAccelerations() {
    let layers = (0..<20 as Range<UInt64>).flatMap { seed in
      let resolved = ResolvedScene(RandomSceneGenerator().scene(seed: seed))
      return resolved.layers.map { layer in
        Set(layer.cells.map { resolved.cells[$0].acceleration.x.bitPattern }).count
      }
    }
    #expect(layers.contains { $0 > 1 })
  }

  static func expectSameParticles(
    _ scene: Scene, frames: [Double], _ label: String, requireParticles: Bool = true,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let (perLayer, perCell) = try withGL {
      let perLayer = try GPUSimulator(scene: scene)
      let perCell = try GPUSimulator(scene: scene)
      perCell.integratesEachCellApart = true
      defer {
        perLayer.destroy()
        perCell.destroy()
      }
      for t in frames {
        perLayer.advance(to: t)
        perCell.advance(to: t)
      }
      return (perLayer.snapshot(), perCell.snapshot())
    }
    if requireParticles {
      #expect(!perLayer.particles.isEmpty, "\(label): no particles", sourceLocation: sourceLocation)
    }
    #expect(
      perLayer == perCell, "\(label): one dispatch per layer moved particles differently",
      sourceLocation: sourceLocation)
  }
}
