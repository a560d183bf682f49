/// An emitter (CAEmitterLayer): where and how its cells are born, plus multipliers baked into
/// every new particle. It is a CALayer too: it has geometry (`position`, `bounds`, `anchorPoint`,
/// `transform`, …) in its superlayer and may hold sublayers; a layer without cells is a plain
/// layer. With the geometry left at its defaults the layer fills its superlayer (the canvas for a
/// top-level layer), so its space is the canvas's.
public struct EmitterLayer: Hashable, Sendable, Codable {
  /// Every property's value, behind a reference shared by copies until one of them changes
  /// (copy on write): a layer's values take over a kilobyte, and the engine keeps a layer per
  /// flat index (placeholders of removed layers included) in several scenes at once, so copies
  /// of a scene cost a reference per layer (`EmitterLayer+Storage.swift`).
  var storage: Storage
  /// Names the layer, for messages; it changes nothing in the simulation.
  public var name: String? {
    get { storage.values.name }
    _modify {
      makeUnique()
      yield &storage.values.name
    }
  }
  /// The cells this layer emits.
  public var emitterCells: [EmitterCell] {
    get { storage.values.emitterCells }
    _modify {
      makeUnique()
      yield &storage.values.emitterCells
    }
  }

  // MARK: Multipliers (applied to new particles only)
  /// Multiplies every top-level cell's `birthRate`.
  public var birthRate: Double {
    get { storage.values.birthRate }
    _modify {
      makeUnique()
      yield &storage.values.birthRate
    }
  }
  /// Multiplies every new particle's lifetime.
  public var lifetime: Double {
    get { storage.values.lifetime }
    _modify {
      makeUnique()
      yield &storage.values.lifetime
    }
  }
  /// Multiplies every new particle's velocity.
  public var velocity: Double {
    get { storage.values.velocity }
    _modify {
      makeUnique()
      yield &storage.values.velocity
    }
  }
  /// Multiplies every new particle's scale.
  public var scale: Double {
    get { storage.values.scale }
    _modify {
      makeUnique()
      yield &storage.values.scale
    }
  }
  /// Multiplies every new particle's spin.
  public var spin: Double {
    get { storage.values.spin }
    _modify {
      makeUnique()
      yield &storage.values.spin
    }
  }

  // MARK: Emitter geometry
  /// Centre of the emission shape, points.
  public var emitterPosition: Point {
    get { storage.values.emitterPosition }
    _modify {
      makeUnique()
      yield &storage.values.emitterPosition
    }
  }
  /// Depth of the emitter's centre along +z, points.
  public var emitterZPosition: Double {
    get { storage.values.emitterZPosition }
    _modify {
      makeUnique()
      yield &storage.values.emitterZPosition
    }
  }
  /// Shape dimensions: a line's length is `width`; a circle's and sphere's radius is `width`.
  public var emitterSize: Size {
    get { storage.values.emitterSize }
    _modify {
      makeUnique()
      yield &storage.values.emitterSize
    }
  }
  /// Depth of a cuboid.
  public var emitterDepth: Double {
    get { storage.values.emitterDepth }
    _modify {
      makeUnique()
      yield &storage.values.emitterDepth
    }
  }
  /// The emission shape: point, line, rectangle, cuboid, circle or sphere.
  public var emitterShape: EmitterShape {
    get { storage.values.emitterShape }
    _modify {
      makeUnique()
      yield &storage.values.emitterShape
    }
  }
  /// Where on the shape particles are born: points, outline, surface or volume.
  public var emitterMode: EmitterMode {
    get { storage.values.emitterMode }
    _modify {
      makeUnique()
      yield &storage.values.emitterMode
    }
  }
  /// The rectangles of the `rectangles` shape (CAEmitterLayer's private `emitterRects`), in layer
  /// points relative to `emitterPosition`; at most `maximumEmitterRects`.
  public var emitterRects: [Rect] {
    get { storage.values.emitterRects }
    _modify {
      makeUnique()
      yield &storage.values.emitterRects
    }
  }
  /// EmitterKit's own: what the `mask` shape emits from (an image, text, a path or the layer's
  /// own contents) and how (pixel colours, the sweep order of `points` mode).
  public var emitterMask: EmitterMask {
    get { storage.values.emitterMask }
    _modify {
      makeUnique()
      yield &storage.values.emitterMask
    }
  }

