import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU
import EmitterVerification

// Not `.serialized`: every GPU simulator here lives inside the GL lock (`SimulatorComparison`).
@Suite("GPU matches the CPU reference", .tags(.gl))
struct GPUMatchesCPUTests {
  static let shapesAndModes = EmitterShape.allCases.flatMap { shape in EmitterMode.allCases.map { (shape, $0) } }

  @Test("every emitter shape × mode, 300 frames at 60 fps", arguments: shapesAndModes)
  func shapeAndMode(shape: EmitterShape, mode: EmitterMode) throws {
    try expectGPUMatchesCPU(GPUFixtures.scene(shape: shape, mode: mode), "\(shape) × \(mode)")
  }

  /// Circles turn the emission frame with the birth position: the like-button ring's inward and
  /// outward rings (Tests/Fixtures/like-button-ring.json), bit for bit.
  @Test("the like-button ring: circle outline aiming in and out")
  func likeButtonRing() throws {
    let scene = try Scene.load(
      contentsOf: Repository.root.appendingPathComponent("Tests/Fixtures/like-button-ring.json"))
    // Until 1 s: both rings are alive (the charge from 0 to 1 s, the explosion from 0.6 s).
    try expectGPUMatchesCPU(scene, frames: FrameTimes.steady(fps: 60, until: 1), "like-button ring")
  }

  /// Each property set away from its default on its own, so a mistake in one shows by name.
  static let cellProperties: [(String, @Sendable (inout EmitterCell) -> Void)] = [
    ("lifetimeRange", { $0.lifetimeRange = 1.5 }),
    ("emissionLatitude", { $0.emissionLatitude = 0.6 }),
    ("emissionLongitude", { $0.emissionLongitude = -2 }),
    ("emissionRange", { $0.emissionRange = 2 * .pi }),
    ("velocityRange", { $0.velocityRange = 80 }),
    ("negative velocity", { $0.velocity = -90 }),
    ("xAcceleration", { $0.xAcceleration = -45 }),
    ("zAcceleration", { $0.zAcceleration = 30 }),
    ("scale, scaleRange, scaleSpeed", { $0.scale = 0.7; $0.scaleRange = 0.4; $0.scaleSpeed = -0.3 }),
    ("negative scales", { $0.scale = 0.1; $0.scaleRange = 0.2; $0.scaleSpeed = -0.3 }),
    ("spin, spinRange", { $0.spin = 3; $0.spinRange = 2 }),
    ("rotation, rotationRange", { $0.rotation = 1; $0.rotationRange = 0.5 }),
    ("color", { $0.color = Color(red: 0.9, green: 0.3, blue: 0.6, alpha: 0.8) }),
    ("color ranges", { $0.redRange = 0.3; $0.greenRange = 0.2; $0.blueRange = 0.4; $0.alphaRange = 0.1 }),
    ("color speeds", { $0.redSpeed = -0.2; $0.greenSpeed = 0.1; $0.blueSpeed = 0.3; $0.alphaSpeed = -0.25 }),
    ("mass, massRange", { $0.mass = 3; $0.massRange = 2 }),
    ("plane particles", {
      $0.particleType = .plane; $0.orientationRange = .pi; $0.orientationLongitude = .pi / 2; $0.orientationLatitude = .pi / 2
    }),
    ("emission window", { $0.timing.beginTime = 0.7; $0.timing.duration = 2.1 }),
    ("cell speed", { $0.timing.speed = 2 }),
    ("disabled", { $0.enabled = false }),
  ]

  @Test("every cell property varied on its own", arguments: cellProperties.indices)
  func cellProperty(index: Int) throws {
    let (name, configure) = Self.cellProperties[index]
    let scene = GPUFixtures.scene(cell: configure)
    if name == "disabled" {
      let comparison = try SimulatorComparison.run(
        scene, frameTimes: GPUFixtures.steadyFrames, holdingGL: withGL)
      #expect(comparison.passed && comparison.expectedCount == 0)
    } else {
      try expectGPUMatchesCPU(scene, name)
    }
  }

  @Test("layer multipliers, seeds and both range modes", arguments: RangeMode.allCases)
  func layerAndRangeMode(rangeMode: RangeMode) throws {
    var scene = GPUFixtures.scene(shape: .rectangle, layer: {
      $0.birthRate = 1.5; $0.lifetime = 0.8; $0.velocity = 1.3; $0.scale = 2; $0.spin = -1; $0.seed = 77
    }) {
      $0.lifetimeRange = 1; $0.velocityRange = 50; $0.scaleRange = 0.5; $0.spin = 1; $0.spinRange = 1; $0.redRange = 0.4
    }
    scene.rangeMode = rangeMode
    scene.seed = 12345
    try expectGPUMatchesCPU(scene, "\(rangeMode)")
  }

