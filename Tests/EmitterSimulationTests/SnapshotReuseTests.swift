import EmitterModel
import Testing

@testable import EmitterSimulation
import EmitterTestSupport

@Suite("A snapshot refreshed in place equals a new one")
struct SnapshotReuseTests {
  /// Sub-cells (fireworks: parents spawn their children interleaved, out of serial order),
  /// particles dying and being born, one snapshot refreshed frame after frame: at every frame it
  /// must equal a snapshot built independently of it (`built(from:)`), record for record, in the
  /// same order.
  @Test("frame after frame, with sub-cells", arguments: ["fireworks", "classic", "confetti"])
  func refreshed(_ name: String) {
    let scene =
      switch name {
      case "fireworks": SceneFixtures.fireworks()
      case "classic": SceneFixtures.classicFireworks()
      default: SceneFixtures.gravityConfetti()
      }
    let simulator = CPUSimulator(scene: scene)
    var reused = ParticleSnapshot(time: 0, cells: [], particles: [])
    var sawUnsortedSpawnOrder = false
    for frame in 1...150 {
      simulator.advance(to: Double(frame) / 30)
      simulator.refreshSnapshot(&reused)
      let fresh = Self.built(from: simulator)
      #expect(reused == fresh, "frame \(frame)")
      // The case the per-cell sort exists for: a cell's spawn order is not its serial order.
      for cell in simulator.particles where !cell.isEmpty {
        if zip(cell, cell.dropFirst()).contains(where: { $0.serial > $1.serial }) {
          sawUnsortedSpawnOrder = true
        }
      }
      if reused != fresh { break }
    }
    #expect(!reused.particles.isEmpty)
    if name == "fireworks" {
      #expect(sawUnsortedSpawnOrder, "no cell out of serial order: the sort went untested")
    }
  }

  /// The snapshot made the plain way, as `snapshot()` made it before it refreshed one: every
  /// cell's particles as records, sorted by `ParticleSnapshot.init` (cell, then serial).
  static func built(from simulator: CPUSimulator) -> ParticleSnapshot {
    let records = simulator.particles.flatMap { cellParticles in
      cellParticles.map { particle in
        let cell = simulator.scene.cells[Int(particle.cell)]
        return ParticleRecord(particle, cell: cell, behaviors: cell.behaviors)
      }
    }
    let timelineTimes = simulator.scene.layers.map {
      simulator.planner.timelineTime(
        ofLayer: $0.index, atLayerTime: $0.localTime(atSceneTime: simulator.time))
    }
    return ParticleSnapshot(
      time: simulator.time, cells: simulator.scene.cellInfos, particles: records,
      timelineTimes: timelineTimes)
  }
}
