internal import EmitterModel

/// The keys of a cell the scene model holds, by Core Animation's name, with the Swift type
/// QuartzCore declares (the private keys as CAEmitterCell's private interface declares them).
struct CellKey {
  let property: Property<EmitterCell>
  let declared: DeclaredType
  var name: String { property.name }
}

enum CellKeys {
  static let floatKeys: Set<String> = [
    "birthRate", "lifetime", "lifetimeRange", "redRange", "greenRange", "blueRange", "alphaRange",
    "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed", "minificationFilterBias", "speed",
    "repeatCount", "mass", "massRange",
  ]
  static let doubleKeys: Set<String> = [
    "beginTime", "duration", "timeOffset", "repeatDuration", "orientationLongitude",
    "orientationLatitude", "orientationRange", "rotation", "rotationRange",
    "contentsFramesPerSecond",
  ]
  /// Whole numbers: the private sprite-sheet counts, and EmitterKit's `maxParticles` and
  /// `trailPoints` (read back as `Int`).
  static let intKeys: Set<String> = [
    "contentsFrameCount", "contentsFramesPerRow", "maxParticles", "trailPoints",
  ]

  static let all: [String: CellKey] = Dictionary(
    uniqueKeysWithValues: EmitterCell.schema.properties.map { row in
      let declared: DeclaredType =
        floatKeys.contains(row.name)
        ? .float
        : doubleKeys.contains(row.name) ? .double : intKeys.contains(row.name) ? .int : .cgFloat
      return (row.name, CellKey(property: row, declared: declared))
    })

  /// Every key a cell knows, for suggestions.
  static let names: [String] = Array(all.keys) + ["emitterCells", "emitterBehaviors", "style"]

  /// A model value as `value(forKey:)` returns it (a cell's `duration` of for ever reads 0).
  static func object(_ value: PropertyValue, key: CellKey) -> Any? {
    if key.name == "duration", value == .number(.infinity) { return 0.0 }
    let constant: (@Sendable (String) -> Any)? =
      key.name == "fillMode" ? { @Sendable in CAMediaTimingFillMode(rawValue: $0) } : nil
    return KeyValueConversion.object(value, declared: key.declared, constant: constant)
  }

  /// The default of `key` for a new cell.
  static func defaultValue(forKey key: String) -> Any? {
    guard let row = all[key] else { return nil }
    return object(row.property.value(in: EmitterCell()), key: row)
  }
}
