import EmitterModel

/// Live changes (CALayer's `setValue(_:forKeyPath:)`, `add(_:forKey:)`, `removeAnimation(forKey:)`
/// and `removeAllAnimations()`) on a running system: each call is checked at once, refused with
/// the scene file's messages when it cannot apply, and otherwise kept as an event of its layer's
/// timeline at the layer's current time (`recordedChanges`). Steps end at every pending change
/// and apply it at their start, so the CPU reference and the GPU, given the same calls between
/// the same frames, resolve the same tables, and a scene file holding the events (a recording)
/// replays them exactly at any frame rate.
///
/// Applying a change re-resolves the layer from its new model and animations. Birth values
/// (velocity, lifetime, colour, scale, spin, direction, their ranges, the multipliers) only
/// reach particles born afterwards; values read every step (accelerations, colour and scale
/// speeds, behaviours, opacity) act on live particles at once. Rings grow, never shrink, when
/// the new numbers need more slots (live particles move to their new slots); a change that
/// would need more than the particle cap allows is refused.
extension StepPlanner {
  /// Makes `action` now, at the layer's current time (`schedule(_:layer:)` takes a later one).
  package mutating func change(_ action: LayerChange.Action, layer: Int = 0)
    throws(LiveChangeError)
  {
    let (routed, index) = routedToMaskEmitter(LayerChange(action, at: 0), layer: layer)
    try schedule(LayerChange(routed.action, at: try now(index)), layer: index)
  }

  /// Sets a property's value now and animates it there from where it shows now, over `duration`
  /// seconds: Core Animation's implicit animation of a standalone layer's property (0.25 s with
  /// the default timing function when actions are not disabled). A second call before the first
  /// ends starts again from wherever the first had got to, as CA's do, so a drag of the emitter
  /// leaves a smooth trail. Only animatable properties animate; others are simply set.
  package mutating func setValue(
    _ value: PropertyValue, forKeyPath keyPath: String, animatedOver duration: Double,
    timingFunction: MediaTimingFunction = .default, layer: Int = 0
  ) throws(LiveChangeError) {
    if let inner = LayerMask.emitterKeyPath(in: keyPath),
      let emitter = runningMaskEmitter(of: layer)
    {
      // A key of the layer's mask's emitter: that emitter layer's own key (`routedToMaskEmitter`).
      return try setValue(
        value, forKeyPath: inner, animatedOver: duration, timingFunction: timingFunction,
        layer: emitter)
    }
    _ = try now(layer)
    let reference = try projectedLayer(index: layer).liveProperty(atKeyPath: keyPath)
    guard reference.propertyIsAnimatable, duration > 0, duration.isFinite else {
      return try change(.set(keyPath: keyPath, value: value), layer: layer)
    }
    let shown = presentationValue(forKeyPath: keyPath, layer: layer)
    try change(.set(keyPath: keyPath, value: value), layer: layer)
    var animation = PropertyAnimation(keyPath: keyPath)
    animation.fromValue = shown ?? .unset
    animation.toValue = value
    animation.timing.duration = duration
    animation.timingFunction = timingFunction
    try change(.addAnimation(animation, key: "implicit." + keyPath), layer: layer)
  }

  /// Schedules `change` at its own time, which may not be earlier than the layer's current time
  /// (a change in the past would rewrite what was already simulated).
  package mutating func schedule(_ made: LayerChange, layer madeOn: Int) throws(LiveChangeError) {
    try made.checkOfMask()
    // A removal reaches the mask's emitter too, where the layer's animations of the emitter's
    // keys went: removal is as symmetric with `add` as routing makes it.
    if made.removesAnimations, let emitter = runningMaskEmitter(of: madeOn) {
      try scheduleRouted(made, layer: madeOn)
      return try scheduleRouted(made, layer: emitter)
    }
    try scheduleRouted(made, layer: madeOn)
  }