  // MARK: Drawing
  /// Draw order: unordered, oldest first or last, back to front, or additive.
  public var renderMode: RenderMode {
    get { storage.values.renderMode }
    _modify {
      makeUnique()
      yield &storage.values.renderMode
    }
  }
  /// Keeps particles' depth when drawing planes in perspective (CAEmitterLayer's `preservesDepth`).
  public var preservesDepth: Bool {
    get { storage.values.preservesDepth }
    _modify {
      makeUnique()
      yield &storage.values.preservesDepth
    }
  }
  /// Multiplies every particle's alpha (CALayer's opacity), and its sublayers'.
  public var opacity: Double {
    get { storage.values.opacity }
    _modify {
      makeUnique()
      yield &storage.values.opacity
    }
  }

  // MARK: Geometry in the superlayer (CALayer)
  /// Where the anchor point sits in the superlayer's space, points; nil: the centre of the
  /// superlayer's bounds (the canvas centre for a top-level layer).
  public var position: Point? {
    get { storage.values.position }
    _modify {
      makeUnique()
      yield &storage.values.position
    }
  }
  /// The layer's own coordinate space, in which its emitter and particles live; nil: origin 0,0
  /// and the superlayer's bounds size (the canvas for a top-level layer).
  public var bounds: Rect? {
    get { storage.values.bounds }
    _modify {
      makeUnique()
      yield &storage.values.bounds
    }
  }
  /// The point of the bounds, in unit coordinates, that sits at `position` and that `transform`
  /// turns and scales about.
  public var anchorPoint: Point {
    get { storage.values.anchorPoint }
    _modify {
      makeUnique()
      yield &storage.values.anchorPoint
    }
  }
  /// Orders sibling layers when drawn (higher over lower), and moves the layer along +z.
  public var zPosition: Double {
    get { storage.values.zPosition }
    _modify {
      makeUnique()
      yield &storage.values.zPosition
    }
  }
  /// Applied to the layer about its anchor point.
  public var transform: Transform3D {
    get { storage.values.transform }
    _modify {
      makeUnique()
      yield &storage.values.transform
    }
  }
  /// Applied to every sublayer, about the centre of this layer's bounds; its `m34` is the
  /// perspective plane particles and `preservesDepth` use.
  public var sublayerTransform: Transform3D {
    get { storage.values.sublayerTransform }
    _modify {
      makeUnique()
      yield &storage.values.sublayerTransform
    }
  }
  /// A hidden layer and its sublayers are not drawn; their particles keep simulating.
  public var isHidden: Bool {
    get { storage.values.isHidden }
    _modify {
      makeUnique()
      yield &storage.values.isHidden
    }
  }
  /// False: the layer and its sublayers are not drawn while it faces away (its transforms turn
  /// its bounds' corners clockwise on the canvas); their particles keep simulating.
  public var isDoubleSided: Bool {
    get { storage.values.isDoubleSided }
    _modify {
      makeUnique()
      yield &storage.values.isDoubleSided
    }
  }
  /// Layers drawn over this one's own content, in this layer's space: by `zPosition`, then in
  /// array order.
  public var sublayers: [EmitterLayer] {
    get { storage.values.sublayers }
    _modify {
      makeUnique()
      yield &storage.values.sublayers
    }
  }

