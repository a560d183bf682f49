import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing

@testable import EmitterGPU
import EmitterVerification

/// valueOverLife on position and velocity components on the GPU: bit for bit the CPU reference's
/// (`MotionCurves` and motion_curves.glsl do the same operations in the same order).
@Suite("GPU matches the CPU with position and velocity curves, bit for bit", .serialized, .tags(.gl))
struct MotionCurveGPUTests {
  static func curve(
    _ keyPath: OverLifeKeyPath, _ values: [Double], locations: [Double] = [],
    additive: Bool = false, name: String
  ) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .valueOverLife, name: name)
    behavior.keyPath = keyPath
    behavior.values = values
    behavior.locations = locations
    behavior.additive = additive
    return behavior
  }

  /// Every component, replacing and additive, in order with forces and drag; a sub-cell with a
  /// position curve of its own; newborns mid-frame.
  static func scene() -> Scene {
    GPUFixtures.scene(
      shape: .sphere,
      layer: {
        var drag = EmitterBehavior(type: .drag, name: "drag")
        drag.drag = 0.8
        var wave = EmitterBehavior(type: .wave, name: "wave")
        wave.force = Vector3(x: 80, y: -40, z: 10)
        wave.frequency = 1.5
        var attractor = EmitterBehavior(type: .attractor, name: "attractor")
        attractor.position = Point(x: 200, y: 300)
        attractor.stiffness = 6
        attractor.radius = 40
        $0.emitterBehaviors = [
          drag, wave, attractor,
          curve(.velocityX, [150, -80, 20], locations: [0.1, 0.4, 0.8], name: "vx"),
          curve(.velocityX, [0, 35], additive: true, name: "vx+"),
          curve(.velocityY, [-120, 60, 0], additive: true, name: "vy+"),
          curve(.velocityZ, [30, -30], name: "vz"),
          curve(.positionX, [20, -15, 5], additive: true, name: "px+"),
          curve(.positionY, [380, 250, 300], locations: [0, 0.7, 1], name: "py"),
          curve(.positionZ, [-20, 25], additive: true, name: "pz+"),
        ]
      }
    ) {
      $0.lifetime = 1.6
      $0.lifetimeRange = 0.5
      $0.mass = 1.2
      $0.massRange = 0.4
      var spark = EmitterCell(name: "spark")
      spark.birthRate = 5
      spark.lifetime = 0.7
      spark.velocity = 40
      spark.emissionRange = .pi
      spark.emitterBehaviors = [curve(.positionX, [-30, 30], additive: true, name: "sx+")]
      $0.emitterCells = [spark]
    }
  }

  @Test("every component with forces, drag and sub-cells, jittery frames: 0 deviation")
  func jittery() throws {
    let scene = Self.scene()
    try scene.validate(file: "motion-curves")
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: GPUFixtures.jitteryFrames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 50)
    #expect(comparison.passed, "motion curves\n\(comparison)")
  }

  @Test("the same at 60 fps, 3 s: 0 deviation")
  func steady() throws {
    let comparison = try SimulatorComparison.run(
      Self.scene(), frameTimes: FrameTimes.steady(fps: 60, until: 3), tolerance: .exact,
      holdingGL: withGL)
    #expect(comparison.expectedCount > 50)
    #expect(comparison.passed, "motion curves\n\(comparison)")
  }
}
