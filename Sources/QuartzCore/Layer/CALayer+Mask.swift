internal import EmitterModel
import Foundation

/// A layer's `mask` in the scene model (`LayerMask`) and on a displayed tree.
///
/// The mask layer is not in the tree: it keeps a weak link to the layer it masks, so a change
/// of one of its keys while that layer is shown reaches the running system as a live change of
/// the masked layer's `mask.KEY`, as `backgroundColor` or `cornerRadius` of a shown layer do.
/// What a mask draws is its own background and contents (a `CAShapeLayer`'s path is drawn as
/// its contents) and, when it has sublayers, theirs too, flattened into one image when the mask
/// is read (`CALayer+MaskFlattening`). A `CAEmitterLayer` mask with cells also emits: its
/// emitter keys and cells become the mask's `emitter`, simulated as any emitter layer and drawn
/// into the mask every frame.
extension CALayer {
  /// The keys of a mask layer the scene model keeps (`LayerMask.schema`).
  static let maskKeys = Set(LayerMask.schema.properties.map(\.name))

  /// Sets the mask: links it to this layer and, while this layer is shown, sends the change
  /// live: a mask taken away is the engine's `mask` set to null (the layer draws unmasked from
  /// the commit), a new mask is the engine's `setMask` with the new mask whole, read at the
  /// commit (a `CAEmitterLayer` mask starts emitting then; the old mask's particles go).
  func setMask(_ newMask: CALayer?) {
    guard newMask !== extras.mask else { return }
    let old = extras.mask
    if let old, old.maskedLayer === self { old.maskedLayer = nil }
    extras.mask = newMask
    newMask?.maskedLayer = self
    guard LiveTree.isDisplayed(self) else { return }
    // The old mask's animations go with it; the new one's come with it.
    for entry in old?.animationList ?? [] {
      LiveChanges.record(.removeAnimation(self, key: Self.maskAnimationKey(entry.key)))
    }
    guard let newMask else {
      return LiveChanges.record(.set(self, keyPath: "mask", value: .unset))
    }
    LiveChanges.record(.setMask(self))
    for entry in newMask.animationList {
      LiveChanges.record(.addMaskAnimation(self, entry.animation, key: entry.key))
    }
  }

  /// The key an animation added to this layer's mask under `key` runs under in the engine.
  static func maskAnimationKey(_ key: String) -> String { "mask." + key }

  /// `animation`, added to this layer's mask under `key`, as this layer's model animations of
  /// `mask.KEY` (the model's mask has no animations of its own): converted against `model`, this
  /// layer's model, whose geometry, opacity, colour and corner keys have the mask's kinds, then
  /// its key paths and key put under `mask.`. Geometry sub-paths (`position.x`,
  /// `transform.rotation.z`) route as the whole keys do; one the mask cannot animate (a key a
  /// mask does not have, such as `borderWidth`) is reported and left out.
  func maskAnimations(
    _ animation: CAAnimation, keptAs key: String, model: EmitterLayer, namingAnonymous: Bool
  ) -> [PropertyAnimation] {
    // An emitting mask's cells and behaviours (`emitterCells.spark.birthRate`) are its
    // emitter's: key paths into them are converted against those; its other keys have the
    // masked layer's kinds.
    var kinds = model
    if let emitter = model.mask?.emitter {
      kinds.emitterCells = emitter.emitterCells
      kinds.emitterBehaviors = emitter.emitterBehaviors
    }
    return animation.modelAnimations(keptAs: key, layer: kinds, namingAnonymous: namingAnonymous)
      .compactMap { converted in
        var routed = converted
        routed.keyPath = Self.maskAnimationKey(converted.keyPath)
        routed.key = converted.key.map(Self.maskAnimationKey)
        do {
          _ = try model.property(atKeyPath: routed.keyPath)
        } catch {
          KeyValueDiagnostics.report(
            key: converted.keyPath, value: key,
            message: "an animation of a mask's \(converted.keyPath) is not drawn (\(error)); a mask"
              + " animates position, bounds, anchorPoint, transform (and their sub-paths such as"
              + " position.x), opacity, backgroundColor, cornerRadius")
          return nil
        }
        return routed
      }
  }

  /// Every animation this layer's mask holds, as `maskAnimations` makes them.
  func maskModelAnimations(in model: EmitterLayer, namingAnonymous: Bool) -> [PropertyAnimation] {
    guard let mask = extras.mask else { return [] }
    return mask.animationList.flatMap { entry in
      maskAnimations(
        entry.animation, keptAs: entry.key, model: model, namingAnonymous: namingAnonymous)
    }
  }

  /// This layer when it is a shown layer's mask: the layer it masks, which takes its changes.
  var shownMaskedLayer: CALayer? {
    guard let masked = maskedLayer, masked.extras.mask === self, LiveTree.isDisplayed(masked)
    else { return nil }
    return masked
  }

  /// A change of `key` on this layer when it is a shown layer's mask: the masked layer's
  /// `mask.KEY` set live to the mask's new value of that key (sub-paths send their key's whole
  /// value: `position.x` sends `mask.position`), an emitter key's as the emitter's
  /// (`mask.birthRate`: the running system sends it to the mask's particles).
  func forwardMaskChange(forKey key: String) {
    guard let masked = shownMaskedLayer else { return }
    let root = String(key.split(separator: ".").first ?? Substring(key))
    if LayerMask.emitterKeys.contains(root) {
      // The lists are sent by their setters (`replaceCells` of the mask); a mask that emits nothing
      // keeps its keys until it is given cells, when it is set whole with them.
      guard masked.maskModel?.emitter != nil, root != "emitterCells", root != "emitterBehaviors",
        let property = EmitterLayer.schema.property(named: root)
      else { return }
      return LiveChanges.record(
        .set(masked, keyPath: "mask." + root, value: property.value(in: layerModel)))
    }
    // A hidden mask masks everything out: its opacity reads 0.
    let keys = root == "frame" ? ["bounds", "position"] : root == "hidden" ? ["opacity"] : [root]
    guard let model = masked.maskModel else { return }
    for name in keys {
      guard let property = LayerMask.schema.property(named: name) else { continue }
      LiveChanges.record(
        .set(masked, keyPath: "mask." + name, value: property.value(in: model)))
    }
  }

  /// This layer's mask as the scene model holds it; nil without a mask. A shape layer's path
  /// is drawn first, so its contents are current.
  var maskModel: LayerMask? {
    guard let layer = extras.mask else { return nil }
    layer.runDisplayIfNeeded()
    let model = layer.layerModel
    var mask = LayerMask()
    mask.position = model.position
    mask.bounds = model.bounds
    mask.anchorPoint = model.anchorPoint
    mask.transform = model.transform
    mask.opacity = model.isHidden ? 0 : model.opacity
    mask.backgroundColor = model.backgroundColor
    mask.cornerRadius = model.cornerRadius
    mask.contents = model.contents
    mask.contentsGravity = model.contentsGravity
    mask.contentsScale = model.contentsScale
    if let emitter = layer as? CAEmitterLayer, emitter.cellList?.isEmpty == false {
      mask.emitter = LayerMask.emitterPart(of: LayerSceneBuilder.ownModel(of: emitter))
    }
    // With sublayers, the whole drawing is the mask's one image (`flattenedMaskContents`).
    if let flattened = layer.flattenedMaskContents() {
      mask.backgroundColor = .clear
      mask.cornerRadius = 0
      mask.contents = flattened
      mask.contentsGravity = .resize
      mask.contentsScale = Self.flattenedMaskScale
    }
    return mask
  }
}
