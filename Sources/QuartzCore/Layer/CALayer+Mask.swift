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
    if let newMask, let key = newMask.animationList.first?.key { newMask.reportMaskAnimation(key) }
    if let old = extras.mask, old.maskedLayer === self { old.maskedLayer = nil }
    extras.mask = newMask
    newMask?.maskedLayer = self
    guard LiveTree.isDisplayed(self) else { return }
    guard newMask != nil else {
      return LiveChanges.record(.set(self, keyPath: "mask", value: .unset))
    }
    LiveChanges.record(.setMask(self))
  }

  /// An animation on a mask layer is kept but not drawn: the scene model's mask has no
  /// animations of its own (its keys change live when set; the masked layer's `mask.KEY` key
  /// paths animate in a scene file). Said once per animation, when it meets a mask.
  func reportMaskAnimation(_ key: String) {
    KeyValueDiagnostics.report(
      key: key, value: description,
      message: "an animation on a layer used as a mask is kept but not drawn: the mask draws its"
        + " keys' values as set",
      suggestion: "set the mask's keys (each set on a shown mask is drawn from the commit), or"
        + " animate the masked layer itself (its opacity, or its position)")
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
