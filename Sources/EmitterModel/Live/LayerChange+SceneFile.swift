/// The scene-file form of a live change, an element of a layer's `events`:
///
///     {"time": 1.5, "type": "set", "keyPath": "emitterCells.smoke.birthRate", "value": 120}
///     {"time": 2, "type": "addAnimation", "key": "move", "animation": {"keyPath": …, …}}
///     {"time": 3, "type": "removeAnimation", "key": "move"}
///     {"time": 4, "type": "removeAllAnimations"}
///     {"time": 5, "type": "insertCell", "parent": "rocket", "index": 0, "cell": {"name": "spark", …}}
///     {"time": 6, "type": "removeCell", "name": "rocket.spark"}
///     {"time": 6.5, "type": "renameCell", "name": "rocket.spark", "newName": "ember"}
///     {"time": 6.8, "type": "setBehaviors", "cell": "rocket.ember", "behaviors": [{"type": "drag", …}]}
///     {"time": 7, "type": "insertSublayer", "index": 0, "layer": {"name": "burst", …}}
///     {"time": 9, "type": "removeSublayer", "index": 0}
///     {"time": 8, "type": "setMask", "mask": {"contents": "star.png", "emitterCells": […]}}
///     {"time": 10, "type": "setTiming", "layerIndex": 1, "beginTime": 10, "speed": 0, "timeOffset": 4.5}
///
/// `value` takes the form of the property its key path names, so the decoder resolves the key
/// path against the layer first (as animation values are read).
extension LayerChange {
  /// The keys each type reads, besides `type` and `time`.
  static func keys(ofType type: String) -> [String] {
    switch type {
    case "set": ["keyPath", "value"]
    case "addAnimation": ["key", "animation"]
    case "removeAnimation": ["key"]
    case "insertBehavior": ["behavior", "index", "mask"]
    case "removeBehavior": ["name", "mask"]
    case "setBehaviors": ["behaviors", "cell", "mask"]
    case "insertCell": ["cell", "index", "parent", "mask"]
    case "removeCell": ["name", "mask"]
    case "setCells": ["cells", "parent", "mask"]
    case "renameCell": ["name", "newName", "mask"]
    case "insertSublayer": ["layer", "index", "layerIndex"]
    case "removeSublayer": ["index"]
    case "setTiming": ["layerIndex", "beginTime", "speed", "timeOffset"]
    case "setMask": ["mask", "layerIndex"]
    default: []
    }
  }

  /// The event `json` read against `layer`; `renames` (old dotted name path -> new, from earlier
  /// `renameCell` events) let a key path naming an old path be refused with both names.
  init?(
    decoding json: JSONValue, at keyPath: String, layer: EmitterLayer,
    renames: [(from: String, to: String)] = [], context: inout SceneDecodingContext
  ) {
    guard let members = context.object(json, at: keyPath, of: "event") else { return nil }
    let choices = ValueKind.choice(Self.typeNames)
    guard let typeJSON = members["type"] else {
      context.reportMissing("type", in: "event", at: keyPath)
      return nil
    }
    guard case .string(let type)? = try? choices.decodeForm(typeJSON) else {
      context.report(
        .wrongType(typeJSON, expected: choices.description), at: joined(keyPath, "type"))
      return nil
    }
    var time = 0.0
    if let timeJSON = members["time"] {
      do {
        if case .number(let value) = try ValueKind.number(.nonNegative).decode(timeJSON) {
          time = value
        }
      } catch {
        for problem in error.list { context.report(problem, at: joined(keyPath, "time")) }
        return nil
      }
    } else {
      context.reportMissing("time", in: "event", at: keyPath)
      return nil
    }
    let known = Set(["type", "time"] + Self.keys(ofType: type))
    for key in members.keys.sorted() where !known.contains(key) {
      let suggestion = nearestName(to: key, among: Array(known))
      context.report(
        ValueProblem(
          kind: .unknownKey(key, suggestion: suggestion), value: quoted(key),
          expected: "a key of a \(quoted(type)) event", message: "unknown key \(quoted(key))"),
        at: keyPath)
    }
    guard
      let action = Self.decodeAction(
        type, members, at: keyPath, layer: layer, renames: renames, &context)
    else { return nil }
    self.init(action, at: time)
    if type != "setMask", let json = members["mask"] {
      guard case .bool(let value) = json else {
        context.report(.wrongType(json, expected: "true or false"), at: joined(keyPath, "mask"))
        return nil
      }
      ofMask = value
    }
    if type == "insertSublayer" || type == "setMask", let json = members["layerIndex"] {
      guard
        let index = Self.decodeIndex(
          json, at: joined(keyPath, "layerIndex"), maximum: Self.maximumLayerIndex, &context)
      else { return nil }
      layerIndex = index
    }
  }

