/// One schema per behaviour type: the keys that type reads, under Apple's names.
///
/// Each table's defaults come from a behaviour of that type, and decoding picks the table from
/// `type` first, so a key another type reads (`drag` on a wave) is an unknown key with a
/// suggestion, as in CAEmitterBehavior's `inputKeys`.
extension EmitterBehavior {
  package static func schema(for type: BehaviorType) -> Schema<EmitterBehavior> {
    schemas[type] ?? schemas[.wave]!
  }

  private static let schemas: [BehaviorType: Schema<EmitterBehavior>] = Dictionary(
    uniqueKeysWithValues: BehaviorType.allCases.map { type in
      (
        type,
        Schema(
          "EmitterBehavior (\(type.rawValue))", prototype: EmitterBehavior(type: type),
          childrenKey: nil, properties: common + keys(of: type))
      )
    })

  private static let common: [Property<EmitterBehavior>] = [
    Property(
      "type", \.type, .choice(of: BehaviorType.self), animatable: false,
      doc:
        "The behaviour's kind: wave, drag, attractor, simpleAttractor, alignToMotion, valueOverLife, colorOverLife, radialAcceleration, orbit, turbulence or collision."
    ),
    Property(
      "name", \.name, .text,
      doc: "Names the behaviour, so key paths (`emitterBehaviors.NAME.drag`) can reach it."),
    Property("enabled", \.enabled, .boolean, doc: "Whether the behaviour acts on particles."),
  ]

  private static func keys(of type: BehaviorType) -> [Property<EmitterBehavior>] {
    switch type {
    case .wave:
      return [
        Property(
          "force", \.force, .vector(.finite), unit: "points per second squared",
          doc: "Amplitude of the wave's force along x, y and z."),
        Property(
          "frequency", \.frequency, .number(.nonNegative), unit: "hertz",
          doc: "How often the wave's force oscillates in time."),
      ]
    case .drag:
      return [
        Property(
          "drag", \.drag, .number(.nonNegative), unit: "per second",
          doc: "How strongly particles slow in proportion to their speed.")
      ]
    case .attractor:
      return [
        Property(
          "attractorType", \.attractorType, .choice(of: AttractorType.self),
          doc: "The attractor's geometry: radial (a point), axial (a line) or planar (a plane)."),
        Property(
          "position", \.position, .point(.finite), unit: "points",
          doc: "Where the attractor sits on the canvas."),
        Property(
          "zPosition", \.zPosition, .number(.finite), unit: "points",
          doc: "The attractor's position along z."),
      ] + springKeys + [
        Property(
          "orientationLongitude", \.orientationLongitude, .number(.finite), unit: "radians",
          doc: "Direction of a line or plane attractor in the x-y plane."),
        Property(
          "orientationLatitude", \.orientationLatitude, .number(.finite), unit: "radians",
          doc: "Tilt of a line or plane attractor out of the screen."),
      ]
    case .simpleAttractor:
      return [
        Property(
          "position", \.position, .point(.finite), unit: "points",
          doc: "Where the attractor sits on the canvas.")
      ] + springKeys
    case .radialAcceleration:
      return [
        Property(
          "position", \.position, .point(.finite), unit: "points",
          doc: "The centre the accelerations are measured from, in the layer plane."),
        Property(
          "radialAcceleration", \.radialAcceleration, .number(.finite),
          unit: "points per second squared",
          doc: "Acceleration away from the centre; negative pulls toward it."),
        Property(
          "tangentialAcceleration", \.tangentialAcceleration, .number(.finite),
          unit: "points per second squared",
          doc: "Acceleration across the radius; positive turns clockwise on screen."),
      ]
    case .orbit:
      return [
        Property(
          "position", \.position, .point(.finite), unit: "points",
          doc: "The centre particles circle, in the layer plane."),
        Property(
          "angularSpeed", \.angularSpeed, .number(.finite), unit: "radians per second",
          doc: "How fast particles turn about the centre; positive turns clockwise on screen."),
        Property(
          "endRadius", \.endRadius, .number(.finite), unit: "points",
          doc: "The distance from the centre a particle reaches at the end of its life."),
      ]
    case .turbulence:
      return turbulenceKeys
    case .collision:
      return collisionKeys
    case .alignToMotion:
      return [
        Property(
          "rotation", \.rotation, .number(.finite), unit: "radians",
          doc: "Rotation added to the particle's angle after it is aligned with its motion."),
        Property(
          "preservesDepth", \.preservesDepth, .boolean,
          doc: "Whether the alignment uses the z component of the motion too."),
      ]
    case .valueOverLife:
      return [
        Property(
          "keyPath", \.keyPath, .choice(of: OverLifeKeyPath.self),
          doc: "The particle attribute the curve drives."),
        Property(
          "values", \.values, .numberList(.finite),
          doc:
            "The curve's values at the locations, in the attribute's own units (a replacing mass curve's > 0; position and velocity curves' within ±1000000)."
        ),
        Property(
          "locations", \.locations, .numberList(.unitInterval),
          doc:
            "Normalised ages (0 at birth, 1 at death) of the values or colours; empty spaces them evenly."
        ),
        Property(
          "additive", \.additive, .boolean,
          doc: "Whether the curve's value is added to the particle's own instead of replacing it."),
      ]
    case .colorOverLife:
      return [
        Property(
          "colors", \.colors, .colorList,
          doc: "The colours over a particle's life, multiplied into its colour."),
        Property(
          "locations", \.locations, .numberList(.unitInterval),
          doc:
            "Normalised ages (0 at birth, 1 at death) of the values or colours; empty spaces them evenly."
        ),
      ]
    }
  }