  @Test("sub-cells: fireworks with trails and bursts, 300 frames steady and jittery", arguments: [false, true])
  func subCells(jittery: Bool) throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("fireworks.json"))
    try expectGPUMatchesCPU(scene, frames: jittery ? GPUFixtures.jitteryFrames : GPUFixtures.steadyFrames, "fireworks")
  }

  /// Sub-cell births accumulate (the first child `1 / rate` into the window) and inherit signed
  /// scales: the tutorials' fireworks recipe, its bursts shrinking through 0 so that their sparks
  /// are born mirrored. Bit for bit, as the sub-cell pass computes what `SubCellBirths` does.
  @Test("sub-cells: the classic fireworks recipe with mirrored sparks, bit for bit, steady and jittery", arguments: [false, true])
  func classicFireworks(jittery: Bool) throws {
    let scene = GPUFixtures.fireworks { burst in
      burst.scale = 2.5
      burst.scaleSpeed = -10
    } spark: { spark in
      spark.yAcceleration = 75
      spark.scaleRange = 0.4
    }
    // 4.3 s: the fourth burst (rocket age 1.0 at 4 s) is 0.3 s old and has shrunk through 0.
    let frames =
      jittery ? FrameTimes.jittery(until: 4.3, seed: 2026) : FrameTimes.steady(fps: 60, until: 4.3)
    let cpu = CPUSimulator(scene: scene)
    for time in frames { cpu.advance(to: time) }
    let particles = cpu.snapshot().particles
    #expect(particles.filter { $0.cell == 1 }.count == 1)
    #expect(particles.contains { $0.cell == 2 && $0.scale < 0 })
    #expect(particles.contains { $0.cell == 2 && $0.scale > 0 })
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: frames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.passed, "classic fireworks\n\(comparison)")
  }

  /// 200 flat cells (100 top-level cells with a sub-cell each), past the 80 a uniform block held:
  /// the templates and behaviours live in storage blocks sized by the scene.
  static func twoHundredCells() -> Scene {
    var scene = GPUFixtures.scene(cell: { _ in })
    scene.layers[0].emitterCells = (0..<100).map { i in
      var cell = EmitterCell(name: "c\(i)")
      cell.birthRate = 3
      cell.lifetime = 1.5
      cell.velocity = 40 + Double(i)
      cell.emissionLongitude = Double(i) * 0.0628
      cell.emissionRange = 0.2
      cell.scale = 0.5 + Double(i % 7) * 0.1
      cell.color = Color(red: Double(i % 10) / 10, green: 1 - Double(i % 5) / 5, blue: 0.5, alpha: 1)
      cell.contents = .shape(.circle, size: Size(width: 4 + Double(i % 20), height: 4 + Double(i % 20)))
      var spark = EmitterCell(name: "s\(i)")
      spark.birthRate = 4
      spark.lifetime = 0.6
      spark.velocity = 20
      spark.emissionRange = .pi
      spark.contents = .shape(.square, size: Size(width: 3, height: 3))
      cell.emitterCells = [spark]
      return cell
    }
    scene.layers[0].emitterBehaviors = [EmitterBehavior(type: .drag)]
    return scene
  }

  @Test("200 cells simulate on the GPU, bit for bit")
  func twoHundredCells() throws {
    let scene = Self.twoHundredCells()
    #expect(ResolvedScene(scene).cells.count == 200)
    #expect(GPUSimulator.limitProblems(of: scene).isEmpty)
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: FrameTimes.steady(fps: 60, until: 2), tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 500)
    #expect(comparison.passed, "200 cells\n\(comparison)")
  }

  @Test("several layers with their own shapes, seeds and timing, 300 jittery frames")
  func severalLayers() throws {
    var scene = GPUFixtures.scene(shape: .circle, mode: .outline) { $0.birthRate = 30 }
    let second = GPUFixtures.scene(shape: .line, layer: {
      $0.seed = 5; $0.beginTime = 0.5; $0.speed = 0.95; $0.emitterPosition = Point(x: 100, y: 0)
    }) { $0.emissionLongitude = .pi; $0.particleType = .plane; $0.orientationRange = 1 }
    scene.layers.append(second.layers[0])
    scene.layers[1].name = "background"
    try expectGPUMatchesCPU(scene, frames: GPUFixtures.jitteryFrames, "two layers")
  }
}
