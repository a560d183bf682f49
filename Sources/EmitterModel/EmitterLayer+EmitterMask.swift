/// What the `mask` emitter shape emits from, and how: EmitterKit's own (Qt Quick's `MaskShape`,
/// tsParticles' image and polygon masks, canvas-confetti's `shapeFromText`); iOS has no
/// equivalent.
///
/// The source is one of `image`, `text`, `path` or `layer`; with none set, the layer's own `contents` (an
/// image, a bitmap or a path). It is drawn once, fitted into `emitterSize` (scaled evenly to fit,
/// centred on `emitterPosition`; a zero `emitterSize` keeps its natural size: an image's pixels
/// over `contentsScale`, a path's bounds, text at 64 points), into a raster of `scale` pixels per
/// point. Births then follow the raster's alpha (docs/SEMANTICS.md, "The mask shape").
public struct EmitterMask: Hashable, Sendable {
  /// A PNG file to emit from (relative paths resolve against the scene file's folder), or a PNG
  /// in a `data:image/png;base64,` URL (`ContentsBitmap.dataURL`: an image in memory).
  public var image: String?
  /// A string to emit from, laid out on one line in `font`.
  public var text: String?
  /// The font family `text` is drawn in, as fontconfig resolves it (`sans-serif`: DejaVu Sans on
  /// Debian).
  public var font: String = "sans-serif"
  /// Draws `text` in the family's bold face.
  public var bold: Bool = false
  /// A closed outline in SVG path syntax (M, L, H, V, C, Q, Z), in points, to emit from.
  public var path: String?
  /// Another layer of the scene to emit from, by its path (`"card"`, `"card.title"`: names from
  /// the top down joined by dots, as `Scene.layerIndex(named:)` takes them): the layer drawn whole
  /// as the scene was loaded (`LayerSnapshot`), so it dissolves into its own pixels.
  public var layer: String?
  /// Raster pixels per point: the grid births (and, in `points` mode, particles) are laid on.
  public var scale: Double = 1
  /// Multiplies each particle's birth colour by the colour of the pixel it is born on
  /// (un-premultiplied, alpha included).
  public var colors: Bool = false
  /// `points` mode: the direction the pixels leave in, radians (0: left to right, pi/2: top to
  /// bottom), as `emissionLongitude` measures angles.
  public var sweepAngle: Double = 0
  /// `points` mode: how much a random offset per pixel blurs the sweep's front, 0...1 of the
  /// mask's extent along the sweep.
  public var sweepNoise: Double = 0

  /// A mask with every key at its default: the layer's own contents, no colours, a plain sweep.
  public init() {}

  /// The smallest and largest `scale`: a pixel per 8 points up to 8 pixels per point.
  public static let scaleRange: ClosedRange<Double> = 0.125...8
  /// The largest raster side, pixels: a mask larger at its `scale` is refused with this number.
  public static let maximumSide = 4096
  /// Most characters `text` may hold (one line of a word or a title, not a page).
  public static let maximumTextLength = 256
  /// Natural em size of `text` when `emitterSize` is zero, points.
  public static let naturalTextSize = 64.0
}

extension EmitterMask {
  /// The scene-file keys that set the source, in order: a mask takes one at most.
  package static let sourceKeys = [
    "emitterMaskImage", "emitterMaskText", "emitterMaskPath", "emitterMaskLayer",
  ]

  /// The keys of `sourceKeys` this mask sets, in that order.
  package var setSourceKeys: [String] {
    zip(Self.sourceKeys, [image, text, path, layer]).filter { $0.1 != nil }.map(\.0)
  }
}
