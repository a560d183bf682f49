import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU
import EmitterVerification

/// Behaviours and animations on the GPU against the CPU reference, at the standard tolerance
/// (`ComparisonTolerance.standard`): each behaviour alone, then all of them together.
@Suite("GPU matches the CPU with behaviours and animations", .serialized, .tags(.gl))
struct BehaviorGPUTests {
  static func behavior(_ type: BehaviorType, _ configure: (inout EmitterBehavior) -> Void = { _ in }) -> EmitterBehavior {
    var behavior = EmitterBehavior(type: type, name: type.rawValue)
    configure(&behavior)
    return behavior
  }

  static let behaviors: [(String, EmitterBehavior)] = [
    ("wave", behavior(.wave) { $0.force = Vector3(x: 100, y: 500, z: 20); $0.frequency = 3 }),
    ("steady wave", behavior(.wave) { $0.force = Vector3(x: -40, y: 0, z: 0) }),
    ("drag", behavior(.drag) { $0.drag = 2 }),
    ("radial attractor", behavior(.attractor) {
      $0.position = Point(x: 195, y: 420); $0.zPosition = -70; $0.radius = 100; $0.falloff = -120; $0.stiffness = 15
    }),
    ("axial attractor", behavior(.attractor) {
      $0.attractorType = .axial; $0.position = Point(x: 150, y: 300); $0.stiffness = 4; $0.falloffDistance = 80
      $0.orientationLongitude = 0.7; $0.orientationLatitude = 0.3
    }),
    ("planar attractor", behavior(.attractor) {
      $0.attractorType = .planar; $0.position = Point(x: 195, y: 500); $0.stiffness = 9; $0.radius = 20
      $0.orientationLongitude = .pi / 2
    }),
    ("simple attractor", behavior(.simpleAttractor) {
      $0.position = Point(x: 250, y: 380); $0.stiffness = 4; $0.radius = 60; $0.falloff = -30
    }),
    ("radialAcceleration", behavior(.radialAcceleration) {
      $0.position = Point(x: 190, y: 410); $0.radialAcceleration = -80; $0.tangentialAcceleration = 140
    }),
    ("orbit", behavior(.orbit) {
      $0.position = Point(x: 200, y: 390); $0.angularSpeed = -2.5; $0.endRadius = 30
    }),
    ("alignToMotion", behavior(.alignToMotion) { $0.rotation = 0.1 }),
    ("valueOverLife alpha", behavior(.valueOverLife) {
      $0.keyPath = .alpha; $0.values = [0, 1, 0.3, 0]; $0.locations = [0, 0.1, 0.8, 1]
    }),
    ("valueOverLife scale, additive", behavior(.valueOverLife) { $0.keyPath = .scale; $0.values = [0, 2]; $0.additive = true }),
    ("valueOverLife spin", behavior(.valueOverLife) {
      $0.keyPath = .spin; $0.values = [6, -2, 0]; $0.locations = [0.1, 0.6, 0.9]
    }),
    ("valueOverLife mass (with every force in `everything`)", behavior(.valueOverLife) {
      $0.keyPath = .mass; $0.values = [0.5, 4, 1]; $0.locations = [0, 0.3, 1]
    }),
    ("valueOverLife scaleSpeed, additive", behavior(.valueOverLife) {
      $0.keyPath = .scaleSpeed; $0.values = [-0.5, 1, 0.25]; $0.additive = true
    }),
    ("valueOverLife velocity.x", behavior(.valueOverLife) {
      $0.keyPath = .velocityX; $0.values = [120, -60, 0]; $0.locations = [0.05, 0.5, 0.9]
    }),
    ("valueOverLife velocity.y, additive", behavior(.valueOverLife) {
      $0.keyPath = .velocityY; $0.values = [-200, 80]; $0.additive = true
    }),
    ("valueOverLife position.x", behavior(.valueOverLife) { $0.keyPath = .positionX; $0.values = [120, 280, 200] }),
    ("valueOverLife position.z, additive", behavior(.valueOverLife) {
      $0.keyPath = .positionZ; $0.values = [0, 40, -30]; $0.additive = true
    }),
    ("colorOverLife", behavior(.colorOverLife) {
      $0.colors = [Color(red: 1, green: 0.2, blue: 0), Color(red: 0.1, green: 0.3, blue: 1, alpha: 0.5)]
    }),
  ]

