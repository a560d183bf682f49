/// A behaviour applied to every particle of a layer (Core Animation's private CAEmitterBehavior):
/// a type plus the keys that type reads, addressed by `emitterBehaviors.NAME.KEY`.
///
/// Like CAEmitterBehavior, it is a bag of keys: every key lives here, and each type's schema
/// (`EmitterBehavior.schema(for:)`) lists the ones it reads, so a scene file may only set those.
/// What each type does, and the formulas EmitterKit chose where Apple's are unknown, are in
/// docs/SEMANTICS.md ("Behaviours").
public struct EmitterBehavior: Hashable, Sendable {
  /// What the behaviour does: wave, drag, an attractor, alignToMotion, a value or colour over
  /// life, or one of EmitterKit's own (radialAcceleration, orbit, turbulence).
  public var type: BehaviorType
  /// Names the behaviour in key paths (`emitterBehaviors.attractor.stiffness`).
  public var name: String?
  /// A disabled behaviour does nothing.
  public var enabled = true

  // MARK: wave
  /// Acceleration at the wave's crest, points per second squared.
  public var force: Vector3 = .zero
  /// Crests per second of each particle's age; 0 is a steady force. A turbulence reads it as
  /// the noise's cycles per point instead (its default there is `defaultTurbulenceFrequency`).
  public var frequency: Double = 0

  // MARK: drag
  /// Drag coefficient per second: a particle of mass 1 loses velocity as `e^(-drag × t)`.
  public var drag: Double = 0

  // MARK: attractor, simpleAttractor
  /// How an attractor pulls: toward a point (radial), an axis (axial) or a plane (planar).
  public var attractorType: AttractorType = .radial
  /// The attractor's centre (a point on its axis or plane), points; z from `zPosition`.
  public var position: Point = .zero
  /// The attractor centre's depth along +z, points.
  public var zPosition: Double = 0
  /// Size of the attractor's body: no spring stretch inside it.
  public var radius: Double = 0
  /// Spring constant, per second squared.
  public var stiffness: Double = 0
  /// Shifts the spring's rest point: negative values push particles out to `radius - falloff`.
  public var falloff: Double = 0
  /// Beyond this distance outside the body the pull stops growing; infinity (the default) never.
  public var falloffDistance: Double = .infinity
  /// Direction of an axial attractor's axis or of a planar attractor's normal, radians.
  public var orientationLongitude: Double = 0
  /// Latitude of the axis or normal, toward +z, radians.
  public var orientationLatitude: Double = 0

  // MARK: radialAcceleration
  /// Acceleration away from `position` (negative: toward it), points per second squared.
  public var radialAcceleration: Double = 0
  /// Acceleration across the line from `position`, points per second squared; positive turns
  /// clockwise on screen (+x toward +y), the way positive angles turn.
  public var tangentialAcceleration: Double = 0

  // MARK: orbit
  /// Turn of an orbiting particle about `position`, radians per second; positive turns
  /// clockwise on screen.
  public var angularSpeed: Double = 0
  /// The radius an orbiting particle reaches at the end of its life, points.
  public var endRadius: Double = 0

  // MARK: turbulence
  /// The turbulence's acceleration scale, points per second squared: the curl-noise field's
  /// magnitude is about this on average (docs/SEMANTICS.md, "Turbulence").
  public var strength: Double = 0
  /// Layers of noise summed, each at twice the frequency and half the weight of the one before.
  public var octaves = 1
  /// The velocity the noise field drifts at through the layer, points per second.
  public var scrollVelocity: Vector3 = .zero
  /// Whether the field is 3D curl noise acting along z too; false keeps it in the layer plane.
  public var usesDepth = false

  // MARK: collision
  /// What a collision's collider is: the layer's bounds, a line, a rectangle, a circle or an
  /// image's alpha.
  public var collider: ColliderShape = .bounds
  /// A line collider's far end (its near end is `position`), layer points.
  public var endPosition: Point = .zero
  /// A rect collider's rectangle, layer points (a circle's centre is `position`, its size
  /// `radius`).
  public var rect: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
  /// What a particle does when it meets the collider: bounce, stick, slide or die.
  public var response: CollisionResponse = .bounce
  /// Share of the speed along the collider's normal a bounce keeps (0 stops it, 1 is elastic).
  public var restitution: Double = 0.5
  /// Share of the speed along the collider a contact takes away (0 none, 1 all).
  public var friction: Double = 0
  /// Below this speed after a contact a particle rests (its velocity becomes zero), points per
  /// second: confetti piles on a floor instead of trembling.
  public var settleSpeed: Double = 0
  /// An image collider's source: a PNG file whose opaque texels are solid (relative paths
  /// resolve against the scene file's folder).
  public var image: String?
  /// An image collider's source: a string whose glyphs are solid, on one line in `font`.
  public var text: String?
  /// The font family `text` is drawn in, as fontconfig resolves it.
  public var font: String = "sans-serif"
  /// Draws `text` in the family's bold face.
  public var bold = false
  /// An image collider's source: a closed outline in SVG path syntax, in points.
  public var path: String?
  /// The box an image collider's source is fitted into (scaled evenly, centred on `position`);
  /// zero keeps its natural size, points.
  public var size: Size = Size(width: 0, height: 0)
  /// An image collider's texels per point: the grid the collision walks.
  public var scale: Double = 1
  /// An image collider's texel is solid when its alpha is at least this (0...1).
  public var threshold: Double = 0.5

