/// A mask's particles as a layer of the flattened scene: the one path every emitter takes.
///
/// `flattened` lifts each `LayerMask.emitter` out of its mask into a layer of its own, appended
/// after the tree and linked to the masked layer (`superlayers`, for its clock; `maskedLayers`,
/// so no sublayer list holds it and it is not drawn on the canvas). Both simulators then step
/// it as any layer, with its own seed and flat index, and the renderers draw its particles into
/// the masked layer's mask, placed by the mask's keys (`LayerMaskDrawing`). The masked layer's
/// changes and animations of the emitter's keys move with it (`LayerChange+MaskEmitter`).
/// `unflattened` puts it and them back.
extension EmitterLayer {
  /// Whether this layer's mask emits particles.
  package var hasMaskEmitter: Bool { mask?.emitter != nil }

}

extension LayerMask {
  /// The layer a mask's emitter is simulated as: its emitter keys and cells, placed by the
  /// mask's geometry (so its particles, in mask points, land where the mask is) and drawing
  /// nothing else.
  package var emitterLayer: EmitterLayer? {
    guard let emitter else { return nil }
    var layer = Self.emitterPart(of: emitter)
    layer.position = position
    layer.bounds = bounds
    layer.anchorPoint = anchorPoint
    layer.transform = transform
    return layer
  }

  /// The keys of `layer` a mask's emitter holds (`emitterKeys`), every other key at its default.
  package static func emitterPart(of layer: EmitterLayer) -> EmitterLayer {
    var part = EmitterLayer()
    for property in EmitterLayer.schema.properties where emitterKeys.contains(property.name) {
      property.setValue(property.value(in: layer), in: &part)
    }
    part.emitterCells = layer.emitterCells
    part.emitterBehaviors = layer.emitterBehaviors
    return part
  }
}

extension Scene {
  /// The layer whose mask draws layer `index`'s particles; nil for a layer of the tree.
  package func maskedLayer(of index: Int) -> Int? {
    maskedLayers.indices.contains(index) ? maskedLayers[index] : nil
  }

  /// Each masked layer's mask emitter, by the masked layer's index.
  package var maskEmitters: [Int: Int] {
    var emitters: [Int: Int] = [:]
    for (index, masked) in maskedLayers.enumerated() { if let masked { emitters[masked] = index } }
    return emitters
  }

  /// `flattened`'s last step: every mask's emitter appended as a layer of its own, the masks
  /// left without one (so flattening again adds nothing).
  mutating func liftMaskEmitters() {
    // A scene without one keeps its flattening as it was (no `maskedLayers` at all).
    guard layers.contains(where: { $0.hasMaskEmitter || $0.setsMaskEmitter }) else { return }
    let count = layers.count
    if superlayers.count < count {
      superlayers += Array(repeating: nil, count: count - superlayers.count)
    }
    if maskedLayers.count < count {
      maskedLayers += Array(repeating: nil, count: count - maskedLayers.count)
    }
    for index in 0..<count {
      let (kept, lifted) = Self.routingMaskEmitterEvents(layers[index].events)
      layers[index].events = kept
      guard var emitter = layers[index].mask?.emitterLayer else { continue }
      layers[index].mask?.emitter = nil
      // The masked layer's changes and animations of the emitter's keys become the emitter's.
      emitter.events = lifted
      emitter.animations = layers[index].animations.compactMap(\.liftedToMaskEmitter)
      layers[index].animations.removeAll { $0.liftedToMaskEmitter != nil }
      layers.append(emitter)
      superlayers.append(index)
      maskedLayers.append(index)
    }
  }

  /// A masked layer's `events` with each change of the mask's emitter keys moved to the emitter
  /// that runs at its time: those after a `setMask` whose mask emits into that mask's emitter
  /// (the layer it starts, `LayerChange.insertedLayer`), those before any into `lifted` (the
  /// first mask's emitter); `mask.` taken off. Those after a mask that emits nothing stay (and
  /// are refused there). `removeAnimation` and `removeAllAnimations` stay and are copied to the
  /// emitter too, as a live call's are (`StepPlanner.schedule`): the animations they remove
  /// may be on either.
  static func routingMaskEmitterEvents(_ events: [LayerChange])
    -> (kept: [LayerChange], lifted: [LayerChange])
  {
    guard events.contains(where: { $0.liftedToMaskEmitter != nil || $0.removesAnimations }) else {
      return (events, [])
    }
    var kept = events
    var moved = Set<Int>()
    var lifted: [LayerChange] = []
    // The `setMask` event whose mask runs at the time reached; nil: the first mask.
    var current: Int?
    var emits = true
    let order = events.indices.sorted { (events[$0].time, $0) < (events[$1].time, $1) }
    for position in order {
      let change = events[position]
      if case .setMask(let mask) = change.action {
        (current, emits) = (position, mask.emitter != nil)
        continue
      }
      if case .set("mask", .unset) = change.action { emits = false }
      // A removal reaches both: the layer's own animations and those moved to the emitter.
      let copied = change.removesAnimations
      guard let routed = copied ? change : change.liftedToMaskEmitter, emits else { continue }
      if !copied { moved.insert(position) }
      guard let current, case .setMask(var mask) = kept[current].action else {
        lifted.append(routed)
        continue
      }
      mask.emitter?.events.append(routed)
      kept[current].action = .setMask(mask)
    }
    kept = kept.indices.filter { !moved.contains($0) }.map { kept[$0] }
    return (kept, lifted)
  }
}

extension EmitterLayer {
  /// Whether one of this layer's events sets a mask that emits.
  package var setsMaskEmitter: Bool {
    events.contains { change in
      guard case .setMask(let mask) = change.action else { return false }
      return mask.emitter != nil
    }
  }
}

extension LayerChange {
  /// `events` as a scene file writes them: the changes `Scene.routingMaskEmitterEvents` moved
  /// into a `setMask`'s emitter put back among the layer's own, `mask.` put back.
  package static func loweringMaskEmitterEvents(_ events: [LayerChange]) -> [LayerChange] {
    var lowered: [LayerChange] = []
    let kept = events.map { change in
      guard case .setMask(var mask) = change.action, let moved = mask.emitter?.events,
        !moved.isEmpty
      else { return change }
      // Removals are copies of the layer's own (`routingMaskEmitterEvents`).
      lowered += moved.filter { !$0.removesAnimations }.map(\.loweredIntoMask)
      mask.emitter?.events = []
      var change = change
      change.action = .setMask(mask)
      return change
    }
    guard !lowered.isEmpty else { return events }
    let inOrder = lowered.enumerated().sorted { ($0.1.time, $0.0) < ($1.1.time, $1.0) }
    return merged(kept, inOrder.map(\.1))
  }
}

extension LayerChange {
  /// Whether the change removes animations (`removeAnimation`, `removeAllAnimations`).
  package var removesAnimations: Bool {
    switch action {
    case .removeAnimation, .removeAllAnimations: true
    default: false
    }
  }
}
