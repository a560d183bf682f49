/// The schema tables: every property a scene file may set, under Apple's names, with its range.
///
/// Ranges follow Apple's documentation where it states one and are otherwise the widest that
/// keeps the simulation meaningful: rates and lifetimes cannot be negative, colours stay in
/// 0...1, and every number is finite (a NaN or infinity would poison a whole particle pool).

extension EmitterCell {
  /// Most particles per second a cell may ask for; Telegram's densest effects use 100 000.
  public static let maximumBirthRate = 1e7
  /// Most children one event (a parent's death) may give a sub-cell whose `birthEvent` is not
  /// `life`: every parent slot reserves that many child slots, all alive at once.
  public static let maximumChildrenPerEvent = 1024.0

  /// CAEmitterCell's properties, plus the CAMediaTiming ones, which Apple's API (and so the
  /// JSON) puts flat on the cell while the Swift model groups them in `timing`.
  package static let schema = Schema<EmitterCell>(
    "EmitterCell", prototype: EmitterCell(), childrenKey: "emitterCells",
    nestedKeys: ["emitterBehaviors"],
    properties: [
      Property(
        "name", \.name, .text,
        doc:
          "Names the cell, so key paths (`emitterCells.NAME.birthRate`) and burst events can reach it."
      ),
      Property(
        "enabled", \.enabled, .boolean,
        doc: "Whether the cell emits at all; a disabled cell and its sub-cells make no particles."),
      Property(
        "birthRate", \.birthRate, .number(.closed(0...maximumBirthRate)),
        unit: "particles per second",
        doc: "How many particles the cell makes each second (multiplied by the layer's birthRate)."),
      Property(
        "lifetime", \.lifetime, .number(.nonNegative), unit: "seconds",
        doc: "How long each particle lives (multiplied by the layer's lifetime)."),
      Property(
        "maxParticles", \.maxParticles, .integer(0...Scene.maximumParticleCap), animatable: false,
        unit: "particles",
        doc: "Most of this cell's particles alive at once; 0 sets no cap.",
        note:
          "EmitterKit's own (cocos2d's maxParticles), top-level cells only: a birth while this many are alive is skipped, by the planner's count in layer time, the same on the CPU and the GPU."),
      Property(
        "birthEvent", \.birthEvent, .choice(of: BirthEvent.self), animatable: false,
        doc:
          "When a sub-cell's particles are born from their parent: life, birthRate a second over"
          + " the parent's life; death, floor(birthRate) at the parent's death, where it is then;"
          + " collision, floor(birthRate) at each of the parent's first"
          + " \(BirthEvent.collisionsPerParent) contacts with a collider, at the contact point.",
        note:
          "EmitterKit's own (Godot's and Unity's sub-emitters at collision and at death), sub-cells"
          + " only: birthRate is then a count per event, at most \(EmitterCell.maximumChildrenPerEvent);"
          + " a live set respawns the sub-cell as a new birthRate does; see docs/SEMANTICS.md."),
      // The range's sign is irrelevant: sampling reads its magnitude.
      Property(
        "lifetimeRange", \.lifetimeRange, .number(.finite), unit: "seconds",
        doc: "Each particle's lifetime varies by up to this much either way.",
        note: "The sign is ignored: the magnitude is used."),
      Property(
        "emissionLatitude", \.emissionLatitude, .number(.finite), unit: "radians",
        doc: "Tilt of the emission direction out of the x-y plane (toward +z)."),
      Property(
        "emissionLongitude", \.emissionLongitude, .number(.finite), unit: "radians",
        doc: "Direction of emission in the x-y plane: 0 is +x, pi/2 is +y (down the screen)."),
      Property(
        "emissionRange", \.emissionRange, .number(.finite), unit: "radians",
        doc: "Half-angle of the cone around the emission direction that particles spread over."),
      Property(
        "velocity", \.velocity, .number(.finite), unit: "points per second",
        doc: "Starting speed of each particle (multiplied by the layer's velocity)."),
      Property(
        "velocityRange", \.velocityRange, .number(.finite), unit: "points per second",
        doc: "The starting speed varies by up to this much either way."),
      Property(
        "xAcceleration", \.xAcceleration, .number(.finite), unit: "points per second squared",
        doc: "Constant acceleration along x applied to every particle."),
      Property(
        "yAcceleration", \.yAcceleration, .number(.finite), unit: "points per second squared",
        doc: "Constant acceleration along y (positive pulls down the screen, like gravity)."),
      Property(
        "zAcceleration", \.zAcceleration, .number(.finite), unit: "points per second squared",
        doc: "Constant acceleration along z (toward the viewer)."),
      Property(
        "scale", \.scale, .number(.finite), unit: "factor",
        doc: "Size of each particle relative to its contents (multiplied by the layer's scale)."),
      Property(
        "scaleRange", \.scaleRange, .number(.finite), unit: "factor",
        doc: "The starting scale varies by up to this much either way."),
      Property(
        "scaleSpeed", \.scaleSpeed, .number(.finite), unit: "factor per second",
        doc: "How fast the scale changes over a particle's life."),
      Property(
        "spin", \.spin, .number(.finite), unit: "radians per second",
        doc: "Rotation rate of each particle (multiplied by the layer's spin)."),
      Property(
        "spinRange", \.spinRange, .number(.finite), unit: "radians per second",
        doc: "The spin varies by up to this much either way."),
      Property(
        "color", \.color, .color,
        doc: "Tint multiplied into the contents; components 0...1, premultiplied when drawn."),
      Property(
        "redRange", \.redRange, .number(.finite),
        doc: "The starting red component varies by up to this much either way."),
      Property(
        "greenRange", \.greenRange, .number(.finite),
        doc: "The starting green component varies by up to this much either way."),
      Property(
        "blueRange", \.blueRange, .number(.finite),
        doc: "The starting blue component varies by up to this much either way."),
      Property(
        "alphaRange", \.alphaRange, .number(.finite),
        doc: "The starting alpha varies by up to this much either way."),
      Property(
        "redSpeed", \.redSpeed, .number(.finite), unit: "per second",
        doc: "How fast red changes over a particle's life (clamped to 0...1)."),
      Property(
        "greenSpeed", \.greenSpeed, .number(.finite), unit: "per second",
        doc: "How fast green changes over a particle's life (clamped to 0...1)."),
      Property(
        "blueSpeed", \.blueSpeed, .number(.finite), unit: "per second",
        doc: "How fast blue changes over a particle's life (clamped to 0...1)."),
      Property(
        "alphaSpeed", \.alphaSpeed, .number(.finite), unit: "per second",
        doc: "How fast alpha changes over a particle's life; negative fades particles out."),
      Property(
        "contents", \.contents, .contents,
        doc:
          "What each particle shows: a shape, a PNG image (path relative to the scene file, or a PNG data URL of pixels held in memory), an emoji or a path.",
        note: "Shapes, emoji and paths are EmitterKit additions; Apple takes a CGImage, which becomes a data URL here."),
      Property(
        "contentsRect", \.contentsRect, .rect(.finite), unit: "unit rectangle",
        doc: "The part of the contents image drawn, in 0...1 texture coordinates."),
      Property(
        "contentsScale", \.contentsScale, .number(.positive), unit: "pixels per point",
        doc: "How many image pixels make one point of particle size."),
      Property(
        "minificationFilter", \.minificationFilter, .choice(of: ContentsFilter.self),
        fallsBack: true, doc: "Filter used when the contents are drawn smaller than their pixels."),
      Property(
        "magnificationFilter", \.magnificationFilter, .choice(of: ContentsFilter.self),
        fallsBack: true, doc: "Filter used when the contents are drawn larger than their pixels."),
      Property(
        "minificationFilterBias", \.minificationFilterBias, .number(.finite),
        doc: "Bias added to the mipmap level chosen when minifying."),
      Property(
        "contentsFrameCount", \.contentsFrameCount, .integer(0...65536), animatable: false,
        unit: "frames",
        doc:
          "Frames of a sprite sheet, each the size of contentsRect, from its origin; 0 or 1: a"
          + " still image.",
        note: "A private Core Animation key."),
      Property(
        "contentsFramesPerRow", \.contentsFramesPerRow, .integer(0...65536), animatable: false,
        unit: "frames", doc: "Frames in each row of the sheet; 0: all in one row.",
        note: "A private Core Animation key."),
      Property(
        "contentsFramesPerSecond", \.contentsFramesPerSecond, .number(.nonNegative),
        animatable: false, unit: "frames per second",
        doc: "How fast a particle steps through the frames (modes loop and once).",
        note: "A private Core Animation key."),
      Property(
        "contentsFrameMode", \.contentsFrameMode, .choice(of: ContentsFrameMode.self),
        animatable: false, fallsBack: true,
        doc:
          "loop: frames by age, over and over; once: then hold the last; lifetime: the whole"
          + " sheet over each particle's life.",
        note: "A private Core Animation key; its string values are EmitterKit's."),
      Property(
        "beginTime", \.timing.beginTime, .number(.finite), animatable: false, unit: "seconds",
        doc: "When the cell starts emitting, relative to its parent's time."),
      Property(
        "duration", \.timing.duration, .number(.nonNegativeOrInfinity), animatable: false,
        unit: "seconds", doc: "How long one cycle of the cell's emission window lasts."),
      Property(
        "speed", \.timing.speed, .number(.finite), animatable: false, unit: "factor",
        doc: "How fast the cell's time runs relative to its parent."),
      Property(
        "timeOffset", \.timing.timeOffset, .number(.finite), animatable: false, unit: "seconds",
        doc: "Shifts the cell's local time."),
      Property(
        "repeatCount", \.timing.repeatCount, .number(.nonNegativeOrInfinity), animatable: false,
        doc: "How many times the cell's emission window repeats."),
      Property(
        "repeatDuration", \.timing.repeatDuration, .number(.nonNegative), animatable: false,
        unit: "seconds", doc: "How long the cell's emission window keeps repeating."),
      Property(
        "autoreverses", \.timing.autoreverses, .boolean,
        doc: "Whether each repeat of the emission window plays backwards after playing forwards."),
      Property(
        "fillMode", \.timing.fillMode, .choice(of: FillMode.self), fallsBack: true,
        doc: "Whether the cell stays active before its beginTime and after it ends."),
      Property(
        "particleType", \.particleType, .choice(of: ParticleType.self), fallsBack: true,
        doc:
          "sprite: a quad facing the viewer; plane: a quad with a 3D orientation that tumbles"
          + " and foreshortens; point: a quad facing the viewer that never turns.",
        note:
          "A private Core Animation key (iMessage confetti sets plane, Telegram's spoiler dust"
          + " point)."),
      Property(
        "orientationLongitude", \.orientationLongitude, .number(.finite), unit: "radians",
        doc: "Orientation of plane particles around the z axis.",
        note: "Only plane particles use it."),
      Property(
        "orientationLatitude", \.orientationLatitude, .number(.finite), unit: "radians",
        doc: "Tilt of plane particles out of the screen.", note: "Only plane particles use it."),
      Property(
        "orientationRange", \.orientationRange, .number(.finite), unit: "radians",
        doc: "The plane orientation varies by up to this much.",
        note: "Only plane particles use it."),
      Property(
        "rotation", \.rotation, .number(.finite), unit: "radians",
        doc: "Starting rotation of each particle."),
      Property(
        "rotationRange", \.rotationRange, .number(.finite), unit: "radians",
        doc: "The starting rotation varies by up to this much either way."),
      // Behaviour forces divide by mass, so zero and below have no meaning.
      Property(
        "mass", \.mass, .number(.positive), unit: "mass units",
        doc: "Mass of each particle; behaviour forces are divided by it."),
      Property(
        "massRange", \.massRange, .number(.finite), unit: "mass units",
        doc: "The mass varies by up to this much either way."),
    ] + trailProperties)
}

