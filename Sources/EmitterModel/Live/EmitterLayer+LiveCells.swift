/// Cells inserted into and removed from a running layer (`insertCell`, `removeCell`,
/// `setCells`), addressed by dotted name paths (`rocket`, `rocket.spark`).
///
/// A removed cell is not taken out of the tree at once: it stays where it was as a *retired*
/// cell (`retiredAt` set, no name, no births of its own) so that its live particles keep their
/// cell and live out their lifetimes; the simulation drops it once they are gone. Everything
/// that addresses cells by name, index or count here skips retired cells, and a layer's public
/// model (`withoutRetiredCells`) leaves them out.
extension EmitterCell {
  var isRetired: Bool { retiredAt != nil }

  /// This cell and its sub-cells, however deep: the flat-table entries it takes.
  package var flatCount: Int { 1 + emitterCells.reduce(0) { $0 + $1.flatCount } }

  /// The cell as a removal leaves it: no name (no key path reaches it), no births of its own;
  /// its sub-cells still emit from its live particles.
  package func retired(at time: Double) -> EmitterCell {
    var cell = self
    cell.name = nil
    cell.birthRate = 0
    cell.retiredAt = time
    return cell
  }
}

/// Where inserted cells landed in their layer's flat order (parents first, depth first): `count`
/// entries from `offset`.
package struct CellInsertion: Equatable, Sendable {
  package var offset: Int
  package var count: Int
}

extension EmitterLayer {
  /// The layer without its retired cells: the model a user sees, edits and saves.
  package var withoutRetiredCells: EmitterLayer {
    func strip(_ cells: [EmitterCell]) -> [EmitterCell] {
      cells.filter { !$0.isRetired }.map { cell in
        var cell = cell
        cell.emitterCells = strip(cell.emitterCells)
        return cell
      }
    }
    var layer = self
    layer.emitterCells = strip(emitterCells)
    return layer
  }

  /// Whether any cell, however deep, is retired.
  package var hasRetiredCells: Bool {
    func any(_ cells: [EmitterCell]) -> Bool {
      cells.contains { $0.isRetired || any($0.emitterCells) }
    }
    return any(emitterCells)
  }

  /// The cells under the cell at `indexPath` (array indices from the top), or the layer's own
  /// for an empty path.
  package func cells(under indexPath: [Int]) -> [EmitterCell] {
    var cells = emitterCells
    for index in indexPath { cells = cells[index].emitterCells }
    return cells
  }

  /// Runs `body` on the cells under the cell at `indexPath` (the layer's own for an empty path).
  @discardableResult
  package mutating func modifyCells<Result>(
    under indexPath: [Int], _ body: (inout [EmitterCell]) -> Result
  ) -> Result {
    func walk(_ cells: inout [EmitterCell], _ rest: ArraySlice<Int>) -> Result {
      guard let first = rest.first else { return body(&cells) }
      return walk(&cells[first].emitterCells, rest.dropFirst())
    }
    return walk(&emitterCells, indexPath[...])
  }

  /// The position in the layer's flat order (parents first, depth first, retired cells
  /// included) of the cell at `indexPath`, or of where a cell appended under `indexPath`'s last
  /// index would go.
  package func flatOffset(of indexPath: [Int]) -> Int {
    var offset = 0
    var cells = emitterCells
    for (depth, index) in indexPath.enumerated() {
      offset += cells[..<index].reduce(0) { $0 + $1.flatCount }
      guard depth + 1 < indexPath.count else { break }
      offset += 1
      cells = cells[index].emitterCells
    }
    return offset
  }

