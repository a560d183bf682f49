/// Checks of a layer's behaviours, animations and emission events that need the model: what
/// each decodes on its own is fine, but counts must agree, key paths must name something, and
/// values must have the form and range of the property they drive.
extension SceneValidator {
  mutating func checkExtras(of layer: EmitterLayer, at keyPath: String) {
    checkBehaviors(layer.emitterBehaviors, at: joined(keyPath, "emitterBehaviors"))
    for (index, animation) in layer.animations.enumerated() {
      check(animation, in: layer, at: joined(keyPath, "animations") + "[\(index)]")
    }
    // Gathered once for the layer, not once per burst: a recording may hold thousands of each.
    let burstable =
      layer.emissionEvents.contains { $0.type == .burst } ? burstableCells(of: layer) : ([], [])
    for (index, event) in layer.emissionEvents.enumerated() {
      let path = joined(keyPath, "emissionEvents") + "[\(index)]"
      checkProperties(of: event, schema: EmissionEvent.schema(for: event.type), at: path)
      if event.type == .burst {
        checkBurstCell(event.cell, among: burstable, at: joined(path, "cell"))
      }
    }
    checkChanges(of: layer, at: keyPath)
  }

  /// A layer's behaviours, or a cell's own: unique names, values in range, curves whose lists
  /// agree.
  mutating func checkBehaviors(_ behaviors: [EmitterBehavior], at behaviorsPath: String) {
    checkUniqueNames(behaviors.map(\.name), at: behaviorsPath)
    for (index, behavior) in behaviors.enumerated() {
      let path = "\(behaviorsPath)[\(index)]"
      checkProperties(of: behavior, schema: EmitterBehavior.schema(for: behavior.type), at: path)
      checkCurve(of: behavior, at: path)
      checkImageCollider(behavior, at: path)
    }
  }

  private mutating func checkCurve(of behavior: EmitterBehavior, at keyPath: String) {
    let keys: Int
    switch behavior.type {
    case .valueOverLife: keys = behavior.values.count
    case .colorOverLife: keys = behavior.colors.count
    default: return
    }
    let valuesKey = behavior.type == .valueOverLife ? "values" : "colors"
    if keys == 0 || keys > EmitterBehavior.maximumCurveKeys {
      reportInconsistent(
        at: joined(keyPath, valuesKey), value: "\(keys) keys",
        expected: "1...\(EmitterBehavior.maximumCurveKeys) keys",
        message:
          "an over-life curve needs 1 to \(EmitterBehavior.maximumCurveKeys) keys, not \(keys)")
    }
    checkKeyTimes(
      behavior.locations, count: keys, name: "locations", at: joined(keyPath, "locations"))
    // A mass the curve replaces divides every force: it must be above 0 (an additive curve
    // adds to the drawn mass, which the simulators floor at 1e-3 as they floor a mass range).
    if behavior.type == .valueOverLife, behavior.keyPath == .mass, !behavior.additive {
      for (index, value) in behavior.values.enumerated() where !(value > 0) {
        report(
          .outOfRange, at: joined(keyPath, "values") + "[\(index)]", value: formatNumber(value),
          expected: "> 0",
          message: "\(formatNumber(value)) is out of range; a mass curve's values must be > 0")
      }
    }
    // Positions and velocities are single precision on both simulators: beyond a million
    // points a step's movement would round away.
    if behavior.type == .valueOverLife, behavior.keyPath.isMotion {
      let limit = EmitterBehavior.maximumMotionCurveValue
      let unit = behavior.keyPath.isVelocity ? "points per second" : "points"
      for (index, value) in behavior.values.enumerated() where !(abs(value) <= limit) {
        report(
          .outOfRange, at: joined(keyPath, "values") + "[\(index)]", value: formatNumber(value),
          expected: "\(formatNumber(-limit))...\(formatNumber(limit))",
          message:
            "\(formatNumber(value)) is out of range; a \(behavior.keyPath.rawValue) curve's values must be within \(formatNumber(-limit))...\(formatNumber(limit)) \(unit)"
        )
      }
    }
  }

