internal import EmitterKit
import Foundation

/// A commit's changes as live calls of the running system, at the commit's media time: the
/// system is first advanced to that moment, so each change happens exactly when it was
/// committed, whatever the frame times. A change the engine refuses is reported (a warning, or
/// an error in strict mode) with its key path and reason, and the others still apply.
extension LayerTreeHost {
  func apply(_ changes: [LiveChange], at media: Double) {
    let now = media - start
    do {
      try context.withCurrent {
        try system.advance(to: now)
        for change in changes where !Self.isReadWithAMaskSet(change, in: changes) {
          try applyChange(change, at: now, media: media)
        }
      }
    } catch let error as LiveChangeError {
      KeyValueDiagnostics.report(key: error.keyPath, value: error.value, message: error.message)
    } catch {
      KeyValueDiagnostics.report(key: "commit", message: "\(error)")
    }
  }

  /// The animations `convert` makes from the layer's own model, added live to the layer at
  /// scene time `now`, media time `media`.
  private func add(
    _ layer: CALayer, at now: Double, media: Double,
    _ convert: (EmitterLayer) -> [PropertyAnimation]
  ) throws {
    guard let placement = placements[ObjectIdentifier(layer)] else { return }
    let layerNow = placement.clock.engineTime(at: now)
    // The engine counts a live animation's beginTime from the layer's timeline time now
    // (`StepPlanner.changeTime`): under a fold, the folded time the animation was stamped
    // in; otherwise the layer's time, which the engine's clock reads `shift` less.
    let folded = layer.foldsTime ? layer.timelineTime(fromMediaTime: media) : nil
    for var added in convert(LayerSceneBuilder.ownModel(of: layer)) {
      var begin =
        folded.map { added.layerBeginTime - $0 }
        ?? added.layerBeginTime - placement.clock.shift - layerNow
      if abs(begin) < 1e-9 { begin = 0 }
      added.layerBeginTime = begin
      try system.add(added, forKey: added.key, layer: placement.index)
    }
  }

  /// `change` at scene time `now`, media time `media`.
  private func applyChange(_ change: LiveChange, at now: Double, media: Double) throws {
    if rootIsCanvas, change.layer === root, !isStructural(change) {
      return applyCanvasChange(change)
    }
    do {
      switch change {
      case .set(let layer, let keyPath, _) where LayerClock.keys.contains(keyPath):
        try retime(layer, at: now)
      case .set(let layer, let keyPath, _) where refoldsGeometry(layer, keyPath: keyPath):
        try refold(layer, keyPath: keyPath)
      case .set(let layer, let keyPath, let value):
        guard let index = index(of: layer), keyPath != "name" else { return }
        try system.set(value, forKeyPath: keyPath, layer: index)
        try refoldSublayers(ofResized: layer, keyPath: keyPath)
      case .addAnimation(let layer, let animation, let key):
        try add(layer, at: now, media: media) {
          animation.modelAnimations(keptAs: key, layer: $0, namingAnonymous: true)
        }
      case .addMaskAnimation(let layer, let animation, let key):
        try add(layer, at: now, media: media) {
          layer.maskAnimations(animation, keptAs: key, model: $0, namingAnonymous: true)
        }
      case .removeAnimation(let layer, let key):
        guard let index = index(of: layer) else { return }
        try system.removeAnimation(forKey: key, layer: index)
      case .removeAllAnimations(let layer):
        guard let index = index(of: layer) else { return }
        try system.removeAllAnimations(layer: index)
      case .replaceCells(let layer, let parent, true):
        try replaceMaskCells(of: layer, parent: parent)
      case .replaceCells(let layer, let parent, false):
        guard let placement = placements[ObjectIdentifier(layer)] else { return }
        try system.setCells(
          cells(of: layer, parent: parent, clock: placement.clock), parent: parent,
          layer: placement.index)
      case .replaceBehaviors(let layer, true):
        try replaceMaskBehaviors(of: layer)
      case .replaceBehaviors(let layer, false):
        guard let index = index(of: layer), let emitter = layer as? CAEmitterLayer else { return }
        try system.setBehaviors(emitter.behaviorList.compactMap(\.modelForScene), layer: index)
      case .replaceCellBehaviors(let layer, let path, let cell, let ofMask):
        guard let index = index(of: layer) else { return }
        try system.setBehaviors(
          cell.behaviorList.compactMap(\.modelForScene), ofCell: path, ofMask: ofMask,
          layer: index)
      case .renameCell(let layer, let path, let name, let ofMask):
        guard let index = index(of: layer) else { return }
        try system.renameCell(named: path, to: name, ofMask: ofMask, layer: index)
      case .insert(let layer):
        try insert(layer, at: now)
      case .remove(let layer, let parent):
        try remove(layer, from: parent, at: now)
      case .setMask(let layer):
        guard let placement = placements[ObjectIdentifier(layer)],
          let mask = placement.clock.engineMask(layer.maskModel)
        else { return }
        try system.setMask(mask, layer: placement.index)
      }
    } catch let error as LiveChangeError {
      KeyValueDiagnostics.report(
        key: error.keyPath.isEmpty ? change.layer.description : error.keyPath, value: error.value,
        message: error.message)
    }
  }

