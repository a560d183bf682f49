import EmitterModel
import Foundation
import Testing
@testable import EmitterSimulation
import EmitterTestSupport

/// The `collision` behaviour's rules on the CPU reference: where a chord meets each collider, the
/// responses' closed forms, and a bounce off a floor under gravity against the closed-form apex.
@Suite("collisions: contacts and responses")
struct CollisionTests {
  static func collision(
    _ shape: ColliderShape, _ configure: (inout EmitterBehavior) -> Void = { _ in }
  ) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .collision, name: "wall")
    behavior.collider = shape
    configure(&behavior)
    return behavior
  }

  static let box = Rect(x: 0, y: 0, width: 400, height: 800)

  static func collider(_ shape: ColliderShape, _ configure: (inout EmitterBehavior) -> Void = { _ in })
    -> Collider
  {
    Collider(collision(shape, configure), layerBounds: box)
  }

  @Test("each shape: the chord's fraction and the normal toward the free side")
  func hits() throws {
    let bounds = Self.collider(.bounds)
    let floor = try #require(bounds.hit(from: SIMD3(100, 700, 0), to: SIMD3(110, 900, 0)))
    #expect(floor.fraction == 0.5 && floor.normal == SIMD2(0, -1))
    // Through the corner region: the edge crossed first wins.
    let corner = try #require(bounds.hit(from: SIMD3(390, 790, 0), to: SIMD3(420, 800 + 10, 0)))
    #expect(corner.normal == SIMD2(-1, 0) && corner.fraction == Float(10) / 30)
    #expect(bounds.hit(from: SIMD3(-10, 700, 0), to: SIMD3(-20, 700, 0)) == nil, "outside passes")

    let rect = Self.collider(.rect) { $0.rect = Rect(x: 100, y: 100, width: 50, height: 20) }
    let top = try #require(rect.hit(from: SIMD3(120, 50, 0), to: SIMD3(120, 150, 0)))
    #expect(top.fraction == 0.5 && top.normal == SIMD2(0, -1))
    let left = try #require(rect.hit(from: SIMD3(0, 110, 0), to: SIMD3(200, 110, 0)))
    #expect(left.fraction == 0.5 && left.normal == SIMD2(-1, 0))
    #expect(rect.hit(from: SIMD3(120, 110, 0), to: SIMD3(300, 110, 0)) == nil, "inside passes out")
    #expect(rect.hit(from: SIMD3(0, 0, 0), to: SIMD3(90, 90, 0)) == nil, "short of it")

    let circle = Self.collider(.circle) { $0.position = Point(x: 200, y: 200); $0.radius = 50 }
    let west = try #require(circle.hit(from: SIMD3(100, 200, 0), to: SIMD3(200, 200, 0)))
    #expect(west.fraction == 0.5 && west.normal == SIMD2(-1, 0))
    #expect(circle.hit(from: SIMD3(100, 260, 0), to: SIMD3(300, 260, 0)) == nil, "passes beside")

    let line = Self.collider(.line) {
      $0.position = Point(x: 100, y: 100); $0.endPosition = Point(x: 300, y: 100)
    }
    let above = try #require(line.hit(from: SIMD3(150, 50, 0), to: SIMD3(150, 150, 0)))
    #expect(above.fraction == 0.5 && above.normal == SIMD2(0, -1))
    let below = try #require(line.hit(from: SIMD3(150, 150, 0), to: SIMD3(150, 50, 0)))
    #expect(below.fraction == 0.5 && below.normal == SIMD2(0, 1))
    #expect(line.hit(from: SIMD3(350, 50, 0), to: SIMD3(350, 150, 0)) == nil, "past its end")
  }

  @Test(
    "a bounce off a plane: normal energy × restitution², tangential × (1 - friction)², exactly",
    arguments: [0.0, 0.25, 0.5, 0.9, 1.0], [0.0, 0.3])
  func bounceEnergy(restitution: Double, friction: Double) throws {
    let collisions = Collisions([
      .collision(Self.collider(.bounds) { $0.restitution = restitution; $0.friction = friction })
    ])
    let v = SIMD3<Float>(120, 900, -40)
    let contact = try #require(
      collisions.contact(from: SIMD3(100, 790, 5), to: SIMD3(102, 805, 5), velocity: v))
    // The floor's normal is (0, -1): the normal speed is v.y, the tangential (v.x, v.z).
    let e = Float(restitution)
    let keep = 1 - Float(friction)
    #expect(contact.velocity.y == -(v.y * e))
    #expect(contact.velocity.x == v.x * keep && contact.velocity.z == v.z * keep)
    let normalEnergy = Double(contact.velocity.y) * Double(contact.velocity.y)
    let expected = restitution * restitution * Double(v.y) * Double(v.y)
    #expect(abs(normalEnergy - expected) <= 1e-6 * max(expected, 1))
    // Left at the contact point, the skin above the floor, on the free side.
    #expect(abs(contact.position.y - (800 - Collider.skin)) <= 1e-4 && !contact.dies)
  }

  @Test("stick stops, slide keeps the tangential part, die kills, settle rests")
  func responses() throws {
    let v = SIMD3<Float>(300, 400, 0)
    func after(_ configure: @escaping (inout EmitterBehavior) -> Void) throws -> Collisions.Contact {
      let collisions = Collisions([.collision(Self.collider(.bounds, configure))])
      return try #require(
        collisions.contact(from: SIMD3(100, 790, 0), to: SIMD3(103, 804, 0), velocity: v))
    }
    #expect(try after { $0.response = .stick }.velocity == .zero)
    let slide = try after { $0.response = .slide; $0.friction = 0.5 }
    #expect(slide.velocity == SIMD3(150, 0, 0))
    let dies = try after { $0.response = .die }
    #expect(dies.dies && dies.velocity == .zero)
    // |(300, -200)| = 360.6: rests under a settle speed above it, bounces under one below.
    #expect(try after { $0.restitution = 0.5; $0.settleSpeed = 361 }.velocity == .zero)
    #expect(try after { $0.restitution = 0.5; $0.settleSpeed = 360 }.velocity == SIMD3(300, -200, 0))
  }

  /// One particle dropped from rest `height` above the floor of the layer's bounds.
  static func drop(height: Double, restitution: Double, gravity: Double) -> Scene {
    var scene = SceneFixtures.single(rate: 0.01, lifetime: 60) {
      $0.velocity = 0
      $0.yAcceleration = gravity
    }
    scene.size = Size(width: 400, height: 800)
    scene.layers[0].emitterPosition = Point(x: 200, y: 800 - height)
    scene.layers[0].emitterBehaviors = [
      collision(.bounds) { $0.restitution = restitution }
    ]
    return scene
  }

  @Test(
    "a drop under gravity: each apex is restitution² of the one before, within the step's bound",
    arguments: [24.0, 60.0, 144.0])
  func bounceApex(fps: Double) throws {
    let (height, e, g) = (500.0, 0.7, 980.0)
    let simulator = CPUSimulator(scene: Self.drop(height: height, restitution: e, gravity: g))
    var apexes: [Double] = []
    var highest = 0.0
    var rising = false
    var frame = 1
    while Double(frame) / fps <= 5 {
      simulator.advance(to: Double(frame) / fps)
      frame += 1
      let particle = try #require(simulator.snapshot().particles.first { $0.serial == 0 })
      let above = 800 - Double(particle.position.y)
      if particle.velocity.y < 0 {
        rising = true
        highest = max(highest, above)
      } else if rising {
        apexes.append(highest)
        (rising, highest) = (false, 0)
      }
    }
    #expect(apexes.count >= 3)
    // The bound. The integrator is exact under constant gravity, so the only errors are the
    // contact's: the bounce reverses the velocity at the end of the step that crossed the floor,
    // at most g·h faster than at the true impact speed u (u² = 2 g H), and leaves the particle
    // on the floor; then the apex is (e v)² / 2g with u ≤ v ≤ u + g h, and the frames sample it
    // at most g h² / 8 low (the previous apex too, so H may be that much higher). So
    // e² H - g h²/8 ≤ apex ≤ e² (H + g h²/8) (1 + g h / u)² + skin.
    let h = 1 / fps
    var previous = height
    for apex in apexes.prefix(3) {
      let impact = (2 * g * previous).squareRoot()
      let low = e * e * previous - g * h * h / 8 - 0.05
      let high = e * e * (previous + g * h * h / 8) * (1 + g * h / impact) * (1 + g * h / impact) + 0.05
      #expect(apex >= low && apex <= high, "\(fps) fps: apex \(apex) after \(previous), in [\(low), \(high)]")
      previous = apex
    }
  }
}