  mutating func check(
    _ animation: PropertyAnimation, in layer: EmitterLayer, at keyPath: String
  ) {
    guard !animation.keyPath.isEmpty else {
      report(
        .missingKey("keyPath"), at: keyPath, value: nil, expected: "a \"keyPath\" member",
        message: "PropertyAnimation needs \"keyPath\"")
      return
    }
    let reference: LayerPropertyReference
    do {
      reference = try layer.animatedProperty(for: animation)
    } catch {
      let problem = ValueProblem(keyPathError: error)
      report(
        problem.kind, at: joined(keyPath, "keyPath"), value: problem.value,
        expected: problem.expected, message: problem.message)
      return
    }
    checkProperties(of: animation, schema: PropertyAnimation.schema, at: keyPath)
    if let group = animation.group {
      checkProperties(of: group, schema: PropertyAnimation.Group.schema, at: joined(keyPath, "group"))
    }
    guard var model = reference.value(in: layer) else { return }
    // `position` and `bounds` are unset until resolved against the superlayer: their form is
    // still a point's and a rectangle's.
    if model == .unset, let zero = reference.kind.zeroValue { model = zero }
    let absolute = !animation.isAdditive
    for (key, value) in [
      ("fromValue", animation.fromValue), ("toValue", animation.toValue),
      ("byValue", animation.byValue),
    ] where value != .unset {
      checkValue(
        value, like: model, kind: reference.kind, ranged: absolute && key != "byValue",
        at: joined(keyPath, key))
    }
    for (index, value) in animation.values.enumerated() {
      checkValue(
        value, like: model, kind: reference.kind, ranged: absolute,
        at: joined(keyPath, "values") + "[\(index)]")
    }
    checkSubCellRateBound(animation, model: model, at: keyPath)
    checkEventCountBound(animation, in: layer, model: model, at: keyPath)
    guard animation.isKeyframe else { return }
    if [animation.fromValue, animation.toValue, animation.byValue].contains(where: { $0 != .unset })
    {
      reportInconsistent(
        at: keyPath, value: nil, expected: "either fromValue/toValue/byValue or values",
        message:
          "an animation is basic (fromValue, toValue, byValue) or keyframe (values), not both")
    }
    checkKeyframeCounts(animation, at: keyPath)
  }

  /// An animated `birthRate` of a sub-cell born at its parent's death or contacts is a count
  /// per event: its largest value is held to `EmitterCell.maximumChildrenPerEvent` as the
  /// model's is (`checkBirthEvent`).
  private mutating func checkEventCountBound(
    _ animation: PropertyAnimation, in layer: EmitterLayer, model: PropertyValue, at keyPath: String
  ) {
    guard let path = EmitterLayer.subCellRatePath(animation.keyPath) else { return }
    var cells = layer.emitterCells
    var cell: EmitterCell?
    for name in path.split(separator: ".") {
      cell = cells.first { $0.name == String(name) && $0.retiredAt == nil }
      cells = cell?.emitterCells ?? []
    }
    let limit = EmitterCell.maximumChildrenPerEvent
    guard let cell, cell.birthEvent != .life,
      let bounds = animation.componentBounds(modelValue: model)?.first, bounds.upperBound > limit
    else { return }
    report(
      .outOfRange, at: keyPath, value: formatNumber(bounds.upperBound),
      expected: "0...\(formatNumber(limit))",
      message:
        "the animation takes birthRate to \(formatNumber(bounds.upperBound)), out of range for a"
        + " sub-cell born at its parent's \(cell.birthEvent.rawValue), where birthRate counts"
        + " children per event: allowed 0...\(formatNumber(limit))")
  }

  /// A sub-cell's slots per parent are sized for the largest rate its animations reach, so that
  /// rate must be finite (a cumulative animation repeating forever has none).
  private mutating func checkSubCellRateBound(
    _ animation: PropertyAnimation, model: PropertyValue, at keyPath: String
  ) {
    guard EmitterLayer.subCellRatePath(animation.keyPath) != nil,
      let bounds = animation.componentBounds(modelValue: model)?.first,
      !bounds.upperBound.isFinite
    else { return }
    report(
      .outOfRange, at: joined(keyPath, "repeatCount"),
      value: formatNumber(animation.timing.repeatCount), expected: "a finite repeatCount",
      message:
        "a cumulative animation of a sub-cell's birthRate that repeats forever has no largest"
        + " rate to size each parent's children for; give it a finite repeatCount")
  }