  // MARK: alignToMotion
  /// Added to the angle of motion, in turns (Apple's header: "in rotations").
  public var rotation: Double = 0
  /// Stored for fidelity; alignment is in the layer plane (about z, or a plane's normal).
  public var preservesDepth = false

  // MARK: valueOverLife, colorOverLife
  /// The particle property a `valueOverLife` curve drives.
  public var keyPath: OverLifeKeyPath = .scale
  /// The curve's values at `locations` (or evenly spaced over the life).
  public var values: [Double] = []
  /// The curve's colours for `colorOverLife`, at `locations`.
  public var colors: [Color] = []
  /// Normalised ages (0 = birth, 1 = death) of the keys; empty means evenly spaced.
  public var locations: [Double] = []
  /// Adds the curve to the property instead of replacing it.
  public var additive = false

  /// A behaviour of `type`, with every parameter at its default.
  public init(type: BehaviorType, name: String? = nil) {
    self.type = type
    self.name = name
    if type == .turbulence {
      frequency = Self.defaultTurbulenceFrequency
      strength = Self.defaultTurbulenceStrength
    }
  }

  /// A new turbulence's `frequency`: one noise cycle per 100 points.
  public static let defaultTurbulenceFrequency = 0.01
  /// A new turbulence's `strength`, points per second squared.
  public static let defaultTurbulenceStrength = 100.0
  /// The most `octaves` a turbulence may sum (the GPU evaluates each every step).
  public static let maximumTurbulenceOctaves = 8
  /// The highest turbulence `frequency`, cycles per point: finer noise than a cycle a point
  /// only aliases between particles.
  public static let maximumTurbulenceFrequency = 1.0

  /// The fastest particle a collider is guaranteed to stop, points per second: docs/SEMANTICS.md
  /// ("Collisions") derives it; `NoTunnellingTests` holds it at 24, 60 and 144 fps.
  public static let maximumCollisionSpeed = 100_000.0

  /// The largest side of an image collider's texel grid: a step's walk visits at most
  /// `2 × maximumColliderSide` texels (docs/SEMANTICS.md, "Collisions").
  public static let maximumColliderSide = 2048

  /// Most keys an over-life curve may have (the GPU's behaviour block holds this many).
  public static let maximumCurveKeys = 8

  /// Largest magnitude of a position (points) or velocity (points per second) curve's values.
  static let maximumMotionCurveValue: Double = 1_000_000
}

/// The behaviour types (`+[CAEmitterBehavior behaviorTypes]` that EmitterKit implements).
public enum BehaviorType: String, CaseIterable, Sendable, Codable {
  /// The behaviour types of CAEmitterBehavior, as a scene file spells them.
  case wave, drag, attractor, simpleAttractor, alignToMotion, valueOverLife, colorOverLife
  /// EmitterKit's own: constant radial and tangential acceleration about a point in the layer
  /// plane (cocos2d's gravity-mode `radialAcceleration` and `tangentialAcceleration`).
  case radialAcceleration
  /// EmitterKit's own: particles circle a point, their radius moving linearly to `endRadius`
  /// over their life (cocos2d's radial mode).
  case orbit
  /// EmitterKit's own: an acceleration along a divergence-free curl-noise field (2D or 3D),
  /// with octaves and a drift through time (Unity's Noise, Godot's turbulence, Qt's Turbulence).
  case turbulence
  /// EmitterKit's own: particles meet a collider (the layer's bounds, a line, a rectangle, a
  /// circle or an image's alpha in the layer plane) and bounce, stick, slide or die (Unity's and Godot's Collision).
  case collision

  /// EmitterKit's own types, which Core Animation does not have: the scene reference marks them
  /// as extensions and the iOS export leaves them out with a note.
  package static let emitterKitOwn: Set<BehaviorType> = [
    .radialAcceleration, .orbit, .turbulence, .collision,
  ]

