/// Decoding a layer's behaviours, animations and emission events. Animations come last: their
/// key paths name the layer's cells and behaviours, and their values take the form of the
/// property they drive. An element with a problem is reported and kept (a bad value left unset,
/// an unknown type as the first type with its defaults), so later elements keep their indices
/// in validation's messages; validation's repeats of decoding's problems are dropped.
extension EmitterLayer {
  mutating func decodeExtras(
    _ members: [String: JSONValue], at keyPath: String, context: inout SceneDecodingContext
  ) {
    emitterBehaviors = Self.decodeBehaviors(
      members["emitterBehaviors"], at: joined(keyPath, "emitterBehaviors"), context: &context)
    emissionEvents = context.decodeList(
      members["emissionEvents"], at: joined(keyPath, "emissionEvents")
    ) { item, path, context in
      context.decodeTyped(
        item, at: path, typeName: "EmissionEvent", make: { EmissionEvent($0, at: 0) },
        schema: EmissionEvent.schema(for:))
    }
    let layer = self
    animations = context.decodeList(members["animations"], at: joined(keyPath, "animations")) {
      item, path, context in
      PropertyAnimation(decoding: item, at: path, layer: layer, context: &context)
    }
    // Each event's key paths resolve against the layer as the events before it leave it, so a
    // change may name a cell an earlier `insertCell` added.
    var state = layer
    var renames: [(from: String, to: String)] = []
    events = context.decodeList(members["events"], at: joined(keyPath, "events")) {
      item, path, context in
      let change = LayerChange(
        decoding: item, at: path, layer: state, renames: renames, context: &context)
      // Sublayer changes leave the key paths later events name as they are.
      if let change, !change.changesSublayers,
        let next = try? state.applying(change, at: change.time)
      {
        state = next
        if case .renameCell(let old, let name) = change.action {
          renames.append((old, EmitterLayer.renamedCellPath(old, to: name)))
        }
      }
      return change
    }
  }
}

extension EmitterLayer {
  /// A list of behaviours: a layer's, or a cell's own.
  static func decodeBehaviors(
    _ json: JSONValue?, at keyPath: String, context: inout SceneDecodingContext
  ) -> [EmitterBehavior] {
    context.decodeList(json, at: keyPath) { item, path, context in
      context.decodeTyped(
        item, at: path, typeName: "EmitterBehavior", make: { EmitterBehavior(type: $0) },
        schema: EmitterBehavior.schema(for:))
    }
  }
}

extension SceneDecodingContext {
  /// An object whose `type` picks its schema (behaviours, emission events); nil (reported)
  /// when it is not an object. Without a known `type` it is reported and made with the first
  /// type's defaults.
  mutating func decodeTyped<Model, Kind: CaseIterable & RawRepresentable>(
    _ json: JSONValue, at keyPath: String, typeName: String, make: (Kind) -> Model,
    schema: (Kind) -> Schema<Model>
  ) -> Model? where Kind.RawValue == String {
    guard let members = object(json, at: keyPath, of: typeName) else { return nil }
    guard let fallback = Kind.allCases.first else { return nil }
    guard let typeJSON = members["type"] else {
      reportMissing("type", in: typeName, at: keyPath)
      return make(fallback)
    }
    let type: Kind
    do {
      guard case .string(let raw) = try ValueKind.choice(of: Kind.self).decode(typeJSON),
        let decoded = Kind(rawValue: raw)
      else { return make(fallback) }
      type = decoded
    } catch {
      for problem in error.list { report(problem, at: joined(keyPath, "type")) }
      return make(fallback)
    }
    var model = make(type)
    decodeProperties(members, into: &model, schema: schema(type), at: keyPath)
    return model
  }

  mutating func reportMissing(_ key: String, in typeName: String, at keyPath: String) {
    report(
      ValueProblem(
        kind: .missingKey(key), expected: "a \(quoted(key)) member",
        message: "\(typeName) needs \(quoted(key))"),
      at: keyPath)
  }
}

extension PropertyAnimation {
  /// The animation in a JSON tree, its key path resolved against `layer`; nil (reported) when
  /// it is not an object. Values whose form is wrong are reported and left unset.
  init?(
    decoding json: JSONValue, at keyPath: String, layer: EmitterLayer,
    context: inout SceneDecodingContext
  ) {
    guard let members = context.object(json, at: keyPath, of: "PropertyAnimation") else {
      return nil
    }
    self.init(keyPath: "")
    guard members["keyPath"] != nil else {
      context.reportMissing("keyPath", in: "PropertyAnimation", at: keyPath)
      return
    }
    context.decodeProperties(members, into: &self, schema: Self.schema, at: keyPath)
    if let json = members["group"],
      let object = context.object(json, at: joined(keyPath, "group"), of: "AnimationGroup")
    {
      var decoded = Group()
      context.decodeProperties(object, into: &decoded, schema: Group.schema, at: joined(keyPath, "group"))
      group = decoded
    }
    let reference: LayerPropertyReference
    do {
      // Values are read after the key path (their form is its property's): whether there are
      // any decides if a discrete keyframe animation may drive a boolean or a mode.
      var shape = self
      if members["values"] != nil { shape.values = [.unset] }
      reference = try layer.animatedProperty(for: shape)
    } catch {
      context.report(ValueProblem(keyPathError: error), at: joined(keyPath, "keyPath"))
      return
    }
    func decodeValue(_ json: JSONValue, at path: String) -> PropertyValue {
      do {
        return try reference.kind.decodeForm(json)
      } catch {
        context.report(error, at: path)
        return .unset
      }
    }
    for (key, slot) in [
      ("fromValue", \PropertyAnimation.fromValue), ("toValue", \.toValue), ("byValue", \.byValue),
    ] {
      if let json = members[key] {
        self[keyPath: slot] = decodeValue(json, at: joined(keyPath, key))
      }
    }
    if let json = members["values"] {
      guard case .array(let items) = json else {
        context.report(
          .wrongType(json, expected: "an array of values"), at: joined(keyPath, "values"))
        return
      }
      values = items.enumerated().map { decodeValue($1, at: joined(keyPath, "values") + "[\($0)]") }
    }
  }
}

extension ValueProblem {
  init(keyPathError error: KeyPathError) {
    self.init(
      kind: .keyPath(error.kind), value: quoted(error.keyPath),
      expected: error.nearestKeyPath.map(quoted) ?? "an animatable key path",
      message: error.description)
  }
}
