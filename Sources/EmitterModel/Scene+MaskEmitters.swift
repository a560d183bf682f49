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
    guard layers.contains(where: \.hasMaskEmitter) else { return }
    let count = layers.count
    if superlayers.count < count {
      superlayers += Array(repeating: nil, count: count - superlayers.count)
    }
    if maskedLayers.count < count {
      maskedLayers += Array(repeating: nil, count: count - maskedLayers.count)
    }
    for index in 0..<count {
      guard var emitter = layers[index].mask?.emitterLayer else { continue }
      layers[index].mask?.emitter = nil
      // The masked layer's changes and animations of the emitter's keys become the emitter's.
      emitter.events = layers[index].events.compactMap(\.liftedToMaskEmitter)
      emitter.animations = layers[index].animations.compactMap(\.liftedToMaskEmitter)
      layers[index].events.removeAll { $0.liftedToMaskEmitter != nil }
      layers[index].animations.removeAll { $0.liftedToMaskEmitter != nil }
      layers.append(emitter)
      superlayers.append(index)
      maskedLayers.append(index)
    }
  }
}
