/// What a scene file holds: a canvas and its emitter layers, drawn in order.
public struct Scene: Hashable, Sendable, Codable {
  /// The canvas in points (a phone-sized view by default).
  public var size: Size = Size(width: 390, height: 844)
  /// The colour behind the layers when rendered (`emitter render`, the demo); `ParticleSystem` draws over the host's content instead.
  public var backgroundColor: Color = .black
  /// Combined with each layer's seed; `emitter render --seed` overrides it.
  public var seed: UInt32 = 0
  /// How every `…Range` property is read.
  public var rangeMode: RangeMode = .plusMinusRange
  /// How `emissionRange` spreads directions: a cone in 3D, or a fan in the plane.
  public var emissionRangeMode: EmissionRangeMode = .cone
  /// How the emitters follow a canvas of another size (`CanvasLayout`).
  public var canvasLayout: CanvasLayout = .stretch
  /// Most particles alive at once, over all layers; scenes that could exceed it are rejected.
  public var particleCap: Int = Scene.defaultParticleCap
  /// The top-level layers, drawn by `zPosition`, then in order (later layers over earlier ones).
  public var layers: [EmitterLayer] = []
  /// The canvas's live changes, at scene times: top-level layers inserted and removed
  /// (`insertSublayer`, `removeSublayer`, their `index` among the top-level layers at that
  /// moment), as a layer's `events` change its sublayers. A recording writes the calls
  /// `LiveSimulation.insertLayer(_:at:)` and `removeLayer(at:)` made here.
  public var events: [LayerChange] = []
  /// Set by `flattened`: each layer's superlayer, an index into `layers` (nil: top-level).
  /// Empty for a scene as written, whose layers are all top-level and hold their sublayers.
  package var superlayers: [Int?] = []
  /// Set when sublayers were inserted or removed live (`StepPlanner+Sublayers`): per layer of a
  /// flattened scene, its sublayers' indices into `layers` in their `sublayers` order, which
  /// drawing, layer paths and writing follow. A layer in no list (and not top-level) is out of
  /// the tree: removed, or inserted at a time still to come. Empty: each layer's sublayers are
  /// the layers `superlayers` links to it, in index order (a scene flattened from a tree).
  package var sublayerOrder: [[Int]] = []
  /// Set when top-level layers were inserted or removed live (`StepPlanner+CanvasChanges`): the
  /// top-level layers' indices into `layers` of a flattened scene, in their order (the canvas's
  /// sublayers), which drawing, layer paths and writing follow. Nil: every layer without a
  /// superlayer, in index order.
  package var topLevelOrder: [Int]?
  /// Set by `flattened` for masks that emit (`LayerMask.emitter`): per layer of a flattened
  /// scene, the layer whose mask draws its particles; nil for a layer of the tree. Such a layer
  /// is simulated as any layer and drawn only into that mask (`Scene+MaskEmitters`).
  package var maskedLayers: [Int?] = []
  /// The layers mask shapes emit from (`emitterMaskLayer`), drawn whole by path: filled by the
  /// engine's façade (`ParticleSystem`), which has the renderer; never written to a file.
  package var layerSnapshots: [String: LayerSnapshot] = [:]
  /// iOS 7+'s first display: each layer starts with a lifetime's worth of its top-level cells'
  /// particles already in flight, as if it had been emitting before. Off by default (a layer
  /// starts empty); docs/SEMANTICS.md has the rule and its evidence.
  public var prepopulatesOnFirstDisplay: Bool = false

  /// An empty 390 × 844 point scene (an iPhone screen) with a black background.
  public init() {}

  /// 16 M particles: 1 GiB of particle state at 64 bytes each.
  public static let defaultParticleCap = 16 * 1024 * 1024
  /// The cap can be raised this far, no further (8 GiB of state).
  public static let maximumParticleCap = 128 * 1024 * 1024
}