  /// A count-like integer (`index`, `layerIndex`), or nil (reported).
  private static func decodeIndex(
    _ json: JSONValue, at keyPath: String, maximum: Int = maximumIndex,
    _ context: inout SceneDecodingContext
  ) -> Int? {
    do {
      if case .number(let value) = try ValueKind.integer(0...maximum).decode(json) {
        return Int(value)
      }
    } catch {
      for problem in error.list { context.report(problem, at: keyPath) }
    }
    return nil
  }

  /// The largest `index` an event may give.
  static let maximumIndex = 10_000
  /// The largest `layerIndex`: a system that inserts a layer a second for half a year.
  static let maximumLayerIndex = 1 << 24

  private static func decodeAction(
    _ type: String, _ members: [String: JSONValue], at keyPath: String, layer: EmitterLayer,
    renames: [(from: String, to: String)], _ context: inout SceneDecodingContext
  ) -> Action? {
    func text(_ key: String) -> String? {
      guard let json = members[key] else {
        context.reportMissing(key, in: "\(quoted(type)) event", at: keyPath)
        return nil
      }
      guard case .string(let value) = json else {
        context.report(.wrongType(json, expected: "a string"), at: joined(keyPath, key))
        return nil
      }
      return value
    }
    switch type {
    case "set":
      guard let path = text("keyPath") else { return nil }
      let reference: LayerPropertyReference
      do {
        reference = try layer.liveProperty(atKeyPath: path)
      } catch {
        let error = error.notingRenames(renames)
        context.report(
          ValueProblem(
            kind: .wrongType, value: quoted(path), expected: error.expected ?? "a live key path",
            message: error.message),
          at: joined(keyPath, "keyPath"))
        return nil
      }
      guard let json = members["value"] else {
        context.reportMissing("value", in: "\"set\" event", at: keyPath)
        return nil
      }
      if case .wholeMask = reference.target, json != .null {
        context.report(
          ValueProblem(
            kind: .wrongType, value: json.summary, expected: "null",
            message: "mask: only null (no mask) is set as a whole, not \(json.summary); a mask is"
              + " given or changed by its keys, mask.KEY"),
          at: joined(keyPath, "value"))
        return nil
      }
      do {
        return .set(keyPath: path, value: try reference.kind.decode(json))
      } catch {
        for problem in error.list { context.report(problem, at: joined(keyPath, "value")) }
        return nil
      }
    case "addAnimation":
      guard let json = members["animation"] else {
        context.reportMissing("animation", in: "\"addAnimation\" event", at: keyPath)
        return nil
      }
      var key: String?
      if members["key"] != nil { key = text("key") }
      guard
        let animation = PropertyAnimation(
          decoding: json, at: joined(keyPath, "animation"), layer: layer, context: &context)
      else { return nil }
      return .addAnimation(animation, key: key)
    case "removeAnimation":
      return text("key").map { .removeAnimation(key: $0) }
    case "removeBehavior":
      return text("name").map { .removeBehavior(name: $0) }
    case "insertBehavior":
      guard let json = members["behavior"] else {
        context.reportMissing("behavior", in: "\"insertBehavior\" event", at: keyPath)
        return nil
      }
      var index: Int?
      if let indexJSON = members["index"] {
        do {
          if case .number(let value) = try ValueKind.integer(0...10_000).decode(indexJSON) {
            index = Int(value)
          }
        } catch {
          for problem in error.list { context.report(problem, at: joined(keyPath, "index")) }
          return nil
        }
      }
      guard let behavior = decodeBehavior(json, at: joined(keyPath, "behavior"), &context) else {
        return nil
      }
      return .insertBehavior(behavior, at: index)
    case "setBehaviors":
      let behaviors = context.decodeList(members["behaviors"], at: joined(keyPath, "behaviors")) {
        item, path, context in
        decodeBehavior(item, at: path, &context)
      }
      var cell: String?
      if members["cell"] != nil {
        guard let path = text("cell") else { return nil }
        cell = path
      }
      return .setBehaviors(behaviors, cell: cell)
    case "insertCell":
      guard let json = members["cell"] else {
        context.reportMissing("cell", in: "\"insertCell\" event", at: keyPath)
        return nil
      }
      var index: Int?
      if let indexJSON = members["index"] {
        do {
          if case .number(let value) = try ValueKind.integer(0...10_000).decode(indexJSON) {
            index = Int(value)
          }
        } catch {
          for problem in error.list { context.report(problem, at: joined(keyPath, "index")) }
          return nil
        }
      }
      var parent: String?
      if members["parent"] != nil { parent = text("parent") }
      guard let cell = EmitterCell(decoding: json, at: joined(keyPath, "cell"), context: &context)
      else { return nil }
      return .insertCell(cell, at: index, parent: parent)
    case "removeCell":
      return text("name").map { .removeCell(path: $0) }
    case "renameCell":
      guard let path = text("name"), let name = text("newName") else { return nil }
      return .renameCell(path: path, to: name)
    case "setCells":
      var parent: String?
      if members["parent"] != nil { parent = text("parent") }
      let cells = EmitterCell.decodeList(
        members["cells"], at: joined(keyPath, "cells"), context: &context)
      return .setCells(cells, parent: parent)
    case "insertSublayer":
      guard let json = members["layer"] else {
        context.reportMissing("layer", in: "\"insertSublayer\" event", at: keyPath)
        return nil
      }
      var index: Int?
      if let indexJSON = members["index"] {
        guard let value = decodeIndex(indexJSON, at: joined(keyPath, "index"), &context) else {
          return nil
        }
        index = value
      }
      guard
        let sublayer = EmitterLayer(decoding: json, at: joined(keyPath, "layer"), context: &context)
      else { return nil }
      return .insertSublayer(sublayer, at: index)
    case "removeSublayer":
      guard let json = members["index"] else {
        context.reportMissing("index", in: "\"removeSublayer\" event", at: keyPath)
        return nil
      }
      return decodeIndex(json, at: joined(keyPath, "index"), &context).map {
        .removeSublayer(at: $0)
      }
    case "setTiming":
      guard let json = members["layerIndex"] else {
        context.reportMissing("layerIndex", in: "\"setTiming\" event", at: keyPath)
        return nil
      }
      guard
        let index = decodeIndex(
          json, at: joined(keyPath, "layerIndex"), maximum: maximumLayerIndex, &context)
      else { return nil }
      // Absent keys are the layer defaults, as a layer's own timing keys are.
      var timing = (beginTime: 0.0, speed: 1.0, timeOffset: 0.0)
      for (key, slot) in [("beginTime", 0), ("speed", 1), ("timeOffset", 2)] {
        guard let json = members[key] else { continue }
        do {
          guard case .number(let value) = try ValueKind.number(.finite).decode(json) else { continue }
          switch slot {
          case 0: timing.beginTime = value
          case 1: timing.speed = value
          default: timing.timeOffset = value
          }
        } catch {
          for problem in error.list { context.report(problem, at: joined(keyPath, key)) }
          return nil
        }
      }
      return .setTiming(
        layer: index, beginTime: timing.beginTime, speed: timing.speed,
        timeOffset: timing.timeOffset)
    case "setMask":
      guard let json = members["mask"] else {
        context.reportMissing("mask", in: "\"setMask\" event", at: keyPath)
        return nil
      }
      return LayerMask(decoding: json, at: joined(keyPath, "mask"), context: &context).map {
        .setMask($0)
      }
    default:
      return .removeAllAnimations
    }
  }

