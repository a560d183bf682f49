import EmitterGPU
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A mask that emits (`LayerMask.emitter`) is simulated as any layer is (`Scene+MaskEmitters`:
/// lifted into a layer of its own by `flattened`), so the GPU simulator gives its particles to
/// the bit as the CPU reference does, beside the masked layer's own and a sublayer's.
@Suite("GPU matches the CPU exactly on a mask's particles", .serialized, .tags(.gl))
struct LayerMaskEmitterGPUTests {
  /// A spraying layer with a sublayer, masked by a mask that emits moving, spinning sparks
  /// under gravity from a circle (with a behaviour), placed and turned by the mask's keys.
  static func scene() -> Scene {
    var spark = EmitterCell(name: "spark")
    spark.birthRate = 150
    spark.lifetime = 1.2
    spark.lifetimeRange = 0.4
    spark.velocity = 60
    spark.velocityRange = 20
    spark.emissionRange = .pi
    spark.yAcceleration = 40
    spark.spin = 2
    spark.alphaSpeed = -0.6
    spark.contents = .shape(.circle, size: Size(width: 10, height: 10))
    var emitter = EmitterLayer()
    emitter.emitterPosition = Point(x: 70, y: 50)
    emitter.emitterShape = .circle
    emitter.emitterSize = Size(width: 60, height: 60)
    emitter.seed = 11
    emitter.emitterCells = [spark]
    emitter.emitterBehaviors = [EmitterBehavior(type: .drag)]
    var mask = LayerMask()
    mask.bounds = Rect(x: 0, y: 0, width: 140, height: 100)
    mask.position = Point(x: 110, y: 120)
    mask.transform = Transform3D.rotation(0.4, 0, 0, 1)
    mask.emitter = emitter
    var own = EmitterCell(name: "own")
    own.birthRate = 80
    own.lifetime = 2
    own.velocity = 30
    own.emissionRange = .pi
    own.contents = .shape(.square, size: Size(width: 6, height: 6))
    var layer = EmitterLayer(name: "masked")
    layer.emitterPosition = Point(x: 100, y: 100)
    layer.emitterCells = [own]
    layer.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.5, alpha: 1)
    layer.mask = mask
    var inner = EmitterLayer(name: "inner")
    inner.bounds = Rect(x: 0, y: 0, width: 60, height: 40)
    inner.emitterCells = [own]
    layer.sublayers = [inner]
    var scene = Scene()
    scene.size = Size(width: 220, height: 240)
    scene.layers = [layer]
    return scene
  }

  @Test("300 jittered frames: the mask's particles, the layer's and the sublayer's, 0 deviation")
  func jittered() throws {
    let scene = Self.scene()
    let comparison = try SimulatorComparison.run(
      scene, frameTimes: GPUFixtures.jitteryFrames, tolerance: .exact, holdingGL: withGL)
    #expect(comparison.expectedCount > 0)
    #expect(comparison.passed, "\(comparison)")
    // The mask's cells are simulated: its emitter is the flattened scene's third layer.
    let cpu = CPUSimulator(scene: scene)
    for t in GPUFixtures.jitteryFrames { cpu.advance(to: t) }
    let resolved = ResolvedScene(scene.flattened)
    let maskCells = Set(resolved.layers[2].cells)
    #expect(cpu.snapshot().particles.contains { maskCells.contains($0.cell) })
  }
}
