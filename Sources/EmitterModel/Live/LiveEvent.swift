import Foundation

/// One live call in the scene file's own event form, as a program holding JSON makes it (the C
/// library's `ek_system_apply`, Python): an element of a layer's `events` (a live change: `set`,
/// `addAnimation`, `removeAnimation`, `removeAllAnimations`, `insertCell`, `removeCell`,
/// `setCells`, `insertBehavior`, `removeBehavior`, `setBehaviors`, `insertSublayer`,
/// `removeSublayer`), of the scene's `events` (the canvas's `insertSublayer` and
/// `removeSublayer`) or of a layer's `emissionEvents` (an emission call: `burst`, `emit`,
/// `stop`, `start`, `restart`), told apart by `type`.
///
///     {"type": "set", "keyPath": "emitterCells.smoke.birthRate", "value": 120}
///     {"type": "burst", "cell": "spark", "count": 50}
///     {"type": "insertCell", "cell": {"name": "flare", "birthRate": 10, …}, "time": 4}
///     {"type": "set", "keyPath": "emitterPosition", "value": [10, 20], "duration": 0.25}
///
/// `time` is optional here: without it the call is made now. A `set` with a `duration` (and an
/// optional `timingFunction`) is Core Animation's implicit animation: the value set now and
/// animated there from where it shows (a scene file records it as a `set` and an
/// `addAnimation`).
public enum LiveEvent: Hashable, Sendable {
  /// A live change (`LayerChange`).
  case change(LayerChange)
  /// An emission call (`EmissionEvent`).
  case emission(EmissionEvent)
  /// A value set now and animated there from where it shows, over `duration` seconds.
  case setAnimated(
    keyPath: String, value: PropertyValue, duration: Double, timingFunction: MediaTimingFunction)

  /// Decodes one event for `layer` (its key paths resolve against it), at `now` when it names
  /// no `time`.
  /// - Throws: `LiveEventError` naming the key, the value and what is allowed, as a scene file's
  ///   message does (`event.value: ...`).
  public init(json: JSONValue, layer: EmitterLayer, now: Double) throws(LiveEventError) {
    try self.init(json: json, layer: layer, now: now, renames: [])
  }

  /// Decodes one event as `init(json:layer:now:)` does; `renames` (old dotted name path -> new,
  /// the layer's live renames so far) let a key path naming a cell's old name be refused with
  /// both names.
  package init(
    json: JSONValue, layer: EmitterLayer, now: Double, renames: [(from: String, to: String)]
  ) throws(LiveEventError) {
    guard case .object(var members) = json else {
      throw LiveEventError(message: "an event is a JSON object with a \"type\", not \(json)")
    }
    if members["time"] == nil { members["time"] = .number(now) }
    var animation: (duration: Double, timing: MediaTimingFunction)?
    if members["type"] == .string("set"), let durationJSON = members.removeValue(forKey: "duration") {
      animation = try Self.implicitAnimation(
        durationJSON, timing: members.removeValue(forKey: "timingFunction"))
      guard members["time"] == .number(now) else {
        throw LiveEventError(
          message: "event.time: an animated set (with a duration) is made now; leave out time")
      }
    }
    var context = SceneDecodingContext(file: "event")
    let decoded: LiveEvent?
    if case .string(let type)? = members["type"],
      EmissionEventType(rawValue: type) != nil
    {
      decoded = context.decodeTyped(
        .object(members), at: "event", typeName: "EmissionEvent",
        make: { EmissionEvent($0, at: 0) }, schema: EmissionEvent.schema(for:)
      ).map(LiveEvent.emission)
    } else {
      decoded = LayerChange(
        decoding: .object(members), at: "event", layer: layer, renames: renames, context: &context
      ).map(LiveEvent.change)
    }
    if let first = context.diagnostics.first {
      let more = context.diagnostics.count > 1 ? " (and \(context.diagnostics.count - 1) more)" : ""
      throw LiveEventError(message: "\(first.keyPath): \(first.message)\(more)")
    }
    guard let decoded else { throw LiveEventError(message: "the event could not be read") }
    if let animation, case .change(let change) = decoded, case .set(let keyPath, let value) = change.action {
      self = .setAnimated(
        keyPath: keyPath, value: value, duration: animation.duration,
        timingFunction: animation.timing)
    } else {
      self = decoded
    }
  }

  /// The `duration` (positive seconds) and `timingFunction` of an animated set.
  private static func implicitAnimation(_ duration: JSONValue, timing: JSONValue?)
    throws(LiveEventError) -> (duration: Double, timing: MediaTimingFunction)
  {
    guard case .number(let seconds) = duration, seconds.isFinite, seconds > 0 else {
      throw LiveEventError(
        message: "event.duration: \(duration.summary) is not a duration; allowed > 0 seconds")
    }
    guard let timing else { return (seconds, .default) }
    do {
      guard case .timingFunction(let function) = try ValueKind.timingFunction.decode(timing) else {
        throw LiveEventError(message: "event.timingFunction: not a timing function")
      }
      return (seconds, function)
    } catch let error as LiveEventError {
      throw error
    } catch {
      throw LiveEventError(message: "event.timingFunction: \(error)")
    }
  }

  /// Decodes one event from JSON text (UTF-8).
  public init(jsonText: String, layer: EmitterLayer, now: Double) throws(LiveEventError) {
    try self.init(jsonText: jsonText, layer: layer, now: now, renames: [])
  }

  /// Decodes one event from JSON text (UTF-8), with the layer's live renames so far.
  package init(
    jsonText: String, layer: EmitterLayer, now: Double, renames: [(from: String, to: String)]
  ) throws(LiveEventError) {
    let json: JSONValue
    do {
      let (tree, log) = try JSONValue.parse(Data(jsonText.utf8), file: "event")
      if let first = log.listed.first { throw SceneFileError([first]) }
      json = tree
    } catch {
      throw LiveEventError(message: "\(error)")
    }
    try self.init(json: json, layer: layer, now: now, renames: renames)
  }

  /// Whether `jsonText` is an event the canvas takes (an object whose `type` is
  /// `insertSublayer` or `removeSublayer`), which is read in scene time, against no layer.
  package static func isCanvasChange(jsonText: String) -> Bool {
    guard let (json, _) = try? JSONValue.parse(Data(jsonText.utf8), file: "event"),
      case .object(let members) = json, case .string(let type)? = members["type"]
    else { return false }
    return LayerChange.canvasTypeNames.contains(type)
  }

  /// Every `type` an event may have.
  public static var typeNames: [String] {
    LayerChange.typeNames + EmissionEventType.allCases.map(\.rawValue)
  }
}

/// Why an event could not be read: the message names the key, the value and what is allowed.
public struct LiveEventError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The whole message.
  public var message: String

  /// An error with `message`.
  package init(message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