/// The reference's note on every `emitterMask…` key.
private let maskNote = "EmitterKit's own (Qt Quick's MaskShape, canvas-confetti's shapeFromText): iOS has no equivalent; read by the mask shape only; see docs/SEMANTICS.md."

extension EmitterLayer {
  /// CAEmitterLayer's properties, plus CALayer's `opacity`, geometry and timing.
  package static let schema = Schema<EmitterLayer>(
    "EmitterLayer", prototype: EmitterLayer(), childrenKey: "emitterCells",
    nestedKeys: [
      "emitterBehaviors", "animations", "emissionEvents", "events", "sublayers", "frame", "mask",
    ],
    properties: [
      Property("name", \.name, .text, doc: "Names the layer, for messages and the demo."),
      Property(
        "birthRate", \.birthRate, .number(.nonNegative), unit: "factor",
        doc: "Multiplies every cell's birthRate."),
      Property(
        "lifetime", \.lifetime, .number(.nonNegative), unit: "factor",
        doc: "Multiplies every cell's lifetime."),
      Property(
        "velocity", \.velocity, .number(.finite), unit: "factor",
        doc: "Multiplies every cell's velocity."),
      Property(
        "scale", \.scale, .number(.finite), unit: "factor", doc: "Multiplies every cell's scale."),
      Property(
        "spin", \.spin, .number(.finite), unit: "factor", doc: "Multiplies every cell's spin."),
      Property(
        "emitterPosition", \.emitterPosition, .point(.finite), unit: "points",
        doc: "Centre of the emitter shape, in the layer's own space (its bounds; the canvas by default)."),
      Property(
        "emitterZPosition", \.emitterZPosition, .number(.finite), unit: "points",
        doc: "Position of the emitter shape along z."),
      Property(
        "emitterSize", \.emitterSize, .size(.nonNegative), unit: "points",
        doc: "Width and height of the emitter shape."),
      Property(
        "emitterDepth", \.emitterDepth, .number(.nonNegative), unit: "points",
        doc: "Depth of the emitter shape along z (cuboid and sphere)."),
      // Core Animation keeps running with a string it does not know (apps ship "shpere" and
      // emitterMode "additive"): these fall back to the default with a warning.
      Property(
        "emitterShape", \.emitterShape, .choice(of: EmitterShape.self), fallsBack: true,
        doc: "The geometry particles start on: point, line, rectangle, cuboid, circle or sphere (and EmitterKit's rectangles and mask)."),
      Property(
        "emitterMode", \.emitterMode, .choice(of: EmitterMode.self), fallsBack: true,
        doc: "Which part of the shape emits: points, outline, surface or volume."),
      Property(
        "emitterRects", \.emitterRects, .rectList(maximumCount: EmitterLayer.maximumEmitterRects),
        unit: "points",
        doc:
          "The rectangles of the rectangles shape, relative to emitterPosition: births spread over them by area (by perimeter in outline mode, over their corners in points mode).",
        note: "CAEmitterLayer's private key (Telegram's spoiler dust); see docs/SEMANTICS.md."),
      Property(
        "emitterMaskImage", \.emitterMask.image, .text, animatable: false,
        doc:
          "The mask shape's source: a PNG file whose opaque pixels emit (relative to the scene file), or a PNG in a data URL (data:image/png;base64,…), as contents takes one.",
        note: maskNote),
      Property(
        "emitterMaskText", \.emitterMask.text, .text, animatable: false,
        doc: "The mask shape's source: a string whose glyphs emit, laid out on one line in emitterMaskFont.",
        note: maskNote),
      Property(
        "emitterMaskFont", \.emitterMask.font, .text, animatable: false,
        doc: "The font family emitterMaskText is drawn in, as fontconfig resolves it.", note: maskNote),
      Property(
        "emitterMaskBold", \.emitterMask.bold, .boolean,
        doc: "Draws emitterMaskText in the family's bold face.", note: maskNote),
      Property(
        "emitterMaskPath", \.emitterMask.path, .text, animatable: false,
        doc: "The mask shape's source: a closed outline in SVG path syntax (M, L, H, V, C, Q, Z), in points.",
        note: maskNote),
      Property(
        "emitterMaskLayer", \.emitterMask.layer, .text, animatable: false,
        doc:
          "The mask shape's source: another layer of the scene, by its path (names from the top down joined by dots), drawn whole as it is loaded (background, border, contents, sublayers; no particles): the layer dissolving into its pixels.",
        note: maskNote),
      Property(
        "emitterMaskScale", \.emitterMask.scale, .number(.closed(EmitterMask.scaleRange)),
        animatable: false, unit: "pixels per point",
        doc: "Raster pixels per point of the mask: the grid births lie on (one particle per pixel in points mode).",
        note: maskNote),
      Property(
        "emitterMaskColors", \.emitterMask.colors, .boolean,
        doc: "Multiplies each particle's birth colour by the colour of the mask pixel it is born on.",
        note: maskNote),
      Property(
        "emitterMaskSweepAngle", \.emitterMask.sweepAngle, .number(.finite), animatable: false,
        unit: "radians",
        doc: "Points mode: the direction the mask's pixels leave in (0 left to right, pi/2 top to bottom).",
        note: maskNote),
      Property(
        "emitterMaskSweepNoise", \.emitterMask.sweepNoise, .number(.closed(0...1)), animatable: false,
        doc: "Points mode: how much a random offset per pixel blurs the sweep's front, as a share of the mask's extent.",
        note: maskNote),
      Property(
        "renderMode", \.renderMode, .choice(of: RenderMode.self), fallsBack: true,
        doc:
          "How particles are ordered and blended: unordered, oldestFirst, oldestLast, backToFront or additive."
      ),
      Property(
        "preservesDepth", \.preservesDepth, .boolean,
        doc: "Whether particles keep their z when drawn instead of being flattened onto the layer."),
      Property(
        "opacity", \.opacity, .number(.unitInterval),
        doc: "Multiplies the alpha of everything the layer draws, its sublayers included."),
      Property(
        "position", \.position, .point(.finite), unit: "points",
        doc:
          "Where the layer's anchor point sits in its superlayer's space; default: the centre of the superlayer's bounds (the canvas centre for a top-level layer)."
      ),
      Property(
        "bounds", \.bounds, .bounds, unit: "points",
        doc:
          "The layer's own coordinate space, where its emitter geometry and particles live; default: origin 0,0 and the superlayer's size (the canvas for a top-level layer)."
      ),
      Property(
        "anchorPoint", \.anchorPoint, .point(.finite), unit: "unit point",
        doc:
          "The point of the bounds, in unit coordinates (0.5, 0.5 is the centre), placed at position; transform turns and scales about it."
      ),
      Property(
        "zPosition", \.zPosition, .number(.finite), unit: "points",
        doc:
          "Orders sibling layers when drawn (higher draws over lower, ties in array order) and moves the layer along +z."
      ),
      Property(
        "transform", \.transform, .transform,
        doc:
          "A 3D transform (CATransform3D, row vectors) applied to the layer about its anchor point.",
        note:
          "Readable form: {\"scale\", \"rotation\", \"translation\", \"m34\"}, composed scale, then rotation, then translation, then perspective (docs/SEMANTICS.md); written back as 16 numbers."
      ),
      Property(
        "sublayerTransform", \.sublayerTransform, .transform,
        doc:
          "A 3D transform applied to every sublayer about the centre of this layer's bounds; its m34 sets the perspective of plane particles and preservesDepth below it."
      ),
      Property(
        "hidden", \.isHidden, .boolean,
        doc:
          "Whether the layer and its sublayers are left undrawn (CALayer's isHidden); their particles keep simulating."
      ),
      Property(
        "doubleSided", \.isDoubleSided, .boolean,
        doc:
          "False: the layer and its sublayers are left undrawn while it faces away, its transforms turning its bounds over (CALayer's isDoubleSided); their particles keep simulating."
      ),
      Property(
        "backgroundColor", \.backgroundColor, .color,
        doc: "Fills the layer's bounds (rounded by cornerRadius) under its particles."),
      Property(
        "contents", \.contents, .contents, animatable: false,
        doc:
          "An image drawn in the layer's bounds over its background and under its particles: a PNG path (relative to the scene file) or PNG data URL, a shape, an emoji or a path.",
        note: "Apple takes a CGImage (a data URL here); the other forms are EmitterKit additions. Set live, not animated."),
      Property(
        "contentsGravity", \.contentsGravity, .choice(of: ContentsGravity.self), animatable: false,
        doc: "Where the contents sit in the bounds and how they are scaled (CALayer's names).",
        note:
          "top and bottom follow CA's unflipped vertical axis (+y up), so on iOS top puts the image at the bottom of the layer as seen, as CA does for a layer whose contentsAreFlipped is false (docs/SEMANTICS.md)."
      ),
      Property(
        "contentsScale", \.contentsScale, .number(.closed(0.01...100)), animatable: false,
        unit: "pixels per point",
        doc: "How many image pixels make one point of the contents: an image's size in points is its pixels over this."),
      Property(
        "contentsRect", \.contentsRect, .rect(.finite), unit: "unit rectangle",
        doc:
          "The part of the contents image shown, in 0...1 image coordinates; gravity places and scales that part.",
        note: "Outside 0...1 the image's edge texels extend, as sampling clamps to the edge."),
      Property(
        "contentsCenter", \.contentsCenter, .rect(.unitInterval), unit: "unit rectangle",
        doc:
          "The stretchable middle of the shown part, in its 0...1 coordinates: when the contents are scaled, the margins around it keep their size and only the middle stretches.",
        note:
          "Margins larger than the drawn size shrink in proportion, as CA does; the middle's far edge is min(x + width, 1) (docs/SEMANTICS.md)."),
      Property(
        "cornerRadius", \.cornerRadius, .number(.nonNegative), unit: "points",
        doc: "Rounds the corners of the background, the border and the masksToBounds clip.",
        note: "Larger than half the shorter side, it is drawn as half of it (a capsule), as CA does."),
      Property(
        "borderWidth", \.borderWidth, .number(.nonNegative), unit: "points",
        doc: "Width of the border, drawn inward from the bounds over everything the layer draws."),
      Property(
        "borderColor", \.borderColor, .color, doc: "Colour of the border."),
      Property(
        "masksToBounds", \.masksToBounds, .boolean,
        doc: "Clips the layer's particles (and its shadow) to its bounds rounded by cornerRadius."),
      Property(
        "shadowColor", \.shadowColor, .color, doc: "Colour of the layer's shadow."),
      Property(
        "shadowOpacity", \.shadowOpacity, .number(.unitInterval),
        doc: "Opacity of the shadow: a blurred copy of everything the layer draws (or of shadowPath's area); 0 draws none."),
      Property(
        "shadowRadius", \.shadowRadius, .number(.closed(0...LayerShadow.maximumRadius)),
        unit: "points",
        doc: "Blur radius of the shadow: a Gaussian whose standard deviation is half of it.",
        note: "Capped at 100 points, so a blur stays affordable (CA sets no limit)."),
      Property(
        "shadowOffset", \.shadowOffset, .size(.finite), unit: "points",
        doc: "Offset of the shadow, +y down: the default (0, -3) puts it 3 points above the layer."),
      Property(
        "shadowPath", \.shadowPath, .pathData, animatable: false, unit: "points",
        doc:
          "The outline the shadow is cast from, in the layer's coordinates: its filled area (non-zero winding) is blurred, offset and tinted instead of what the layer draws; \"\" (the empty path) casts no shadow.",
        note: "Set, not animated (CA animates it only between paths of one element count); the layer's own drawing is unchanged."),
      Property(
        "seed", \.seed, .integer(0...Int(UInt32.max)),
        doc: "Seeds the layer's random numbers; the same seed gives the same particles."),
      // Layer timing drives the clock animations are measured in, so it cannot itself animate.
      Property(
        "beginTime", \.beginTime, .number(.finite), animatable: false, unit: "seconds",
        doc: "When the layer's clock starts, relative to the scene."),
      Property(
        "speed", \.speed, .number(.finite), animatable: false, unit: "factor",
        doc: "How fast the layer's clock runs."),
      Property(
        "timeOffset", \.timeOffset, .number(.finite), animatable: false, unit: "seconds",
        doc: "Shifts the layer's clock."),
      Property(
        "duration", \.duration, .number(.nonNegativeOrInfinity), animatable: false,
        unit: "seconds",
        doc: "How long one repetition of the layer's timeline (its animations, its cells' emission windows, and its sublayers' timelines, which run on it) lasts; 0 lasts for ever."),
      Property(
        "repeatCount", \.repeatCount, .number(.nonNegativeOrInfinity), animatable: false,
        doc: "How many times the layer's timeline repeats (fractions allowed); 0 means once."),
      Property(
        "repeatDuration", \.repeatDuration, .number(.nonNegativeOrInfinity), animatable: false,
        unit: "seconds", doc: "How long the layer's timeline keeps repeating, instead of repeatCount."),
      Property(
        "autoreverses", \.autoreverses, .boolean,
        doc: "Whether each repetition of the layer's timeline plays forwards, then back."),
      Property(
        "fillMode", \.fillMode, .choice(of: FillMode.self), fallsBack: true,
        doc: "Whether the layer's timeline holds its end after it ends (forwards, both) or is off: no animations, no emission."),
      Property(
        "repeatBeginTime", \.repeatBeginTime, .number(.finite), animatable: false,
        unit: "seconds",
        doc: "Layer time at which the layer's repetitions (duration, repeatCount, repeatDuration, autoreverses) and their span begin; before it the timeline is off, or held at its start by a backwards fill.",
        note: "EmitterKit's own key. 0 (the default) is Core Animation's: repetitions count from where the layer's clock reads 0. A scene written from a tree of Core Animation's classes shown on a running media clock sets it to where Core Animation's clock read 0 (negative: before the layer was shown), so its repetitions keep their phase."),
    ])
}