  /// `schedule` of one change, on the layer its routing names.
  private mutating func scheduleRouted(_ made: LayerChange, layer madeOn: Int)
    throws(LiveChangeError)
  {
    // A change of the mask's emitter keys is the emitter layer's own (`routedToMaskEmitter`).
    let (routed, index) = routedToMaskEmitter(made, layer: madeOn)
    if routed.ofMask {
      // Not routed: the mask emits nothing (the tree's rule, with its message).
      _ = try projectedLayer(index: index).applying(routed, at: routed.time)
    }
    let current = try now(index)
    guard routed.time.isFinite, routed.time >= current else {
      throw LiveChangeError(
        keyPath: "", value: "\(routed.time)", expected: ">= \(current)",
        message:
          "a change at layer time \(routed.time) s is earlier than layer \(index)'s current time"
          + " \(current) s; changes apply now or later, never to what was already simulated")
    }
    var change = try Self.resolvingImagePaths(of: routed)
    // A sublayer change leaves the layer's own model as it is (`StepPlanner+Sublayers`).
    let projected: EmitterLayer?
    if change.changesSublayers {
      change = try scheduleSublayerChange(change, layer: index)
      projected = projectedLayers[index]
    } else {
      do {
        projected = try check(change, layer: index)
      } catch {
        let noted = error.notingRenames(cellRenames[index] ?? [])
        // Routed to the mask's emitter: named as the call named it, under `mask.`.
        throw index == madeOn ? noted : noted.underMask
      }
      if case .renameCell(let path, let name) = change.action {
        cellRenames[index, default: []].append(
          (path, EmitterLayer.renamedCellPath(path, to: name)))
      }
      // A mask that emits: its emitter's layer numbered now, as an inserted sublayer is.
      if case .setMask = change.action { change = try scheduleMaskEmitter(change, layer: index) }
    }
    let position = pendingChanges[index].firstIndex { $0.time > change.time }
    pendingChanges[index].insert(change, at: position ?? pendingChanges[index].endIndex)
    // Changes made now come after every pending one, so the projection only grows by this one.
    projectedLayers[index] = position == nil ? projected : nil
    if isRecording { recordedChanges[index].append(change) }
  }

  /// `change` with its image paths made absolute against the working directory (checked: each
  /// a readable regular file), so the pending change, the recording and every re-application
  /// use the same files: an image set, and those of a mask set whole, a layer inserted, cells
  /// and behaviours given (`LayerChange.mappingImagePaths`, the paths a scene file resolves
  /// against its folder).
  static func resolvingImagePaths(of change: LayerChange) throws(LiveChangeError) -> LayerChange {
    var missing: LiveChangeError?
    let resolved = change.mappingImagePaths { path in
      guard !path.isEmpty else { return path }
      do throws(LiveChangeError) {
        return try EmitterLayer.existingImage(path, keyPath: change.keyPath)
      } catch {
        missing = missing ?? error
        return path
      }
    }
    if let missing { throw missing }
    return resolved
  }

  /// The scene as made plus every change and emission call so far: a scene file that replays
  /// this run.
  package var recording: Scene {
    var scene = initialModel
    scene.events = recordedCanvasChanges.map(recorded)
    for index in scene.layers.indices {
      scene.layers[index].events = recordedChanges[index].map(recorded)
      if index < spawn.schedules.count {
        scene.layers[index].emissionEvents = spawn.schedules[index].events
      }
    }
    return scene
  }

  private func now(_ layer: Int) throws(LiveChangeError) -> Double {
    guard layerTimes.indices.contains(layer) else {
      throw LiveChangeError(
        keyPath: "", value: "\(layer)", expected: "0..<\(layerTimes.count)",
        message: "no layer \(layer); the scene has \(layerTimes.count)")
    }
    guard !removedLayers.contains(layer) else {
      throw LiveChangeError(
        keyPath: "", value: "\(layer)", expected: "a layer in the tree",
        message:
          "layer \(layer) was removed from its superlayer (removeSublayer); a removed layer"
          + " takes no more changes, and its index is not reused")
    }
    return layerTimes[layer]
  }

  /// Keys whose change can alter how many particles are alive or how long they hold a slot.
  static let countKeys: Set<String> = ["birthRate", "lifetime", "lifetimeRange", "enabled"]

  /// Layer `index` as its model will be once the pending changes apply (kept while changes only
  /// arrive at the end, so a drag's many calls a frame cost one application each).
  func projectedLayer(index: Int) -> EmitterLayer {
    if let projected = projectedLayers[index] { return projected }
    // A layer numbered for a later insertion: its own value, not the placeholder.
    var layer = pendingLayers[index] ?? structure.layers[index]
    for pending in pendingChanges[index] where !pending.changesSublayers {
      if let next = try? layer.applying(
        pending.action, at: changeTime(layer: index, at: pending.time))
      {
        layer = next
      }
    }
    return layer
  }

