import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU
import EmitterVerification

/// The `collision` behaviour on the GPU against the CPU reference, exactly: the chord tests and
/// responses are the same operations in the same order, `precise` in collision.glsl, so every
/// particle's position, velocity and age agree to the bit (`ComparisonTolerance.exact`), through
/// steady and jittered frames, every collider and response, other forces, live changes of every
/// key and rings that grow.
@Suite("GPU matches the CPU exactly under collisions", .serialized, .tags(.gl))
struct CollisionGPUTests {
  static func collision(
    _ name: String = "wall", _ shape: ColliderShape,
    _ configure: (inout EmitterBehavior) -> Void = { _ in }
  ) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .collision, name: name)
    behavior.collider = shape
    configure(&behavior)
    return behavior
  }

  /// The emitter sits at (195, 400) on a 390 × 844 canvas; particles leave at 300 to 700 pt/s
  /// in every direction, under gravity.
  static let cases: [(String, [EmitterBehavior])] = [
    ("bounds, bounce with friction, settling", [
      collision("wall", .bounds) { $0.restitution = 0.7; $0.friction = 0.2; $0.settleSpeed = 40 }
    ]),
    ("a slanted line, slide", [
      collision("wall", .line) {
        $0.position = Point(x: 20, y: 600); $0.endPosition = Point(x: 370, y: 520)
        $0.response = .slide; $0.friction = 0.1
      }
    ]),
    ("a rect, stick", [
      collision("wall", .rect) { $0.rect = Rect(x: 250, y: 300, width: 90, height: -140); $0.response = .stick }
    ]),
    ("a circle, die", [
      collision("wall", .circle) { $0.position = Point(x: 120, y: 520); $0.radius = 70; $0.response = .die }
    ]),
    ("all four at once, elastic", [
      collision("a", .bounds) { $0.restitution = 1 },
      collision("b", .circle) { $0.position = Point(x: 280, y: 300); $0.radius = 45; $0.restitution = 1 },
      collision("c", .rect) { $0.rect = Rect(x: 60, y: 520, width: 120, height: 40); $0.restitution = 1 },
      collision("d", .line) {
        $0.position = Point(x: 200, y: 700); $0.endPosition = Point(x: 380, y: 640); $0.restitution = 1
      },
    ]),
  ]

  static func scene(_ behaviors: [EmitterBehavior]) -> Scene {
    GPUFixtures.scene(layer: { $0.emitterBehaviors = behaviors }) {
      $0.velocity = 500
      $0.velocityRange = 200
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 500
      $0.lifetime = 4
    }
  }

  func expectExact(
    _ scene: Scene, frames: [Double], _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 0, "\(label): live particles", sourceLocation: sourceLocation)
    #expect(comparison.passed, "\(label)\n\(comparison)", sourceLocation: sourceLocation)
  }

  @Test("each collider, 300 steady frames at 60 fps: 0 deviation", arguments: cases.indices)
  func steady(index: Int) throws {
    let (label, behaviors) = Self.cases[index]
    try expectExact(Self.scene(behaviors), frames: GPUFixtures.steadyFrames, label)
  }

  @Test("each collider, 300 jittered frames: 0 deviation", arguments: cases.indices)
  func jittered(index: Int) throws {
    let (label, behaviors) = Self.cases[index]
    try expectExact(Self.scene(behaviors), frames: GPUFixtures.jitteryFrames, label)
  }

  @Test("with turbulence, drag, a velocity curve, sub-cells and a cell's own collider: 0 deviation")
  func withOthers() throws {
    var turbulence = EmitterBehavior(type: .turbulence, name: "turbulence")
    turbulence.strength = 300
    var scene = Self.scene(
      Self.cases[4].1 + [
        turbulence,
        BehaviorGPUTests.behavior(.drag) { $0.drag = 0.3 },
        BehaviorGPUTests.behavior(.valueOverLife) {
          $0.keyPath = .velocityX; $0.values = [60, -60]; $0.additive = true
        },
      ])
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 4
    spark.lifetime = 0.8
    spark.velocity = 80
    spark.emissionRange = .pi
    scene.layers[0].emitterCells[0].emitterCells = [spark]
    scene.layers[0].emitterCells[0].emitterBehaviors = [
      Self.collision("own", .circle) { $0.position = Point(x: 195, y: 250); $0.radius = 60 }
    ]
    try expectExact(scene, frames: GPUFixtures.jitteryFrames, "collisions with others")
  }

  @Test("a burst of 3000 and a birth rate raised live (the rings grow): 0 deviation, same slots")
  func growingRings() throws {
    let comparison = try GPUFixtures.growingRingsComparison(Self.scene(Self.cases[4].1))
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }

  @Test("live changes of every key, made on both between frames: 0 deviation")
  func liveChanges() throws {
    let scene = Self.scene(Self.cases[0].1)
    let comparison = try SimulatorComparison.run(scene, tolerance: .exact, holdingGL: withGL) {
      simulator in
      let key = "emitterBehaviors.wall."
      for (frame, t) in GPUFixtures.jitteryFrames.enumerated() {
        simulator.advance(to: t)
        switch frame {
        case 20: try simulator.setValue(0.95, forKeyPath: key + "restitution")
        case 40: try simulator.setValue(0.5, forKeyPath: key + "friction", animatedOver: 0.4)
        case 60: try simulator.setValue(80.0, forKeyPath: key + "settleSpeed")
        case 80: try simulator.setValue(ColliderShape.circle, forKeyPath: key + "collider")
        case 90: try simulator.setValue(Point(x: 195, y: 560), forKeyPath: key + "position")
        case 100: try simulator.setValue(90.0, forKeyPath: key + "radius", animatedOver: 0.5)
        case 130: try simulator.setValue(ColliderShape.rect, forKeyPath: key + "collider")
        case 140:
          try simulator.setValue(Rect(x: 100, y: 500, width: 200, height: 60), forKeyPath: key + "rect")
        case 160: try simulator.setValue(CollisionResponse.slide, forKeyPath: key + "response")
        case 180: try simulator.setValue(ColliderShape.line, forKeyPath: key + "collider")
        case 190: try simulator.setValue(Point(x: 0, y: 620), forKeyPath: key + "position")
        case 200: try simulator.setValue(Point(x: 390, y: 560), forKeyPath: key + "endPosition")
        case 220: try simulator.setValue(CollisionResponse.stick, forKeyPath: key + "response")
        case 240: try simulator.setValue(CollisionResponse.die, forKeyPath: key + "response")
        case 260: try simulator.setValue(ColliderShape.bounds, forKeyPath: key + "collider")
        case 280: try simulator.setValue(false, forKeyPath: key + "enabled")
        default: break
        }
      }
    }
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
