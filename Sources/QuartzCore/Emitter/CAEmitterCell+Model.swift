import CoreGraphics
internal import EmitterModel
import Foundation

/// Writing a cell's keys, and the live path of a change: a cell of a displayed layer is reached
/// by the names from the layer down (`emitterCells.rocket.emitterCells.spark`), so a change of
/// a named cell becomes `setValue(_:forKeyPath:)` on its layer's running system.
extension CAEmitterCell {
  /// Stores `value` at the model key `key`; out-of-range values are ignored with a warning.
  func setCell(_ value: PropertyValue, forKey key: String) {
    guard let row = CellKeys.all[key] else { return }
    if let (message, suggestion) = KeyValueConversion.choiceProblem(value, kind: row.property.kind)
    {
      return KeyValueDiagnostics.report(
        key: key, value: value.summary, message: message, suggestion: suggestion)
    }
    if let problem = row.property.kind.rangeProblemMessage(of: value) {
      KeyValueDiagnostics.report(
        key: key, value: value.summary, message: "\(problem); the value is ignored")
      return
    }
    guard row.property.value(in: model) != value else { return }
    var updated = model
    guard row.property.setValue(value, in: &updated) else {
      KeyValueDiagnostics.report(
        key: key, value: value.summary,
        message: "expected \(row.property.kind.description); ignored")
      return
    }
    if key == "name" {
      return rename(to: updated)
    }
    model = updated
    for (layer, path) in livePaths(throughMasks: true) {
      guard let path else {
        KeyValueDiagnostics.report(
          key: key, value: value.summary,
          message: "this cell has no name (nor has a cell above it), so a displayed layer"
            + " cannot be told of the change; give the cells names")
        continue
      }
      LiveChanges.record(.set(layer, keyPath: path + "." + key, value: value))
    }
  }

  func setCellColor(_ color: CGColor?) {
    guard let color else {
      objects.color = nil
      setCell(.color(.white), forKey: "color")
      return
    }
    guard let value = Color(color) else {
      KeyValueDiagnostics.report(
        key: "color", value: String(describing: color),
        message: "a colour needs RGBA or grey and alpha components; ignored")
      return
    }
    objects.color = color
    setCell(.color(value), forKey: "color")
  }

  /// Sets `contents` or `trailContents` (EmitterKit's, a ribbon's image) from the objects
  /// `contents` takes; the object reads back as given.
  func setCellContents(_ value: Any?, forKey key: String) {
    let object = key == "contents" ? \CellObjects.contents : \CellObjects.trailContents
    guard let value else {
      objects[keyPath: object] = nil
      setCell(.unset, forKey: key)
      return
    }
    switch ContentsConversion.contents(value) {
    case .success(let contents):
      objects[keyPath: object] = value
      setCell(.contents(contents), forKey: key)
    case .failure(let failure):
      KeyValueDiagnostics.report(
        key: key, value: String(describing: value),
        message: "\(failure.message); the contents are ignored")
    }
  }

  func setSubcells(_ cells: [CAEmitterCell]?) {
    if let cells, cells.contains(where: { $0 === self || $0.holds(self) }) {
      return KeyValueDiagnostics.report(
        key: "emitterCells", value: description,
        message: "a cell cannot be a sub-cell of itself or of its own sub-cell; ignored")
    }
    for cell in subcellList ?? [] { cell.owners.removeAll { $0.cell === self } }
    subcellList = cells
    for cell in cells ?? [] { cell.owners.append(WeakOwner(cell: self)) }
    for (layer, path) in livePaths(throughMasks: true) {
      guard let path else { continue }
      let (parent, ofMask) = CellPath.namePath(maskedKeyPath: path)
      LiveChanges.record(.replaceCells(layer, parent: parent, ofMask: ofMask))
    }
  }

  /// Whether `cell` is among this cell's sub-cells, at any depth.
  func holds(_ cell: CAEmitterCell) -> Bool {
    var pending = subcellList ?? []
    var seen = Set<ObjectIdentifier>()
    while let next = pending.popLast() {
      if next === cell { return true }
      guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
      pending += next.subcellList ?? []
    }
    return false
  }

  func setCellBehaviors(_ behaviors: [CAEmitterBehavior]) {
    for behavior in behaviorList { behavior.owners.removeAll { $0.cell === self } }
    behaviorList = behaviors
    for behavior in behaviors { behavior.owners.append(WeakOwner(cell: self)) }
    replaceLiveBehaviors()
  }

