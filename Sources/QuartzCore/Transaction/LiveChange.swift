internal import EmitterModel

/// A change to a displayed layer tree, kept by the transaction until its outermost commit,
/// when each host that displays the layer turns it into a live call of its running system.
enum LiveChange {
  /// A model key of a layer, or of one of its cells or behaviours (`emitterCells.NAME.KEY`).
  case set(CALayer, keyPath: String, value: PropertyValue)
  /// An animation added under `key`.
  case addAnimation(CALayer, CAAnimation, key: String)
  /// An animation added under `key` to the layer's mask (the engine's `mask.KEY` animation of
  /// the layer, under `mask.` + `key`: `CALayer.maskAnimations`).
  case addMaskAnimation(CALayer, CAAnimation, key: String)
  /// The animation under `key` removed.
  case removeAnimation(CALayer, key: String)
  /// Every animation of the layer removed.
  case removeAllAnimations(CALayer)
  /// The `emitterCells` of the layer (`parent` nil) or of its cell at the dotted name path
  /// `parent` replaced (read at the commit). With `ofMask` (here and below), of the layer's
  /// `CAEmitterLayer` mask (the engine's change of the mask's emitter).
  case replaceCells(CALayer, parent: String?, ofMask: Bool)
  /// The layer's `emitterBehaviors` replaced (read at the commit).
  case replaceBehaviors(CALayer, ofMask: Bool)
  /// The own behaviours of `cell`, at the dotted name path `path` of the layer, replaced (read
  /// at the commit).
  case replaceCellBehaviors(CALayer, path: String, cell: CAEmitterCell, ofMask: Bool)
  /// The cell at the dotted name path `path` of the layer named `name`.
  case renameCell(CALayer, path: String, to: String, ofMask: Bool)
  /// A layer added to a displayed superlayer (its subtree read at the commit).
  case insert(CALayer)
  /// A displayed layer taken out of `from`.
  case remove(CALayer, from: CALayer)
  /// The layer's `mask` set to another layer (read at the commit, `maskModel`).
  case setMask(CALayer)

  var layer: CALayer {
    switch self {
    case .set(let layer, _, _), .addAnimation(let layer, _, _), .addMaskAnimation(let layer, _, _),
      .removeAnimation(let layer, _),
      .removeAllAnimations(let layer), .replaceCells(let layer, _, _),
      .replaceBehaviors(let layer, _), .replaceCellBehaviors(let layer, _, _, _),
      .renameCell(let layer, _, _, _), .insert(let layer), .remove(let layer, _),
      .setMask(let layer):
      layer
    }
  }
}

/// Where changes of displayed trees go.
enum LiveChanges {
  static func record(_ change: LiveChange) { TransactionStack.current.record(change) }
}
