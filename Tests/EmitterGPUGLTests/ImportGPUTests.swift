import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// Scenes imported from cocos2d plists and SpriteKit .sks files (Tests/Fixtures/import) simulate
/// on the GPU exactly as on the CPU reference: 0 deviation in every attribute.
@Suite("Imported effects: the GPU equals the CPU", .serialized, .tags(.gl))
struct ImportGPUTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/import")

  @Test("each fixture, 80 jittery frames (about 1.8 s, inside every emission window)", arguments: ["gravity.plist", "gravity-embedded.plist", "radial.plist", "effects.sks"])
  func fixture(name: String) throws {
    let scene = try Scene.load(contentsOf: Self.folder.appendingPathComponent(name))
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: FrameTimes.jittery(count: 80, seed: 2026), holdingGL: withGL)
    #expect(comparison.expectedCount > 0, "\(name): the scene should have live particles")
    #expect(comparison.passed, "\(name)\n\(comparison)")
    for attribute in comparison.attributes {
      #expect(attribute.maximum == 0, "\(name): \(attribute.attribute) differs by \(attribute.maximum)")
    }
  }

  @Test("maxParticles (with a fan spread): the same births skipped on the GPU; never more alive than the cap")
  func particleCap() throws {
    var scene = GPUFixtures.scene(cell: {
      $0.birthRate = 100
      $0.lifetime = 1
      $0.lifetimeRange = 0.3
      $0.maxParticles = 40
    })
    scene.emissionRangeMode = .fan
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: FrameTimes.jittery(count: 120, seed: 77), holdingGL: withGL)
    #expect(comparison.expectedCount > 0 && comparison.expectedCount <= 40)
    #expect(comparison.passed, "\(comparison)")
    for attribute in comparison.attributes {
      #expect(attribute.maximum == 0, "\(attribute.attribute) differs by \(attribute.maximum)")
    }
  }
}
