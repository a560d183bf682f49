import EmitterModel

/// Sublayer changes at their moment (`StepPlanner+Sublayers` numbers and reserves them): an
/// insertion fills its placeholders and brings their cells into the flat table, a removal takes
/// a subtree out and drops its cells and particles; projections of the lists for checks and
/// `projectedModel`; insertions written back with what their layers received, for `recording`.
extension StepPlanner {
  /// Layer `index`'s sublayers (nil: the canvas's, the top-level layers) as its pending
  /// changes will leave them.
  func projectedSublayers(of index: Int?) -> [Int] {
    guard let index else {
      var list = structure.topLevelLayers
      for change in pendingCanvasChanges {
        Self.apply(change, to: &list, pending: pendingInsertions, owner: nil)
      }
      return list
    }
    var list = structure.sublayerLists[index]
    for change in pendingChanges[index] where change.changesSublayers {
      Self.apply(change, to: &list, pending: pendingInsertions, owner: index)
    }
    return list
  }

  /// `change` applied to a superlayer's (nil: the canvas's) list of sublayers; false when it no
  /// longer applies.
  @discardableResult
  static func apply(
    _ change: LayerChange, to list: inout [Int], pending: [Int: PendingInsertion], owner: Int?
  ) -> Bool {
    switch change.action {
    case .insertSublayer(_, let position):
      guard let root = change.layerIndex, let insertion = pending[root],
        insertion.superlayer == owner
      else { return false }
      let at = position ?? list.count
      guard at <= list.count else { return false }
      list.insert(root, at: at)
      return true
    case .removeSublayer(let position):
      guard list.indices.contains(position) else { return false }
      list.remove(at: position)
      return true
    default:
      return false
    }
  }

  /// Applies a sublayer change of layer `owner` (nil: the canvas) at its layer time: an
  /// insertion puts its layer into the list and its subtree's cells into the flat table; a
  /// removal takes its subtree out, drops their cells and particles and leaves placeholders.
  /// Returns the flat cell map it made (old index -> new) and the layers it started or removed
  /// (to resolve again); not applied when it no longer applies.
  mutating func applySublayerChange(_ change: LayerChange, owner: Int?)
    -> (applied: Bool, map: [Int?]?, changed: [Int])
  {
    materializeTree()
    if owner == nil { materializeCanvas() }
    var list = owner.map { structure.sublayerOrder[$0] } ?? structure.topLevelLayers
    let removedRoot: Int? =
      if case .removeSublayer(let position) = change.action, list.indices.contains(position) {
        list[position]
      } else {
        nil
      }
    guard Self.apply(change, to: &list, pending: pendingInsertions, owner: owner) else {
      return (false, nil, [])
    }
    if let owner {
      structure.sublayerOrder[owner] = list
    } else {
      structure.topLevelOrder = list
    }
    var map: [Int?]?
    func compose(_ step: [Int?]) { map = map.map { Self.composing($0, step) } ?? step }
    if let root = removedRoot {
      let removed = removeSubtree(of: root, composing: compose)
      return (true, map, removed)
    }
    guard let root = change.layerIndex else { return (true, nil, []) }
    let started = startPendingLayers(root, composing: compose)
    if let owner { inheritScheduledRestarts(started, insertedAt: change.time, under: owner) }
    return (true, map, started)
  }

  /// Gives layers inserted under `owner` at its layer time `t` the restarts their superlayers
  /// have scheduled after that moment (a scene file's emission events, calls made ahead), which
  /// `restartSublayers` could not give them while they waited: a superlayer's restart restarts
  /// its sublayers' timelines whenever they arrived.
  mutating func inheritScheduledRestarts(_ started: [Int], insertedAt t: Double, under owner: Int) {
    for index in started {
      guard let arrival = layerTime(of: index, atLayerTime: t, of: owner) else { continue }
      var ancestor = structure.superlayers[index]
      while let above = ancestor {
        for event in spawn.schedules[above].events where event.type == .restart {
          guard let time = layerTime(of: index, atLayerTime: event.time, of: above),
            time > arrival
          else { continue }
          spawn.schedules[index].addInheritedRestart(at: time)
        }
        ancestor = structure.superlayers[above]
      }
    }
  }

  /// Starts the layers an insertion reserved from flat index `root` (an inserted sublayer and
  /// its sublayers, or a mask's emitter): each placeholder filled with its layer, whose cells
  /// join the flat table (each insertion's map passed to `compose`). Returns the layers started.
  mutating func startPendingLayers(_ root: Int, composing compose: ([Int?]) -> Void) -> [Int] {
    guard let insertion = pendingInsertions.removeValue(forKey: root) else { return [] }
    let started = Array(root..<(root + insertion.count))
    for index in started {
      guard let layer = pendingLayers.removeValue(forKey: index) else { continue }
      let cells = layer.emitterCells.reduce(0) { $0 + $1.flatCount }
      let count = Self.flatCount(of: structure)
      let first = Self.flatFirst(of: index, in: structure)
      structure.layers[index] = layer
      if cells > 0 { compose(Self.insertionMap(count: count, at: first, adding: cells)) }
    }
    return started
  }