  /// The array indices of the live cell at dotted name path `path`, or the reason there is none.
  func liveCellIndexPath(_ path: String) throws(LiveChangeError) -> [Int] {
    var indexPath: [Int] = []
    var cells = emitterCells
    var walked: [String] = []
    for name in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
      guard let index = cells.firstIndex(where: { !$0.isRetired && $0.name == name }) else {
        let names = cells.filter { !$0.isRetired }.compactMap(\.name)
        let suggestion = nearestName(to: name, among: names)
        let keyPath = Self.cellKeyPath(path)
        let under =
          walked.isEmpty ? "in the layer" : "under \(quoted(walked.joined(separator: ".")))"
        throw LiveChangeError(
          keyPath: keyPath, value: quoted(path), expected: suggestion.map(quoted),
          message:
            "\(keyPath): no cell named \(quoted(name)) \(under)"
            + (suggestion.map { "; did you mean \(quoted($0))?" }
              ?? (names.isEmpty
                ? " (there are none)" : "; cells there: \(names.joined(separator: ", "))"))
        )
      }
      indexPath.append(index)
      walked.append(name)
      cells = cells[index].emitterCells
    }
    return indexPath
  }

  /// `emitterCells.A.emitterCells.B` for the dotted name path `A.B` (`emitterCells` for none).
  package static func cellKeyPath(_ path: String?) -> String {
    guard let path, !path.isEmpty else { return "emitterCells" }
    return path.split(separator: ".", omittingEmptySubsequences: false)
      .map { "emitterCells.\($0)" }.joined(separator: ".")
  }

  /// The layer with a cell change applied at layer time `time` (removed cells retire then), and
  /// where the cells it adds landed in the layer's flat order; or the reason it cannot be.
  package func applyingCellChange(_ action: LayerChange.Action, at time: Double)
    throws(LiveChangeError) -> (layer: EmitterLayer, inserted: CellInsertion?)
  {
    var layer = self
    switch action {
    case .insertCell(let cell, let index, let parent):
      let parentPath =
        try parent.flatMap { p throws(LiveChangeError) in
          p.isEmpty ? nil : try liveCellIndexPath(p)
        } ?? []
      let siblings = cells(under: parentPath)
      let live = siblings.indices.filter { !siblings[$0].isRetired }
      let position = index ?? live.count
      let keyPath = Self.cellKeyPath(parent)
      guard (0...live.count).contains(position) else {
        throw LiveChangeError(
          keyPath: keyPath, value: "\(position)", expected: "0...\(live.count)",
          message:
            "\(keyPath): no place \(position) to insert a cell at; there are \(live.count) cells"
            + " (0...\(live.count))")
      }
      try Self.check([cell], joining: siblings, at: keyPath, depth: parentPath.count + 1)
      // Before the live cell now at `position`, or after every cell (retired ones too).
      let arrayIndex = position < live.count ? live[position] : siblings.count
      layer.modifyCells(under: parentPath) { $0.insert(cell, at: arrayIndex) }
      let offset = layer.flatOffset(of: parentPath + [arrayIndex])
      return (layer, CellInsertion(offset: offset, count: cell.flatCount))
    case .removeCell(let path):
      let indexPath = try liveCellIndexPath(path)
      let parentPath = Array(indexPath.dropLast())
      layer.modifyCells(under: parentPath) { cells in
        cells[indexPath.last!] = cells[indexPath.last!].retired(at: time)
      }
      return (layer, nil)
    case .setCells(let cells, let parent):
      let parentPath =
        try parent.flatMap { p throws(LiveChangeError) in
          p.isEmpty ? nil : try liveCellIndexPath(p)
        } ?? []
      let keyPath = Self.cellKeyPath(parent)
      try Self.check(cells, joining: [], at: keyPath, depth: parentPath.count + 1)
      let start = layer.modifyCells(under: parentPath) { siblings in
        siblings = siblings.map { $0.isRetired ? $0 : $0.retired(at: time) }
        let start = siblings.count
        siblings += cells
        return start
      }
      guard !cells.isEmpty else { return (layer, nil) }
      let offset = layer.flatOffset(of: parentPath + [start])
      return (layer, CellInsertion(offset: offset, count: cells.reduce(0) { $0 + $1.flatCount }))
    case .set(let keyPath, let value):
      guard let path = Self.subCellRespawnPath(keyPath) else {
        return (try applying(action, at: time), nil)
      }
      // Children are counted from their parent's age at a rate fixed for the cell, so a new
      // rate (or birth event) respawns the sub-cell: the old one retires (its children live
      // out), a copy with the new value starts beside it, its first child of each parent the
      // next one due.
      let indexPath = try liveCellIndexPath(path)
      let updated = try settingValue(value, forKeyPath: keyPath)
      try Self.checkBirthEvent(
        of: updated.cells(under: Array(indexPath.dropLast()))[indexPath.last!], depth: indexPath.count,
        at: String(keyPath[..<(keyPath.lastIndex(of: ".") ?? keyPath.endIndex)]))
      let position = indexPath.last! + 1
      let parentPath = Array(indexPath.dropLast())
      let fresh = updated.cells(under: parentPath)[indexPath.last!]
      layer.modifyCells(under: parentPath) { cells in
        cells[indexPath.last!] = cells[indexPath.last!].retired(at: time)
        cells.insert(fresh, at: position)
      }
      let offset = layer.flatOffset(of: parentPath + [position])
      return (layer, CellInsertion(offset: offset, count: fresh.flatCount))
    default:
      return (try applying(action, at: time), nil)
    }
  }

  /// The dotted name path of the sub-cell whose `birthRate` `keyPath` names
  /// (`emitterCells.rocket.emitterCells.spark.birthRate` -> `rocket.spark`), or nil when it names
  /// anything else.
  package static func subCellRatePath(_ keyPath: String) -> String? {
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 5, parts.count % 2 == 1, parts.last == "birthRate" else { return nil }
    var names: [Substring] = []
    for pair in stride(from: 0, to: parts.count - 1, by: 2) {
      guard parts[pair] == "emitterCells" else { return nil }
      names.append(parts[pair + 1])
    }
    return names.joined(separator: ".")
  }

  /// The dotted name path of the sub-cell whose `birthRate` or `birthEvent` `keyPath` names: a
  /// live `set` of either respawns the sub-cell (its children are counted per parent from them).
  package static func subCellRespawnPath(_ keyPath: String) -> String? {
    if let path = subCellRatePath(keyPath) { return path }
    guard keyPath.hasSuffix(".birthEvent") else { return nil }
    return subCellRatePath(String(keyPath.dropLast("birthEvent".count)) + "birthRate")
  }

  /// Refuses a cell whose `birthEvent` its place or `birthRate` does not allow, as a scene
  /// file's validation does.
  static func checkBirthEvent(of cell: EmitterCell, depth: Int, at keyPath: String)
    throws(LiveChangeError)
  {
    var validator = SceneValidator(file: "", folder: nil)
    validator.checkBirthEvent(of: cell, at: keyPath, depth: depth)
    if let problem = validator.diagnostics.first {
      throw LiveChangeError(
        keyPath: problem.keyPath, value: problem.value, expected: problem.expected,
        message: "\(problem.keyPath): \(problem.message)")
    }
  }

  /// Checks cells about to join `siblings` as a scene file's are (keys, ranges, depth, images)
  /// and that no live sibling already has one's name.
  private static func check(
    _ cells: [EmitterCell], joining siblings: [EmitterCell], at keyPath: String, depth: Int
  ) throws(LiveChangeError) {
    var validator = SceneValidator(file: "", folder: nil)
    let names = siblings.filter { !$0.isRetired }.map(\.name) + cells.map(\.name)
    validator.checkUniqueNames(names, at: keyPath)
    for (index, cell) in cells.enumerated() {
      guard !cell.isRetired else { continue }
      guard depth <= Scene.maximumCellDepth else {
        throw LiveChangeError(
          keyPath: keyPath, value: "depth \(depth)", expected: "depth <= \(Scene.maximumCellDepth)",
          message:
            "\(keyPath): a cell there would nest \(depth) deep; at most"
            + " \(Scene.maximumCellDepth) levels are allowed")
      }
      validator.check(cell, at: "\(keyPath)[\(index)]", depth: depth)
    }
    if let problem = validator.diagnostics.first {
      throw LiveChangeError(
        keyPath: problem.keyPath, value: problem.value, expected: problem.expected,
        message: "\(problem.keyPath): \(problem.message)")
    }
  }
}
