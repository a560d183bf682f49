import CoreGraphics
internal import EmitterModel
import Foundation

/// Cells, behaviours and constants of an emitter layer; in a displayed layer, replacing the
/// cells or the behaviours is a live change (`setCells`, `setBehaviors`), and so it is in a
/// shown layer's mask (the masked layer's change, of its mask's emitter).
extension CAEmitterLayer {
  func setEmitterCells(_ cells: [CAEmitterCell]?) {
    for cell in cellList ?? [] { cell.owners.removeAll { $0.layer === self } }
    cellList = cells
    for cell in cells ?? [] { cell.owners.append(WeakOwner(layer: self)) }
    if LiveTree.isCommitted(self) {
      LiveChanges.record(.replaceCells(self, parent: nil, ofMask: false))
    }
    if let masked = shownMaskedLayer {
      LiveChanges.record(.replaceCells(masked, parent: nil, ofMask: true))
    }
  }

  func setEmitterBehaviors(_ behaviors: [CAEmitterBehavior]) {
    for behavior in behaviorList { behavior.owners.removeAll { $0.layer === self } }
    behaviorList = behaviors
    for behavior in behaviors { behavior.owners.append(WeakOwner(layer: self)) }
    if LiveTree.isCommitted(self) { LiveChanges.record(.replaceBehaviors(self, ofMask: false)) }
    if let masked = shownMaskedLayer {
      LiveChanges.record(.replaceBehaviors(masked, ofMask: true))
    }
  }
}
