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
  /// The cursor against the direct slot at each of `times` (seconds, increasing): a preset that
  /// runs on is checked past its rings' first wrap, one that ends (a burst, a dissolve) while its
  /// particles live; some time must have particles.
  static func expectCursorAgrees(_ scene: Scene, times: [Double], _ name: String) {
    let simulator = CPUSimulator(scene: scene)
    let slots = SnapshotSlots(scene: ResolvedScene(scene.flattened))
    var step = 0
    var checked = 0
    for time in times {
      while Double(step) / 30 < time - 1e-9 {
        step += 1
        simulator.advance(to: Double(step) / 30)
      }
      let snapshot = simulator.snapshot()
      var cursor = SnapshotSlots.Cursor(slots)
      var differing = 0
      for particle in snapshot.particles
      where cursor.slot(cell: particle.cell, serial: particle.serial)
        != slots.slot(cell: particle.cell, serial: particle.serial)
      {
        differing += 1
      }
      checked += snapshot.particles.count
      #expect(
        differing == 0, "\(name) at \(time) s: \(differing) of \(snapshot.particles.count) slots differ")
    }
    #expect(checked > 0, "\(name) has no particles at \(times) s")
  }

  @Test(
    "every preset, past its rings' first wrap",
    arguments: CPURendererMatchesReferenceTests.presetFiles)
  func preset(_ file: String) throws {
    let url = Repository.root.appendingPathComponent("scenes").appendingPathComponent(file)
    Self.expectCursorAgrees(try Scene.load(contentsOf: url), times: [1, 3, 6], file)
  }

  @Test("random scenes", arguments: 0..<8 as Range<UInt64>)
  func randomScene(_ seed: UInt64) {
    let scene = RandomSceneGenerator(limits: CPURendererMatchesReferenceTests.randomLimits)
      .scene(seed: seed)
    Self.expectCursorAgrees(scene, times: [4], "random-\(seed)")
  }
}
