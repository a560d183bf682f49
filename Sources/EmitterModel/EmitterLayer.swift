/// An emitter (CAEmitterLayer): where and how its cells are born, plus multipliers baked into
/// every new particle. The layer fills the scene's canvas; its space is the canvas's.
public struct EmitterLayer: Hashable, Sendable, Codable {
  public var name: String?
  public var emitterCells: [EmitterCell] = []

  // MARK: Multipliers (applied to new particles only)
  public var birthRate: Double = 1
  public var lifetime: Double = 1
  public var velocity: Double = 1
  public var scale: Double = 1
  public var spin: Double = 1

  // MARK: Emitter geometry
  /// Centre of the emission shape, points.
  public var emitterPosition: Point = .zero
  public var emitterZPosition: Double = 0
  /// Shape dimensions: a line's length is `width`; a circle's and sphere's radius is `width`.
  public var emitterSize: Size = .zero
  /// Depth of a cuboid.
  public var emitterDepth: Double = 0
  public var emitterShape: EmitterShape = .point
  public var emitterMode: EmitterMode = .volume

  // MARK: Drawing
  public var renderMode: RenderMode = .unordered
  public var preservesDepth: Bool = false
  /// Multiplies every particle's alpha (CALayer's opacity).
  public var opacity: Double = 1

  // MARK: Randomness and time
  /// Seeds this layer's random draws; combined with the scene's seed.
  public var seed: UInt32 = 0
  /// CALayer timing: simulation starts at `beginTime`, runs at `speed`, skips `timeOffset` seconds.
  public var beginTime: Double = 0
  public var speed: Double = 1
  public var timeOffset: Double = 0

  // MARK: Behaviours, animations and emission control
  /// Applied to every particle of the layer, in order (CAEmitterLayer's private key).
  public var emitterBehaviors: [EmitterBehavior] = []
  /// Property animations in layer time, applied in order (Core Animation's `add(_:forKey:)`).
  public var animations: [PropertyAnimation] = []
  /// Bursts, timed emission, stops and restarts, in layer time.
  public var emissionEvents: [EmissionEvent] = []
  /// Live changes (values set, animations added and removed) in layer time, in order: what a
  /// running layer was told, so a recording replays exactly.
  public var events: [LayerChange] = []

  public init(name: String? = nil) { self.name = name }
}
