import EmitterModel
import EmitterRaster
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The draw order's running slot count (`SnapshotSlots.Cursor`, one division per run of a
/// cell's particles) against `slot(cell:serial:)` (one each), on every particle of every
/// preset and of random scenes: rings that wrap, sub-cells, cells that stop and start.
@Suite("The slot cursor gives every particle the slot its cell and serial imply", .tags(.gl))
struct SnapshotSlotsCursorTests {
  static func expectCursorAgrees(_ scene: Scene, seconds: Double, _ name: String) {
    let simulator = CPUSimulator(scene: scene)
    for step in 1...Int((seconds * 30).rounded()) { simulator.advance(to: Double(step) / 30) }
    let snapshot = simulator.snapshot()
    let slots = SnapshotSlots(scene: ResolvedScene(scene.flattened))
    var cursor = SnapshotSlots.Cursor(slots)
    var differing = 0
    for particle in snapshot.particles
    where cursor.slot(cell: particle.cell, serial: particle.serial)
      != slots.slot(cell: particle.cell, serial: particle.serial)
    {
      differing += 1
    }
    #expect(snapshot.particles.count > 0, "\(name) has no particles")
    #expect(differing == 0, "\(name): \(differing) of \(snapshot.particles.count) slots differ")
  }

  @Test(
    "every preset, past its rings' first wrap",
    arguments: CPURendererMatchesReferenceTests.presetFiles)
  func preset(_ file: String) throws {
    let url = Repository.root.appendingPathComponent("scenes").appendingPathComponent(file)
    Self.expectCursorAgrees(try Scene.load(contentsOf: url), seconds: 6, file)
  }

  @Test("random scenes", arguments: 0..<8 as Range<UInt64>)
  func randomScene(_ seed: UInt64) {
    let scene = RandomSceneGenerator(limits: CPURendererMatchesReferenceTests.randomLimits)
      .scene(seed: seed)
    Self.expectCursorAgrees(scene, seconds: 4, "random-\(seed)")
  }
}
