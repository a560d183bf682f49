/// Live changes of a mask's emitter keys (`mask.birthRate`, `mask.emitterPosition`,
/// `mask.emitterCells.spark.birthRate`), set and animated on the masked layer as the same keys
/// of an emitter layer are.
///
/// On the tree (a scene file, the classes) they are the masked layer's changes, resolved against
/// `mask.emitter`. `Scene.flattened` lifts the emitter into a layer of its own
/// (`Scene+MaskEmitters`) and moves them there with `mask.` taken off; a running system sends
/// a live call there the same way (`StepPlanner.routedToMaskEmitter`), so both simulators
/// apply them through the one path every emitter layer's changes take and a recording replays
/// them. `unflattened` puts them back on the masked layer.
extension LayerMask {
  /// The emitter's own key path in a masked layer's `keyPath` (`mask.emitterCells.spark.birthRate`
  /// → `emitterCells.spark.birthRate`); nil for any key path that names no emitter key of the mask.
  package static func emitterKeyPath(in keyPath: String) -> String? {
    guard keyPath.hasPrefix("mask.") else { return nil }
    let rest = keyPath.dropFirst("mask.".count)
    let root = rest.prefix { $0 != "." }
    guard emitterKeys.contains(String(root)) else { return nil }
    return String(rest)
  }
}

extension EmitterLayer {
  /// `keyPath` (`mask.` and an emitter key) resolved against the mask's emitter; errors name
  /// the whole key path.
  func maskEmitterProperty(atKeyPath keyPath: String, animatable: Bool) throws(KeyPathError)
    -> LayerPropertyReference
  {
    guard let emitter = mask?.emitter, let inner = LayerMask.emitterKeyPath(in: keyPath) else {
      throw KeyPathError(keyPath: keyPath, kind: .maskDoesNotEmit)
    }
    do {
      let reference = try emitter.property(atKeyPath: inner, animatable: animatable)
      return LayerPropertyReference(keyPath: keyPath, target: .maskEmitter(reference))
    } catch {
      throw KeyPathError(keyPath: keyPath, kind: error.kind)
    }
  }
}

extension PropertyAnimation {
  /// The animation of the mask's emitter key it drives, as the emitter's own (`mask.` taken
  /// off); nil when it drives anything else.
  package var liftedToMaskEmitter: PropertyAnimation? {
    guard let inner = LayerMask.emitterKeyPath(in: keyPath) else { return nil }
    var lifted = self
    lifted.keyPath = inner
    return lifted
  }

  /// A lifted emitter's animation as the masked layer's (`mask.` put back).
  package var loweredIntoMask: PropertyAnimation {
    var lowered = self
    lowered.keyPath = "mask." + keyPath
    return lowered
  }
}

extension LayerChange {
  /// The change as the mask's emitter layer takes it (`mask.` taken off its key path): a `set`
  /// of a mask emitter key, an added animation of one, or a cell or behaviour change of the
  /// mask (`ofMask`) as the emitter's own; nil for every other change.
  package var liftedToMaskEmitter: LayerChange? {
    var lifted = self
    switch action {
    case .set(let keyPath, let value):
      guard let inner = LayerMask.emitterKeyPath(in: keyPath) else { return nil }
      lifted.action = .set(keyPath: inner, value: value)
    case .addAnimation(let animation, let key):
      guard let inner = animation.liftedToMaskEmitter else { return nil }
      lifted.action = .addAnimation(inner, key: key)
    case _ where isCellOrBehaviorChange:
      guard ofMask else { return nil }
      lifted.ofMask = false
    default:
      return nil
    }
    return lifted
  }

  /// Whether the change is one `ofMask` may mark: a cell or behaviour change.
  package var isCellOrBehaviorChange: Bool {
    switch action {
    case .insertCell, .removeCell, .setCells, .renameCell, .insertBehavior, .removeBehavior,
      .setBehaviors:
      true
    default: false
    }
  }

  /// Refuses `ofMask` on a change that is not a cell or behaviour change (the mask's keys are
  /// `mask.KEY` key paths instead).
  package func checkOfMask() throws(LiveChangeError) {
    guard ofMask, !isCellOrBehaviorChange else { return }
    let types = LayerChange.maskListTypes.joined(separator: ", ")
    throw LiveChangeError(
      keyPath: keyPath, value: "mask: true", expected: types,
      message:
        "\(keyPath): a \"\(typeName)\" change cannot be of the mask (\"mask\": true marks only"
        + " \(types); the mask's keys are set as mask.KEY)")
  }

  /// A lifted emitter's change as the masked layer's (`mask.` put back on its key path).
  package var loweredIntoMask: LayerChange {
    var lowered = self
    switch action {
    case .set(let keyPath, let value):
      lowered.action = .set(keyPath: "mask." + keyPath, value: value)
    case .addAnimation(let animation, let key):
      lowered.action = .addAnimation(animation.loweredIntoMask, key: key)
    case .insertCell, .removeCell, .setCells, .renameCell, .insertBehavior, .removeBehavior,
      .setBehaviors:
      lowered.ofMask = true
    default: break
    }
    return lowered
  }

  /// `events` with `added` placed among them by time (each after every event at or before its
  /// time), the order within each kept: applied in order, as a scene file's checks do, they
  /// meet each other as the simulation, in time order, does.
  package static func merged(_ events: [LayerChange], _ added: [LayerChange]) -> [LayerChange] {
    var merged = events
    var floor = 0
    for change in added {
      let position = merged[floor...].firstIndex { $0.time > change.time } ?? merged.endIndex
      merged.insert(change, at: position)
      floor = position + 1
    }
    return merged
  }
}

extension Scene {
  /// Layer `index` of a flattened scene as the tree holds it: with its mask's emitter back in
  /// the mask, so `mask.birthRate` and the rest resolve against it as in a scene file.
  package func layerWithMaskEmitter(_ index: Int) -> EmitterLayer {
    var layer = layers[index]
    if let emitter = maskEmitters[index], layer.mask != nil {
      layer.mask?.emitter = LayerMask.emitterPart(of: layers[emitter])
    }
    return layer
  }
}

extension EmitterLayer {
  /// The layer (a scene file's tree) with `change` applied at `now`: a change of the mask's
  /// emitter (`ofMask`) to the mask's emitter, refused when the mask emits nothing.
  package func applying(_ change: LayerChange, at now: Double) throws(LiveChangeError)
    -> EmitterLayer
  {
    guard change.ofMask else { return try applying(change.action, at: now) }
    guard let emitter = mask?.emitter else {
      let keyPath = "mask." + change.keyPath
      throw LiveChangeError(
        keyPath: keyPath, expected: "a mask that emits",
        message: KeyPathError(keyPath: keyPath, kind: .maskDoesNotEmit).description)
    }
    var layer = self
    do {
      layer.mask?.emitter = try emitter.applying(change.action, at: now)
    } catch {
      throw error.underMask
    }
    return layer
  }
}

extension LiveChangeError {
  /// The error of a change the mask's emitter refused, named as the masked layer's call named
  /// it: its key path under `mask.`.
  package var underMask: LiveChangeError {
    guard !keyPath.isEmpty else {
      return LiveChangeError(
        keyPath: "mask", value: value, expected: expected, message: "mask: " + message)
    }
    return LiveChangeError(
      keyPath: "mask." + keyPath, value: value, expected: expected,
      message: "mask." + description)
  }
}