  /// Tells each displayed layer holding this cell that its own behaviours are replaced (the
  /// list is read at the commit); a cell without a name path there is reported.
  func replaceLiveBehaviors() {
    for (layer, path) in livePaths(throughMasks: true) {
      guard let path else {
        KeyValueDiagnostics.report(
          key: "emitterBehaviors",
          message: "this cell has no name (nor has a cell above it), so a displayed layer"
            + " cannot be told of the change; give the cells names")
        continue
      }
      let (cellPath, ofMask) = CellPath.namePath(maskedKeyPath: path)
      LiveChanges.record(
        .replaceCellBehaviors(layer, path: cellPath, cell: self, ofMask: ofMask))
    }
  }

  /// Takes `updated` (the model with its new `name`) and tells each displayed layer holding
  /// this cell: a named cell is renamed there (the same cell, its particles kept); a cell that
  /// had no name, or loses it, has no path to be renamed by, so the cells around it are sent
  /// again (it starts afresh there, as when `emitterCells` is set again).
  private func rename(to updated: EmitterCell) {
    let before = livePaths(throughMasks: true)
    // Each list holding the cell, by its owner's key path ("" or "mask.": a layer's own list).
    let parents = owners.flatMap { owner -> [(CALayer, String?)] in
      if let layer = owner.layer, LiveTree.isCommitted(layer) { return [(layer, "")] }
      if let masked = owner.layer?.shownMaskedLayer { return [(masked, "mask.")] }
      return owner.cell?.livePaths(throughMasks: true) ?? []
    }
    model = updated
    if let name = updated.name, before.allSatisfy({ $0.1 != nil }) {
      for case (let layer, let path?) in before {
        let (cellPath, ofMask) = CellPath.namePath(maskedKeyPath: path)
        LiveChanges.record(.renameCell(layer, path: cellPath, to: name, ofMask: ofMask))
      }
      return
    }
    for (layer, parent) in parents {
      guard let parent else { continue }
      let (parentPath, ofMask) = CellPath.namePath(maskedKeyPath: parent)
      LiveChanges.record(
        .replaceCells(layer, parent: parentPath.isEmpty ? nil : parentPath, ofMask: ofMask))
    }
  }

  /// Every displayed layer holding this cell, with the key path from that layer to the cell
  /// (`emitterCells.a.emitterCells.b`); nil where a cell on the way has no name.
  /// With `throughMasks`, a cell of a shown layer's mask too, by the masked layer and its
  /// `mask.emitterCells…` key path (a key set, a cell renamed, sub-cells or behaviours replaced
  /// there reach the mask's particles).
  func livePaths(throughMasks: Bool = false) -> [(CALayer, String?)] {
    var result: [(CALayer, String?)] = []
    for owner in owners {
      let segment = name.map { "emitterCells.\($0)" }
      if let layer = owner.layer, LiveTree.isCommitted(layer) {
        result.append((layer, segment))
      } else if throughMasks, let masked = owner.layer?.shownMaskedLayer {
        // A shown layer's mask's cell: the masked layer's `mask.emitterCells.NAME`.
        result.append((masked, segment.map { "mask." + $0 }))
      } else if let parent = owner.cell {
        for (layer, path) in parent.livePaths(throughMasks: throughMasks) {
          result.append((layer, path.flatMap { path in segment.map { path + "." + $0 } }))
        }
      }
    }
    return result
  }

  /// The cell's model with its sub-cells and behaviours: a scene file's cell.
  var fullModel: EmitterCell {
    var cell = model
    cell.emitterCells = (subcellList ?? []).map(\.fullModel)
    cell.emitterBehaviors = behaviorList.compactMap(\.modelForScene)
    return cell
  }
}

/// Cell paths as live changes name them.
enum CellPath {
  /// `rocket.spark` from `emitterCells.rocket.emitterCells.spark`.
  static func namePath(fromKeyPath keyPath: String) -> String {
    let parts = keyPath.split(separator: ".").map(String.init)
    return stride(from: 1, to: parts.count, by: 2).map { parts[$0] }.joined(separator: ".")
  }

  /// The name path of a key path from a layer (`emitterCells.rocket`) or from its mask
  /// (`mask.emitterCells.rocket`: a cell of the mask's emitter), and which.
  static func namePath(maskedKeyPath keyPath: String) -> (path: String, ofMask: Bool) {
    guard keyPath.hasPrefix("mask.") else { return (namePath(fromKeyPath: keyPath), false) }
    return (namePath(fromKeyPath: String(keyPath.dropFirst("mask.".count))), true)
  }
}