  private mutating func checkKeyframeCounts(_ animation: PropertyAnimation, at keyPath: String) {
    let count = animation.values.count
    for (name, shape) in [
      ("tensionValues", animation.tensionValues), ("continuityValues", animation.continuityValues),
      ("biasValues", animation.biasValues),
    ] where shape.count > count {
      reportInconsistent(
        at: joined(keyPath, name), value: "\(shape.count) \(name)",
        expected: "at most \(count), one per value",
        message: "\(shape.count) \(name) for \(count) values")
    }
    switch animation.calculationMode {
    case .paced, .cubicPaced:
      break
    case .discrete:
      let matches = animation.keyTimes.count == count || animation.keyTimes.count == count + 1
      checkKeyTimes(
        animation.keyTimes, count: matches ? animation.keyTimes.count : count, name: "keyTimes",
        at: joined(keyPath, "keyTimes"))
    case .linear, .cubic:
      checkKeyTimes(
        animation.keyTimes, count: count, name: "keyTimes", at: joined(keyPath, "keyTimes"))
      let functions = animation.timingFunctions.count
      if functions != 0, functions != count - 1 {
        reportInconsistent(
          at: joined(keyPath, "timingFunctions"), value: "\(functions) functions",
          expected: "\(count - 1) (one per segment between \(count) values)",
          message: "\(functions) timing functions for \(count - 1) segments")
      }
    }
  }

  /// Key times (or curve locations): none, or one per value, never decreasing.
  private mutating func checkKeyTimes(
    _ times: [Double], count: Int, name: String, at keyPath: String
  ) {
    guard !times.isEmpty else { return }
    if times.count != count {
      reportInconsistent(
        at: keyPath, value: "\(times.count) \(name)", expected: "\(count), one per value",
        message: "\(times.count) \(name) for \(count) values")
    }
    if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
      reportInconsistent(
        at: keyPath, value: nil, expected: "non-decreasing",
        message: "\(name) must not decrease")
    }
  }

  /// `keyPath` is built only for a value with a problem: a million keyframes make no strings.
  private mutating func checkValue(
    _ value: PropertyValue, like model: PropertyValue, kind: ValueKind, ranged: Bool,
    at makeKeyPath: @autoclosure () -> String
  ) {
    if model.components == nil {
      // A discrete keyframe of a boolean or a mode: the property's own form and choices.
      let fits: Bool
      switch (kind, value) {
      case (.boolean, .bool): fits = true
      case (.choice(let options), .string(let text)): fits = options.contains(text)
      default: fits = false
      }
      if !fits {
        report(
          .wrongType, at: makeKeyPath(), value: value.jsonValue.summary, expected: kind.description,
          message: "expected \(kind.description), got \(value.jsonValue.summary)")
      }
      return
    }
    guard let components = value.components, model.withComponents(components) == value else {
      let keyPath = makeKeyPath()
      report(
        .wrongType, at: keyPath, value: value.jsonValue.summary, expected: kind.description,
        message: "expected \(kind.description), got \(value.jsonValue.summary)")
      return
    }
    guard ranged else { return }
    let problems = kind.rangeProblems(of: value)
    guard !problems.isEmpty else { return }
    let keyPath = makeKeyPath()
    for problem in problems {
      report(
        problem.kind, at: keyPath + problem.subPath, value: problem.value,
        expected: problem.expected, message: problem.message)
    }
  }

  /// The names a burst of `layer` may give, in order: its top-level cells, then those its
  /// `insertCell`, `setCells` and `renameCell` events add (a recording bursts those too), and as a set.
  private func burstableCells(of layer: EmitterLayer) -> (names: [String], set: Set<String>) {
    var names = layer.emitterCells.compactMap(\.name)
    for change in layer.events {
      switch change.action {
      case .insertCell(let cell, _, nil): names += [cell.name].compactMap { $0 }
      case .setCells(let cells, nil): names += cells.compactMap(\.name)
      case .renameCell(let path, let name) where !path.contains("."): names.append(name)
      default: break
      }
    }
    return (names, Set(names))
  }

  private mutating func checkBurstCell(
    _ name: String?, among burstable: (names: [String], set: Set<String>), at keyPath: String
  ) {
    let names = burstable.names
    guard let name, burstable.set.contains(name) else {
      // Past the listing limit the problem is only counted: no suggestion search for it.
      let suggestion = log.isFull ? nil : name.flatMap { nearestName(to: $0, among: names) }
      report(
        name.map { .unknownValue($0, suggestion: suggestion) } ?? .missingKey("cell"),
        at: keyPath, value: name.map(quoted), expected: "the name of a top-level cell",
        message: "a burst needs the name of one of the layer's top-level cells"
          + (name.map { ", not \(quoted($0))" } ?? "") + didYouMean(suggestion))
      return
    }
  }

  private mutating func reportInconsistent(
    at keyPath: String, value: String?, expected: String, message: String
  ) {
    report(.inconsistent, at: keyPath, value: value, expected: expected, message: message)
  }
}
