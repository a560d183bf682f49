import EmitterModel
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterSimulation

/// Sub-cells born at their parent's contacts with a collider (`birthEvent: collision`,
/// docs/SEMANTICS.md): the place, the time, the count and the budget of contacts.
@Suite("Sub-cells at collision")
struct SubCellAtCollisionTests {
  /// One particle a second dropped from (200, 100) under 500 pt/s² onto a line at y = 300, with
  /// a sub-cell at collision.
  static func dropped(
    response: CollisionResponse = .bounce, _ configure: (inout EmitterCell) -> Void
  ) -> Scene {
    var child = EmitterCell(name: "flash")
    child.lifetime = 10
    child.birthEvent = .collision
    configure(&child)
    var scene = SceneFixtures.single(rate: 1, lifetime: 5) {
      $0.yAcceleration = 500
      $0.emitterCells = [child]
    }
    var floor = EmitterBehavior(type: .collision, name: "floor")
    floor.collider = .line
    floor.position = Point(x: 0, y: 300)
    floor.endPosition = Point(x: 400, y: 300)
    floor.response = response
    floor.restitution = 0.5
    scene.layers[0].emitterBehaviors = [floor]
    return scene
  }

  @Test(
    "children are born at the contact point, at the end of the contact's step, at any frame rate",
    arguments: [24.0, 60, 144])
  func bornAtTheContact(fps: Double) {
    let simulator = CPUSimulator(scene: Self.dropped { $0.birthRate = 3 })
    simulator.run(to: 1.0, fps: fps)
    let children = simulator.snapshot().particles.filter { $0.cell == 1 }
    // Closed form: the drop of 200 pt under 500 pt/s² meets the line at t = sqrt(0.8) s, in the
    // step ending at ceil(t × fps) / fps; the contact leaves the parent at (200, 300 - skin),
    // where its children start with no velocity of their own (none is inherited) and stay.
    #expect(children.count == 3)
    let stepEnd = (0.8.squareRoot() * fps).rounded(.up) / fps
    for child in children {
      #expect(abs(Double(child.age) - (1.0 - stepEnd)) < 1e-4, "born at \(1 - child.age) s")
      #expect(child.position.x == 200)
      // 1e-4 pt: single precision near 300 pt is 3e-5 pt an ulp.
      #expect(abs(child.position.y - (300 - Collider.skin)) < 1e-4)
    }
  }

  @Test("each contact gives floor(birthRate) children, for the parent's first 8 contacts only")
  func contactBudget() {
    // A bounce that keeps bouncing (restitution 0.5 off a line, settling never) contacts the
    // floor ever more often; after 5 s the first parent has had more than 8 contacts.
    let simulator = CPUSimulator(scene: Self.dropped { $0.birthRate = 2.9 })
    simulator.checksSlots = true
    simulator.recordsEvents = true
    simulator.run(to: 4.9, fps: 60)
    let contacts = simulator.drainEvents().filter { $0.kind == .collision && $0.serial == 0 }.count
    #expect(contacts > 8, "\(contacts) contacts")
    let children = simulator.snapshot().particles.filter {
      $0.cell == 1 && $0.serial / simulator.scene.cells[1].childStride == 0
    }
    #expect(children.count == 2 * 8)
    #expect(Set(children.map(\.serial)).count == 16)
    #expect(simulator.slotCollisions == 0)
  }

  @Test("a contact outside the sub-cell's window gives no children; a die response none at all")
  func windowAndDie() {
    let late = CPUSimulator(
      scene: Self.dropped {
        $0.birthRate = 2
        $0.timing.beginTime = 2
      })
    late.run(to: 1.5, fps: 60)
    #expect(late.snapshot().particles.filter { $0.cell == 1 }.isEmpty)
    let dies = CPUSimulator(scene: Self.dropped(response: .die) { $0.birthRate = 2 })
    dies.run(to: 1.5, fps: 60)
    #expect(dies.snapshot().particles.filter { $0.cell == 1 }.isEmpty)
  }
}
