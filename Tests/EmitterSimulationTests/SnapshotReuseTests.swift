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
      simulator.planner.drawnTimelineTime(ofLayer: $0.index, atSceneTime: simulator.time)
    }
    return ParticleSnapshot(
      time: simulator.time, cells: simulator.scene.cellInfos, particles: records,
      timelineTimes: timelineTimes)
  }

  /// A layer before its begin has no timeline time (NaN); snapshots of the same moment are still
  /// equal, and a replay's recording still compares with its run (once seen failing: NaN != NaN
  /// made every snapshot with such a layer unequal to itself).
  @Test("a snapshot with a layer not drawn yet equals itself and an identical run's")
  func notDrawnYet() throws {
    var scene = SceneFixtures.single(rate: 10)
    scene.layers[0].beginTime = 1
    let first = CPUSimulator(scene: scene)
    let second = CPUSimulator(scene: scene)
    first.advance(to: 0.5)
    second.advance(to: 0.5)
    let snapshot = first.snapshot()
    let time = try #require(snapshot.timelineTimes?.first)
    #expect(time.isNaN, "layer time \(time) before its begin")
    #expect(snapshot == snapshot)
    #expect(snapshot == second.snapshot())
    // Once the layer begins its time is a number, and differs from the not-drawn one.
    second.advance(to: 1.5)
    #expect(second.snapshot().drawnTimelineTimes == [0.5])
    #expect(second.snapshot() != snapshot)
  }
}