  /// Refuses `change` when it does not apply to the layer as the pending changes will leave it,
  /// or when it would need more slots, more children per parent or more behaviours than the
  /// simulation allows; returns the layer as it will be with it.
  private func check(_ change: LayerChange, layer index: Int) throws(LiveChangeError)
    -> EmitterLayer
  {
    let layer = try projectedLayer(index: index).applying(
      change.action,
      at: change.isStructural ? change.time : changeTime(layer: index, at: change.time))
    try refuseUndrawableRasters(after: change, in: layer)
    guard Self.affectsBehaviors(change.action) || Self.affectsCounts(change.action) else {
      return layer
    }
    // A layer waiting for its insertion is not in the flat table yet: checked with the others
    // waiting, against what the table can take on.
    if pendingLayers[index] != nil {
      try checkCapacity(adding: [], replacing: (index, layer), keyPath: change.keyPath)
      return layer
    }
    var projected = structure
    var waiting = 0
    for other in projected.layers.indices {
      guard pendingLayers[other] == nil else {
        waiting += projectedLayer(index: other).behaviorBlockEntries
        continue
      }
      projected.layers[other] = other == index ? layer : projectedLayer(index: other)
    }
    let behaviors = projected.behaviorBlockEntries + waiting
    guard behaviors <= maximumBehaviors else {
      throw LiveChangeError(
        keyPath: "emitterBehaviors", value: "\(behaviors) behaviours",
        expected: "at most \(maximumBehaviors) in all layers",
        message:
          "emitterBehaviors: the scene would have \(behaviors) behaviours, more than the"
          + " \(maximumBehaviors) the GPU path holds in all layers; nothing was changed")
    }
    guard Self.affectsCounts(change.action) else { return layer }
    var bounds = ResolvedScene(projected)
    guard bounds.cells.count == scene.cells.count else {
      try checkCellCount(bounds, for: change)
      return layer
    }
    for cell in scene.layers[index].cells where bounds.cells[cell].childStride > scene.cells[cell].childStride {
      throw LiveChangeError(
        keyPath: change.keyPath,
        message:
          "\(change.keyPath): would let a particle of \(scene.cells[cell].parent.map { scene.cells[$0].path } ?? "")"
          + " have \(bounds.cells[cell].childStride) children of \(scene.cells[cell].path), more than"
          + " the \(scene.cells[cell].childStride) its serial numbers were laid out for when the"
          + " scene started; start the scene with the larger lifetime (or an animation reaching it)")
    }
    bounds.keepLargerFixedNumbers(of: scene)
    let needed = slots.accommodating(bounds)
    guard needed.totalSlots <= maximumSlots else {
      throw LiveChangeError(
        keyPath: change.keyPath, value: change.valueSummary,
        expected: "at most \(maximumSlots) particle slots in all",
        message:
          "\(change.keyPath): would need \(needed.totalSlots) particle slots, over \(slotLimit);"
          + " nothing was changed")
    }
    return layer
  }

  /// Refuses a change whose cells (inserted, or pending insertions before it) would pass the
  /// most cells the simulation holds, or need more slots than it may grow to: the slots now plus
  /// those the new cells need as they start.
  private func checkCellCount(_ bounds: ResolvedScene, for change: LayerChange)
    throws(LiveChangeError)
  {
    guard bounds.cells.count <= maximumCells else {
      throw LiveChangeError(
        keyPath: change.keyPath, value: "\(bounds.cells.count) cells",
        expected: "at most \(maximumCells) cells in all layers",
        message:
          "\(change.keyPath): the scene would have \(bounds.cells.count) cells (removed ones count"
          + " until their particles are gone), more than the \(maximumCells) the GPU path holds;"
          + " nothing was changed")
    }
    // Keyed by the names the pending renames give, so a renamed cell is not counted as new.
    var known = Set<String>()
    for cell in scene.cells {
      var path = cell.path
      for pending in pendingChanges.indices.contains(cell.layer) ? pendingChanges[cell.layer] : [] {
        guard case .renameCell(let old, let name) = pending.action else { continue }
        path =
          EmitterLayer.movedCellPath(path, from: old, to: EmitterLayer.renamedCellPath(old, to: name))
          ?? path
      }
      known.insert("\(cell.layer)/\(path)")
    }
    let fresh = SlotLayout(bounds)
    let added = bounds.cells.filter { !known.contains("\($0.layer)/\($0.path)") }
      .reduce(0) { $0 + fresh.cells[$1.index].count }
    let needed = slots.totalSlots + added
    guard needed <= maximumSlots else {
      throw LiveChangeError(
        keyPath: change.keyPath, value: change.valueSummary,
        expected: "at most \(maximumSlots) particle slots in all",
        message:
          "\(change.keyPath): would need \(needed) particle slots, over \(slotLimit);"
          + " nothing was changed")
    }
  }

