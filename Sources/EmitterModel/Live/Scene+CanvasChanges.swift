/// The canvas's live changes (a scene's own `events`): top-level layers inserted and removed.
/// The canvas is the tree's root, so its changes are a layer's sublayer changes made on it,
/// in the same event form (`LayerChange+SceneFile.swift`), timed in scene time:
///
///     {"time": 0.5, "type": "insertSublayer", "index": 0, "layer": {"name": "burst", …}}
///     {"time": 3, "type": "removeSublayer", "index": 1}
///
/// `index` counts the top-level layers there at the event's moment; an inserted layer takes
/// the next flat index (`SublayerNumbering`), its `beginTime` in scene time as any top-level
/// layer's. Any other change names a layer, so it belongs in that layer's `events`.
extension LayerChange {
  /// The event types a canvas takes.
  package static let canvasTypeNames = ["insertSublayer", "removeSublayer", "setTiming"]

  /// Whether the canvas takes the change (its sublayer changes and layers' clocks).
  package var isCanvasChange: Bool {
    if case .setTiming = action { return true }
    return changesSublayers
  }

  /// Decodes one of the scene's `events`; nil (reported) for anything but a top-level layer's
  /// insertion or removal.
  init?(
    decodingCanvasChange json: JSONValue, at keyPath: String, context: inout SceneDecodingContext
  ) {
    if case .object(let members) = json, case .string(let type)? = members["type"],
      Self.typeNames.contains(type), !Self.canvasTypeNames.contains(type)
    {
      context.report(
        ValueProblem(
          kind: .unknownValue(type, suggestion: nil), value: quoted(type),
          expected: "insertSublayer, removeSublayer or setTiming",
          message:
            "a \(quoted(type)) event changes a layer, not the canvas: the scene's events insert"
            + " and remove top-level layers (insertSublayer, removeSublayer) and set layers'"
            + " clocks (setTiming); put it in that layer's events"),
        at: joined(keyPath, "type"))
      return nil
    }
    self.init(decoding: json, at: keyPath, layer: EmitterLayer(), context: &context)
  }
}

extension SceneValidator {
  /// Checks the scene's `events` as a layer's sublayer events are checked, against the
  /// top-level layers the earlier events leave: times not negative, indices in range, names
  /// unique, the inserted layer checked as a scene file's layer.
  mutating func checkCanvasChanges(of scene: Scene) {
    var names = scene.layers.map(\.name)
    for (index, change) in scene.events.enumerated() {
      let path = "events[\(index)]"
      guard change.time.isFinite, change.time >= 0 else {
        report(
          .outOfRange, at: joined(path, "time"), value: "\(change.time)", expected: ">= 0",
          message: "an event's time is a scene time of 0 or later, not \(change.time)")
        continue
      }
      if case .setTiming(let layer, _, _, _) = change.action {
        // Flat indices: the tree's layers, then those its events insert.
        let flat = scene.flattened
        let count = flat.layers.count + flat.sublayerNumbering.insertions.reduce(0) { $0 + $1.count }
        if layer >= count {
          report(
            .outOfRange, at: joined(path, "layerIndex"), value: "\(layer)",
            expected: "0..<\(count)",
            message: "setTiming names layer \(layer); the scene and its insertions have \(count)"
              + " layers (flat indices: top-level layers first, then sublayers depth-first)")
        }
        continue
      }
      guard change.changesSublayers else {
        report(
          .unknownValue(change.typeName, suggestion: nil), at: joined(path, "type"),
          value: quoted(change.typeName), expected: "insertSublayer, removeSublayer or setTiming",
          message:
            "a \(quoted(change.typeName)) event changes a layer, not the canvas; put it in that"
            + " layer's events")
        continue
      }
      // The layer it brings is checked as the file's own layers are, its images against the
      // file's folder (applied, a missing one would stop the run at the event).
      if case .insertSublayer(let inserted, _) = change.action {
        check(inserted, at: joined(path, "layer"))
      }
      do {
        try EmitterLayer.applySublayerChange(change.action, toNames: &names, list: .canvas)
      } catch {
        report(
          .inconsistent, at: path, value: error.value, expected: error.expected ?? "a live change",
          message: error.description)
      }
    }
  }
}
