import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU
import EmitterVerification

/// The `turbulence` behaviour on the GPU against the CPU reference, exactly: the noise is integer
/// hashing and `precise` polynomials in the same order on both sides (turbulence.glsl), so every
/// particle's position and velocity agree to the bit (`ComparisonTolerance.exact`), through
/// steady and jittered frames, drifting fields, other forces, sub-cells and live changes.
@Suite("GPU matches the CPU exactly under turbulence", .serialized, .tags(.gl))
struct TurbulenceGPUTests {
  static func turbulence(_ configure: (inout EmitterBehavior) -> Void = { _ in }) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .turbulence, name: "turbulence")
    behavior.strength = 250
    behavior.frequency = 0.012
    configure(&behavior)
    return behavior
  }

  static let cases: [(String, EmitterBehavior)] = [
    ("2D, one octave", turbulence()),
    ("2D, 5 octaves, drifting", turbulence {
      $0.octaves = 5; $0.scrollVelocity = Vector3(x: 40, y: -90, z: 0)
    }),
    ("3D, 3 octaves, drifting in z", turbulence {
      $0.usesDepth = true; $0.octaves = 3; $0.scrollVelocity = Vector3(x: 0, y: 0, z: 60)
    }),
    ("3D, 8 octaves, negative strength", turbulence {
      $0.usesDepth = true; $0.octaves = 8; $0.strength = -400; $0.frequency = 0.004
    }),
  ]

  /// A sphere of particles with mass ranges, the turbulence and `others` in the layer.
  static func scene(_ behavior: EmitterBehavior, others: [EmitterBehavior] = []) -> Scene {
    GPUFixtures.scene(shape: .sphere, layer: { $0.emitterBehaviors = [behavior] + others }) {
      $0.mass = 1.5
      $0.massRange = 0.5
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

  @Test("each field alone, 300 steady frames at 60 fps: 0 deviation", arguments: cases.indices)
  func steady(index: Int) throws {
    let (label, behavior) = Self.cases[index]
    try expectExact(Self.scene(behavior), frames: GPUFixtures.steadyFrames, label)
  }

  @Test("each field alone, 300 jittered frames: 0 deviation", arguments: cases.indices)
  func jittered(index: Int) throws {
    let (label, behavior) = Self.cases[index]
    try expectExact(Self.scene(behavior), frames: GPUFixtures.jitteryFrames, label)
  }

  @Test("with drag, an attractor, a velocity curve and sub-cells; the strength animated: 0 deviation")
  func withOthers() throws {
    var scene = Self.scene(
      Self.turbulence { $0.octaves = 3; $0.scrollVelocity = Vector3(x: 25, y: 25, z: 0) },
      others: [
        BehaviorGPUTests.behavior(.drag) { $0.drag = 0.8 },
        BehaviorGPUTests.behavior(.simpleAttractor) { $0.position = Point(x: 250, y: 380); $0.stiffness = 3 },
        BehaviorGPUTests.behavior(.valueOverLife) { $0.keyPath = .velocityZ; $0.values = [30, -30]; $0.additive = true },
      ])
    scene.layers[0].animations = [
      .keyframes("emitterBehaviors.turbulence.strength", values: [0.0, 600, 100], duration: 3)
    ]
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 4
    spark.lifetime = 0.8
    spark.velocity = 20
    spark.emissionRange = .pi
    scene.layers[0].emitterCells[0].emitterCells = [spark]
    try expectExact(scene, frames: GPUFixtures.jitteryFrames, "turbulence with others")
  }

  @Test("a cell's own turbulence beside the layer's: 0 deviation")
  func cellOwn() throws {
    var scene = Self.scene(Self.turbulence())
    scene.layers[0].emitterCells[0].emitterBehaviors = [
      Self.turbulence { $0.name = "own"; $0.usesDepth = true; $0.scrollVelocity = Vector3(x: -30, y: 0, z: 10) }
    ]
    try expectExact(scene, frames: GPUFixtures.steadyFrames, "cell's own turbulence")
  }

  @Test("live changes of every key, made on both between frames: 0 deviation")
  func liveChanges() throws {
    let scene = Self.scene(Self.turbulence { $0.scrollVelocity = Vector3(x: 10, y: 0, z: 0) })
    let comparison = try SimulatorComparison.run(scene, tolerance: .exact, holdingGL: withGL) {
      simulator in
      for (frame, t) in GPUFixtures.jitteryFrames.enumerated() {
        simulator.advance(to: t)
        switch frame {
        case 40: try simulator.setValue(600.0, forKeyPath: "emitterBehaviors.turbulence.strength")
        case 80: try simulator.setValue(7, forKeyPath: "emitterBehaviors.turbulence.octaves")
        case 120: try simulator.setValue(true, forKeyPath: "emitterBehaviors.turbulence.usesDepth")
        case 160: try simulator.setValue(0.03, forKeyPath: "emitterBehaviors.turbulence.frequency")
        case 200:
          try simulator.setValue(
            Vector3(x: -50, y: 80, z: 20), forKeyPath: "emitterBehaviors.turbulence.scrollVelocity")
        case 240:
          try simulator.setValue(
            -200.0, forKeyPath: "emitterBehaviors.turbulence.strength", animatedOver: 0.5)
        case 270: try simulator.setValue(false, forKeyPath: "emitterBehaviors.turbulence.enabled")
        default: break
        }
      }
    }
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
