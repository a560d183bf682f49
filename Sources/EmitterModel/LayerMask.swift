/// A layer's mask (CALayer's `mask`): a layer, not in the tree, whose alpha multiplies
/// everything the masked layer draws, its sublayers included (Core Animation draws a masked
/// layer as an offscreen group).
///
/// The mask lives in the masked layer's space, placed by its own geometry as a sublayer would be
/// (its superlayer's `sublayerTransform` does not apply: a mask is not a sublayer). It draws what
/// a layer without sublayers or cells draws: its background (rounded by `cornerRadius`), then its
/// contents image (placed by `contentsGravity`, sized by `contentsScale`), at `opacity`; a
/// `CAShapeLayer` mask reaches here as the image its path is drawn into. A `CAEmitterLayer` mask
/// also draws its particles (`emitter`), over its background and contents, every frame. Only the
/// alpha counts.
public struct LayerMask: Hashable, Sendable {
  /// Where the mask's anchor point sits in the masked layer's space, points; nil: the centre of
  /// the masked layer's bounds.
  public var position: Point?
  /// The mask's own coordinate space; nil: origin 0,0 and the masked layer's bounds size.
  public var bounds: Rect?
  /// The point of the bounds, in unit coordinates, placed at `position`; `transform` turns and
  /// scales about it.
  public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
  /// Applied to the mask about its anchor point.
  public var transform: Transform3D = .identity
  /// Multiplies the mask's alpha.
  public var opacity: Double = 1
  /// Fills the mask's bounds, rounded by `cornerRadius`; its alpha is what masks.
  public var backgroundColor: Color = .clear
  /// Radius of the bounds' corners, points.
  public var cornerRadius: Double = 0
  /// An image drawn over the background (any form a layer's contents take); its alpha masks.
  public var contents: Contents? = nil
  /// Where `contents` sits in the bounds and how it is scaled.
  public var contentsGravity: ContentsGravity = .resize
  /// Image pixels per point of `contents`.
  public var contentsScale: Double = 1
  /// The mask's particles (a `CAEmitterLayer` mask): a layer holding its emitter keys and cells
  /// (`LayerMask.emitterKeys`), simulated as any emitter layer is and drawn into the mask over
  /// its background and contents. Its own geometry, opacity and appearance are not read: the
  /// mask's keys place it. Nil (the default): the mask draws no particles.
  public var emitter: EmitterLayer? = nil

  /// A mask with Core Animation's defaults, filling the masked layer and drawing nothing: it
  /// masks everything out until it draws something.
  public init() {}

  /// The mask as a layer without cells: what the renderers draw (through `LayerComposition`)
  /// and place (`matrixInSuperlayer`, the masked layer being its superlayer).
  package var drawnLayer: EmitterLayer {
    var layer = EmitterLayer()
    layer.position = position
    layer.bounds = bounds
    layer.anchorPoint = anchorPoint
    layer.transform = transform
    layer.opacity = opacity
    layer.backgroundColor = backgroundColor
    layer.cornerRadius = cornerRadius
    layer.contents = contents
    layer.contentsGravity = contentsGravity
    layer.contentsScale = contentsScale
    return layer
  }
}
