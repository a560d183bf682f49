/// Collects diagnostics while a JSON tree becomes a model: every problem is reported and the
/// offending value left at its default, so one pass finds everything.
struct SceneDecodingContext {
  /// The file as the user named it, for messages.
  let file: String
  /// Whether what Core Animation tolerates (an unknown string constant) is an error too.
  let strict: Bool
  /// The first `SceneFileError.maximumListed` problems, and a count of the rest.
  private(set) var log = DiagnosticLog()
  var diagnostics: [SceneDiagnostic] { log.listed }
  /// What was tolerated, and how (`tolerate`): empty when `strict`.
  var warnings: [SceneDiagnostic] = []

  init(file: String, strict: Bool = false) {
    self.file = file
    self.strict = strict
  }

  mutating func report(_ problem: ValueProblem, at keyPath: String) {
    let file = file
    log.add {
      SceneDiagnostic(
        file: file, keyPath: keyPath + problem.subPath, kind: problem.kind, value: problem.value,
        expected: problem.expected, message: problem.message)
    }
  }

  /// The members of an object, or nil (reported) for any other JSON value.
  mutating func object(
    _ json: JSONValue, at keyPath: String, of typeName: String
  ) -> [String: JSONValue]? {
    guard case .object(let members) = json else {
      report(.wrongType(json, expected: "an object (\(typeName))"), at: keyPath)
      return nil
    }
    return members
  }

  /// Decodes every member the schema knows into `root`; reports the others with a suggestion.
  /// The children key is skipped: children have their own schema and their own decoder.
  mutating func decodeProperties<Root>(
    _ members: [String: JSONValue], into root: inout Root, schema: Schema<Root>, at keyPath: String
  ) {
    for key in members.keys.sorted() where !schema.isNested(key) {
      guard let value = members[key] else { continue }
      guard let property = schema.property(named: key) else {
        reportUnknownKey(key, schema: schema, at: keyPath)
        continue
      }
      do {
        property.setValue(try property.kind.decode(value), in: &root)
      } catch {
        if tolerate(error.list, of: property, in: schema, at: joined(keyPath, key)) { continue }
        for problem in error.list { report(problem, at: joined(keyPath, key)) }
      }
    }
  }

  private mutating func reportUnknownKey<Root>(
    _ key: String, schema: Schema<Root>, at keyPath: String
  ) {
    let file = file
    log.add {
      let suggestion = schema.suggestion(for: key)
      return SceneDiagnostic(
        file: file, keyPath: keyPath, kind: .unknownKey(key, suggestion: suggestion),
        value: quoted(key),
        expected: "a property of \(schema.typeName)",
        message: "unknown key \(quoted(key))" + didYouMean(suggestion))
    }
  }

  /// Decodes a JSON array member with `element`; a missing member is an empty list.
  mutating func decodeList<Element>(
    _ json: JSONValue?, at keyPath: String,
    element: (JSONValue, String, inout SceneDecodingContext) -> Element?
  ) -> [Element] {
    guard let json else { return [] }
    guard case .array(let items) = json else {
      report(.wrongType(json, expected: "an array of objects"), at: keyPath)
      return []
    }
    var elements: [Element] = []
    for (index, item) in items.enumerated() {
      if let decoded = element(item, "\(keyPath)[\(index)]", &self) { elements.append(decoded) }
    }
    return elements
  }
}

/// `base.key`, or `key` at the document's root.
func joined(_ base: String, _ key: String) -> String { base.isEmpty ? key : base + "." + key }

extension Scene {
  /// The scene in a JSON tree; problems go to `context`, leaving defaults in their place.
  init(decoding json: JSONValue, context: inout SceneDecodingContext) {
    self.init()
    guard let members = context.object(json, at: "", of: "Scene") else { return }
    context.decodeProperties(members, into: &self, schema: Scene.schema, at: "")
    layers = context.decodeList(members["layers"], at: "layers") { item, keyPath, context in
      EmitterLayer(decoding: item, at: keyPath, context: &context)
    }
    events = context.decodeList(members["events"], at: "events") { item, keyPath, context in
      LayerChange(decodingCanvasChange: item, at: keyPath, context: &context)
    }
  }
}

extension EmitterLayer {
  /// The layer in a JSON tree, or nil (reported) when the value is not an object.
  init?(decoding json: JSONValue, at keyPath: String, context: inout SceneDecodingContext) {
    guard let members = context.object(json, at: keyPath, of: "EmitterLayer") else { return nil }
    self.init()
    context.decodeProperties(members, into: &self, schema: EmitterLayer.schema, at: keyPath)
    decodeFrame(members, at: keyPath, context: &context)
    emitterCells = EmitterCell.decodeList(
      members["emitterCells"], at: joined(keyPath, "emitterCells"), context: &context)
    // The mask before the events: `mask.birthRate` resolves against the mask's emitter.
    if let json = members["mask"] {
      mask = LayerMask(decoding: json, at: joined(keyPath, "mask"), context: &context)
    }
    decodeExtras(members, at: keyPath, context: &context)
    sublayers = context.decodeList(members["sublayers"], at: joined(keyPath, "sublayers")) {
      item, path, context in
      EmitterLayer(decoding: item, at: path, context: &context)
    }
  }
}

extension LayerMask {
  /// The mask in a JSON tree (a layer's `mask`, a `setMask` event's), or nil (reported) when
  /// the value is not an object.
  init?(decoding json: JSONValue, at keyPath: String, context: inout SceneDecodingContext) {
    guard let object = context.object(json, at: keyPath, of: "LayerMask") else { return nil }
    self.init()
    // The emitter's keys are the mask's particles; any other key is the mask's own.
    context.decodeProperties(
      object.filter { !Self.emitterKeys.contains($0.key) }, into: &self, schema: Self.schema,
      at: keyPath)
    emitter = Self.decodeEmitter(object, at: keyPath, context: &context)
  }
}

extension EmitterCell {
  /// The cell in a JSON tree, or nil (reported) when the value is not an object. Depth is not
  /// limited here: the JSON scan already bounds nesting, and validation reports deep cells.
  init?(decoding json: JSONValue, at keyPath: String, context: inout SceneDecodingContext) {
    guard let members = context.object(json, at: keyPath, of: "EmitterCell") else { return nil }
    self.init()
    context.decodeProperties(members, into: &self, schema: EmitterCell.schema, at: keyPath)
    emitterCells = Self.decodeList(
      members["emitterCells"], at: joined(keyPath, "emitterCells"), context: &context)
    emitterBehaviors = EmitterLayer.decodeBehaviors(
      members["emitterBehaviors"], at: joined(keyPath, "emitterBehaviors"), context: &context)
  }

  static func decodeList(
    _ json: JSONValue?, at keyPath: String, context: inout SceneDecodingContext
  ) -> [EmitterCell] {
    context.decodeList(json, at: keyPath) { item, itemPath, context in
      EmitterCell(decoding: item, at: itemPath, context: &context)
    }
  }
}
