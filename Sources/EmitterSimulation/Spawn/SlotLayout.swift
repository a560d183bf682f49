/// Where every particle lives in the GPU's particle buffers: a ring of slots per cell, so that
/// births need no atomics and no free list.
///
/// A top-level cell's serial `k` lives in slot `base + k mod capacity`. A sub-cell owns
/// `perParent` slots for every slot of its parent: child `k` of the parent in parent-slot `j`
/// lives in `base + j × perParent + k mod perParent`.
///
/// A slot is reused only when its previous particle and everything that particle emitted are dead,
/// and a full step before that, because a parent's slot is read during the step it dies in. So
/// rings are sized by a cell's *hold time*: its longest lifetime, or longer if its sub-cells can be
/// born late in its life and outlive it:
///
///     hold(c) = max(maxLife(c), max over sub-cells s of min(maxLife(c), s.windowEnd) + hold(s))
///     top-level capacity = ceil(rate × min(hold + maxStep, windowLength)) + 2
///     sub-cell perParent = min(childStride, ceil(rate × (hold + maxStep)) + 2)
///     sub-cell at death perParent = childStride = ceil(peak birthRate), its children of one event
///     sub-cell at collision perParent = childStride = ceil(peak birthRate) × collisionsPerParent
///
/// Births of a constant rate are exactly `1 / rate` apart, so serial `k + capacity` is born
/// `capacity / rate > hold + maxStep` after serial `k`. A top-level cell whose rate varies
/// (animations, bursts, timed emission) grows its ring when the births of the last hold time
/// outnumber it (`SlotLayout+Growth.swift`); every live particle then moves to its new slot.
package struct SlotLayout: Sendable, Equatable {
  package struct Cell: Sendable, Equatable {
    /// First slot of the cell's region.
    package var base: Int
    /// Slots in the region.
    package var count: Int
    /// Top-level: the ring's size (= count). Sub-cell: slots per parent slot.
    package var ring: Int
    /// Longest time a particle of this cell or its descendants needs its slot, seconds.
    package var hold: Double
  }

  package let cells: [Cell]
  package var totalSlots: Int { cells.last.map { $0.base + $0.count } ?? 0 }

  package init(_ scene: ResolvedScene) {
    self.init(scene, minimumRings: [:])
  }

  /// The layout with cell `c`'s ring at least `minimumRings[c]` (a sub-cell's: slots per parent).
  init(_ scene: ResolvedScene, minimumRings: [Int: Int]) {
    let holds = Self.holdTimes(scene)
    var cells: [Cell] = []
    var next = 0
    for cell in scene.cells {
      let rate = cell.emits ? cell.birthRate : 0
      let hold = holds[cell.index]
      let ring: Int
      let count: Int
      if let parent = cell.parent {
        // An animated sub-cell rate: each parent keeps the rate of its birth, at most the peak.
        let peak = cell.emits ? max(rate, cell.peakBirthRate) : 0
        // A sub-cell born at its parent's death or contacts may have all its children alive at
        // once: one slot each.
        let perParent =
          cell.birthEvent == .life
          ? Self.ringSize(rate: peak, span: hold + LayerClock.maximumStep) : Int(cell.childStride)
        ring = max(Int(min(UInt64(perParent), cell.childStride)), minimumRings[cell.index] ?? 0)
        count = cells[parent].count * ring
      } else {
        let windowLength = cell.window.upper - cell.window.lower
        ring = max(
          Self.ringSize(rate: rate, span: min(hold + LayerClock.maximumStep, windowLength)),
          minimumRings[cell.index] ?? 0)
        count = ring
      }
      cells.append(Cell(base: next, count: count, ring: ring, hold: hold))
      next = next.addingReportingOverflow(count).overflow ? Int.max : next + count
    }
    self.cells = cells
  }

  /// The slot of top-level serial `serial`.
  package func slot(cell: Int, serial: UInt64) -> Int {
    cells[cell].base + Int(serial % UInt64(cells[cell].ring))
  }

  /// The slot of child `k` of the parent in absolute slot `parentSlot`.
  package func slot(cell: Int, parent: Int, parentSlot: Int, k: UInt64) -> Int {
    let local = parentSlot - cells[parent].base
    return cells[cell].base + local * cells[cell].ring + Int(k % UInt64(cells[cell].ring))
  }

  static func ringSize(rate: Double, span: Double) -> Int {
    guard rate > 0, span > 0 else { return 1 }
    let births = (rate * span).rounded(.up) + 2
    return births >= Double(Int32.max) ? Int(Int32.max) : Int(births)
  }

  /// Hold times, children before parents (the table is parents first, so walk it backwards).
  static func holdTimes(_ scene: ResolvedScene) -> [Double] {
    var holds = Array(repeating: 0.0, count: scene.cells.count)
    for cell in scene.cells.reversed() {
      let life = cell.longestLifetime
      var hold = life
      for child in scene.children[cell.index] {
        hold = max(hold, min(life, scene.cells[child].window.upper) + holds[child])
      }
      holds[cell.index] = hold
    }
    return holds
  }
}
