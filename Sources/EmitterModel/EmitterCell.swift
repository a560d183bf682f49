/// A template for particles (CAEmitterCell): Apple's property names, defaults and units.
///
/// Values with a range are drawn once per particle at birth (see `RangeMode`); `…Speed` values are
/// per-second rates applied over the particle's age; accelerations are read live every step.
public struct EmitterCell: Hashable, Sendable, Codable {
  /// Names the cell in key paths (`emitterCells.NAME.birthRate`).
  public var name: String?
  /// A disabled cell emits nothing and neither do its sub-cells.
  public var enabled: Bool = true

  // MARK: Emission
  /// Particles per second, per emitter (the layer, or each parent particle for a sub-cell).
  public var birthRate: Double = 0
  /// Seconds a particle lives; with `lifetimeRange`, drawn per particle. 0 or less: never shown.
  public var lifetime: Double = 0
  /// Spread of `lifetime`, seconds: each particle's lifetime is drawn from it (see `RangeMode`).
  public var lifetimeRange: Double = 0
  /// Emission direction: longitude turns in the layer plane from the shape's natural direction
  /// toward +y (clockwise on screen); latitude lifts it toward +z. Radians.
  public var emissionLatitude: Double = 0
  /// Longitude of the emission direction, radians (see `emissionLatitude`).
  public var emissionLongitude: Double = 0
  /// The cone around the emission direction, radians; directions are uniform over its solid angle.
  public var emissionRange: Double = 0
  /// EmitterKit's own (cocos2d's `maxParticles`): at most this many of a top-level cell's
  /// particles alive at once; a birth that would exceed it is skipped. 0: no cap.
  public var maxParticles: Int = 0
  /// EmitterKit's own: when a sub-cell's particles are born from their parent, over its life
  /// (Core Animation's), at its death or at its collisions, where `birthRate` counts children
  /// per event.
  public var birthEvent: BirthEvent = .life

  // MARK: Motion
  /// Initial speed along the emission direction, points per second. Negative reverses it.
  public var velocity: Double = 0
  /// Spread of `velocity`, points per second, drawn per particle.
  public var velocityRange: Double = 0
  /// Constant acceleration, points per second squared; applies to particles already in flight.
  public var xAcceleration: Double = 0
  /// Acceleration along +y (down the screen), points per second squared.
  public var yAcceleration: Double = 0
  /// Acceleration along +z (toward the viewer), points per second squared.
  public var zAcceleration: Double = 0

  // MARK: Appearance over life
  /// Size multiplier of the contents at birth (1 draws the contents at their own size).
  public var scale: Double = 1
  /// Spread of `scale`, drawn per particle.
  public var scaleRange: Double = 0
  /// Change of scale per second.
  public var scaleSpeed: Double = 0
  /// Rotation rate, radians per second; positive turns clockwise on screen (+x toward +y).
  public var spin: Double = 0
  /// Spread of `spin`, radians per second, drawn per particle.
  public var spinRange: Double = 0
  /// Mean colour, multiplied with the contents.
  public var color: Color = .white
  /// Spread of the red component of `color`, drawn per particle.
  public var redRange: Double = 0
  /// Spread of the green component of `color`, drawn per particle.
  public var greenRange: Double = 0
  /// Spread of the blue component of `color`, drawn per particle.
  public var blueRange: Double = 0
  /// Spread of the alpha component of `color`, drawn per particle.
  public var alphaRange: Double = 0
  /// Change of each colour component per second; the drawn colour is clamped to 0...1.
  public var redSpeed: Double = 0
  /// Change of the green component per second.
  public var greenSpeed: Double = 0
  /// Change of the blue component per second.
  public var blueSpeed: Double = 0
  /// Change of alpha per second (negative fades particles out).
  public var alphaSpeed: Double = 0

