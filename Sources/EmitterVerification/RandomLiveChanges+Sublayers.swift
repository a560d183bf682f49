import EmitterModel
import EmitterSimulation

/// The sublayer calls of a random run (`RandomLiveChanges.calls(…, sublayers: true)`): layers
/// inserted into any layer, the scene's or an inserted one, at random sibling places, with
/// random timing (their clock starting before, at or after the insertion), and removals (some
/// of an index that is not there, which both simulators refuse). Inserted layers are random
/// scenes' layers, trimmed to a few hundred particles so a GPU run stays quick; some have a
/// sublayer, and some start with a rate an animation raises, so their rings grow live. With
/// `canvas`, about a third of them are the canvas's instead: top-level layers inserted and
/// removed.
///
/// Drawn from a stream of their own, so the other calls a seed draws are those it always drew
/// where these do not land.
struct SublayerCalls {
  /// Mixed into the seed for this stream.
  static let streamMask: UInt64 = 0x5B1A_7E55_0F15_0003
  private var random: SplitMix64
  private let canvas: Size
  /// The flat layers as the calls so far leave them when every insertion is accepted (a
  /// refused one shifts later indices: both simulators then refuse or apply the same calls).
  private(set) var layers: [EmitterLayer]
  /// Per flat layer, the first frame after which it can be addressed.
  private(set) var firstFrames: [Int]
  /// Per flat layer, how many sublayers the calls so far leave it.
  private var sublayerCounts: [Int]
  /// Whether the canvas takes calls too, and how many top-level layers they leave it.
  private let changesCanvas: Bool
  private var topLevelCount: Int

  init(scene: Scene, seed: UInt64, canvas changesCanvas: Bool = false) {
    random = SplitMix64(seed: seed ^ Self.streamMask)
    canvas = scene.size
    let flat = scene.flattened
    layers = flat.layers
    firstFrames = Array(repeating: 0, count: flat.layers.count)
    sublayerCounts = flat.sublayerLists.map(\.count)
    self.changesCanvas = changesCanvas
    topLevelCount = flat.topLevelLayers.count
  }

  /// A sublayer call one time in four, else nil.
  mutating func draw(frameCount: Int) -> RandomLiveChanges.Call? {
    guard random.chance(0.25) else { return nil }
    // Drawn only with `canvas`, so the sublayer-only runs keep the calls their seeds drew.
    if changesCanvas, random.chance(0.35) { return drawCanvas(frameCount: frameCount) }
    let superlayer = random.int(in: 0...(layers.count - 1))
    let first = firstFrames[superlayer]
    let frame = random.int(in: first...max(first, frameCount - 2))
    if random.chance(0.3) {
      let index = random.int(in: 0...sublayerCounts[superlayer])
      if index < sublayerCounts[superlayer] { sublayerCounts[superlayer] -= 1 }
      return RandomLiveChanges.Call(
        frame: frame, layer: superlayer, kind: .change(.removeSublayer(at: index)))
    }
    let layer = insertedLayer(frameCount: frameCount)
    let index = random.chance(0.5) ? nil : random.int(in: 0...sublayerCounts[superlayer])
    sublayerCounts[superlayer] += 1
    for entry in layer.flattenedSubtree {
      layers.append(entry.layer)
      firstFrames.append(frame)
      sublayerCounts.append(entry.layer.sublayers.count)
    }
    sublayerCounts[layers.count - layer.flattenedSubtree.count] = layer.sublayers.count
    return RandomLiveChanges.Call(
      frame: frame, layer: superlayer, kind: .change(.insertSublayer(layer, at: index)))
  }

  /// A canvas call: a top-level layer inserted at a random place at any frame, or one of
  /// several removed (sometimes at an index that is not there) in the run's second half, so
  /// that most calls still find the layers they address.
  private mutating func drawCanvas(frameCount: Int) -> RandomLiveChanges.Call {
    if topLevelCount > 1, random.chance(0.3) {
      let frame = random.int(in: (frameCount / 2)...max(frameCount / 2, frameCount - 2))
      let index = random.int(in: 0...topLevelCount)
      if index < topLevelCount { topLevelCount -= 1 }
      return RandomLiveChanges.Call(
        frame: frame, layer: -1, kind: .canvas(.removeSublayer(at: index)))
    }
    let frame = random.int(in: 0...max(0, frameCount - 2))
    let layer = insertedLayer(frameCount: frameCount)
    let index = random.chance(0.5) ? nil : random.int(in: 0...topLevelCount)
    topLevelCount += 1
    for entry in layer.flattenedSubtree {
      layers.append(entry.layer)
      firstFrames.append(frame)
      sublayerCounts.append(entry.layer.sublayers.count)
    }
    sublayerCounts[layers.count - layer.flattenedSubtree.count] = layer.sublayers.count
    return RandomLiveChanges.Call(
      frame: frame, layer: -1, kind: .canvas(.insertSublayer(layer, at: index)))
  }

  /// A random scene's layer, trimmed, sometimes with a sublayer and a rising rate; its clock
  /// starts anywhere in the run's first seconds (before or after its insertion).
  private mutating func insertedLayer(frameCount: Int) -> EmitterLayer {
    var draw = SceneDraw(random: SplitMix64(seed: random.next()))
    let shape = random.element(of: RandomSceneGenerator.shapesAndModes)
    var layer = trimmed(
      draw.layer(index: layers.count, canvas: canvas, shape: shape.shape, mode: shape.mode))
    if random.chance(0.3) {
      var inner = draw.layer(
        index: layers.count + 1, canvas: canvas, shape: shape.shape, mode: shape.mode)
      inner.emitterCells = Array(inner.emitterCells.prefix(1))
      layer.sublayers = [trimmed(inner)]
    }
    layer.beginTime = random.double(in: 0...max(0.1, Double(frameCount) / 60))
    if random.chance(0.3), let name = layer.emitterCells.first?.name {
      // A rate raised past what the ring was made for: the ring grows while it runs.
      let rate = layer.emitterCells[0].birthRate
      layer.animations.append(
        .basic("emitterCells.\(name).birthRate", to: rate * 4, duration: random.double(in: 0.2...1))
      )
    }
    return layer
  }

  /// `layer` with its cells trimmed to a few hundred particles.
  private func trimmed(_ layer: EmitterLayer) -> EmitterLayer {
    var scene = Scene()
    scene.size = canvas
    scene.layers = [layer]
    RandomSceneGenerator(limits: .init(maximumLiveParticles: 600, maximumSlots: 6000)).trim(&scene)
    return scene.layers[0]
  }
}
