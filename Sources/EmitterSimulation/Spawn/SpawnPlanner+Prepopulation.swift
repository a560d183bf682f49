/// iOS 7+'s first-display pre-population (the scene's opt-in `prepopulatesOnFirstDisplay`):
/// a layer's first step starts with the particles its top-level cells would have born over one
/// lifetime before it, at their rates at layer time 0, as if it had been emitting all along.
///
/// Births only: the planner adds births at negative layer times, and each is advanced from its
/// birth to the end of the first step in that step (its first-step length is longer than the
/// step), so both simulators consume the same plan and stay identical. Animations, emission
/// windows and events are not shifted: the layer's timeline still starts at 0.
extension SpawnPlanner {
  /// The births before layer time 0 of each emitting top-level cell of `layer` whose window is
  /// open at 0: serials `0..<n`, serial k born at `(k - n) / rate`, with `n = floor(rate × span)`
  /// and `span` the longest lifetime the cell draws at 0 (`lifetime + |lifetimeRange| × halfWidth`),
  /// so the first regular birth (serial n, at 0) keeps the spacing. Sets the cells' integrals to
  /// n, so the regular plan numbers on from there. Call before `plan` on the layer's first step.
  ///
  /// Two limits keep every slot ring as `SlotLayout` sized it (its steps are at most
  /// `LayerClock.maximumStep`): a cell with sub-cells is not pre-populated (its particles' whole
  /// pasts of children would be born in one step, more than a parent's ring of children holds),
  /// and neither is a cell whose emission window is shorter than its longest lifetime and a step
  /// (its ring holds only what the window emits).
  package mutating func prepopulate(_ scene: ResolvedScene, layer: Int, stepEnd t1: Double)
    -> [CellBirths]
  {
    let halfWidth = Double(scene.layers[layer].halfWidth)
    var births: [CellBirths] = []
    for index in scene.layers[layer].cells where scene.cells[index].parent == nil {
      let cell = scene.cells[index]
      let rate = cell.birthRate
      guard cell.emits, rate > 0, cell.window.lower <= 0, cell.window.upper > 0,
        integrals[index] == 0
      else { continue }
      guard index >= scene.children.count || scene.children[index].isEmpty else { continue }
      let drawn = Double(cell.lifetime) + abs(Double(cell.lifetimeRange)) * halfWidth
      let window = cell.window.upper - cell.window.lower
      guard window >= cell.longestLifetime + LayerClock.maximumStep else { continue }
      let span = min(cell.longestLifetime, drawn)
      guard span > 0 else { continue }
      let count = Int(Self.snapped(rate * span).rounded(.down))
      guard count > 0 else { continue }
      integrals[index] = Double(count)
      let remaining = (0..<count).map { k in Float(t1 + Double(count - k) / rate) }
      births.append(CellBirths(cell: index, firstSerial: 0, remaining: remaining))
    }
    return births
  }

  /// `early` (serials from 0) joined with `regular` (serials on from them), per cell.
  static func joined(_ early: [CellBirths], _ regular: [CellBirths]) -> [CellBirths] {
    guard !early.isEmpty else { return regular }
    var result = early
    for births in regular {
      if let i = result.firstIndex(where: { $0.cell == births.cell }),
        result[i].firstSerial + UInt64(result[i].count) == births.firstSerial
      {
        result[i].remaining += births.remaining
      } else {
        result.append(births)
      }
    }
    return result
  }
}