  // MARK: Randomness and time
  /// Seeds this layer's random draws; combined with the scene's seed.
  public var seed: UInt32 {
    get { storage.values.seed }
    _modify {
      makeUnique()
      yield &storage.values.seed
    }
  }
  /// CALayer timing: simulation starts at `beginTime`, runs at `speed`, skips `timeOffset` seconds.
  public var beginTime: Double {
    get { storage.values.beginTime }
    _modify {
      makeUnique()
      yield &storage.values.beginTime
    }
  }
  /// Layer time runs at this multiple of scene time.
  public var speed: Double {
    get { storage.values.speed }
    _modify {
      makeUnique()
      yield &storage.values.speed
    }
  }
  /// Seconds of layer time skipped at the start (prewarms the layer).
  public var timeOffset: Double {
    get { storage.values.timeOffset }
    _modify {
      makeUnique()
      yield &storage.values.timeOffset
    }
  }

  /// Length of one repetition of the layer's timeline (its animations, emission windows),
  /// seconds of layer time; 0, the default, lasts for ever (`timelineFold`). It repeats its
  /// sublayers' timelines too, as Core Animation's superlayer time does (`TimelineChain`).
  public var duration: Double {
    get { storage.values.duration }
    _modify {
      makeUnique()
      yield &storage.values.duration
    }
  }
  /// Repetitions of `duration` (fractions and `infinity` allowed); 0 means once.
  public var repeatCount: Double {
    get { storage.values.repeatCount }
    _modify {
      makeUnique()
      yield &storage.values.repeatCount
    }
  }
  /// Seconds of layer time the timeline repeats for, instead of `repeatCount`; 0 means unset.
  public var repeatDuration: Double {
    get { storage.values.repeatDuration }
    _modify {
      makeUnique()
      yield &storage.values.repeatDuration
    }
  }
  /// Each repetition of the timeline plays forwards, then back.
  public var autoreverses: Bool {
    get { storage.values.autoreverses }
    _modify {
      makeUnique()
      yield &storage.values.autoreverses
    }
  }
  /// Whether the timeline holds its end (`forwards`, `both`) after its active span, or is off.
  public var fillMode: FillMode {
    get { storage.values.fillMode }
    _modify {
      makeUnique()
      yield &storage.values.fillMode
    }
  }

  // MARK: Behaviours, animations and emission control
  /// Applied to every particle of the layer, in order (CAEmitterLayer's private key).
  public var emitterBehaviors: [EmitterBehavior] {
    get { storage.values.emitterBehaviors }
    _modify {
      makeUnique()
      yield &storage.values.emitterBehaviors
    }
  }
  /// Property animations in layer time, applied in order (Core Animation's `add(_:forKey:)`).
  public var animations: [PropertyAnimation] {
    get { storage.values.animations }
    _modify {
      makeUnique()
      yield &storage.values.animations
    }
  }
  /// Bursts, timed emission, stops and restarts, in layer time.
  public var emissionEvents: [EmissionEvent] {
    get { storage.values.emissionEvents }
    _modify {
      makeUnique()
      yield &storage.values.emissionEvents
    }
  }
  /// Live changes (values set, animations added and removed) in layer time, in order: what a
  /// running layer was told, so a recording replays exactly.
  public var events: [LayerChange] {
    get { storage.values.events }
    _modify {
      makeUnique()
      yield &storage.values.events
    }
  }

