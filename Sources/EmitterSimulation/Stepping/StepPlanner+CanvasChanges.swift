import EmitterModel

/// Top-level layers inserted and removed while the system runs: the canvas's sublayer changes.
///
/// The canvas is the tree's root, so its changes are `insertSublayer` and `removeSublayer` made
/// on it, numbered, reserved and applied as a layer's are (`StepPlanner+Sublayers`,
/// `StepPlanner+SublayerApplication`), with the canvas's list (`Scene.topLevelOrder`) in
/// place of a superlayer's and scene time as its clock: an inserted layer's `beginTime`,
/// `speed` and `timeOffset` are in scene time, as any top-level layer's are. Its layers take
/// the next flat indices (flat indices never shift), so its seeds mix its flat index as a
/// top-level layer's always do.
///
/// The canvas takes no steps of its own. Before an advance lists its steps, the changes due
/// before its end apply (`prepareCanvas(to:)`): an inserted layer starts at the clock it shows at the
/// change's moment, so it steps from there whatever the advance's start; a removed layer's
/// particles are dropped, and nothing the removed layer did between the advance's start and the
/// change is drawn, so skipping its steps there is exact. The plan that carries the moves
/// (`StepPlan.isCanvasChange`) is executed by both simulators before any step.
extension StepPlanner {
  /// Schedules a canvas change at its scene time, no earlier than the scene time reached: a
  /// top-level layer inserted (`insertSublayer`, at an index among the top-level layers as the
  /// pending changes leave them) or removed (`removeSublayer`). Anything else names a layer and
  /// is refused.
  package mutating func scheduleOnCanvas(_ change: LayerChange) throws(LiveChangeError) {
    guard change.isCanvasChange else {
      throw LiveChangeError(
        keyPath: change.keyPath, value: change.typeName,
        expected: "insertSublayer, removeSublayer or setTiming",
        message:
          "the canvas takes only insertSublayer and removeSublayer (top-level layers inserted"
          + " and removed) and setTiming (a layer's clock), not \(change.typeName); make it on"
          + " the layer it changes")
    }
    guard change.time.isFinite, change.time >= sceneTime else {
      throw LiveChangeError(
        keyPath: "", value: "\(change.time)", expected: ">= \(sceneTime)",
        message:
          "a canvas change at scene time \(change.time) s is earlier than the scene time reached,"
          + " \(sceneTime) s; changes apply now or later, never to what was already simulated")
    }
    let kept: LayerChange
    if case .setTiming = change.action {
      try checkTiming(change)
      kept = change
    } else {
      kept = try scheduleSublayerChange(change, layer: nil)
    }
    let position = pendingCanvasChanges.firstIndex { $0.time > kept.time }
    pendingCanvasChanges.insert(kept, at: position ?? pendingCanvasChanges.endIndex)
    if isRecording { recordedCanvasChanges.append(kept) }
  }

  /// Moves the canvas to scene time `t` and applies its changes due before then: top-level
  /// layers inserted (their cells join the flat table) and removed (their cells and particles
  /// dropped). Returns the plan that moves the simulators' particles and tables, or nil when
  /// nothing changed.
  package mutating func prepareCanvas(to t: Double) -> StepPlan? {
    sceneTime = max(sceneTime, t)
    // A change at the scene time reached when it was made (a call "now") applies here, in the
    // next advance, as a layer's applies at the start of its next step: a recording replayed
    // splits the inserted layer's steps where the live run did.
    guard capacityError == nil, let first = pendingCanvasChanges.first, first.time < t else {
      return nil
    }
    var cellMap: [Int?]?
    var changed: [Int] = []
    var applied = false
    while let change = pendingCanvasChanges.first, change.time < t {
      pendingCanvasChanges.removeFirst()
      if case .setTiming(let layer, let beginTime, let speed, let timeOffset) = change.action {
        guard isSimulated(layer), structure.layers.indices.contains(layer) else { continue }
        structure.layers[layer].beginTime = beginTime
        structure.layers[layer].speed = speed
        structure.layers[layer].timeOffset = timeOffset
        applied = true
        changed.append(layer)
        // Its sublayers' timelines read its clock where it folds them (`TimelineChain`).
        if structure.layers[layer].timelineFold != nil {
          changed += structure.descendants(of: layer).filter { !changed.contains($0) }
        }
        continue
      }
      let result = applySublayerChange(change, owner: nil)
      guard result.applied else { continue }
      applied = true
      if let map = result.map { cellMap = cellMap.map { Self.composing($0, map) } ?? map }
      changed += result.changed
    }
    guard applied else { return nil }
    modelVersion += 1
    var plan = StepPlan(layer: -1, start: t, end: t)
    plan.isCanvasChange = true
    plan.tablesChanged = true
    let renumbered = cellMap.map { renumberCells(by: $0, layer: nil) }
    resolveLayers(changed)
    let grown = slots.accommodating(scene)
    guard grown.totalSlots <= maximumSlots else {
      capacityError = SimulationCapacityError(
        layer: changed.first ?? 0, time: t, slots: grown.totalSlots, cap: maximumSlots,
        limit: slotLimit, cell: "")
      plan.failed = true
      return plan
    }
    if let renumbered {
      plan.previousSlots = renumbered
      plan.cellMap = cellMap
    } else if grown != slots {
      plan.previousSlots = slots
    }
    slots = grown
    return plan
  }
}
