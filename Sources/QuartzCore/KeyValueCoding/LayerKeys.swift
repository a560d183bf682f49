internal import EmitterModel

/// The keys of a layer the scene model holds, by Core Animation's name: each with its schema
/// row (the same table scene files are read with), the Swift type QuartzCore declares for it,
/// and whether only a `CAEmitterLayer` has it.
struct LayerKey {
  let property: Property<EmitterLayer>
  let declared: DeclaredType
  let emitterOnly: Bool
  /// Makes the key's constant type from its string (`CAEmitterLayerEmitterShape`), for reading.
  let constant: (@Sendable (String) -> Any)?

  var name: String { property.name }
}

enum LayerKeys {
  /// Keys only a CAEmitterLayer has: Core Animation's, and EmitterKit's `emitterMask…` keys.
  static let emitterOnly: Set<String> = Set([
    "birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterZPosition",
    "emitterSize", "emitterDepth", "emitterShape", "emitterMode", "emitterRects", "renderMode",
    "preservesDepth", "seed",
  ]).union(EmitterLayer.schema.properties.map(\.name).filter { $0.hasPrefix("emitterMask") })

  /// Keys QuartzCore declares `Float`; the other numbers are `CGFloat` unless listed below.
  static let floatKeys: Set<String> = [
    "birthRate", "lifetime", "velocity", "scale", "spin", "opacity", "speed", "shadowOpacity",
    "repeatCount",
  ]
  static let doubleKeys: Set<String> = [
    "beginTime", "timeOffset", "duration", "repeatDuration", "repeatBeginTime",
  ]

  static let constants: [String: @Sendable (String) -> Any] = [
    "emitterShape": { CAEmitterLayerEmitterShape(rawValue: $0) },
    "emitterMode": { CAEmitterLayerEmitterMode(rawValue: $0) },
    "renderMode": { CAEmitterLayerRenderMode(rawValue: $0) },
    "contentsGravity": { CALayerContentsGravity(rawValue: $0) },
    "fillMode": { CAMediaTimingFillMode(rawValue: $0) },
  ]

  /// Every model key of a layer by name: the schema's rows, the geometry sub-paths
  /// (`position.x`, `transform.rotation.z`, …) and the frame's.
  static let all: [String: LayerKey] = {
    let rows =
      EmitterLayer.schema.properties + Array(EmitterLayer.geometrySubPaths.values)
      + Array(EmitterLayer.frameKeyPaths.values)
    var keys: [String: LayerKey] = [:]
    for row in rows {
      let declared: DeclaredType =
        floatKeys.contains(row.name)
        ? .float
        : doubleKeys.contains(row.name) ? .double : row.name == "seed" ? .uint32 : .cgFloat
      keys[row.name] = LayerKey(
        property: row, declared: declared, emitterOnly: emitterOnly.contains(row.name),
        constant: constants[row.name])
    }
    return keys
  }()

  /// The key `name` as a layer of this kind has it.
  static func key(_ name: String, emitter: Bool) -> LayerKey? {
    guard let key = all[name], emitter || !key.emitterOnly else { return nil }
    return key
  }

  /// The names a layer of this kind knows, for suggestions.
  static func names(emitter: Bool) -> [String] {
    all.values.filter { emitter || !$0.emitterOnly }.map(\.name)
  }
}