  // MARK: Contents
  /// What each particle draws: a shape, an image file or an emoji; nil draws nothing.
  public var contents: Contents?
  /// The part of the image to draw, in unit coordinates, origin top-left.
  public var contentsRect: Rect = .unit
  /// Image pixels per point.
  public var contentsScale: Double = 1
  /// Filter used when the contents are drawn smaller than their pixels.
  public var minificationFilter: ContentsFilter = .linear
  /// Filter used when the contents are drawn larger than their pixels.
  public var magnificationFilter: ContentsFilter = .linear
  /// Bias added to the mipmap level chosen for minification.
  public var minificationFilterBias: Double = 0
  /// Sprite sheets (Core Animation's private keys): `contentsFrameCount` frames, each the size of
  /// `contentsRect`, laid out from its origin in rows of `contentsFramesPerRow` (0: one row);
  /// a particle shows the frame `contentsFrameMode` picks from its age. 0 or 1: a still image.
  public var contentsFrameCount: Int = 0
  /// Frames in one row of the sheet (0: every frame in one row).
  public var contentsFramesPerRow: Int = 0
  /// Frames a second for the `loop` and `once` modes.
  public var contentsFramesPerSecond: Double = 0
  /// How a particle's age picks its frame: looping, once, or spread over its lifetime.
  public var contentsFrameMode: ContentsFrameMode = .loop

  // MARK: Trails (EmitterKit's own; docs/SEMANTICS.md, "Trails")
  /// Seconds of each particle's path kept behind it and drawn as a ribbon; 0 keeps no trail.
  public var trailLength: Double = 0
  /// Samples of the path kept (2...16), taken every `trailLength / trailPoints` seconds of the
  /// particle's age, whatever the frame rate.
  public var trailPoints: Int = 8
  /// Width of the ribbon at the particle, points.
  public var trailWidth: Double = 4
  /// Width of the ribbon at its oldest sample, points; between the two it changes linearly.
  public var trailEndWidth: Double = 0
  /// Colour of the ribbon at the particle, multiplied by the particle's drawn colour.
  public var trailColor: Color = .white
  /// Colour of the ribbon at its oldest sample (alpha 0 fades the tail out).
  public var trailEndColor: Color = Color(red: 1, green: 1, blue: 1, alpha: 0)
  /// Image the ribbon shows, in any form `contents` takes: u along the trail by age (0 at the
  /// particle, 1 at `trailLength`), v across it; its texels multiply the ribbon's colour. Nil
  /// draws the ribbon in flat colour.
  public var trailContents: Contents?

  // MARK: Sub-cells and timing
  /// Cells each particle of this cell emits from its own position, aimed relative to its motion.
  public var emitterCells: [EmitterCell] = []
  /// The emission window: in layer time for a top-level cell, in the parent's age for a sub-cell.
  public var timing = MediaTiming()

  // MARK: Private keys (iMessage confetti)
  /// `sprite` faces the viewer; `plane` has a 3D orientation and foreshortens (iMessage confetti).
  public var particleType: ParticleType = .sprite
  /// The mean normal of a `plane` particle: longitude in the layer plane from +x toward +y,
  /// latitude toward +z; radians. Normals are uniform in the cone of `orientationRange`.
  public var orientationLongitude: Double = 0
  /// Latitude of a `plane` particle's mean normal, toward +z, radians.
  public var orientationLatitude: Double = 0
  /// Cone half-angle around the mean normal, radians.
  public var orientationRange: Double = 0
  /// Initial rotation angle, radians (about z for sprites, about the normal for planes).
  public var rotation: Double = 0
  /// Spread of `rotation`, radians, drawn per particle.
  public var rotationRange: Double = 0
  /// Divides behaviour forces; cell accelerations are unaffected. Default 1.
  public var mass: Double = 1
  /// Spread of `mass`, drawn per particle.
  public var massRange: Double = 0
  /// Behaviours of this cell's particles only (the private `emitterBehaviors` of CAEmitterCell),
  /// applied after the layer's. Sub-cells do not inherit them.
  public var emitterBehaviors: [EmitterBehavior] = []

  /// Set on a cell a running layer removed (`removeCell`, `setCells`): the layer time it was
  /// removed at. It emits no more, its live particles live out their lifetimes, and the
  /// simulation drops it once they are gone; it has no name, so no key path reaches it. Run
  /// state, never in scene files (`EmitterLayer+LiveCells.swift`).
  package var retiredAt: Double?

  /// A cell with Apple's defaults (no birth rate, no lifetime: it emits nothing until set).
  public init(name: String? = nil) { self.name = name }
}
