/// An emitter (CAEmitterLayer): where and how its cells are born, plus multipliers baked into
/// every new particle. It is a CALayer too: it has geometry (`position`, `bounds`, `anchorPoint`,
/// `transform`, …) in its superlayer and may hold sublayers; a layer without cells is a plain
/// layer. With the geometry left at its defaults the layer fills its superlayer (the canvas for a
/// top-level layer), so its space is the canvas's.
public struct EmitterLayer: Hashable, Sendable, Codable {
  /// Names the layer, for messages; it changes nothing in the simulation.
  public var name: String?
  /// The cells this layer emits.
  public var emitterCells: [EmitterCell] = []

  // MARK: Multipliers (applied to new particles only)
  /// Multiplies every top-level cell's `birthRate`.
  public var birthRate: Double = 1
  /// Multiplies every new particle's lifetime.
  public var lifetime: Double = 1
  /// Multiplies every new particle's velocity.
  public var velocity: Double = 1
  /// Multiplies every new particle's scale.
  public var scale: Double = 1
  /// Multiplies every new particle's spin.
  public var spin: Double = 1

  // MARK: Emitter geometry
  /// Centre of the emission shape, points.
  public var emitterPosition: Point = .zero
  /// Depth of the emitter's centre along +z, points.
  public var emitterZPosition: Double = 0
  /// Shape dimensions: a line's length is `width`; a circle's and sphere's radius is `width`.
  public var emitterSize: Size = .zero
  /// Depth of a cuboid.
  public var emitterDepth: Double = 0
  /// The emission shape: point, line, rectangle, cuboid, circle or sphere.
  public var emitterShape: EmitterShape = .point
  /// Where on the shape particles are born: points, outline, surface or volume.
  public var emitterMode: EmitterMode = .volume
  /// The rectangles of the `rectangles` shape (CAEmitterLayer's private `emitterRects`), in layer
  /// points relative to `emitterPosition`; at most `maximumEmitterRects`.
  public var emitterRects: [Rect] = []
  /// EmitterKit's own: what the `mask` shape emits from (an image, text, a path or the layer's
  /// own contents) and how (pixel colours, the sweep order of `points` mode).
  public var emitterMask = EmitterMask()

  // MARK: Drawing
  /// Draw order: unordered, oldest first or last, back to front, or additive.
  public var renderMode: RenderMode = .unordered
  /// Keeps particles' depth when drawing planes in perspective (CAEmitterLayer's `preservesDepth`).
  public var preservesDepth: Bool = false
  /// Multiplies every particle's alpha (CALayer's opacity), and its sublayers'.
  public var opacity: Double = 1

  // MARK: Geometry in the superlayer (CALayer)
  /// Where the anchor point sits in the superlayer's space, points; nil: the centre of the
  /// superlayer's bounds (the canvas centre for a top-level layer).
  public var position: Point?
  /// The layer's own coordinate space, in which its emitter and particles live; nil: origin 0,0
  /// and the superlayer's bounds size (the canvas for a top-level layer).
  public var bounds: Rect?
  /// The point of the bounds, in unit coordinates, that sits at `position` and that `transform`
  /// turns and scales about.
  public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
  /// Orders sibling layers when drawn (higher over lower), and moves the layer along +z.
  public var zPosition: Double = 0
  /// Applied to the layer about its anchor point.
  public var transform: Transform3D = .identity
  /// Applied to every sublayer, about the centre of this layer's bounds; its `m34` is the
  /// perspective plane particles and `preservesDepth` use.
  public var sublayerTransform: Transform3D = .identity
  /// A hidden layer and its sublayers are not drawn; their particles keep simulating.
  public var isHidden: Bool = false
  /// False: the layer and its sublayers are not drawn while it faces away (its transforms turn
  /// its bounds' corners clockwise on the canvas); their particles keep simulating.
  public var isDoubleSided: Bool = true
  /// Layers drawn over this one's own content, in this layer's space: by `zPosition`, then in
  /// array order.
  public var sublayers: [EmitterLayer] = []

  // MARK: Randomness and time
  /// Seeds this layer's random draws; combined with the scene's seed.
  public var seed: UInt32 = 0
  /// CALayer timing: simulation starts at `beginTime`, runs at `speed`, skips `timeOffset` seconds.
  public var beginTime: Double = 0
  /// Layer time runs at this multiple of scene time.
  public var speed: Double = 1
  /// Seconds of layer time skipped at the start (prewarms the layer).
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

  // MARK: Appearance (CALayer's, drawn in the layer's bounds)
  /// Fills the bounds, rounded by `cornerRadius`, under the particles; clear (CA's nil) draws
  /// nothing.
  public var backgroundColor: Color = .clear
  /// An image drawn in the bounds over the background and under the particles (CALayer's
  /// `contents`): any form a cell's contents take; nil (the default) draws none.
  public var contents: Contents? = nil
  /// Where `contents` sits in the bounds and how it is scaled (CALayer's `contentsGravity`).
  public var contentsGravity: ContentsGravity = .resize
  /// Image pixels per point of `contents` (CALayer's `contentsScale`): sets an image's size for
  /// the gravities that do not scale it.
  public var contentsScale: Double = 1
  /// The part of the contents image shown, in unit coordinates of the image (CALayer's
  /// `contentsRect`); the whole image by default. Its size in points is this part's.
  public var contentsRect: Rect = .unit
  /// The stretchable middle of the shown part, in its unit coordinates (CALayer's
  /// `contentsCenter`): when the image is scaled, the margins around it keep their size in
  /// points and only the middle stretches (nine-part stretching); the whole by default.
  public var contentsCenter: Rect = .unit
  /// Radius of the bounds' corners, points: rounds the background, the border and, with
  /// `masksToBounds`, the clip.
  public var cornerRadius: Double = 0
  /// Width of the border drawn inward from the bounds over everything the layer draws, points.
  public var borderWidth: Double = 0
  /// Colour of the border (CA's default: opaque black).
  public var borderColor: Color = .black
  /// Clips the particles (and the shadow, as CA does) to the bounds rounded by `cornerRadius`.
  public var masksToBounds: Bool = false
  /// Colour of the shadow (CA's default: opaque black).
  public var shadowColor: Color = .black
  /// Opacity of the shadow; 0 (CA's default) draws none.
  public var shadowOpacity: Double = 0
  /// Blur radius of the shadow, points: a Gaussian of standard deviation `shadowRadius / 2`.
  public var shadowRadius: Double = 3
  /// Offset of the shadow, points, +y down the screen: CA's default (0, -3) puts the shadow 3 pt
  /// above the layer, as UIKit code sees it.
  public var shadowOffset: Size = Size(width: 0, height: -3)
  /// A layer whose alpha masks everything this one draws, its sublayers included (CALayer's
  /// `mask`); nil (the default) masks nothing.
  public var mask: LayerMask? = nil

  /// An empty layer with CAEmitterLayer's defaults.
  public init(name: String? = nil) { self.name = name }
}
