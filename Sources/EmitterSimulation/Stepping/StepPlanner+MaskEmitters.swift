import EmitterModel

/// A mask's emitter in a running system: the layer `Scene.flattened` lifted it into takes the
/// live changes of its keys made on the masked layer, and leaves with the mask.
extension StepPlanner {
  /// Where a live change made on layer `index` acts: a change of its mask's emitter keys on the
  /// layer of the emitter that runs at the change (`Scene.routedToMaskEmitter`; after a pending
  /// `setMask`, that mask's emitter); otherwise, or once the mask was taken away or replaced by
  /// one that emits nothing, on `index` (where a mask emitter key is refused: the mask emits
  /// nothing).
  func routedToMaskEmitter(_ change: LayerChange, layer index: Int) -> (LayerChange, Int) {
    guard let lifted = change.liftedToMaskEmitter, let emitter = runningMaskEmitter(of: index)
    else { return (change, index) }
    return (lifted, emitter)
  }

  /// The emitter's layer of layer `index`'s mask as the pending changes leave it (a layer
  /// waiting for its `setMask`'s moment, or the one running); nil without one.
  func runningMaskEmitter(of index: Int) -> Int? {
    if pendingChanges.indices.contains(index),
      let last = pendingChanges[index].last(where: \.replacesMask)
    {
      guard case .setMask = last.action else { return nil }
      return last.layerIndex
    }
    guard let emitter = structure.maskEmitters[index], !removedLayers.contains(emitter) else {
      return nil
    }
    return emitter
  }

  /// Checks a `setMask` made on layer `index` whose mask emits against what the simulation
  /// holds, and numbers and reserves its emitter's layer as an inserted sublayer's
  /// (`reserve`): the change as kept, with that layer's index.
  mutating func scheduleMaskEmitter(_ change: LayerChange, layer index: Int)
    throws(LiveChangeError) -> LayerChange
  {
    guard let emitter = change.insertedLayer else { return change }
    try checkCapacity(adding: [emitter], keyPath: "mask")
    var numbered = change
    numbered.layerIndex = layerCount
    reserve(numbered, owner: index, numbered: [:], recorded: isRecording)
    return numbered
  }

  /// Layer `index`'s mask replaced at this step (`setMask`): the mask's own keys on the layer,
  /// the old mask's emitter removed with its particles (`removeMaskEmitter`) and the new one's
  /// started (`startPendingLayers`) and linked as the mask's. Returns the flat cell map and the
  /// layers started or removed.
  mutating func replaceMask(by change: LayerChange, of index: Int)
    -> (map: [Int?]?, changed: [Int])
  {
    guard case .setMask(var mask) = change.action else { return (nil, []) }
    // The emitter lives in its own layer (`Scene+MaskEmitters`).
    mask.emitter = nil
    structure.layers[index].mask = mask
    var (map, changed) = removeMaskEmitter(of: index)
    guard let root = change.layerIndex else { return (map, changed) }
    let started = startPendingLayers(root) { step in
      map = map.map { Self.composing($0, step) } ?? step
    }
    if structure.maskedLayers.count < structure.layers.count {
      structure.maskedLayers += Array(
        repeating: nil, count: structure.layers.count - structure.maskedLayers.count)
    }
    for layer in started { structure.maskedLayers[layer] = index }
    changed += started
    return (map, changed)
  }

  /// Layer `index`'s mask taken away (`mask` set to null) at this step: its emitter's layer is
  /// removed as a sublayer is (`removeSubtree`: its cells and particles dropped, its index
  /// kept), so nothing simulates particles no mask draws. Returns the flat cell map and the
  /// layers removed; nothing when the mask emits nothing.
  mutating func removeMaskEmitter(of index: Int) -> (map: [Int?]?, removed: [Int]) {
    guard let emitter = structure.maskEmitters[index], !removedLayers.contains(emitter) else {
      return (nil, [])
    }
    materializeTree()
    var map: [Int?]?
    let removed = removeSubtree(of: emitter) { step in
      map = map.map { Self.composing($0, step) } ?? step
    }
    return (map, removed)
  }
}

extension LayerChange {
  /// Whether the change gives the layer another mask or none (`setMask`, `mask` set to null).
  var replacesMask: Bool {
    switch action {
    case .setMask, .set("mask", .unset): true
    default: false
    }
  }
}
