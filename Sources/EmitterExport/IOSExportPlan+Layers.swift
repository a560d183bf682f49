import EmitterModel

/// Layers and their sublayers: CALayer geometry, the CAEmitterLayer keys, cells, behaviours,
/// animations, then each sublayer under its superlayer, in array order.
extension IOSExportPlan {
  /// `variable` names it in the code (nil: a name made from the layer's).
  mutating func plan(
    _ layer: EmitterLayer, path: String, comment: String, superlayer: EmitterLayer?,
    variable: String? = nil
  ) -> IOSLayerPlan {
    let isEmitter = superlayer == nil || Self.needsEmitterLayer(layer)
    var object = IOSObject(
      variable: variable
        ?? names.make(layer.name, suffix: "Layer", fallback: isEmitter ? "emitter" : "plain"),
      kind: .layer, comment: comment)
    var result = IOSLayerPlan(layer: object)
    result.isEmitter = isEmitter
    result.fillsSuperlayer = layer.position == nil || layer.bounds == nil
    let timing = superlayer.map { Self.sublayerTiming(of: layer, in: $0) }

    for property in EmitterLayer.schema.properties {
      var value = property.value(in: layer)
      // A sublayer's clock runs in its superlayer's time on iOS: its timing is rewritten so
      // that it runs on the scene's clock as in EmitterKit; a top-level layer's beginTime is
      // written below, from `now`.
      if let timing {
        switch property.name {
        case "beginTime": value = .number(timing.beginTime)
        case "speed": value = .number(timing.speed)
        case "timeOffset": value = .number(timing.timeOffset)
        default: break
        }
      } else if property.name == "beginTime" {
        continue
      }
      guard value != property.defaultValue else { continue }
      if property.name == "beginTime", case .number(let seconds) = value {
        object.assignments.append(
          IOSAssignment(
            target: .property(swift: "beginTime", objc: "beginTime"), value: .double(seconds)))
        continue
      }
      guard let key = IOSKey.layer[property.name] else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "an EmitterKit key"))
        continue
      }
      // The mask shape is EmitterKit's own: iOS would take the unknown string as a point.
      if property.name == "emitterShape", layer.emitterShape == .mask {
        object.notOnIOS.append(
          note(
            "\(path).emitterShape", value,
            "EmitterKit's mask shape (emission from an image, text, path or layer): iOS has none, so the layer emits from emitterPosition"
          ))
        continue
      }
      if case .contents(let contents) = value {
        // A CGImage as the cells' contents are (UIImage(named:), or a drawn shape or emoji).
        object.assignments += contentsAssignments(
          contents, cell: EmitterCell(name: layer.name), path: path, object: &object)
      } else if let converted = convert(value, as: key.kind) {
        let suffix = property.name == "transform" ? "Transform" : "SublayerTransform"
        let named = nameTransforms(
          converted, base: VariableNames.identifier(layer.name, fallback: "layer") + suffix)
        object.assignments.append(IOSAssignment(target: key.target, value: named))
      } else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "no iOS form"))
      }
    }
    if let superlayer, superlayer.speed <= 0 {
      object.notOnIOS.append(
        note(
          "\(path).beginTime", nil,
          "the superlayer's speed is \(IOSNumberLiteral.plain(superlayer.speed)): on iOS this layer's clock stops with it, in EmitterKit it runs on"
        ))
    }

    var topCells: [IOSValue] = []
    for (cellIndex, cell) in layer.emitterCells.enumerated() {
      topCells.append(
        .variable(plan(cell, path: "\(path).emitterCells[\(cellIndex)]", into: &result.cells)))
    }
    if !topCells.isEmpty {
      object.assignments.append(
        IOSAssignment(
          target: .property(swift: "emitterCells", objc: "emitterCells"), value: .list(topCells)))
    }

    for (behaviorIndex, behavior) in layer.emitterBehaviors.enumerated() {
      let behaviorPath = "\(path).emitterBehaviors[\(behaviorIndex)]"
      guard IOSKey.behaviorTypes.contains(behavior.type.rawValue) else {
        object.notOnIOS.append(
          note(
            behaviorPath, .string(behavior.type.rawValue),
            "a behaviour type CAEmitterBehavior lacks"))
        continue
      }
      result.behaviors.append(plan(behavior, path: behaviorPath))
    }
    if !result.behaviors.isEmpty {
      usesBehaviors = true
      object.assignments.append(
        IOSAssignment(
          target: .key("emitterBehaviors"),
          value: .list(result.behaviors.map { .variable($0.variable) })))
    }
    if superlayer == nil {
      // Scene time 0 is when the function runs: the layer's clock starts then (plus its own
      // beginTime), so cell windows and animations measured in layer time start as in the scene.
      object.assignments.append(
        IOSAssignment(
          target: .property(swift: "beginTime", objc: "beginTime"),
          value: .sinceNow(layer.beginTime)))
    }

    // Core Animation reads an animation's beginTime 0 as the moment it is added: the layer's
    // time when the view is first shown, where the scene means the layer's time 0.
    let shownAt = Self.localTimeWhenShown(layer)
    // A group is kept in each of its animations (consecutive, under the group's key): the run
    // becomes one CAAnimationGroup, as the code that made it added it.
    let animations = layer.animations
    var animationIndex = 0
    while animationIndex < animations.count {
      let animation = animations[animationIndex]
      let animationPath = "\(path).animations[\(animationIndex)]"
      var end = animationIndex + 1
      if let group = animation.group {
        while end < animations.count, animations[end].group == group,
          animations[end].key == animation.key
        {
          end += 1
        }
        // The key is the group's; a member is named after what it animates.
        let members = (animationIndex..<end).map { index in
          var member = animations[index]
          member.key = nil
          return plan(member, path: "\(path).animations[\(index)]")
        }
        result.animations.append(
          (
            plan(
              group, members: members, key: animation.key,
              path: "\(path).animations[\(animationIndex)...\(end - 1)]"), animation.key
          ))
      } else {
        result.animations.append((plan(animation, path: animationPath), animation.key))
      }
      if animation.layerBeginTime == 0, shownAt != 0 {
        object.notOnIOS.append(
          note(
            "\(animationPath).beginTime", nil,
            "0 is the layer's time 0 in EmitterKit but the moment of adding on iOS, so there it starts at the layer's time \(IOSNumberLiteral.plain(shownAt))"
          ))
      }
      animationIndex = end
    }
    for (eventIndex, event) in layer.emissionEvents.enumerated() {
      object.notOnIOS.append(
        note("\(path).emissionEvents[\(eventIndex)]", nil, describe(event)))
    }
    for (eventIndex, event) in layer.events.enumerated() {
      object.notOnIOS.append(
        note(
          "\(path).events[\(eventIndex)]", nil,
          "a live \(event.typeName) at \(IOSNumberLiteral.plain(event.time)) s; make that call from your own code then"
        ))
    }
    result.layer = object
    if let mask = layer.mask { result.mask = plan(mask, of: layer, path: path + ".mask") }

    for (index, sublayer) in layer.sublayers.enumerated() {
      let subPath = "\(path).sublayers[\(index)]"
      result.sublayers.append(
        plan(
          sublayer, path: subPath, comment: subPath + (sublayer.name.map { " (\($0))" } ?? ""),
          superlayer: layer))
    }
    return result
  }

  /// A layer's mask: a plain CALayer, or, when it emits, a CAEmitterLayer with its emitter
  /// keys, cells and behaviours (planned as a sublayer of the masked layer is: EmitterKit runs
  /// its clock in the masked layer's time). Its own keys are CALayer's, written as a layer's are.
  mutating func plan(_ mask: LayerMask, of layer: EmitterLayer, path: String) -> IOSMaskPlan {
    var result: IOSMaskPlan
    if let emitter = mask.emitter {
      let emitting = plan(
        emitter, path: path, comment: path, superlayer: layer,
        variable: names.make(layer.name, suffix: "MaskLayer", fallback: "emitter"))
      result = IOSMaskPlan(
        layer: emitting.layer, cells: emitting.cells, behaviors: emitting.behaviors,
        isEmitter: true)
    } else {
      result = IOSMaskPlan(
        layer: IOSObject(
          variable: names.make(layer.name, suffix: "Mask", fallback: "mask"), kind: .layer,
          comment: path))
    }
    result.fillsLayer = mask.position == nil || mask.bounds == nil
    var object = result.layer
    for property in LayerMask.schema.properties {
      let value = property.value(in: mask)
      guard value != property.defaultValue else { continue }
      guard let key = IOSKey.layer[property.name] else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "an EmitterKit key"))
        continue
      }
      if case .contents(let contents) = value {
        object.assignments += contentsAssignments(
          contents, cell: EmitterCell(name: layer.name.map { $0 + " mask" }), path: path,
          object: &object)
      } else if let converted = convert(value, as: key.kind) {
        let named = nameTransforms(
          converted, base: VariableNames.identifier(layer.name, fallback: "layer") + "MaskTransform")
        object.assignments.append(IOSAssignment(target: key.target, value: named))
      } else {
        object.notOnIOS.append(note("\(path).\(property.name)", value, "no iOS form"))
      }
    }
    result.layer = object
    return result
  }

  /// Whether a sublayer needs CAEmitterLayer: it has cells, behaviours or emission events, sets
  /// a CAEmitterLayer key, or animates one.
  static func needsEmitterLayer(_ layer: EmitterLayer) -> Bool {
    if !layer.emitterCells.isEmpty || !layer.emitterBehaviors.isEmpty
      || !layer.emissionEvents.isEmpty
    {
      return true
    }
    for property in EmitterLayer.schema.properties
    where IOSKey.emitterLayerOnly.contains(property.name)
      && property.value(in: layer) != property.defaultValue
    {
      return true
    }
    return layer.animations.contains { animation in
      let first = animation.keyPath.split(separator: ".").first.map(String.init) ?? ""
      return IOSKey.emitterLayerOnly.contains(first)
    }
  }

  /// The layer's local time at scene time 0, when the exported function shows it: every
  /// layer's clock runs from scene time in EmitterKit, as `(t - beginTime) · speed +
  /// timeOffset`.
  static func localTimeWhenShown(_ layer: EmitterLayer) -> Double {
    (0 - layer.beginTime) * layer.speed + layer.timeOffset
  }

  /// A sublayer's `beginTime`, `speed` and `timeOffset` as iOS needs them. EmitterKit runs every
  /// layer's clock from scene time (`(t - beginTime) · speed + timeOffset`); Core Animation runs
  /// a sublayer's from its superlayer's local time. With the superlayer's local time
  /// `(t - B) · S + O`, the sublayer's begins at `(b - B) · S + O` and runs at `s / S`, so both
  /// read the same local time at every scene time (a stopped superlayer, `S` 0, keeps the
  /// sublayer's own values: iOS stops it too, and the plan says so).
  package static func sublayerTiming(of layer: EmitterLayer, in superlayer: EmitterLayer) -> (
    beginTime: Double, speed: Double, timeOffset: Double
  ) {
    guard superlayer.speed > 0 else { return (layer.beginTime, layer.speed, layer.timeOffset) }
    return (
      (layer.beginTime - superlayer.beginTime) * superlayer.speed + superlayer.timeOffset,
      layer.speed / superlayer.speed, layer.timeOffset
    )
  }

  /// `value` with a variable name for every transform that takes more than one call to build
  /// (the printers build it on the lines before the statement using it).
  mutating func nameTransforms(_ value: IOSValue, base: String) -> IOSValue {
    switch value {
    case .transform(let transform, nil) where !transform.isSingleCall:
      return .transform(transform, variable: names.make(base, suffix: "", fallback: "transform"))
    case .list(let items): return .list(items.map { nameTransforms($0, base: base) })
    case .object(let inner): return .object(nameTransforms(inner, base: base))
    default: return value
    }
  }
}
