import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// The CPU reference's events: every death of a particle is one death event, each collision sits
/// on its collider, the order is the stated one, and recording changes no particle.
@Suite("collision and death events")
struct CollisionEventTests {
  static func scene() -> Scene {
    var scene = SceneFixtures.single(rate: 60, lifetime: 1.2) {
      $0.velocity = 400
      $0.velocityRange = 100
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 500
    }
    scene.size = Size(width: 400, height: 800)
    scene.layers[0].emitterPosition = Point(x: 200, y: 400)
    var floor = EmitterBehavior(type: .collision, name: "floor")
    floor.collider = .line
    floor.position = Point(x: 0, y: 600)
    floor.endPosition = Point(x: 400, y: 600)
    var walls = EmitterBehavior(type: .collision, name: "walls")
    walls.response = .die
    scene.layers[0].emitterBehaviors = [floor, walls]
    return scene
  }

  @Test("deaths: one per particle gone; collisions: on the floor line (a skin off) or the walls")
  func events() {
    let simulator = CPUSimulator(scene: Self.scene())
    simulator.recordsEvents = true
    var born = Set<UInt64>()
    var collisions = 0
    var died: [UInt64] = []
    for frame in 1...180 {
      let before = Set(simulator.snapshot().particles.map(\.serial))
      simulator.advance(to: Double(frame) / 60)
      let after = Set(simulator.snapshot().particles.map(\.serial))
      let events = simulator.drainEvents()
      // Step after step, each step's in the stated order.
      for (a, b) in zip(events, events.dropFirst()) {
        #expect(a.time < b.time || (a.time == b.time && ParticleEvent.stepOrder(a, b)), "\(a) before \(b)")
      }
      for event in events {
        switch event.kind {
        case .death: died.append(event.serial)
        case .collision:
          collisions += 1
          let p = event.position
          let onFloor = abs(abs(p.y - 600) - Collider.skin) < 1e-3
          let onWall = abs(p.x - Collider.skin) < 1e-3 || abs(p.x - (400 - Collider.skin)) < 1e-3
            || abs(p.y - Collider.skin) < 1e-3 || abs(p.y - (800 - Collider.skin)) < 1e-3
          #expect(onFloor || onWall, "collision at \(p)")
        }
      }
      born.formUnion(after)
      // Gone between the frames: exactly the step's death events for particles seen before.
      let gone = before.subtracting(after)
      #expect(gone.isSubset(of: Set(events.filter { $0.kind == .death }.map(\.serial))))
    }
    #expect(collisions > 100 && died.count > 50)
    #expect(Set(died).count == died.count, "each particle dies once")
  }

  @Test("recording events changes no particle")
  func recordingIsPassive() {
    let plain = CPUSimulator(scene: Self.scene())
    let recording = CPUSimulator(scene: Self.scene())
    recording.recordsEvents = true
    plain.threadCount = 4
    for frame in 1...120 {
      plain.advance(to: Double(frame) / 60)
      recording.advance(to: Double(frame) / 60)
    }
    #expect(plain.snapshot() == recording.snapshot())
    #expect(!recording.events.isEmpty)
  }
}
