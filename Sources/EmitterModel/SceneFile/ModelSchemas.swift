/// The schema tables: every property a scene file may set, under Apple's names, with its range.
///
/// Ranges follow Apple's documentation where it states one and are otherwise the widest that
/// keeps the simulation meaningful: rates and lifetimes cannot be negative, colours stay in
/// 0...1, and every number is finite (a NaN or infinity would poison a whole particle pool).

extension EmitterCell {
  /// Most particles per second a cell may ask for; Telegram's densest effects use 100 000.
  public static let maximumBirthRate = 1e7

  /// CAEmitterCell's properties, plus the CAMediaTiming ones, which Apple's API (and so the
  /// JSON) puts flat on the cell while the Swift model groups them in `timing`.
  public static let schema = Schema<EmitterCell>(
    "EmitterCell", prototype: EmitterCell(), childrenKey: "emitterCells",
    properties: [
      Property("name", \.name, .text),
      Property("enabled", \.enabled, .boolean),
      Property("birthRate", \.birthRate, .number(.closed(0...maximumBirthRate))),
      Property("lifetime", \.lifetime, .number(.nonNegative)),
      // The range's sign is irrelevant: sampling reads its magnitude.
      Property("lifetimeRange", \.lifetimeRange, .number(.finite)),
      Property("emissionLatitude", \.emissionLatitude, .number(.finite)),
      Property("emissionLongitude", \.emissionLongitude, .number(.finite)),
      Property("emissionRange", \.emissionRange, .number(.finite)),
      Property("velocity", \.velocity, .number(.finite)),
      Property("velocityRange", \.velocityRange, .number(.finite)),
      Property("xAcceleration", \.xAcceleration, .number(.finite)),
      Property("yAcceleration", \.yAcceleration, .number(.finite)),
      Property("zAcceleration", \.zAcceleration, .number(.finite)),
      Property("scale", \.scale, .number(.finite)),
      Property("scaleRange", \.scaleRange, .number(.finite)),
      Property("scaleSpeed", \.scaleSpeed, .number(.finite)),
      Property("spin", \.spin, .number(.finite)),
      Property("spinRange", \.spinRange, .number(.finite)),
      Property("color", \.color, .color),
      Property("redRange", \.redRange, .number(.finite)),
      Property("greenRange", \.greenRange, .number(.finite)),
      Property("blueRange", \.blueRange, .number(.finite)),
      Property("alphaRange", \.alphaRange, .number(.finite)),
      Property("redSpeed", \.redSpeed, .number(.finite)),
      Property("greenSpeed", \.greenSpeed, .number(.finite)),
      Property("blueSpeed", \.blueSpeed, .number(.finite)),
      Property("alphaSpeed", \.alphaSpeed, .number(.finite)),
      Property("contents", \.contents, .contents),
      Property("contentsRect", \.contentsRect, .rect(.finite)),
      Property("contentsScale", \.contentsScale, .number(.positive)),
      Property("minificationFilter", \.minificationFilter, .choice(of: ContentsFilter.self), fallsBack: true),
      Property("magnificationFilter", \.magnificationFilter, .choice(of: ContentsFilter.self), fallsBack: true),
      Property("minificationFilterBias", \.minificationFilterBias, .number(.finite)),
      Property("beginTime", \.timing.beginTime, .number(.finite), animatable: false),
      Property("duration", \.timing.duration, .number(.nonNegativeOrInfinity), animatable: false),
      Property("speed", \.timing.speed, .number(.finite), animatable: false),
      Property("timeOffset", \.timing.timeOffset, .number(.finite), animatable: false),
      Property("repeatCount", \.timing.repeatCount, .number(.nonNegativeOrInfinity), animatable: false),
      Property("repeatDuration", \.timing.repeatDuration, .number(.nonNegative), animatable: false),
      Property("autoreverses", \.timing.autoreverses, .boolean),
      Property("fillMode", \.timing.fillMode, .choice(of: FillMode.self), fallsBack: true),
      Property("particleType", \.particleType, .choice(of: ParticleType.self), fallsBack: true),
      Property("orientationLongitude", \.orientationLongitude, .number(.finite)),
      Property("orientationLatitude", \.orientationLatitude, .number(.finite)),
      Property("orientationRange", \.orientationRange, .number(.finite)),
      Property("rotation", \.rotation, .number(.finite)),
      Property("rotationRange", \.rotationRange, .number(.finite)),
      // Behaviour forces divide by mass, so zero and below have no meaning.
      Property("mass", \.mass, .number(.positive)),
      Property("massRange", \.massRange, .number(.finite)),
    ])
}

extension EmitterLayer {
  /// CAEmitterLayer's properties, plus CALayer's `opacity` and timing.
  public static let schema = Schema<EmitterLayer>(
    "EmitterLayer", prototype: EmitterLayer(), childrenKey: "emitterCells",
    nestedKeys: ["emitterBehaviors", "animations", "emissionEvents", "events"],
    properties: [
      Property("name", \.name, .text),
      Property("birthRate", \.birthRate, .number(.nonNegative)),
      Property("lifetime", \.lifetime, .number(.nonNegative)),
      Property("velocity", \.velocity, .number(.finite)),
      Property("scale", \.scale, .number(.finite)),
      Property("spin", \.spin, .number(.finite)),
      Property("emitterPosition", \.emitterPosition, .point(.finite)),
      Property("emitterZPosition", \.emitterZPosition, .number(.finite)),
      Property("emitterSize", \.emitterSize, .size(.nonNegative)),
      Property("emitterDepth", \.emitterDepth, .number(.nonNegative)),
      // Core Animation keeps running with a string it does not know (apps ship "shpere" and
      // emitterMode "additive"): these fall back to the default with a warning.
      Property("emitterShape", \.emitterShape, .choice(of: EmitterShape.self), fallsBack: true),
      Property("emitterMode", \.emitterMode, .choice(of: EmitterMode.self), fallsBack: true),
      Property("renderMode", \.renderMode, .choice(of: RenderMode.self), fallsBack: true),
      Property("preservesDepth", \.preservesDepth, .boolean),
      Property("opacity", \.opacity, .number(.unitInterval)),
      Property("seed", \.seed, .integer(0...Int(UInt32.max))),
      // Layer timing drives the clock animations are measured in, so it cannot itself animate.
      Property("beginTime", \.beginTime, .number(.finite), animatable: false),
      Property("speed", \.speed, .number(.finite), animatable: false),
      Property("timeOffset", \.timeOffset, .number(.finite), animatable: false),
    ])
}

extension Scene {
  /// Largest canvas side, points: the common GL texture limit, so a canvas always fits one target.
  public static let maximumCanvasSide = 16384.0

  /// Cells nest at most this deep (a top-level cell is depth 1): Apple's Fireworks needs 3.
  public static let maximumCellDepth = 8

  public static let schema = Schema<Scene>(
    "Scene", prototype: Scene(), childrenKey: "layers",
    properties: [
      Property(
        "size", \.size, .size(NumberRange(lower: 0, upper: maximumCanvasSide, excludesLower: true))),
      Property("backgroundColor", \.backgroundColor, .color),
      Property("seed", \.seed, .integer(0...Int(UInt32.max))),
      Property("rangeMode", \.rangeMode, .choice(of: RangeMode.self)),
      Property("particleCap", \.particleCap, .integer(1...maximumParticleCap)),
      Property("canvasLayout", \.canvasLayout, .choice(of: CanvasLayout.self)),
    ])
}