  /// The types with a `position` in the layer (a point particles are drawn to or turn about):
  /// it moves with the emitter when a canvas is laid out again or the demo drags the emitter.
  package static let positioned: Set<BehaviorType> = [
    .attractor, .simpleAttractor, .radialAcceleration, .orbit,
  ]
}

/// The collider of a `collision` behaviour, in the layer plane (it extends along z).
public enum ColliderShape: String, CaseIterable, Sendable, Codable {
  /// The inside of the layer's bounds: particles stay in.
  case bounds
  /// The segment from `position` to `endPosition`: particles meet it from either side.
  case line
  /// The solid rectangle `rect`: particles stay out.
  case rect
  /// The solid disc of `radius` about `position`: particles stay out.
  case circle
  /// The texels of an image (`image`, `text` or `path`) whose alpha reaches `threshold`, fitted
  /// into `size` about `position` at `scale` texels per point: particles stay out.
  case image
}

/// What a particle does when it meets a collider.
public enum CollisionResponse: String, CaseIterable, Sendable, Codable {
  /// Leaves with its normal speed reversed and scaled by `restitution`, its speed along the
  /// collider scaled by `1 - friction`.
  case bounce
  /// Stops at the contact point (velocity zero).
  case stick
  /// Loses its normal speed and keeps `1 - friction` of its speed along the collider.
  case slide
  /// Dies at the contact point.
  case die
}

/// What an attractor measures distance to: its point, the line through it, or the plane through it.
public enum AttractorType: String, CaseIterable, Sendable, Codable {
  /// Toward the point, toward the nearest point of the axis, or toward the plane.
  case radial, axial, planar
}

/// The particle properties a `valueOverLife` curve can drive: the ones drawn in closed form,
/// the rates (`spin`, `scaleSpeed`) whose closed form integrates the curve, `mass`, read with
/// the forces every step, and the components of position and velocity, applied by the integrator
/// after each step (docs/SEMANTICS.md, "Motion curves").
public enum OverLifeKeyPath: String, CaseIterable, Sendable, Codable {
  /// The particle's scale.
  case scale
  /// The particle's rotation angle, radians.
  case rotation
  /// The red component of the particle's colour.
  case red = "color.red"
  /// The green component of the particle's colour.
  case green = "color.green"
  /// The blue component of the particle's colour.
  case blue = "color.blue"
  /// The particle's alpha.
  case alpha = "color.alpha"
  /// The particle's spin, radians per second: its rotation (and a plane's tumble) turns by the
  /// curve's integral over the age so far instead of `spin × age` (plus it, when additive).
  case spin
  /// The particle's scale speed, per second: its scale grows by the curve's integral over the
  /// age so far instead of `scaleSpeed × age` (plus it, when additive).
  case scaleSpeed
  /// The particle's mass, which behaviour forces are divided by: read at each step's start from
  /// the curve at the particle's normalised age (plus its drawn mass when additive).
  case mass
  /// The particle's x position in the layer, points: replaced by the curve (pinned to it), or
  /// offset by it when additive.
  case positionX = "position.x"
  /// The particle's y position in the layer, points (as `position.x`).
  case positionY = "position.y"
  /// The particle's z position, points toward the viewer (as `position.x`).
  case positionZ = "position.z"
  /// The particle's x velocity, points per second: replaced by the curve (forces no longer move
  /// it along x), or the curve added to it when additive; the particle moves by the curve's
  /// exact integral, `lifetime × ∫ curve`, over each step.
  case velocityX = "velocity.x"
  /// The particle's y velocity, points per second (as `velocity.x`).
  case velocityY = "velocity.y"
  /// The particle's z velocity, points per second toward the viewer (as `velocity.x`).
  case velocityZ = "velocity.z"

  /// Rates: the curve changes what the closed form integrates, before the value curves act.
  package var isRate: Bool { self == .spin || self == .scaleSpeed }

  /// Position and velocity components: the integrator applies them after each step.
  package var isMotion: Bool { motionAxis != nil }

  /// The axis (0 x, 1 y, 2 z) a position or velocity curve drives, or nil for other key paths.
  package var motionAxis: Int? {
    switch self {
    case .positionX, .velocityX: 0
    case .positionY, .velocityY: 1
    case .positionZ, .velocityZ: 2
    default: nil
    }
  }

  /// Whether it drives a velocity component (else a position component, when `isMotion`).
  package var isVelocity: Bool { self == .velocityX || self == .velocityY || self == .velocityZ }
}
