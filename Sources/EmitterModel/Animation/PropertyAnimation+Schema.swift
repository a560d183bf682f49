/// The scene-file form of an animation: Apple's property names, flat (`duration` on the
/// animation, as on CAAnimation). `fromValue`, `toValue`, `byValue` and `values` take the form of
/// the property the key path names, so the decoder reads them itself once the key path resolves.
extension PropertyAnimation {
  package static let schema = Schema<PropertyAnimation>(
    "PropertyAnimation", prototype: PropertyAnimation(keyPath: ""), childrenKey: nil,
    nestedKeys: valueKeys,
    properties: [
      Property(
        "keyPath", \.keyPath, .text,
        doc:
          "The animated property: `birthRate`, `emitterPosition`, `emitterCells.NAME.KEY` or `emitterBehaviors.NAME.KEY`."
      ),
      Property(
        "key", \.key, .text, doc: "Names the animation, so a live change can remove or replace it."),
      Property(
        "keyTimes", \.keyTimes, .numberList(.unitInterval),
        doc: "Normalised times (0...1) of the `values`, increasing."),
      Property(
        "timingFunction", \.timingFunction, .timingFunction,
        doc: "The pacing of a basic animation: a named curve or cubic control points."),
      Property(
        "timingFunctions", \.timingFunctions, .timingFunctionList,
        doc: "One pacing curve per segment between `values`."),
      Property(
        "calculationMode", \.calculationMode, .choice(of: CalculationMode.self), fallsBack: true,
        doc:
          "How a keyframe animation moves between values: linear, discrete, paced, cubic or cubicPaced."
      ),
      Property(
        "tensionValues", \.tensionValues, .numberList(.closed(-1...1)),
        doc:
          "The cubic modes' tension at each value: positive tightens the curve there, negative rounds it (missing ones are 0)."
      ),
      Property(
        "continuityValues", \.continuityValues, .numberList(.closed(-1...1)),
        doc:
          "The cubic modes' continuity at each value: positive sharpens the corner, negative inverts it (missing ones are 0)."
      ),
      Property(
        "biasValues", \.biasValues, .numberList(.closed(-1...1)),
        doc:
          "The cubic modes' bias at each value: positive leans the curve before the value, negative after it (missing ones are 0)."
      ),
    ] + timingRows() + [
      Property(
        "removedOnCompletion", \.isRemovedOnCompletion, .boolean,
        doc: "Whether the animation stops applying once it ends."),
      Property(
        "additive", \.isAdditive, .boolean,
        doc: "Whether the animated value is added to the property's model value."),
      Property(
        "cumulative", \.isCumulative, .boolean,
        doc: "Whether each repeat continues from where the previous one ended."),
    ])

  /// The keys whose form is the animated property's, and the group's object.
  static let valueKeys = ["fromValue", "toValue", "byValue", "values", "group"]

  /// CAMediaTiming's keys, flat on the object as on CAAnimation: an animation's and its group's.
  static func timingRows<Root: HasMediaTiming>() -> [Property<Root>] {
    [
      Property(
        "beginTime", \Root.timing.beginTime, .number(.finite), unit: "seconds",
        doc: "When it starts on its parent's clock: the layer's, or for an animation in a `group`, the group's."),
      Property(
        "duration", \Root.timing.duration, .number(.nonNegativeOrInfinity), unit: "seconds",
        doc: "Length of one pass of the animation."),
      Property(
        "speed", \Root.timing.speed, .number(.nonNegative), unit: "factor",
        doc: "How fast the animation's time runs."),
      Property(
        "timeOffset", \Root.timing.timeOffset, .number(.nonNegative), unit: "seconds",
        doc: "Shifts the animation's local time."),
      Property(
        "repeatCount", \Root.timing.repeatCount, .number(.nonNegativeOrInfinity),
        doc: "How many passes the animation plays (may be fractional or infinity)."),
      Property(
        "repeatDuration", \Root.timing.repeatDuration, .number(.nonNegative), unit: "seconds",
        doc: "How long the animation keeps repeating."),
      Property(
        "autoreverses", \Root.timing.autoreverses, .boolean,
        doc: "Whether each pass plays backwards after playing forwards."),
      Property(
        "fillMode", \Root.timing.fillMode, .choice(of: FillMode.self), fallsBack: true,
        doc:
          "Whether the animation's values hold before it begins (backwards) and after it ends (forwards)."
      ),
    ]
  }

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
    var members = Self.schema.encodedMembers(of: self).merging(encodedValueMembers) { a, _ in a }
    if let group { members["group"] = .object(Group.schema.encodedMembers(of: group)) }
    return .object(members)
  }
}

/// A model type with CAMediaTiming's keys in `timing`.
protocol HasMediaTiming {
  var timing: MediaTiming { get set }
}

extension PropertyAnimation: HasMediaTiming {}

extension PropertyAnimation.Group: HasMediaTiming {
  /// A group's keys in scene files: CAMediaTiming's and `removedOnCompletion`, in an object
  /// under the animation's `group`.
  package static let schema = Schema<PropertyAnimation.Group>(
    "AnimationGroup", prototype: PropertyAnimation.Group(), childrenKey: nil,
    properties: PropertyAnimation.timingRows() + [
      Property(
        "removedOnCompletion", \.isRemovedOnCompletion, .boolean,
        doc: "Whether the group's animations stop applying once the group ends."),
    ])
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