  private static let turbulenceNote =
    "EmitterKit's own (Unity's Noise, Godot's turbulence): iOS has no equivalent."

  private static let turbulenceKeys: [Property<EmitterBehavior>] = [
    Property(
      "strength", \.strength, .number(.finite), unit: "points per second squared",
      doc:
        "The field's acceleration scale: its magnitude is about this on average; negative reverses it.",
      note: turbulenceNote),
    Property(
      "frequency", \.frequency,
      .number(NumberRange(lower: 0, upper: maximumTurbulenceFrequency)), unit: "cycles per point",
      doc:
        "How fine the noise is: its first octave's lattice cells are 1 / frequency points wide; 0 is a uniform field.",
      note: turbulenceNote),
    Property(
      "octaves", \.octaves, .integer(1...maximumTurbulenceOctaves), animatable: false,
      unit: "octaves",
      doc:
        "Layers of noise summed, each at twice the frequency and half the weight of the one before.",
      note: turbulenceNote),
    Property(
      "scrollVelocity", \.scrollVelocity, .vector(.finite), unit: "points per second",
      doc:
        "The velocity the field drifts at through the layer (its pattern moves; its strength does not change).",
      note: turbulenceNote),
    Property(
      "usesDepth", \.usesDepth, .boolean,
      doc:
        "Whether the field is 3D curl noise that moves particles along z too; false keeps it in the layer plane.",
      note: turbulenceNote),
  ]

  private static let collisionNote =
    "EmitterKit's own (Unity's and Godot's Collision): iOS has no equivalent."

