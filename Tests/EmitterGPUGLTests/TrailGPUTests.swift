import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU
import EmitterVerification

/// Trail rings on the GPU against the CPU reference, exactly: trail.glsl takes each step's
/// samples on the chord from the step's start to its end with `precise` arithmetic in the order
/// of `TrailSampling.sample`, so every kept sample (position and age) agrees to the bit
/// (`ComparisonTolerance.exact`, whose `.trail` row is 0), through steady and jittered frames,
/// forces, collisions, an orbit, sub-cells, live changes of every key and rings that grow.
@Suite("GPU matches the CPU exactly on trails", .serialized, .tags(.gl))
struct TrailGPUTests {
  /// `GPUFixtures.scene()` with a trail of `points` samples over `length` seconds.
  static func scene(
    length: Double = 0.6, points: Int = 12, layer: (inout EmitterLayer) -> Void = { _ in },
    cell configure: (inout EmitterCell) -> Void = { _ in }
  ) -> Scene {
    GPUFixtures.scene(layer: layer) {
      $0.trailLength = length
      $0.trailPoints = points
      configure(&$0)
    }
  }

  func expectExact(
    _ scene: Scene, frames: [Double], _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 0, "\(label): live particles", sourceLocation: sourceLocation)
    #expect(comparison[.trail].tolerance == 0, "\(label): exact", sourceLocation: sourceLocation)
    #expect(comparison.passed, "\(label)\n\(comparison)", sourceLocation: sourceLocation)
  }

  static let cases: [(String, Scene)] = [
    ("gravity, 12 points over 0.6 s", scene()),
    ("2 points over 2 s", scene(length: 2, points: 2)),
    ("16 points over 0.05 s (several samples a step)", scene(length: 0.05, points: 16)),
    ("16 points over 1e-6 s (past the sample number limit after a second)",
     scene(length: 1e-6, points: 16)),
    ("drag, a wave and a velocity curve", scene(layer: {
      $0.emitterBehaviors = [
        BehaviorGPUTests.behavior(.drag) { $0.drag = 0.8 },
        BehaviorGPUTests.behavior(.wave) { $0.force = Vector3(x: 100, y: 300, z: 20); $0.frequency = 3 },
        BehaviorGPUTests.behavior(.valueOverLife) { $0.keyPath = .velocityZ; $0.values = [30, -30]; $0.additive = true },
      ]
    })),
    ("bouncing off the bounds", scene(layer: {
      $0.emitterBehaviors = [CollisionGPUTests.collision("wall", .bounds) { $0.restitution = 0.7 }]
    }) { $0.velocity = 500; $0.emissionRange = 2 * .pi; $0.yAcceleration = 500 }),
    ("an orbit", scene(layer: {
      $0.emitterBehaviors = [BehaviorGPUTests.behavior(.orbit) { $0.position = Point(x: 195, y: 400); $0.angularSpeed = 2; $0.endRadius = 150 }]
    })),
  ]

  @Test("300 steady frames at 60 fps: 0 deviation", arguments: cases.indices)
  func steady(index: Int) throws {
    try expectExact(Self.cases[index].1, frames: GPUFixtures.steadyFrames, Self.cases[index].0)
  }

  @Test("300 jittered frames: 0 deviation", arguments: cases.indices)
  func jittered(index: Int) throws {
    try expectExact(Self.cases[index].1, frames: GPUFixtures.jitteryFrames, Self.cases[index].0)
  }

  @Test("sub-cells with trails under a parent without: 0 deviation")
  func subCells() throws {
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 6
    spark.lifetime = 0.9
    spark.velocity = 60
    spark.emissionRange = .pi
    spark.trailLength = 0.3
    spark.trailPoints = 5
    var scene = GPUFixtures.scene()
    scene.layers[0].emitterCells[0].emitterCells = [spark]
    try expectExact(scene, frames: GPUFixtures.jitteryFrames, "sub-cell trails")
  }

  @Test("live changes of every live key (trailPoints is fixed while a layer runs): 0 deviation")
  func liveChanges() throws {
    let scene = GPUFixtures.scene(cell: { $0.trailPoints = 16 })
    var withTrails = 0
    let comparison = try SimulatorComparison.run(scene, tolerance: .exact, holdingGL: withGL) {
      simulator in
      let key = "emitterCells.cell."
      for (frame, t) in GPUFixtures.jitteryFrames.enumerated() {
        simulator.advance(to: t)
        if frame == 100, simulator is CPUSimulator {
          withTrails = simulator.snapshot().particles.count { !$0.trail.isEmpty }
        }
        switch frame {
        case 30: try simulator.setValue(0.5, forKeyPath: key + "trailLength")
        case 60: try simulator.setValue(0.05, forKeyPath: key + "trailLength")
        case 120: try simulator.setValue(1.5, forKeyPath: key + "trailLength", animatedOver: 0.5)
        case 150: try simulator.setValue(9.0, forKeyPath: key + "trailWidth")
        case 160: try simulator.setValue(2.0, forKeyPath: key + "trailEndWidth")
        case 170: try simulator.setValue(Color(red: 1, green: 0.5, blue: 0), forKeyPath: key + "trailColor")
        case 180: try simulator.setValue(Color(red: 0, green: 0, blue: 1, alpha: 0.2), forKeyPath: key + "trailEndColor")
        case 200: try simulator.setValue(0.0, forKeyPath: key + "trailLength")
        case 240: try simulator.setValue(0.2, forKeyPath: key + "trailLength")
        default: break
        }
      }
    }
    #expect(withTrails > 0)
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }

  @Test("a burst of 3000 and a birth rate raised live (the rings grow): 0 deviation, same slots")
  func growingRings() throws {
    let comparison = try GPUFixtures.growingRingsComparison(Self.scene())
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
