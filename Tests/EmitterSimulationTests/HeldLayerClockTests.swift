import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation

/// A layer held before its begin by a `backwards` fill holds the clocks below it too
/// (docs/SEMANTICS.md, "Time"; issue #28): Core Animation computes a sublayer's time from its
/// superlayer's, so an emitter under a held host neither emits nor ages until the host begins.
/// It shows what its clock reached at that moment, simulated when first shown, as a
/// `timeOffset` is: the particles of an emitter whose clock stands still there (`speed` 0).
@Suite("A layer held by its fill holds the emitters below it")
struct HeldLayerClockTests {
  /// 20 births a second of a cell living 10 s and moving 30 points a second.
  static let cell = #"{"name": "dot", "birthRate": 20, "lifetime": 10, "velocity": 30}"#

  /// A host with `host` timing over an emitter with `card` timing (a scene file's sublayer
  /// clocks are in scene time).
  static func scene(host: String, card: String) throws -> Scene {
    let json = #"""
      {"size": [200, 200], "seed": 7,
       "layers": [{"name": "host", \#(host),
         "sublayers": [{"name": "card", "emitterPosition": [100, 100], \#(card),
           "emitterCells": [\#(cell)]}]}]}
      """#
    return try Scene(jsonData: Data(json.utf8), file: "held-clock.json")
  }

  /// The host begins at 2 s, held before by its fill; the card's clock began at 0.5 s, so the
  /// host holds it at its time 1.5.
  static func heldScene() throws -> Scene {
    try scene(host: #""beginTime": 2, "fillMode": "backwards""#, card: #""beginTime": 0.5"#)
  }

  /// The card's particles after advancing through `times`, one snapshot per time.
  static func snapshots(_ scene: Scene, at times: [Double]) -> [ParticleSnapshot] {
    let simulator = CPUSimulator(scene: scene)
    return times.map { time in
      simulator.advance(to: time)
      return simulator.snapshot()
    }
  }

  @Test("before the host's begin the card shows its particles of time 1.5, still")
  func heldUntilTheHostBegins() throws {
    let times = [0.1, 0.5, 1.0, 1.9]
    let held = Self.snapshots(try Self.heldScene(), at: times)
    // The card's clock standing at 1.5 from the start: the same steps, the same particles.
    let stillScene = try Self.scene(
      host: #""beginTime": 0"#, card: #""beginTime": 0, "speed": 0, "timeOffset": 1.5"#)
    let still = Self.snapshots(stillScene, at: times)
    for (heldSnapshot, stillSnapshot) in zip(held, still) {
      #expect(heldSnapshot.particles.count == 30, "\(heldSnapshot.time) s")
      #expect(heldSnapshot.particles == stillSnapshot.particles, "\(heldSnapshot.time) s")
      // Nothing ages while held: the oldest is 1.5 s old throughout.
      let oldest = heldSnapshot.particles.map(\.age).max() ?? 0
      #expect(abs(oldest - 1.5) < 0.051, "\(heldSnapshot.time) s: oldest \(oldest)")
    }
  }

  @Test("from the host's begin the card's clock runs on from 1.5")
  func runsFromTheHostsBegin() throws {
    let snapshot = try #require(Self.snapshots(try Self.heldScene(), at: [1.0, 2.0, 2.5]).last)
    // At 2.5 s the card's time is 2: 40 births, the first 2 s old.
    #expect(snapshot.particles.count == 40)
    let oldest = snapshot.particles.map(\.age).max() ?? 0
    #expect(abs(oldest - 2) < 0.051, "oldest \(oldest)")
  }

  @Test("without the fill the card's own clock runs before the host's begin")
  func unfilledHostLeavesTheClockRunning() throws {
    let scene = try Self.scene(host: #""beginTime": 2"#, card: #""beginTime": 0.5"#)
    let snapshots = Self.snapshots(scene, at: [0.3, 1.0])
    // Not begun at 0.3 s; at 1.0 s, 0.5 s into its clock: 10 births.
    #expect(snapshots[0].particles.isEmpty)
    #expect(snapshots[1].particles.count == 10)
  }

  @Test("a layer held by its own fill shows its particles of its timeOffset until it begins")
  func heldByItsOwnFill() throws {
    let held = try Self.scene(
      host: #""beginTime": 0"#,
      card: #""beginTime": 2, "fillMode": "backwards", "timeOffset": 1"#)
    let still = try Self.scene(
      host: #""beginTime": 0"#, card: #""beginTime": 0, "speed": 0, "timeOffset": 1"#)
    let times = [0.5, 1.9]
    for (a, b) in zip(Self.snapshots(held, at: times), Self.snapshots(still, at: times)) {
      #expect(a.particles.count == 20, "\(a.time) s")
      #expect(a.particles == b.particles, "\(a.time) s")
    }
  }
}
