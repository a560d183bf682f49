import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Testing

/// Scenes and runs for GPU-vs-CPU tests.
enum GPUFixtures {
  /// 300 frames at 60 fps: 5 s.
  static let steadyFrames = FrameTimes.steady(fps: 60, until: 5)
  /// 300 frames of 4 to 40 ms each.
  static let jitteryFrames = FrameTimes.jittery(count: 300, seed: 2026)

  /// `scene` on both simulators over the jittery frames with a burst of 3000 of cell "cell" at
  /// frame 30 and the layer's birth rate raised to 8 at frame 90, so the rings grow twice; checks
  /// both grew the same way and returns the exact comparison of the last frame.
  static func growingRingsComparison(_ scene: Scene) throws -> SnapshotComparison {
    let (cpu, gpu) = try SimulatorComparison.onBoth(scene, holdingGL: withGL) { simulator in
      let before = simulator.slots.totalSlots
      for (frame, t) in jitteryFrames.enumerated() {
        switch frame {
        case 30: try simulator.burst(3000, cell: "cell")
        case 90: try simulator.setValue(8.0, forKeyPath: "birthRate")
        default: break
        }
        simulator.advance(to: t)
      }
      return (before: before, slots: simulator.slots, snapshot: simulator.snapshot())
    }
    #expect(cpu.slots.totalSlots > cpu.before + 3000 && gpu.slots == cpu.slots)
    return SnapshotComparison(
      expected: cpu.snapshot, actual: gpu.snapshot, scale: ComparisonScale(scene),
      tolerance: .exact)
  }

  /// One layer, one cell at the layer's centre; `configure` varies the cell, `layer` the layer.
  static func scene(
    shape: EmitterShape = .point, mode: EmitterMode = .volume,
    layer configureLayer: (inout EmitterLayer) -> Void = { _ in },
    cell configure: (inout EmitterCell) -> Void = { _ in }
  ) -> Scene {
    var cell = EmitterCell(name: "cell")
    cell.birthRate = 40
    cell.lifetime = 3
    cell.velocity = 120
    cell.emissionRange = .pi / 3
    cell.yAcceleration = 60
    configure(&cell)
    var layer = EmitterLayer(name: "layer")
    layer.emitterShape = shape
    layer.emitterMode = mode
    layer.emitterPosition = Point(x: 195, y: 400)
    layer.emitterZPosition = 10
    layer.emitterSize = Size(width: 150, height: 80)
    layer.emitterDepth = 40
    if shape == .rectangles {
      // Two with area, a line and a point: every branch of the rect choice.
      layer.emitterRects = [
        Rect(x: -120, y: -60, width: 100, height: 40), Rect(x: 30, y: -20, width: 60, height: 90),
        Rect(x: -20, y: 50, width: 0, height: 30), Rect(x: 80, y: 80, width: 0, height: 0),
      ]
    }
    layer.emitterCells = [cell]
    configureLayer(&layer)
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  /// The fireworks recipe tutorials have copied since 2011 (rocket, burst of `birthRate 1`,
  /// sparks of circles) in `scene()`'s layer; `burst` and `spark` vary the sub-cells.
  static func fireworks(
    burst configureBurst: (inout EmitterCell) -> Void = { _ in },
    spark configureSpark: (inout EmitterCell) -> Void = { _ in }
  ) -> Scene {
    var rocket = EmitterCell(name: "rocket")
    rocket.birthRate = 1
    rocket.lifetime = 1.02
    rocket.velocity = 300
    rocket.velocityRange = 100
    rocket.emissionLongitude = -.pi / 2
    rocket.emissionRange = .pi / 4
    rocket.yAcceleration = 215
    var burst = EmitterCell(name: "burst")
    burst.birthRate = 1
    burst.lifetime = 0.35
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 400
    spark.lifetime = 0.5
    spark.velocity = 125
    spark.emissionRange = 2 * .pi
    spark.contents = .shape(.circle, size: Size(width: 6, height: 6))
    configureBurst(&burst)
    configureSpark(&spark)
    burst.emitterCells = [spark]
    rocket.emitterCells = [burst]
    var scene = Self.scene(cell: { _ in })
    scene.layers[0].emitterCells = [rocket]
    return scene
  }
}

/// Runs both simulators over `frames` and expects every attribute within its stated tolerance
/// (`ComparisonTolerance.standard`) and identical (cell, serial) sets.
func expectGPUMatchesCPU(
  _ scene: Scene, frames: [Double] = GPUFixtures.steadyFrames, _ label: String, requireParticles: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let comparison = try SimulatorComparison.run(scene, frameTimes: frames, holdingGL: withGL)
  if requireParticles {
    #expect(comparison.expectedCount > 0, "\(label): the scene should have live particles", sourceLocation: sourceLocation)
  }
  #expect(comparison.passed, "\(label)\n\(comparison)", sourceLocation: sourceLocation)
}
