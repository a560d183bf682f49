/// Growing a top-level cell's ring while a scene runs: when an animation raises its rate, a burst
/// adds particles or timed emission reopens, more serials can be alive at once than the ring
/// made from the scene's starting rate holds.
///
/// `SlotDemand` keeps, per varying cell, the birth-rate integral at the end of recent steps.
/// Before a step spawns, the serials that may still hold a slot during it are those born since
/// `t1 - (hold + maxStep)`, which number at most `ceil(I(t1)) - floor(I(earlier sample)) + 2`,
/// taking the latest sample at or before that moment (an earlier sample only overcounts). A
/// cell that began to vary mid-run (a burst or an event on a cell of constant rate) has no
/// samples before it did: its serials from before are bounded by the ring it had, so the demand
/// is those plus every birth since. When
/// that is more than the ring, the ring grows to the larger of the demand and twice its size
/// (so growth is rare), and every live particle moves to the slot its serial has in the new
/// layout (`slot(ofCell:serial:scene:)`, a pure function of the serial). Cells of constant rate
/// keep the ring they were sized with, which is exact for them.
struct SlotDemand: Sendable {
  private var history: [Int: [(time: Double, integral: Double)]] = [:]
  /// Per cell, the ring it had when it began to vary: a bound on its serials from before.
  private var ringsBefore: [Int: Int] = [:]

  package init() {}

  /// The ring each varying cell needs for a step ending at `t1`, given the integrals after
  /// planning it and where each began to vary (`anchors`); records them.
  mutating func rings(
    integrals: [Double], anchors: [Int: (time: Double, value: Double)], at t1: Double,
    slots: SlotLayout
  ) -> [Int: Int] {
    var needed: [Int: Int] = [:]
    for (cell, anchor) in anchors {
      let span = slots.cells[cell].hold + LayerClock.maximumStep
      var samples = history[cell] ?? [(time: anchor.time, integral: anchor.value)]
      let ringBefore = ringsBefore[cell] ?? (anchor.value > 0 ? slots.cells[cell].ring : 0)
      ringsBefore[cell] = ringBefore
      let since = t1 - span
      let births: Double
      if let earlier = samples.last(where: { $0.time <= since }) {
        births = integrals[cell].rounded(.up) - earlier.integral.rounded(.down)
      } else {
        births = integrals[cell].rounded(.up) - anchor.value.rounded(.down) + Double(ringBefore)
      }
      let demand = births + 2
      if demand > Double(slots.cells[cell].ring) {
        needed[cell] = demand >= Double(Int32.max) ? Int(Int32.max) : Int(demand)
      }
      samples.append((t1, integrals[cell]))
      if let keep = samples.lastIndex(where: { $0.time <= since }), keep > 0 {
        samples.removeFirst(keep)
      }
      history[cell] = samples
    }
    return needed
  }
}

extension SlotDemand {
  /// The samples kept per cell, moved to the cells' new flat indices (cells inserted or dropped
  /// live: `StepPlanner+CellChanges.swift`).
  mutating func renumber(by map: [Int?]) {
    func moved<Value>(_ entries: [Int: Value]) -> [Int: Value] {
      var result: [Int: Value] = [:]
      for (cell, value) in entries {
        if map.indices.contains(cell), let to = map[cell] { result[to] = value }
      }
      return result
    }
    history = moved(history)
    ringsBefore = moved(ringsBefore)
  }
}

extension SlotLayout {
  /// The layout with each ring in `needed` grown to at least the larger of its demand and twice
  /// its size, or exactly its demand when doubling would pass `cap` slots in all.
  func grown(to needed: [Int: Int], scene: ResolvedScene, cap: Int) -> SlotLayout {
    var rings: [Int: Int] = [:]
    for (cell, demand) in needed {
      rings[cell] = max(demand, 2 * cells[cell].ring)
    }
    // Every ring is kept, sub-cells' too: a removed (retired) sub-cell's rate is 0, and its
    // ring must still hold the children it has alive.
    for cell in scene.cells.indices where rings[cell] == nil {
      rings[cell] = cells[cell].ring
    }
    let doubled = SlotLayout(scene, minimumRings: rings)
    guard doubled.totalSlots > cap else { return doubled }
    for (cell, demand) in needed { rings[cell] = demand }
    return SlotLayout(scene, minimumRings: rings)
  }

  /// The slot of serial `serial` of cell `cell` in this layout. A sub-cell's serial names its
  /// parent (`serial / childStride`) and its index `k` under it (`serial % childStride`).
  package func slot(ofCell cell: Int, serial: UInt64, scene: ResolvedScene) -> Int {
    guard let parent = scene.cells[cell].parent else { return slot(cell: cell, serial: serial) }
    let stride = scene.cells[cell].childStride
    let parentSlot = slot(ofCell: parent, serial: serial / stride, scene: scene)
    return slot(cell: cell, parent: parent, parentSlot: parentSlot, k: serial % stride)
  }
}