  /// The cells of `layer`'s `CAEmitterLayer` mask (or of its cell at `parent`), replaced: the
  /// running mask's emitter's, as a change of the mask (`ofMask`), on the masked layer's clock,
  /// which the mask's emitter runs on; a mask that starts to emit with its new cells is set
  /// whole (`setMask`), as when it is first given.
  private func replaceMaskCells(of layer: CALayer, parent: String?) throws {
    guard let placement = placements[ObjectIdentifier(layer)],
      let shown = layer.extras.mask as? CAEmitterLayer,
      let mask = placement.clock.engineMask(layer.maskModel)
    else { return }
    let index = placement.index
    guard system.maskEmits(layer: index) else {
      if mask.emitter != nil { try system.setMask(mask, layer: index) }
      return
    }
    try system.setCells(
      cells(of: shown, parent: parent, clock: placement.clock), parent: parent, ofMask: true,
      layer: index)
  }

  /// The behaviours of `layer`'s `CAEmitterLayer` mask, replaced: the running mask's
  /// emitter's; those of a mask that emits nothing wait in the mask until it does.
  private func replaceMaskBehaviors(of layer: CALayer) throws {
    guard let index = index(of: layer), let shown = layer.extras.mask as? CAEmitterLayer,
      system.maskEmits(layer: index)
    else { return }
    try system.setBehaviors(
      shown.behaviorList.compactMap(\.modelForScene), ofMask: true, layer: index)
  }

  /// Whether `change` replaces a mask's cells or behaviours of a layer whose mask the same
  /// commit sets (or takes away): the mask set is read at the commit, lists included, and
  /// the mask replaced may not be the one whose lists changed.
  private static func isReadWithAMaskSet(_ change: LiveChange, in changes: [LiveChange]) -> Bool {
    switch change {
    case .replaceCells(let layer, _, true), .replaceBehaviors(let layer, true),
      .replaceCellBehaviors(let layer, _, _, true), .renameCell(let layer, _, _, true):
      return changes.contains { other in
        switch other {
        case .setMask(let masked), .set(let masked, "mask", _): masked === layer
        default: false
        }
      }
    default: return false
    }
  }

  private func isStructural(_ change: LiveChange) -> Bool {
    switch change {
    case .insert, .remove: true
    default: false
    }
  }

  /// The cells a replacement sends: the layer's (top-level cells on `clock`, the engine's
  /// clock of the layer they run on) or the sub-cells of the cell at the name path `parent`.
  private func cells(of layer: CALayer, parent: String?, clock: LayerClock) -> [EmitterCell] {
    guard let emitter = layer as? CAEmitterLayer else { return [] }
    guard let parent else { return clock.engineCells((emitter.cellList ?? []).map(\.fullModel)) }
    var cells = emitter.cellList ?? []
    var found: CAEmitterCell?
    for name in parent.split(separator: ".") {
      found = cells.first { $0.name == String(name) }
      cells = found?.subcellList ?? []
    }
    return (found?.subcellList ?? []).map(\.fullModel)
  }

  /// The canvas root takes its bounds (the canvas resizes) and its background colour; any
  /// other change of it cannot be shown, and says so.
  private func applyCanvasChange(_ change: LiveChange) {
    switch change {
    case .set(_, let keyPath, let value):
      switch keyPath {
      case "bounds", "bounds.size", "bounds.size.width", "bounds.size.height":
        let size = root.bounds.size
        canvasSize = Size(width: Double(size.width), height: Double(size.height))
        do {
          try system.resize(to: canvasSize)
        } catch {
          KeyValueDiagnostics.report(key: keyPath, value: value.summary, message: "\(error)")
        }
      case "backgroundColor":
        if case .color(let color) = value { backgroundColor = color }
      case "name", "position", "position.x", "position.y", "anchorPoint", "bounds.origin":
        break
      default:
        KeyValueDiagnostics.report(
          key: keyPath, value: value.summary,
          message: "the root layer is the canvas here and shows only its size and background;"
            + " put what changes in a sublayer")
      }
    default:
      KeyValueDiagnostics.report(
        key: "root layer",
        message: "the root layer is the canvas here; animate a sublayer instead")
    }
  }
}