  private static func affectsBehaviors(_ action: LayerChange.Action) -> Bool {
    switch action {
    case .insertBehavior, .setBehaviors: true
    default: false
    }
  }

  static func affectsCounts(_ action: LayerChange.Action) -> Bool {
    switch action {
    case .set(let keyPath, _):
      countKeys.contains(String(keyPath.split(separator: ".").last ?? ""))
    case .addAnimation(let animation, _):
      countKeys.contains(String(animation.keyPath.split(separator: ".").last ?? ""))
    case .insertCell, .setCells: true
    case .removeAnimation, .removeAllAnimations, .insertBehavior, .removeBehavior, .setBehaviors,
      .removeCell, .renameCell, .insertSublayer, .removeSublayer, .setTiming, .setMask:
      false
    }
  }

  /// Applies layer `index`'s changes due at its layer time `t`: the new model, timeline and
  /// birth-rate functions, the layer's tables re-resolved, and the slot layout grown if the new
  /// numbers need it (`previousSlots`: the layout live particles move out of).
  mutating func applyChanges(layer index: Int, at t: Double)
    -> (tablesChanged: Bool, previousSlots: SlotLayout?, cellMap: [Int?]?)
  {
    var applied = false
    var countsChanged = false
    // Old flat index -> new, when cells were inserted or retired ones dropped.
    var cellMap = dropExpiredCells(layer: index, at: t)
    applied = cellMap != nil
    // Whether the layer's own model changed (not only its sublayers).
    var ownChanged = applied
    // Sublayers started or removed here, whose tables are made again.
    var otherLayers: [Int] = []
    // Whether the layer's own timing changed, which folds its sublayers' timelines too.
    var foldSet = false
    while let change = pendingChanges[index].first, change.time <= t {
      pendingChanges[index].removeFirst()
      if pendingChanges[index].isEmpty { projectedLayers[index] = nil }
      if change.changesSublayers {
        let result = applySublayerChange(change, owner: index)
        guard result.applied else { continue }
        if let map = result.map { cellMap = cellMap.map { Self.composing($0, map) } ?? map }
        otherLayers += result.changed
        applied = true
        continue
      }
      ownChanged = true
      if case .setMask = change.action {
        let result = replaceMask(by: change, of: index)
        if let map = result.map { cellMap = cellMap.map { Self.composing($0, map) } ?? map }
        otherLayers += result.changed
        applied = true
        continue
      }
      if change.isStructural {
        let result = applyCellChange(change.action, layer: index, at: change.time)
        guard result.applied else { continue }
        if let map = result.map { cellMap = cellMap.map { Self.composing($0, map) } ?? map }
        applied = true
        countsChanged = true
        continue
      }
      // Checked when scheduled (or, from a file, when decoded and validated).
      guard
        let layer = try? structure.layers[index].applying(
          change.action, at: changeTime(layer: index, at: change.time))
      else { continue }
      structure.layers[index] = layer
      applied = true
      if change.setsTimelineFold { foldSet = true }
      if case .set("mask", .unset) = change.action {
        // The mask's particles go with it (`removeMaskEmitter`).
        let removal = removeMaskEmitter(of: index)
        if let map = removal.map { cellMap = cellMap.map { Self.composing($0, map) } ?? map }
        otherLayers += removal.removed
      }
      countsChanged = countsChanged || Self.affectsCounts(change.action)
      if case .renameCell(let path, let name) = change.action, !path.contains(".") {
        // A top-level cell's count carries on under its new name; the old name keeps the
        // count it had, as a removed cell's does.
        bornCounts[BornCell(layer: index, name: name), default: 0] +=
          bornCounts[BornCell(layer: index, name: path)] ?? 0
        if spawn.schedules.indices.contains(index) {
          spawn.schedules[index] = spawn.schedules[index].renamingBursts(
            of: path, to: name, from: change.time)
        }
      }
    }
    guard applied else { return (false, nil, nil) }
    modelVersion += 1
    let renumbered = cellMap.map { renumberCells(by: $0, layer: ownChanged ? index : nil) }
    if ownChanged {
      timelines[index] = timeline(of: index)
      spawn.replaceRates(
        layer: index, model: structure.layers[index], timeline: timelines[index], resolved: scene,
        at: t)
      scene.update(
        layer: index, to: timelines[index].layer(at: timelineTime(layer: index, at: t)),
        scene: structure)
    }
    resolveLayers(otherLayers)
    if foldSet { foldChanged(below: index, atLayerTime: t) }
    if countsChanged {
      // A longer life holds slots longer; children per parent were checked when scheduled.
      let bounds = ResolvedScene(structure)
      for cell in scene.layers[index].cells {
        scene.cells[cell].longestLifetime = max(
          scene.cells[cell].longestLifetime, bounds.cells[cell].longestLifetime)
      }
    }
    let grown = slots.accommodating(scene)
    if let renumbered {
      // Every live particle moves to its cell's new index and slot.
      if grown.totalSlots > maximumSlots {
        capacityError = SimulationCapacityError(
          layer: index, time: t, slots: grown.totalSlots, cap: maximumSlots, limit: slotLimit,
          cell: "")
        // The cells are renumbered and `slots` is their fresh layout already: the simulators
        // move their particles there before they stop.
        return (true, renumbered, cellMap)
      }
      slots = grown
      return (true, renumbered, cellMap)
    }
    guard grown != slots else { return (true, nil, nil) }
    guard grown.totalSlots <= maximumSlots else {
      capacityError = SimulationCapacityError(
        layer: index, time: t, slots: grown.totalSlots, cap: maximumSlots, limit: slotLimit,
        cell: "")
      return (true, nil, nil)
    }
    let previous = slots
    slots = grown
    return (true, previous, nil)
  }