  @Test("each behaviour alone, 300 frames at 60 fps", arguments: behaviors.indices)
  func alone(index: Int) throws {
    let (name, behavior) = Self.behaviors[index]
    let scene = GPUFixtures.scene(shape: .sphere, layer: { $0.emitterBehaviors = [behavior] }) {
      $0.mass = 1.5
      $0.massRange = 0.5
      $0.spin = 1
    }
    try expectGPUMatchesCPU(scene, name)
  }

  /// Every behaviour in one layer, a second layer with its own, sub-cells that inherit colour
  /// through the over-life curves, animated behaviour keys and accelerations, jittery frames.
  static func everything() -> Scene {
    var scene = GPUFixtures.scene(shape: .sphere, layer: {
      // Not the orbit: it would move every particle of the layer in place of the forces.
      $0.emitterBehaviors = behaviors.map(\.1).filter { $0.type != .orbit }
      $0.animations = [
        .keyframes("emitterBehaviors.radial attractor.stiffness", values: [80.0, 5], keyTimes: [0, 0.4], duration: 3,
                   timingFunction: .easeOut),
        .basic("emitterBehaviors.drag.drag", from: 0.0, to: 2.0, duration: 0.35),
        .keyframes("emitterCells.cell.yAcceleration", values: [0.0, 100, 2000], keyTimes: [0.05, 0.1, 1], duration: 4),
        .basic("birthRate", from: 1.0, to: 0.2, duration: 2),
      ]
    }) {
      $0.particleType = .plane
      $0.orientationRange = .pi
      var spark = EmitterCell(name: "spark")
      spark.birthRate = 6
      spark.lifetime = 1
      spark.velocity = 30
      spark.emissionRange = .pi
      $0.emitterCells = [spark]
    }
    var second = GPUFixtures.scene(shape: .line, layer: {
      $0.seed = 9
      $0.speed = 0.95
      $0.emitterBehaviors = [behavior(.drag) { $0.drag = 1 }, behavior(.wave) { $0.force = Vector3(x: 60, y: 0, z: 0); $0.frequency = 0.5 }]
    }) { $0.emissionLongitude = .pi }
    second.layers[0].name = "second"
    scene.layers.append(second.layers[0])
    return scene
  }

  @Test("every behaviour together, with animations, sub-cells and two layers, 300 jittery frames")
  func together() throws {
    try expectGPUMatchesCPU(Self.everything(), frames: GPUFixtures.jitteryFrames, "everything")
  }

  @Test("the iMessage confetti scene, 4 s at 60 fps")
  func imessage() throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("imessage-confetti.json"))
    try expectGPUMatchesCPU(scene, frames: FrameTimes.steady(fps: 60, until: 4), "iMessage confetti")
  }

  @Test("bursts, timed emission, stop and restart called on both, with the pool growing; completion on both")
  func emissionControl() throws {
    var scene = GPUFixtures.scene(cell: { $0.birthRate = 5; $0.lifetime = 1.2 })
    scene.layers[0].emitterBehaviors = [Self.behavior(.drag) { $0.drag = 1 }]
    let (cpu, gpu) = try SimulatorComparison.onBoth(scene, holdingGL: withGL) { simulator in
      var completions: [LayerCompletion] = []
      var drainedBeforeRestart = false
      for (i, t) in FrameTimes.steady(fps: 60, until: 5).enumerated() {
        switch i {
        case 20: try simulator.burst(3000, cell: "cell")
        case 60: try simulator.stop()
        case 90: try simulator.emit(for: 0.5, taper: .easeIn)
        case 240: try simulator.restart()
        default: break
        }
        completions += simulator.advance(to: t)
        if i == 235 { drainedBeforeRestart = simulator.isFinished(layer: 0) }
      }
      return (
        completions: completions, drained: drainedBeforeRestart, slots: simulator.slots,
        snapshot: simulator.snapshot())
    }
    #expect(cpu.drained && gpu.drained, "drained before the restart")
    #expect(cpu.completions == gpu.completions && cpu.completions.count == 1)
    #expect(gpu.slots.totalSlots > 3000 && gpu.slots == cpu.slots)
    let comparison = SnapshotComparison(
      expected: cpu.snapshot, actual: gpu.snapshot, scale: ComparisonScale(scene))
    #expect(comparison.passed && comparison.expectedCount > 0, "\(comparison)")
  }
}
