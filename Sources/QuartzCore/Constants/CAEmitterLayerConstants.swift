// CAEmitterLayer's string constants as current SDKs spell them in Swift, and the pre-4.2
// `kCAEmitterLayer…` names (typed, so code written against either compiles).

/// The shape particles are born on (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the shape.
  public let rawValue: String
  /// A shape from its string; `"rectangles"` is the private shape that uses `emitterRects`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A shape from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// One point, `emitterPosition`.
  public static let point = Self("point")
  /// A horizontal line `emitterSize.width` long, centred on `emitterPosition`.
  public static let line = Self("line")
  /// A rectangle of `emitterSize` centred on `emitterPosition`.
  public static let rectangle = Self("rectangle")
  /// A box of `emitterSize` and `emitterDepth`.
  public static let cuboid = Self("cuboid")
  /// A circle of radius `emitterSize.width`.
  public static let circle = Self("circle")
  /// A sphere of radius `emitterSize.width`.
  public static let sphere = Self("sphere")
  /// Core Animation's private shape: the rectangles of the `emitterRects` key.
  public static let rectangles = Self("rectangles")
  /// EmitterKit's own (iOS has none): the opaque pixels of an image, a text or a path named by
  /// the `emitterMask…` keys, or of the layer's own `contents` without one.
  public static let mask = Self("mask")
}

/// Which part of the shape emits (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the mode.
  public let rawValue: String
  /// A mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A mode from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The shape's corner points.
  public static let points = Self("points")
  /// The shape's outline.
  public static let outline = Self("outline")
  /// The shape's surface.
  public static let surface = Self("surface")
  /// Anywhere inside the shape (the default).
  public static let volume = Self("volume")
}

/// Draw order and blending (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: Hashable, Sendable, RawRepresentable {
  /// Core Animation's string for the mode.
  public let rawValue: String
  /// A render mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A render mode from its string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Source-over in no particular order (the default).
  public static let unordered = Self("unordered")
  /// Source-over, oldest particles drawn first.
  public static let oldestFirst = Self("oldestFirst")
  /// Source-over, oldest particles drawn last.
  public static let oldestLast = Self("oldestLast")
  /// Source-over, sorted by depth.
  public static let backToFront = Self("backToFront")
  /// Additive blending.
  public static let additive = Self("additive")
}

/// `CAEmitterLayerEmitterShape.point` under its pre-Swift-4.2 name.
public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
/// `CAEmitterLayerEmitterShape.line` under its pre-Swift-4.2 name.
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
/// `CAEmitterLayerEmitterShape.rectangle` under its pre-Swift-4.2 name.
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
/// `CAEmitterLayerEmitterShape.cuboid` under its pre-Swift-4.2 name.
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
/// `CAEmitterLayerEmitterShape.circle` under its pre-Swift-4.2 name.
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
/// `CAEmitterLayerEmitterShape.sphere` under its pre-Swift-4.2 name.
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
/// `CAEmitterLayerEmitterMode.points` under its pre-Swift-4.2 name.
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
/// `CAEmitterLayerEmitterMode.outline` under its pre-Swift-4.2 name.
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
/// `CAEmitterLayerEmitterMode.surface` under its pre-Swift-4.2 name.
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
/// `CAEmitterLayerEmitterMode.volume` under its pre-Swift-4.2 name.
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
/// `CAEmitterLayerRenderMode.unordered` under its pre-Swift-4.2 name.
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
/// `CAEmitterLayerRenderMode.oldestFirst` under its pre-Swift-4.2 name.
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
/// `CAEmitterLayerRenderMode.oldestLast` under its pre-Swift-4.2 name.
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
/// `CAEmitterLayerRenderMode.backToFront` under its pre-Swift-4.2 name.
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
/// `CAEmitterLayerRenderMode.additive` under its pre-Swift-4.2 name.
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