extension Scene {
  /// Largest canvas side, points: the common GL texture limit, so a canvas always fits one target.
  public static let maximumCanvasSide = 16384.0

  /// Cells nest at most this deep (a top-level cell is depth 1): Apple's Fireworks needs 3.
  public static let maximumCellDepth = 8

  /// The top-level key naming a JSON Schema for editors (`"$schema": "../docs/scene.schema.json"`):
  /// accepted and ignored when loading, and not written when saving (the model does not keep it).
  package static let schemaReferenceKey = "$schema"

  package static let schema = Schema<Scene>(
    "Scene", prototype: Scene(), childrenKey: "layers", nestedKeys: [schemaReferenceKey, "events"],
    properties: [
      Property(
        "size", \.size, .size(NumberRange(lower: 0, upper: maximumCanvasSide, excludesLower: true)),
        unit: "points", doc: "The canvas width and height."),
      Property(
        "backgroundColor", \.backgroundColor, .color,
        doc: "The colour behind the layers; alpha 0 makes a transparent background.",
        note: "An EmitterKit addition: the canvas a CALayer would sit on."),
      Property(
        "seed", \.seed, .integer(0...Int(UInt32.max)),
        doc: "Seed mixed into every layer's random numbers.", note: "An EmitterKit addition."),
      Property(
        "rangeMode", \.rangeMode, .choice(of: RangeMode.self),
        doc: "How the `…Range` properties spread values around their base value.",
        note: "An EmitterKit addition: see docs/SEMANTICS.md."),
      Property(
        "emissionRangeMode", \.emissionRangeMode, .choice(of: EmissionRangeMode.self),
        doc: "How emissionRange spreads directions: cone (over a solid angle in 3D) or fan (uniform in angle in the plane).",
        note: "An EmitterKit addition, for effects imported from cocos2d and SpriteKit: see docs/SEMANTICS.md."),
      Property(
        "particleCap", \.particleCap, .integer(1...maximumParticleCap), unit: "particles",
        doc:
          "Most particles the scene may have alive at once: a scene estimated above it is refused when loaded, and a simulation that would pass it stops with an error.",
        note: "An EmitterKit addition, a memory budget."),
      Property(
        "prepopulatesOnFirstDisplay", \.prepopulatesOnFirstDisplay, .boolean,
        doc:
          "Whether each layer starts with a lifetime's worth of particles already in flight, as iOS 7 and later show a new emitter layer.",
        note: "An EmitterKit addition, off by default: see docs/SEMANTICS.md (Births)."),
      Property(
        "canvasLayout", \.canvasLayout, .choice(of: CanvasLayout.self),
        doc:
          "How emitter and attractor positions and sizes follow a canvas of another size (render --size, demo --size): stretch per axis, or zoom uniformly and stay centred.",
        note: "An EmitterKit addition."),
    ])
}
