import EmitterModel

/// Sub-cells born at their parents' contacts (`BirthEvent.collision`): which parents met a
/// collider in their layer's last step, and the children each contact gives.
///
/// A contact leaves the parent at the contact point with the collider's response velocity (the
/// rest of that step is not carried on, `Collisions.contact`), so its children are born at the
/// start of the next step from the parent's state then: at the contact point, at offset 0 into
/// that step. The GPU reads the same fact from the contact mark its integrate pass wrote in the
/// parent's velocity's w (integrate_pass.glsl).
extension CPUSimulator {
  /// Whether any cell of the scene is born at its parents' contacts: the integrate pass then
  /// notes contacts even when events are not recorded.
  var countsContacts: Bool { scene.cells.contains { $0.birthEvent == .collision } }

  /// Keeps, per flat cell of `layer`, the serials of the particles that met a collider in the
  /// step just integrated (from its event log), for the next step's contact births.
  func noteContacts(_ log: EventLog, layer: ResolvedLayer) {
    if contactSerials.count != scene.cells.count {
      contactSerials = Array(repeating: [], count: scene.cells.count)
    }
    for index in layer.cells { contactSerials[index] = [] }
    for event in log.events where event.kind == .collision {
      contactSerials[event.cell].insert(event.serial)
    }
  }

  /// The children of sub-cell `cell` that the parent at `p` of `parentIndex` gives this step:
  /// none unless it met a collider in the last step and has contacts left to count
  /// (`SubCellBirths.atCollision`). A newborn parent's count starts at 0 in the store
  /// (`SubCellRateStore.contactEntry`); one that flew before the cell began to count starts there too.
  func contactBirths(
    of parentIndex: Int, at p: Int, cell: ResolvedCell, rate: Float, newborn: Bool
  ) -> SubCellBirths {
    let parent = columns[parentIndex][p]
    let entry = SubCellRateStore.contactEntry(
      slots, cell: cell.index, parent: parentIndex, parentSlot: parent.slot)
    let none = SubCellBirths(first: 0, end: 0)
    if newborn {
      subCellRates[entry] = 0
      return none
    }
    guard contactSerials.indices.contains(parentIndex),
      contactSerials[parentIndex].contains(parent.serial), cell.emits
    else { return none }
    let ordinal = max(subCellRates[entry], 0)
    let births = SubCellBirths.atCollision(
      ordinal: Int(ordinal), age: parent.age, count: rate, begin: Float(cell.window.lower),
      end: Float(cell.window.upper), stride: cell.childStride)
    if ordinal < Float(BirthEvent.collisionsPerParent) { subCellRates[entry] = ordinal + 1 }
    return births
  }
}
