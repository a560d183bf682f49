/// Live edits of one cell that keep it where it is (`renameCell`, `setBehaviors` with a `cell`):
/// no flat entry is added or taken away, so its particles, slots and serials carry on.
extension EmitterLayer {
  /// The layer with the own behaviours of the live cell at dotted name path `path` replaced by
  /// `behaviors`, checked as a scene file's cell behaviours are (keys and ranges of each type,
  /// over-life curves, names unique); or the reason it cannot be.
  func settingBehaviors(_ behaviors: [EmitterBehavior], ofCell path: String)
    throws(LiveChangeError) -> EmitterLayer
  {
    let indexPath = try liveCellIndexPath(path)
    var validator = SceneValidator(file: "", folder: nil)
    validator.checkBehaviors(behaviors, at: Self.cellKeyPath(path) + ".emitterBehaviors")
    if let problem = validator.diagnostics.first {
      throw LiveChangeError(
        keyPath: problem.keyPath, value: problem.value, expected: problem.expected,
        message: "\(problem.keyPath): \(problem.message)")
    }
    var layer = self
    layer.modifyCells(under: Array(indexPath.dropLast())) { cells in
      cells[indexPath.last!].emitterBehaviors = behaviors
    }
    return layer
  }

  /// The layer with the live cell at dotted name path `path` named `name`, and its animations
  /// that name the cell (or a sub-cell, or one of their behaviours) by the old path re-pointed
  /// to the new one, so they drive the same cell; or the reason it cannot be: no such cell, a
  /// name that is empty or holds a dot, or one a live sibling already has.
  func renamingCell(at path: String, to name: String) throws(LiveChangeError) -> EmitterLayer {
    let indexPath = try liveCellIndexPath(path)
    let keyPath = Self.cellKeyPath(path)
    guard !name.isEmpty, !name.contains(".") else {
      throw LiveChangeError(
        keyPath: keyPath, value: quoted(name), expected: "a name without dots",
        message: "\(keyPath): a cell cannot be named \(quoted(name)); key paths need a non-empty"
          + " name without dots")
    }
    let parentPath = Array(indexPath.dropLast())
    let siblings = cells(under: parentPath)
    let index = indexPath.last!
    if let twin = siblings.indices.first(where: {
      $0 != index && !siblings[$0].isRetired && siblings[$0].name == name
    }) {
      throw LiveChangeError(
        keyPath: keyPath, value: quoted(name), expected: "a name no sibling cell has",
        message: "\(keyPath): cannot rename \(quoted(path)) to \(quoted(name)); the cell at"
          + " index \(twin) there already has that name (sibling cells need distinct names)")
    }
    let newPath = Self.renamedCellPath(path, to: name)
    var layer = self
    layer.modifyCells(under: parentPath) { $0[index].name = name }
    for position in layer.animations.indices {
      if let moved = Self.movedKeyPath(layer.animations[position].keyPath, from: path, to: newPath)
      {
        layer.animations[position].keyPath = moved
      }
    }
    return layer
  }

  /// The dotted name path of the cell whose `name` `keyPath` names
  /// (`emitterCells.rocket.emitterCells.spark.name` -> `rocket.spark`), or nil.
  package static func cellNamePath(_ keyPath: String) -> String? {
    guard keyPath.hasSuffix(".name") else { return nil }
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts.count % 2 == 1 else { return nil }
    var names: [Substring] = []
    for pair in stride(from: 0, to: parts.count - 1, by: 2) {
      guard parts[pair] == "emitterCells" else { return nil }
      names.append(parts[pair + 1])
    }
    return names.joined(separator: ".")
  }

  /// The dotted name path `path` with its last name replaced by `name` (`rocket.spark` ->
  /// `rocket.ember`).
  package static func renamedCellPath(_ path: String, to name: String) -> String {
    guard let dot = path.lastIndex(of: ".") else { return name }
    return String(path[...dot]) + name
  }

  /// The dotted name path `path` re-pointed from the cell at `old` to the one at `new` when it
  /// is that cell or one under it (`rocket.spark` -> `comet.spark`); nil otherwise.
  package static func movedCellPath(_ path: String, from old: String, to new: String) -> String? {
    guard path == old || path.hasPrefix(old + ".") else { return nil }
    return new + path.dropFirst(old.count)
  }

  /// `keyPath` re-pointed from the cell at name path `old` to the one at `new` when it names
  /// that cell or anything under it (`emitterCells.spark.birthRate` ->
  /// `emitterCells.ember.birthRate`); nil when it names something else.
  package static func movedKeyPath(_ keyPath: String, from old: String, to new: String) -> String? {
    let oldPrefix = cellKeyPath(old)
    guard keyPath == oldPrefix || keyPath.hasPrefix(oldPrefix + ".") else { return nil }
    return cellKeyPath(new) + keyPath.dropFirst(oldPrefix.count)
  }
}

extension LiveChangeError {
  /// The error with a note when the key path it names reaches a cell by a name it had before a
  /// live rename (`renames`: old dotted name path -> new, in the order they were made), so the
  /// message names both names.
  package func notingRenames(_ renames: [(from: String, to: String)]) -> LiveChangeError {
    guard
      let rename = renames.last(where: {
        EmitterLayer.movedKeyPath(keyPath, from: $0.from, to: $0.to) != nil
      })
    else { return self }
    var error = self
    error.message +=
      "; the cell \(quoted(rename.from)) was renamed \(quoted(rename.to)) (renameCell), and key"
      + " paths name it by its new name"
    return error
  }
}