  // MARK: Appearance (CALayer's, drawn in the layer's bounds)
  /// Fills the bounds, rounded by `cornerRadius`, under the particles; clear (CA's nil) draws
  /// nothing.
  public var backgroundColor: Color {
    get { storage.values.backgroundColor }
    _modify {
      makeUnique()
      yield &storage.values.backgroundColor
    }
  }
  /// An image drawn in the bounds over the background and under the particles (CALayer's
  /// `contents`): any form a cell's contents take; nil (the default) draws none.
  public var contents: Contents? {
    get { storage.values.contents }
    _modify {
      makeUnique()
      yield &storage.values.contents
    }
  }
  /// Where `contents` sits in the bounds and how it is scaled (CALayer's `contentsGravity`).
  public var contentsGravity: ContentsGravity {
    get { storage.values.contentsGravity }
    _modify {
      makeUnique()
      yield &storage.values.contentsGravity
    }
  }
  /// Image pixels per point of `contents` (CALayer's `contentsScale`): sets an image's size for
  /// the gravities that do not scale it.
  public var contentsScale: Double {
    get { storage.values.contentsScale }
    _modify {
      makeUnique()
      yield &storage.values.contentsScale
    }
  }
  /// The part of the contents image shown, in unit coordinates of the image (CALayer's
  /// `contentsRect`); the whole image by default. Its size in points is this part's.
  public var contentsRect: Rect {
    get { storage.values.contentsRect }
    _modify {
      makeUnique()
      yield &storage.values.contentsRect
    }
  }
  /// The stretchable middle of the shown part, in its unit coordinates (CALayer's
  /// `contentsCenter`): when the image is scaled, the margins around it keep their size in
  /// points and only the middle stretches (nine-part stretching); the whole by default.
  public var contentsCenter: Rect {
    get { storage.values.contentsCenter }
    _modify {
      makeUnique()
      yield &storage.values.contentsCenter
    }
  }
  /// Radius of the bounds' corners, points: rounds the background, the border and, with
  /// `masksToBounds`, the clip.
  public var cornerRadius: Double {
    get { storage.values.cornerRadius }
    _modify {
      makeUnique()
      yield &storage.values.cornerRadius
    }
  }
  /// Width of the border drawn inward from the bounds over everything the layer draws, points.
  public var borderWidth: Double {
    get { storage.values.borderWidth }
    _modify {
      makeUnique()
      yield &storage.values.borderWidth
    }
  }
  /// Colour of the border (CA's default: opaque black).
  public var borderColor: Color {
    get { storage.values.borderColor }
    _modify {
      makeUnique()
      yield &storage.values.borderColor
    }
  }
  /// Clips the particles (and the shadow, as CA does) to the bounds rounded by `cornerRadius`.
  public var masksToBounds: Bool {
    get { storage.values.masksToBounds }
    _modify {
      makeUnique()
      yield &storage.values.masksToBounds
    }
  }
  /// Colour of the shadow (CA's default: opaque black).
  public var shadowColor: Color {
    get { storage.values.shadowColor }
    _modify {
      makeUnique()
      yield &storage.values.shadowColor
    }
  }
  /// Opacity of the shadow; 0 (CA's default) draws none.
  public var shadowOpacity: Double {
    get { storage.values.shadowOpacity }
    _modify {
      makeUnique()
      yield &storage.values.shadowOpacity
    }
  }
  /// Blur radius of the shadow, points: a Gaussian of standard deviation `shadowRadius / 2`.
  public var shadowRadius: Double {
    get { storage.values.shadowRadius }
    _modify {
      makeUnique()
      yield &storage.values.shadowRadius
    }
  }
  /// The outline the shadow is cast from, SVG path data in layer points (CALayer's
  /// `shadowPath`): nil casts the shadow from what the layer draws; a path casts it from the
  /// path's filled area (non-zero winding) instead; "" is the empty path, which casts none.
  public var shadowPath: String? {
    get { storage.values.shadowPath }
    _modify {
      makeUnique()
      yield &storage.values.shadowPath
    }
  }
  /// Offset of the shadow, points, +y down the screen: CA's default (0, -3) puts the shadow 3 pt
  /// above the layer, as UIKit code sees it.
  public var shadowOffset: Size {
    get { storage.values.shadowOffset }
    _modify {
      makeUnique()
      yield &storage.values.shadowOffset
    }
  }
  /// A layer whose alpha masks everything this one draws, its sublayers included (CALayer's
  /// `mask`); nil (the default) masks nothing.
  public var mask: LayerMask? {
    get { storage.values.mask }
    _modify {
      makeUnique()
      yield &storage.values.mask
    }
  }

  /// An empty layer with CAEmitterLayer's defaults.
  public init(name: String? = nil) {
    storage = Self.defaults
    if let name { self.name = name }
  }
}
