import EmitterModel

/// A mask's emitter in a running system: the layer `Scene.flattened` lifted it into takes the
/// live changes of its keys made on the masked layer, and leaves with the mask.
extension StepPlanner {
  /// Where a live change made on layer `index` acts: a change of its mask's emitter keys on the
  /// emitter's layer while it runs (`Scene.routedToMaskEmitter`); otherwise, or once the mask
  /// was taken away, on `index` (where a mask emitter key is refused: the mask emits nothing).
  func routedToMaskEmitter(_ change: LayerChange, layer index: Int) -> (LayerChange, Int) {
    let routed = structure.routedToMaskEmitter(change, layer: index)
    guard routed.layer != index, !removedLayers.contains(routed.layer) else {
      return (change, index)
    }
    return routed
  }

  /// The emitter's layer of layer `index`'s mask while it runs; nil without one.
  func runningMaskEmitter(of index: Int) -> Int? {
    guard let emitter = structure.maskEmitters[index], !removedLayers.contains(emitter) else {
      return nil
    }
    return emitter
  }

  /// Layer `index`'s mask taken away (`mask` set to null) at this step: its emitter's layer is
  /// removed as a sublayer is (`removeSubtree`: its cells and particles dropped, its index
  /// kept), so nothing simulates particles no mask draws. Returns the flat cell map and the
  /// layers removed; nothing when the mask emits nothing.
  mutating func removeMaskEmitter(of index: Int) -> (map: [Int?]?, removed: [Int]) {
    guard let emitter = runningMaskEmitter(of: index) else { return (nil, []) }
    materializeTree()
    var map: [Int?]?
    let removed = removeSubtree(of: emitter) { step in
      map = map.map { Self.composing($0, step) } ?? step
    }
    return (map, removed)
  }
}