  private static let collisionKeys: [Property<EmitterBehavior>] = [
    Property(
      "collider", \.collider, .choice(of: ColliderShape.self), animatable: false,
      doc:
        "What particles meet: bounds (the inside of the layer's bounds), line (position to endPosition), rect, circle (radius about position), or image (the solid texels of image, text or path, fitted into size about position).",
      note: collisionNote),
    Property(
      "position", \.position, .point(.finite), unit: "points",
      doc: "A line's near end, a circle's centre or an image's centre, in layer coordinates.",
      note: collisionNote),
    Property(
      "endPosition", \.endPosition, .point(.finite), unit: "points",
      doc: "A line's far end, in layer coordinates.", note: collisionNote),
    Property(
      "rect", \.rect, .rect(.finite), unit: "points",
      doc: "A rect collider's rectangle, in layer coordinates (a negative size flips it).",
      note: collisionNote),
    Property(
      "radius", \.radius, .number(.nonNegative), unit: "points",
      doc: "A circle collider's radius.", note: collisionNote),
    Property(
      "response", \.response, .choice(of: CollisionResponse.self), animatable: false,
      doc: "What a particle does at the collider: bounce, stick, slide or die.",
      note: collisionNote),
    Property(
      "restitution", \.restitution, .number(.unitInterval),
      doc: "Share of the normal speed a bounce keeps: 0 stops it, 1 is elastic.",
      note: collisionNote),
    Property(
      "friction", \.friction, .number(.unitInterval),
      doc: "Share of the speed along the collider that each contact (bounce or slide) takes away.",
      note: collisionNote),
    Property(
      "settleSpeed", \.settleSpeed,
      .number(NumberRange(lower: 0, upper: maximumCollisionSpeed)), unit: "points per second",
      doc: "A particle slower than this after a contact rests (velocity zero): confetti piles up.",
      note: collisionNote),
    Property(
      "image", \.image, .text, animatable: false,
      doc:
        "An image collider's source: a PNG file whose opaque texels are solid (relative to the scene file), or a PNG in a data URL (data:image/png;base64,…).",
      note: collisionNote),
    Property(
      "text", \.text, .text, animatable: false,
      doc: "An image collider's source: a string whose glyphs are solid, on one line in font.",
      note: collisionNote),
    Property(
      "font", \.font, .text, animatable: false,
      doc: "The font family an image collider's text is drawn in, as fontconfig resolves it.",
      note: collisionNote),
    Property(
      "bold", \.bold, .boolean,
      doc: "Draws an image collider's text in the family's bold face.", note: collisionNote),
    Property(
      "path", \.path, .text, animatable: false,
      doc: "An image collider's source: a closed outline in SVG path syntax (M, L, H, V, C, Q, Z), in points.",
      note: collisionNote),
    Property(
      "size", \.size, .size(.nonNegative), animatable: false, unit: "points",
      doc: "The box an image collider's source is fitted into (scaled evenly, centred on position); 0 keeps its natural size.",
      note: collisionNote),
    Property(
      "scale", \.scale, .number(.closed(EmitterMask.scaleRange)), animatable: false,
      unit: "texels per point",
      doc: "An image collider's grid: texels per point (each side at most \(maximumColliderSide) texels).",
      note: collisionNote),
    Property(
      "threshold", \.threshold, .number(.unitInterval), animatable: false,
      doc: "An image collider's texel is solid when its alpha is at least this.",
      note: collisionNote),
  ]

  private static let springKeys: [Property<EmitterBehavior>] = [
    Property(
      "radius", \.radius, .number(.nonNegative), unit: "points",
      doc: "Distance from the attractor inside which (with falloff 0) it does not pull."),
    Property(
      "stiffness", \.stiffness, .number(.finite), unit: "per second squared",
      doc: "Strength of the attractor's pull; negative pushes away."),
    Property(
      "falloff", \.falloff, .number(.finite),
      doc:
        "Offset added to the stretch: the spring rests at radius - falloff; negative pushes particles out."
    ),
    Property(
      "falloffDistance", \.falloffDistance, .number(NumberRange(lower: 0, allowsInfinity: true)),
      unit: "points", doc: "Caps the stretch, so particles far away feel a constant pull."),
  ]
}

extension AttractorType: PropertyValueConvertible {}
extension ColliderShape: PropertyValueConvertible {}
extension CollisionResponse: PropertyValueConvertible {}
extension BehaviorType: PropertyValueConvertible {}
extension OverLifeKeyPath: PropertyValueConvertible {}