  /// The changes in time order, those at the same time in the order written.
  static func inTimeOrder(_ changes: [LayerChange]) -> [LayerChange] {
    changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// Raises the fixed per-cell numbers (children per parent, longest lifetime) to what every
  /// state the scene file's own changes lead to needs, so replaying them never outgrows them.
  static func reserveFixedNumbers(
    in resolved: inout ResolvedScene, for scene: Scene, layers: Set<Int>? = nil
  ) {
    guard scene.layers.contains(where: { !$0.events.isEmpty }) else { return }
    var state = scene
    for (index, layer) in scene.layers.enumerated() where layers?.contains(index) ?? true {
      for change in inTimeOrder(layer.events) {
        // Cells inserted or removed renumber the table: they get their fixed numbers when they
        // arrive (`renumberCells`), so the state here keeps the structure it started with.
        // Sublayers change other layers, which get theirs when they start.
        guard !change.isStructural, !change.changesSublayers,
          let next = try? state.layers[index].applying(change.action, at: change.time)
        else { continue }
        state.layers[index] = next
        // Only rates, lifetimes and `enabled` move the fixed numbers (`countKeys`).
        if affectsCounts(change.action) { resolved.keepLargerFixedNumbers(of: ResolvedScene(state)) }
      }
    }
  }
}

extension ResolvedScene {
  /// Keeps, per cell, the larger of its own and `other`'s children per parent and longest
  /// lifetime (the fixed numbers only ever grow).
  mutating func keepLargerFixedNumbers(of other: ResolvedScene) {
    for cell in cells.indices where other.cells.indices.contains(cell) {
      cells[cell].childStride = max(cells[cell].childStride, other.cells[cell].childStride)
      cells[cell].longestLifetime = max(
        cells[cell].longestLifetime, other.cells[cell].longestLifetime)
      cells[cell].peakBirthRate = max(cells[cell].peakBirthRate, other.cells[cell].peakBirthRate)
    }
  }
}

extension SlotLayout {
  /// The layout `scene` needs with no ring smaller than this one's: rings grow, never shrink.
  func accommodating(_ scene: ResolvedScene) -> SlotLayout {
    var rings: [Int: Int] = [:]
    for (index, cell) in cells.enumerated() { rings[index] = cell.ring }
    return SlotLayout(scene, minimumRings: rings)
  }
}

extension SpawnPlanner {
  /// New birth-rate functions for layer `index`'s top-level cells after a live change; a rate
  /// that was being integrated starts a new integral at `t` from the births counted so far.
  mutating func replaceRates(
    layer index: Int, model: EmitterLayer, timeline: LayerTimeline, resolved: ResolvedScene,
    at t: Double
  ) {
    let topLevel = resolved.layers[index].cells.filter { resolved.cells[$0].parent == nil }
    for (flat, cell) in zip(topLevel, model.emitterCells) {
      rates[flat] = EmissionRate(cell: cell, timeline: timeline)
      varying[flat]?.rebase(at: t, value: integrals[flat])
    }
  }
}

extension LayerChange {
  var valueSummary: String? {
    if case .set(_, let value) = action { return "\(value)" }
    return nil
  }
}