  /// Takes layer `root` and every layer under it (pending ones too) out: cells dropped (each
  /// drop's deletion map passed to `compose`), placeholders left, pending changes forgotten.
  /// Returns the layers removed.
  mutating func removeSubtree(of root: Int, composing compose: ([Int?]) -> Void) -> [Int] {
    var subtree: Set<Int> = [root]
    var removed: [Int] = []
    // Sublayers follow their superlayer in the flat list.
    for index in root..<structure.layers.count {
      guard index == root || structure.superlayers[index].map(subtree.contains) == true else {
        continue
      }
      subtree.insert(index)
      removed.append(index)
      let cells = structure.layers[index].emitterCells.reduce(0) { $0 + $1.flatCount }
      if cells > 0 {
        compose(
          Self.deletionMap(
            count: Self.flatCount(of: structure), at: Self.flatFirst(of: index, in: structure),
            removing: cells))
      }
      // Never stepped again, so its clock is not needed: every removed index shares the
      // default layer's storage (`EmitterLayer+Storage`).
      structure.layers[index] = EmitterLayer()
      structure.sublayerOrder[index] = []
      pendingLayers[index] = nil
      pendingInsertions[index] = nil
      pendingChanges[index] = []
      projectedLayers[index] = nil
      removedLayers.insert(index)
      firedLayers.remove(index)
      if unrecordedLayers.remove(index) != nil { forgetRemovedLayer(index) }
    }
    return removed
  }

  /// Drops what a removed layer that `recording` never shows kept: its emission calls and its
  /// recorded changes. With `LayerTimeline.removed` for its timeline (`resolveLayers`) and an
  /// empty placeholder in the tables, a removed index costs a few hundred bytes however much the
  /// layer held, so a program that inserts and removes layers for hours (`fire`) stays flat.
  private mutating func forgetRemovedLayer(_ index: Int) {
    if spawn.schedules.indices.contains(index) { spawn.schedules[index] = EmissionSchedule() }
    if recordedChanges.indices.contains(index) { recordedChanges[index] = [] }
    timelines[index] = .removed
  }

  /// After layers started or were removed: each one's timeline, tables and birth-rate functions
  /// from its model at its current time, and the fixed numbers its own events will need.
  mutating func resolveLayers(_ indices: [Int]) {
    for index in indices {
      // A removed layer's placeholder has no animations: one timeline serves them all.
      timelines[index] =
        removedLayers.contains(index) ? .removed : timeline(of: index)
      let tau = timelineTime(layer: index, at: layerTimes[index])
      let layer =
        removedLayers.contains(index) ? structure.layers[index] : timelines[index].layer(at: tau)
      scene.update(layer: index, to: layer, scene: structure)
      spawn.replaceRates(
        layer: index, model: structure.layers[index], timeline: timelines[index], resolved: scene,
        at: layerTimes[index])
    }
    Self.reserveFixedNumbers(in: &scene, for: structure, layers: Set(indices))
  }

  /// The top-level layers as the pending canvas changes will leave them (`projectedModel`).
  func projectedTopLevelOrder() -> [Int] { projectedSublayers(of: nil) }

  /// The sublayer lists as the pending changes will leave them (`projectedModel`).
  func projectedSublayerOrder() -> [[Int]] {
    var lists = structure.sublayerLists
    for index in lists.indices where pendingChanges[index].contains(where: \.changesSublayers) {
      lists[index] = projectedSublayers(of: index)
    }
    return lists
  }

  /// `change` as a recording writes it: an insertion's layer with the events and emission calls
  /// its layers (and theirs, however deep) received, each insertion with its `layerIndex`.
  func recorded(_ change: LayerChange) -> LayerChange {
    if case .setMask(var mask) = change.action, let index = change.layerIndex,
      recordedChanges.indices.contains(index)
    {
      // The changes its emitter received, as its own (`LayerChange.insertedLayer`).
      mask.emitter?.events = recordedChanges[index]
      var written = change
      written.action = .setMask(mask)
      return written
    }
    guard case .insertSublayer(let value, let position) = change.action,
      let first = change.layerIndex
    else { return change }
    var next = first
    func fill(_ layer: EmitterLayer) -> EmitterLayer {
      var layer = layer
      let index = next
      next += 1
      if recordedChanges.indices.contains(index) {
        layer.events = recordedChanges[index].map(recorded)
      }
      if spawn.schedules.indices.contains(index) {
        layer.emissionEvents = spawn.schedules[index].events
      }
      layer.sublayers = layer.sublayers.map(fill)
      return layer
    }
    var written = change
    written.action = .insertSublayer(fill(value), at: position)
    return written
  }
}
