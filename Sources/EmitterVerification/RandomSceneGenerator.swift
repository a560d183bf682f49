import EmitterModel
import EmitterSimulation

/// Valid random scenes from a seed, for property-based tests: CPU against GPU, frame rate against
/// frame rate, run against run. Hand-written scenes test what their author thought of; these
/// reach the combinations nobody did (a plane particle's sub-cell on a cuboid's edges with a
/// negative speed and a half-range reading).
///
/// Each scene has 1 to 3 layers, each with 1 to 4 cells, some with sub-cells (depth at most 2),
/// and every property of layers and cells drawn in a range a real scene would use. Layer 0's
/// emitter shape and mode cycle through all 24 combinations with the seed (`seed % 24`), so any
/// 24 consecutive seeds cover them all; later layers draw theirs. Keys added since seeds were
/// first kept (the `rectangles` shape, sprite sheets) come from a second stream
/// (`SceneAdditions`), so they change a seed's scene only where they land.
///
/// The same seed gives the same scene on every platform and toolchain (`SplitMix64` uses no
/// libm and no standard-library sampling), so a failing seed can be kept as a regression case.
/// Every scene passes `Scene.validate()`, and is then trimmed to `Limits` (see
/// `RandomSceneGenerator+Limits.swift`) so a GPU run on a software rasteriser stays quick.
package struct RandomSceneGenerator: Sendable {
  /// Bounds that keep simulations cheap.
  package struct Limits: Sendable, Equatable {
    /// The scene's particle budget (`ParticleBudget.total`, an upper bound on particles alive at
    /// once) may not exceed this.
    package var maximumLiveParticles: Int = 20_000
    /// Nor may the GPU's slots (`SlotLayout.totalSlots`): the integrate pass runs one invocation
    /// per slot, live or not, and sub-cell regions multiply with their parents'.
    package var maximumSlots: Int = 200_000

    package init(maximumLiveParticles: Int = 20_000, maximumSlots: Int = 200_000) {
      self.maximumLiveParticles = maximumLiveParticles
      self.maximumSlots = maximumSlots
    }
  }

  package var limits: Limits

  package init(limits: Limits = Limits()) { self.limits = limits }

  /// The six public shapes with every mode, in a fixed order: layer 0 of seed `s` uses entry
  /// `s % 24`. Shapes added later (`rectangles`) come from `drawAdditions`, so that adding one
  /// does not reshuffle what every seed draws.
  package static let shapesAndModes: [(shape: EmitterShape, mode: EmitterMode)] =
    [EmitterShape.point, .line, .rectangle, .cuboid, .circle, .sphere].flatMap { shape in
      EmitterMode.allCases.map { (shape, $0) }
    }

  /// The scene of `seed`.
  package func scene(seed: UInt64) -> Scene {
    var draw = SceneDraw(random: SplitMix64(seed: seed))
    let first = Self.shapesAndModes[Int(seed % UInt64(Self.shapesAndModes.count))]
    var scene = draw.scene(firstShapeAndMode: first)
    var additions = SceneAdditions(random: SplitMix64(seed: seed ^ SceneAdditions.streamMask))
    additions.draw(into: &scene)
    trim(&scene)
    return scene
  }
}

/// The drawing of one scene: a generator's state and what to draw from it.
struct SceneDraw {
  var random: SplitMix64

  mutating func scene(firstShapeAndMode: (shape: EmitterShape, mode: EmitterMode)) -> Scene {
    var scene = Scene()
    scene.size = Size(width: random.double(in: 200...1200), height: random.double(in: 200...1200))
    scene.backgroundColor = color()
    scene.seed = random.word()
    scene.rangeMode = random.element(of: RangeMode.allCases)
    let layerCount = random.int(in: 1...3)
    scene.layers = (0..<layerCount).map { index in
      let shapeAndMode =
        index == 0 ? firstShapeAndMode : random.element(of: RandomSceneGenerator.shapesAndModes)
      return layer(
        index: index, canvas: scene.size, shape: shapeAndMode.shape, mode: shapeAndMode.mode)
    }
    return scene
  }

  mutating func layer(index: Int, canvas: Size, shape: EmitterShape, mode: EmitterMode)
    -> EmitterLayer
  {
    var layer = EmitterLayer(name: "layer\(index)")
    layer.emitterShape = shape
    layer.emitterMode = mode
    layer.emitterPosition = Point(
      x: random.double(in: 0...canvas.width), y: random.double(in: 0...canvas.height))
    layer.emitterZPosition = random.chance(0.3) ? random.double(in: -100...100) : 0
    // One layer in ten has a zero-size shape, which degenerates to its centre.
    let sized = !random.chance(0.1)
    layer.emitterSize =
      sized
      ? Size(width: random.favouringLow(in: 0...400), height: random.favouringLow(in: 0...400))
      : .zero
    layer.emitterDepth = sized ? random.favouringLow(in: 0...200) : 0

    layer.birthRate = sometimes(0.3, otherwise: 1) { $0.double(in: 0.25...2) }
    layer.lifetime = sometimes(0.3, otherwise: 1) { $0.double(in: 0.5...1.5) }
    layer.velocity = sometimes(0.3, otherwise: 1) { $0.double(in: -1...2) }
    layer.scale = sometimes(0.3, otherwise: 1) { $0.double(in: 0.25...2) }
    layer.spin = sometimes(0.3, otherwise: 1) { $0.double(in: -2...2) }

    layer.renderMode = random.element(of: RenderMode.allCases)
    layer.preservesDepth = random.chance(0.5)
    layer.opacity = sometimes(0.3, otherwise: 1) { $0.unit() }
    layer.seed = random.word()
    layer.beginTime = sometimes(0.2, otherwise: 0) { $0.double(in: 0...1.5) }
    layer.speed = sometimes(0.2, otherwise: 1) { $0.double(in: 0.5...2) }
    layer.timeOffset = sometimes(0.2, otherwise: 0) { $0.double(in: 0...1) }

    let cellCount = random.int(in: 1...4)
    layer.emitterCells = (0..<cellCount).map { cell(name: "c\($0)", parentLifetime: nil) }
    return layer
  }

  /// A colour with every component in 0...1.
  mutating func color() -> Color {
    Color(
      red: random.unit(), green: random.unit(), blue: random.unit(),
      alpha: random.double(in: 0.2...1))
  }

  /// A drawn value with probability `probability`, else `otherwise`. The value is drawn either way, so the
  /// generator's state advances the same way whichever is taken: changing one probability does
  /// not reshuffle every draw after it.
  mutating func sometimes<T>(_ probability: Double, otherwise: T, _ draw: (inout SplitMix64) -> T)
    -> T
  {
    let value = draw(&random)
    return random.chance(probability) ? value : otherwise
  }
}
