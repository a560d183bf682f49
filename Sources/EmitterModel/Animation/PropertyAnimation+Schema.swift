/// The scene-file form of an animation: Apple's property names, flat (`duration` on the
/// animation, as on CAAnimation). `fromValue`, `toValue`, `byValue` and `values` take the form of
/// the property the key path names, so the decoder reads them itself once the key path resolves.
extension PropertyAnimation {
  public static let schema = Schema<PropertyAnimation>(
    "PropertyAnimation", prototype: PropertyAnimation(keyPath: ""), childrenKey: nil,
    nestedKeys: valueKeys,
    properties: [
      Property("keyPath", \.keyPath, .text),
      Property("key", \.key, .text),
      Property("keyTimes", \.keyTimes, .numberList(.unitInterval)),
      Property("timingFunction", \.timingFunction, .timingFunction),
      Property("timingFunctions", \.timingFunctions, .timingFunctionList),
      Property("calculationMode", \.calculationMode, .choice(of: CalculationMode.self), fallsBack: true),
      Property("beginTime", \.timing.beginTime, .number(.finite)),
      Property("duration", \.timing.duration, .number(.nonNegativeOrInfinity)),
      Property("speed", \.timing.speed, .number(.nonNegative)),
      Property("timeOffset", \.timing.timeOffset, .number(.nonNegative)),
      Property("repeatCount", \.timing.repeatCount, .number(.nonNegativeOrInfinity)),
      Property("repeatDuration", \.timing.repeatDuration, .number(.nonNegative)),
      Property("autoreverses", \.timing.autoreverses, .boolean),
      Property("fillMode", \.timing.fillMode, .choice(of: FillMode.self), fallsBack: true),
      Property("removedOnCompletion", \.isRemovedOnCompletion, .boolean),
      Property("additive", \.isAdditive, .boolean),
      Property("cumulative", \.isCumulative, .boolean),
    ])

  /// The keys whose form is the animated property's.
  static let valueKeys = ["fromValue", "toValue", "byValue", "values"]

  /// The value keys as JSON members, omitted when unset or empty.
  var encodedValueMembers: [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    for (key, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)]
    where value != .unset {
      members[key] = value.jsonValue
    }
    if !values.isEmpty { members["values"] = .array(values.map(\.jsonValue)) }
    return members
  }

  var jsonValue: JSONValue {
    .object(Self.schema.encodedMembers(of: self).merging(encodedValueMembers) { a, _ in a })
  }
}

extension EmitterBehavior {
  var jsonValue: JSONValue {
    var members = Self.schema(for: type).encodedMembers(of: self)
    members["type"] = .string(type.rawValue)
    return .object(members)
  }
}

extension EmissionEvent {
  var jsonValue: JSONValue {
    var members = Self.schema(for: type).encodedMembers(of: self)
    members["type"] = .string(type.rawValue)
    return .object(members)
  }
}