  private static func decodeBehavior(
    _ json: JSONValue, at keyPath: String, _ context: inout SceneDecodingContext
  ) -> EmitterBehavior? {
    context.decodeTyped(
      json, at: keyPath, typeName: "EmitterBehavior", make: { EmitterBehavior(type: $0) },
      schema: EmitterBehavior.schema(for:))
  }

  var jsonValue: JSONValue {
    var members: [String: JSONValue] = ["type": .string(typeName), "time": .number(time)]
    switch action {
    case .set(let keyPath, let value):
      members["keyPath"] = .string(keyPath)
      members["value"] = value.jsonValue
    case .addAnimation(let animation, let key):
      if let key { members["key"] = .string(key) }
      members["animation"] = animation.jsonValue
    case .removeAnimation(let key):
      members["key"] = .string(key)
    case .removeAllAnimations:
      break
    case .insertBehavior(let behavior, let index):
      members["behavior"] = behavior.jsonValue
      if let index { members["index"] = .number(Double(index)) }
    case .removeBehavior(let name):
      members["name"] = .string(name)
    case .setBehaviors(let behaviors, let cell):
      members["behaviors"] = .array(behaviors.map(\.jsonValue))
      if let cell { members["cell"] = .string(cell) }
    case .insertCell(let cell, let index, let parent):
      members["cell"] = cell.jsonValue
      if let index { members["index"] = .number(Double(index)) }
      if let parent { members["parent"] = .string(parent) }
    case .removeCell(let path):
      members["name"] = .string(path)
    case .renameCell(let path, let name):
      members["name"] = .string(path)
      members["newName"] = .string(name)
    case .setCells(let cells, let parent):
      members["cells"] = .array(cells.map(\.jsonValue))
      if let parent { members["parent"] = .string(parent) }
    case .insertSublayer(let layer, let index):
      members["layer"] = layer.jsonValue
      if let index { members["index"] = .number(Double(index)) }
      if let layerIndex { members["layerIndex"] = .number(Double(layerIndex)) }
    case .removeSublayer(let index):
      members["index"] = .number(Double(index))
    case .setTiming(let layer, let beginTime, let speed, let timeOffset):
      members["layerIndex"] = .number(Double(layer))
      members["beginTime"] = .number(beginTime)
      members["speed"] = .number(speed)
      members["timeOffset"] = .number(timeOffset)
    case .setMask(let mask):
      members["mask"] = .object(mask.encodedMembers)
      if let layerIndex { members["layerIndex"] = .number(Double(layerIndex)) }
    }
    if ofMask { members["mask"] = .bool(true) }
    return .object(members)
  }
}
