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
  /// Sub-cells are born along their pre-populated parents' first steps, as they would have been.
  /// Two limits keep every slot ring as `SlotLayout` sized it (its steps are at most
  /// `LayerClock.maximumStep`): a cell whose window is shorter than its longest lifetime and a
  /// step is not pre-populated (its ring holds only what the window emits), and neither is one
  /// with a descendant that has sub-cells of its own but a ring of fewer slots per parent than
  /// children per parent (`prepopulatesChildren`).
  mutating func prepopulate(_ scene: ResolvedScene, layer: Int, stepEnd t1: Double)
    -> [CellBirths]
  {
    let halfWidth = Double(scene.layers[layer].halfWidth)
    let holds = SlotLayout.holdTimes(scene)
    var births: [CellBirths] = []
    for index in scene.layers[layer].cells where scene.cells[index].parent == nil {
      let cell = scene.cells[index]
      let rate = cell.birthRate
      guard cell.emits, rate > 0, cell.window.lower <= 0, cell.window.upper > 0,
        integrals[index] == 0
      else { continue }
      guard Self.prepopulatesChildren(of: index, in: scene, holds: holds) else { continue }
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

  /// Whether the descendants of `cell` can be born over a pre-populated parent's long first
  /// step. A pre-populated parent's past children are all born in its first step, and those
  /// already dead by its end share ring slots with live siblings: harmless for a child nobody
  /// reads (a leaf: overwritten before the integrate pass, dead in it anyway), but a child with
  /// sub-cells of its own is read by the next sub-cell pass, so its ring must hold every child a
  /// parent can have (no slot reused within one parent's children).
  static func prepopulatesChildren(of cell: Int, in scene: ResolvedScene, holds: [Double]) -> Bool {
    guard cell < scene.children.count else { return true }
    for child in scene.children[cell] {
      let c = scene.cells[child]
      if child < scene.children.count, !scene.children[child].isEmpty {
        let rate = c.emits ? c.birthRate : 0
        let perParent = SlotLayout.ringSize(rate: rate, span: holds[child] + LayerClock.maximumStep)
        guard UInt64(perParent) >= c.childStride else { return false }
      }
      guard prepopulatesChildren(of: child, in: scene, holds: holds) else { return false }
    }
    return true
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
