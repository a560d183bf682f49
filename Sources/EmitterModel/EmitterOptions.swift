/// The shape new particles are born on (`CAEmitterLayerEmitterShape`); raw values are Apple's strings.
public enum EmitterShape: String, CaseIterable, Sendable, Codable {
  /// CAEmitterLayer's emitter shapes.
  case point, line, rectangle, cuboid, circle, sphere
  /// Several rectangles (the private `rectangles` shape with `emitterRects`): each behaves as a
  /// `rectangle` in every mode, and births spread over them by area (perimeter in `outline`).
  case rectangles
  /// EmitterKit's own: the opaque pixels of an image, a text string or a path, or the layer's own
  /// contents (`EmitterLayer.emitterMask`), fitted into `emitterSize`. `volume` and `surface`
  /// spread births by alpha, `outline` over the mask's edge, `points` takes each pixel once, in
  /// the mask's sweep order (the "disintegrate" effect). docs/SEMANTICS.md has the rule.
  case mask
}

/// Where on the shape particles are born (`CAEmitterLayerEmitterMode`).
public enum EmitterMode: String, CaseIterable, Sendable, Codable {
  /// CAEmitterLayer's emitter modes: corners only, the outline, the surface or the whole volume.
  case points, outline, surface, volume
}

/// Draw order and compositing (`CAEmitterLayerRenderMode`).
public enum RenderMode: String, CaseIterable, Sendable, Codable {
  /// CAEmitterLayer's render modes.
  case unordered, oldestFirst, oldestLast, backToFront, additive
}

/// How a particle's quad is oriented (the private `particleType` key).
public enum ParticleType: String, CaseIterable, Sendable, Codable {
  /// A quad facing the viewer, rotated about z by its rotation angle. The default.
  case sprite
  /// A quad with its own 3D orientation that turns in 3D: confetti.
  case plane
  /// A quad facing the viewer that never turns (rotation and spin are not drawn): dust, specks
  /// (Telegram's spoiler dust sets it on round specks).
  case point
}

/// Texture filtering (`CALayerContentsFilter`).
public enum ContentsFilter: String, CaseIterable, Sendable, Codable {
  /// Bilinear, nearest-pixel, or bilinear between mipmap levels.
  case linear, nearest, trilinear
}

/// How `M` and `R` of a property with a range become a random value.
///
/// Apple's documentation (`lifetimeRange`: lifetime 10, range 3 gives "between 7 and 13") and the
/// articles people port from read it as `[M - R, M + R]`; the header comment on `seed` says
/// `[M - R/2, M + R/2]`. Every `…Range` property follows the scene's choice, emission cone included.
public enum RangeMode: String, CaseIterable, Sendable, Codable {
  /// Uniform in `[M - R, M + R]`. The default.
  case plusMinusRange
  /// Uniform in `[M - R/2, M + R/2]`, the CAEmitterLayer.h reading.
  case plusMinusHalfRange

  /// The factor that turns a range into a half-width.
  public var halfWidthFactor: Double { self == .plusMinusRange ? 1 : 0.5 }
}

/// How `emissionRange` spreads emission directions around the mean direction.
public enum EmissionRangeMode: String, CaseIterable, Sendable, Codable {
  /// Uniform over the solid angle of a cone in 3D (Core Animation's reading). The default.
  case cone
  /// Uniform in angle within `± range × halfWidth` in the plane of the longitude (latitude
  /// kept): the 2D fans of cocos2d and SpriteKit, imported effects' spread.
  case fan
}

/// What a timed object shows outside its active interval (`CAMediaTimingFillMode`).
public enum FillMode: String, CaseIterable, Sendable, Codable {
  /// Core Animation's fill modes: what a timed object shows outside its active time.
  case removed, forwards, backwards, both
}
