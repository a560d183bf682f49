import EmitterImage
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU
import EmitterVerification

/// The `image` collider on the GPU against the CPU reference, exactly: collision.glsl's
/// `imageHit` walks the same texels with the same float and integer operations as
/// `Collider.imageHit`, reading the grid's bits from the `ColliderGrids` block, so every
/// particle agrees to the bit (`ComparisonTolerance.exact`) for each response, with other
/// colliders, sub-cells and a cell's own image collider, through live changes of its keys and
/// rings that grow.
@Suite("GPU matches the CPU exactly under image colliders", .serialized, .tags(.gl))
struct ImageColliderGPUTests {
  static func image(
    _ name: String = "logo", _ configure: (inout EmitterBehavior) -> Void
  ) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .collision, name: name)
    behavior.collider = .image
    configure(&behavior)
    return behavior
  }

  /// A star outline, fitted into 240 × 240 about (195, 560) at 1.5 texels per point.
  static let star = "M50 0 L61 35 L98 35 L68 57 L79 91 L50 70 L21 91 L32 57 L2 35 L39 35 Z"

  /// A 60 × 20 image whose opaque texels are a bar rising left to right, as a PNG data URL.
  static let slantedBar: String = {
    var image = RGBAImage(width: 60, height: 20)
    for x in 0..<60 {
      for y in 0..<20 where abs(Double(y) - (15 - Double(x) / 6)) < 3 {
        image[x, y] = SIMD4(255, 255, 255, 255)
      }
    }
    return try! ContentsBitmap(image: image).dataURL
  }()

  static let cases: [(String, [EmitterBehavior])] = [
    ("a star (path), bounce with friction, settling", [
      image {
        $0.path = star; $0.position = Point(x: 195, y: 560); $0.size = Size(width: 240, height: 240)
        $0.scale = 1.5; $0.restitution = 0.7; $0.friction = 0.2; $0.settleSpeed = 40
      }
    ]),
    ("text, slide", [
      image {
        $0.text = "EK"; $0.position = Point(x: 195, y: 600); $0.size = Size(width: 300, height: 0)
        $0.response = .slide; $0.friction = 0.1
      }
    ]),
    ("bold text, bounce", [
      image {
        $0.text = "EK"; $0.bold = true; $0.position = Point(x: 195, y: 600)
        $0.size = Size(width: 300, height: 0); $0.restitution = 0.8
      }
    ]),
    ("text at a low threshold and 0.5 texels per point, stick", [
      image {
        $0.text = "ok"; $0.position = Point(x: 195, y: 250); $0.size = Size(width: 200, height: 120)
        $0.scale = 0.5; $0.threshold = 0.1; $0.response = .stick
      }
    ]),
    ("an image in a data URL (a slanted bar), bounce", [
      image {
        $0.image = slantedBar; $0.position = Point(x: 195, y: 600)
        $0.size = Size(width: 300, height: 100); $0.restitution = 0.6
      }
    ]),
    ("a star, die, inside the bounds", [
      image {
        $0.path = star; $0.position = Point(x: 195, y: 300); $0.size = Size(width: 150, height: 150)
        $0.scale = 3; $0.response = .die
      },
      CollisionGPUTests.collision("walls", .bounds) { $0.restitution = 1 },
    ]),
  ]

  static func scene(_ behaviors: [EmitterBehavior]) -> Scene {
    CollisionGPUTests.scene(behaviors)
  }

  func expectExact(
    _ scene: Scene, frames: [Double], _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 0, "\(label): live particles", sourceLocation: sourceLocation)
    #expect(comparison.passed, "\(label)\n\(comparison)", sourceLocation: sourceLocation)
  }

  @Test("each response, 300 jittered frames: 0 deviation", arguments: cases.indices)
  func jittered(index: Int) throws {
    let (label, behaviors) = Self.cases[index]
    try expectExact(Self.scene(behaviors), frames: GPUFixtures.jitteryFrames, label)
    // The image itself is met (not only the walls beside it), so the comparison covers its walk.
    let alone = CPUSimulator(scene: Self.scene(behaviors.filter { $0.collider == .image }))
    alone.recordsEvents = true
    alone.run(frameTimes: GPUFixtures.jitteryFrames)
    let contacts = alone.drainEvents().filter { $0.kind == .collision }.count
    #expect(contacts > 50, "\(label): \(contacts) contacts with the image")
  }

  @Test("with the other colliders, sub-cells at collision and a cell's own image: 0 deviation")
  func withOthers() throws {
    var scene = Self.scene(Self.cases[0].1 + CollisionGPUTests.cases[4].1)
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 3
    spark.birthEvent = .collision
    spark.lifetime = 0.8
    spark.velocity = 80
    spark.emissionRange = .pi
    scene.layers[0].emitterCells[0].emitterCells = [spark]
    scene.layers[0].emitterCells[0].emitterBehaviors = [
      Self.image("own") { $0.text = "o"; $0.position = Point(x: 195, y: 200); $0.size = Size(width: 80, height: 80) }
    ]
    try expectExact(scene, frames: GPUFixtures.jitteryFrames, "image with others")
  }

  @Test("a burst of 3000 and a birth rate raised live (the rings grow): 0 deviation, same slots")
  func growingRings() throws {
    let comparison = try GPUFixtures.growingRingsComparison(Self.scene(Self.cases[0].1))
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }

  @Test("live changes of its keys (the position animated, the source drawn again): 0 deviation")
  func liveChanges() throws {
    let scene = Self.scene([CollisionGPUTests.collision("logo", .bounds) { $0.restitution = 0.8 }])
    let comparison = try SimulatorComparison.run(scene, tolerance: .exact, holdingGL: withGL) {
      simulator in
      let key = "emitterBehaviors.logo."
      for (frame, t) in GPUFixtures.jitteryFrames.enumerated() {
        simulator.advance(to: t)
        switch frame {
        case 20: try simulator.setValue(Self.star, forKeyPath: key + "path")
        case 21: try simulator.setValue(Size(width: 200, height: 200), forKeyPath: key + "size")
        case 22: try simulator.setValue(Point(x: 195, y: 560), forKeyPath: key + "position")
        case 30: try simulator.setValue(ColliderShape.image, forKeyPath: key + "collider")
        case 60:
          try simulator.setValue(Point(x: 150, y: 500), forKeyPath: key + "position", animatedOver: 0.8)
        case 110: try simulator.setValue(2.0, forKeyPath: key + "scale")
        case 140: try simulator.setValue(0.9, forKeyPath: key + "threshold")
        case 170:
          try simulator.setValue(Optional<String>.none, forKeyPath: key + "path")
          try simulator.setValue("Hi", forKeyPath: key + "text")
        case 185: try simulator.setValue(true, forKeyPath: key + "bold")
        case 200: try simulator.setValue(CollisionResponse.slide, forKeyPath: key + "response")
        case 230: try simulator.setValue(ColliderShape.circle, forKeyPath: key + "collider")
        case 250: try simulator.setValue(ColliderShape.image, forKeyPath: key + "collider")
        default: break
        }
      }
    }
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
