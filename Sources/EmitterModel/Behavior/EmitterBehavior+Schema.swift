/// One schema per behaviour type: the keys that type reads, under Apple's names.
///
/// Each table's defaults come from a behaviour of that type, and decoding picks the table from
/// `type` first, so a key another type reads (`drag` on a wave) is an unknown key with a
/// suggestion, as in CAEmitterBehavior's `inputKeys`.
extension EmitterBehavior {
  public static func schema(for type: BehaviorType) -> Schema<EmitterBehavior> {
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
    Property("type", \.type, .choice(of: BehaviorType.self), animatable: false),
    Property("name", \.name, .text),
    Property("enabled", \.enabled, .boolean),
  ]

  private static func keys(of type: BehaviorType) -> [Property<EmitterBehavior>] {
    switch type {
    case .wave:
      return [
        Property("force", \.force, .vector(.finite)),
        Property("frequency", \.frequency, .number(.nonNegative)),
      ]
    case .drag:
      return [Property("drag", \.drag, .number(.nonNegative))]
    case .attractor:
      return [
        Property("attractorType", \.attractorType, .choice(of: AttractorType.self)),
        Property("position", \.position, .point(.finite)),
        Property("zPosition", \.zPosition, .number(.finite)),
      ] + springKeys + [
        Property("orientationLongitude", \.orientationLongitude, .number(.finite)),
        Property("orientationLatitude", \.orientationLatitude, .number(.finite)),
      ]
    case .simpleAttractor:
      return [Property("position", \.position, .point(.finite))] + springKeys
    case .alignToMotion:
      return [
        Property("rotation", \.rotation, .number(.finite)),
        Property("preservesDepth", \.preservesDepth, .boolean),
      ]
    case .valueOverLife:
      return [
        Property("keyPath", \.keyPath, .choice(of: OverLifeKeyPath.self)),
        Property("values", \.values, .numberList(.finite)),
        Property("locations", \.locations, .numberList(.unitInterval)),
        Property("additive", \.additive, .boolean),
      ]
    case .colorOverLife:
      return [
        Property("colors", \.colors, .colorList),
        Property("locations", \.locations, .numberList(.unitInterval)),
      ]
    }
  }

  private static let springKeys: [Property<EmitterBehavior>] = [
    Property("radius", \.radius, .number(.nonNegative)),
    Property("stiffness", \.stiffness, .number(.finite)),
    Property("falloff", \.falloff, .number(.finite)),
    Property(
      "falloffDistance", \.falloffDistance, .number(NumberRange(lower: 0, allowsInfinity: true))),
  ]
}

extension AttractorType: PropertyValueConvertible {}
extension BehaviorType: PropertyValueConvertible {}
extension OverLifeKeyPath: PropertyValueConvertible {}
