import EmitterModel

/// A layer's insertion not applied yet (`StepPlanner.pendingInsertions`).
struct PendingInsertion: Sendable, Equatable {
  /// The flat index of the layer it goes into.
  var superlayer: Int
  /// How many flat indices the inserted layer and its sublayers take, from its own.
  var count: Int
}

/// Sublayers inserted into and removed from a running layer tree (`insertSublayer`,
/// `removeSublayer`), kept flat: flat indices never shift.
///
/// An insertion is numbered when it is made (a live call) or read (a scene file's event,
/// `SublayerNumbering`): its layer takes the flat count so far, its sublayers the indices
/// after it, depth-first, and the caller can address them at once. Until the change's moment
/// each is a *pending* layer: an empty placeholder in `structure` (no cells, so the flat cell
/// table is unchanged), its value kept in `pendingLayers`, nothing simulated or drawn. At the
/// moment the superlayer's step applies it, the layer joins its superlayer's list
/// (`Scene.sublayerOrder`) and its cells join the flat table (an insertion map, as for
/// `insertCell`). A removal takes the layer and its subtree out of the lists, drops their cells
/// with their particles (a deletion map: both simulators move the survivors and leave the
/// removed ones behind) and leaves an empty placeholder at each index, never stepped again.
///
/// Timing (docs/SEMANTICS.md, "Sublayers inserted and removed"): the inserted layer's
/// `beginTime`, `speed` and `timeOffset` are in its superlayer's time, as in Core Animation; the
/// flat layer keeps them in scene time like every flat layer (`sceneTiming`). It is simulated
/// from the insertion on: its clock's run before that moment is not back-filled; its own
/// `timeOffset` is simulated, as any layer's is (a prewarm on purpose).
extension StepPlanner {
  /// Layers in the flat list, inserted ones included and removed ones still counted: the index
  /// the next inserted layer takes.
  package var layerCount: Int { structure.layers.count }

  /// Whether layer `index` is simulated: neither waiting for its insertion nor removed.
  package func isSimulated(_ index: Int) -> Bool {
    (pendingLayers.isEmpty || pendingLayers[index] == nil)
      && (removedLayers.isEmpty || !removedLayers.contains(index))
  }

  /// Numbers the scene's `insertSublayer` events, however deep (`Scene.sublayerNumbering`),
  /// writes each one's index into it and reserves the layers they insert.
  mutating func reserveInsertions(of scene: Scene) {
    let numbering = scene.sublayerNumbering
    guard !numbering.insertions.isEmpty else { return }
    let indices = numbering.indicesByOwner
    for (owner, events) in indices where owner < scene.layers.count {
      recordedChanges[owner] = Self.numbered(scene.layers[owner].events, events)
      pendingChanges[owner] = Self.inTimeOrder(recordedChanges[owner])
    }
    for insertion in numbering.insertions {
      // A numbering a validated file cannot have (a layerIndex out of turn) reserves nothing.
      guard insertion.layerIndex == layerCount,
        recordedChanges.indices.contains(insertion.owner),
        recordedChanges[insertion.owner].indices.contains(insertion.event)
      else { continue }
      reserve(recordedChanges[insertion.owner][insertion.event], owner: insertion.owner, numbered: indices)
    }
  }

  /// `events` with each `insertSublayer` at a position of `indices` given that layer index.
  static func numbered(_ events: [LayerChange], _ indices: [Int: Int]?) -> [LayerChange] {
    guard let indices else { return events }
    var events = events
    for (position, index) in indices where events.indices.contains(position) {
      events[position].layerIndex = index
    }
    return events
  }

  /// Checks a sublayer change made on layer `index` against its sublayers as the pending
  /// changes leave them; an insertion is checked as a scene file's layer is, against the cells,
  /// slots and behaviours the simulation holds, and its layers are numbered and reserved.
  /// Returns the change as kept (an insertion with its `layerIndex`).
  mutating func scheduleSublayerChange(_ change: LayerChange, layer index: Int)
    throws(LiveChangeError) -> LayerChange
  {
    let siblings = projectedSublayers(of: index)
    switch change.action {
    case .removeSublayer(let position):
      try EmitterLayer.checkRemovedSublayer(at: position, count: siblings.count)
      return change
    case .insertSublayer(let layer, let position):
      _ = try EmitterLayer.checkInsertedSublayer(
        layer, at: position, siblingNames: siblings.map { projectedLayer(index: $0).name })
      try checkCapacity(adding: Self.layersInserted(by: layer), keyPath: "sublayers")
      var numbered = change
      numbered.layerIndex = nil
      var shell = EmitterLayer()
      shell.events = [numbered]
      let numbering = SublayerNumbering(owners: [(index, shell, "sublayers")], first: layerCount)
      let indices = numbering.indicesByOwner
      numbered.layerIndex = layerCount
      for insertion in numbering.insertions where insertion.layerIndex == layerCount {
        let event =
          insertion.owner == index && insertion.event == 0 && insertion.layerIndex == numbered.layerIndex
          ? numbered : recordedChanges[insertion.owner][insertion.event]
        reserve(event, owner: insertion.owner, numbered: indices)
      }
      return numbered
    default:
      return change
    }
  }

  /// Every flat layer `layer` can bring: itself, its sublayers, and the layers its (and their)
  /// events insert, however deep.
  static func layersInserted(by layer: EmitterLayer) -> [EmitterLayer] {
    layer.flattenedSubtree.flatMap { entry in
      [entry.layer]
        + entry.layer.events.flatMap { change -> [EmitterLayer] in
          guard case .insertSublayer(let inserted, _) = change.action else { return [] }
          return layersInserted(by: inserted)
        }
    }
  }

  /// Numbers and reserves the layers `change` (an `insertSublayer` of layer `owner`) inserts:
  /// each appended to the flat tables as an empty placeholder, its value kept pending with its
  /// timing in scene time and its events numbered by `numbered`.
  mutating func reserve(_ change: LayerChange, owner: Int, numbered: [Int: [Int: Int]]) {
    guard case .insertSublayer(let value, _) = change.action else { return }
    let first = layerCount
    let subtree = value.flattenedSubtree
    materializeTree()
    // Per subtree entry: its flat value and its clock when it starts.
    var values: [EmitterLayer] = []
    var starts: [Double] = []
    for (offset, entry) in subtree.enumerated() {
      let index = first + offset
      let parent = entry.superlayer.map { first + $0 } ?? owner
      let parentClock = entry.superlayer.map { values[$0] } ?? structure.layers[owner]
      // The superlayer's clock at the insertion, without the part its own prewarm adds.
      let parentStart = entry.superlayer.map { starts[$0] } ?? change.time
      var layer = entry.layer
      let start = max(0, (parentStart - layer.beginTime) * max(0, layer.speed))
      (layer.beginTime, layer.speed, layer.timeOffset) = Self.sceneTiming(of: layer, in: parentClock)
      layer.events = Self.numbered(layer.events, numbered[index])
      values.append(layer)
      starts.append(start)
      let placeholder = Self.placeholder(keepingTimingOf: layer)
      structure.layers.append(placeholder)
      structure.superlayers.append(parent)
      structure.sublayerOrder.append([])
      if entry.superlayer != nil { structure.sublayerOrder[parent].append(index) }
      pendingLayers[index] = layer
      pendingChanges.append(Self.inTimeOrder(layer.events))
      recordedChanges.append(layer.events)
      projectedLayers.append(nil)
      layerTimes.append(start)
      timelines.append(LayerTimeline(placeholder))
      drained.append(false)
      spawn.schedules.append(EmissionSchedule(layer.emissionEvents))
      scene.appendLayer(placeholder, scene: structure)
    }
    pendingInsertions[first] = PendingInsertion(superlayer: owner, count: subtree.count)
  }

  /// A layer's clock as flat layers keep it (`beginTime`, `speed`, `timeOffset` in scene time,
  /// `ResolvedLayer.localTime(atSceneTime:)`) from its Core Animation timing in a superlayer
  /// whose clock is `parent`'s: local time `(τ - b) s + o` at superlayer time
  /// `τ = (t - B) S + O` is `(t - (B + (b - O) / S)) S s + o`. A frozen superlayer (`S` 0) holds
  /// the sublayer at what it shows then.
  static func sceneTiming(of layer: EmitterLayer, in parent: EmitterLayer)
    -> (beginTime: Double, speed: Double, timeOffset: Double)
  {
    let speed = max(0, parent.speed)
    let offset = max(0, parent.timeOffset)
    guard speed > 0 else {
      let shown =
        offset >= layer.beginTime
        ? (offset - layer.beginTime) * max(0, layer.speed) + max(0, layer.timeOffset) : 0
      return (parent.beginTime, 0, shown)
    }
    return (parent.beginTime + (layer.beginTime - offset) / speed, speed * layer.speed, layer.timeOffset)
  }

  /// What stands at a flat index while its layer is pending or after it was removed: no name,
  /// no cells, nothing drawn; its clock kept.
  static func placeholder(keepingTimingOf layer: EmitterLayer) -> EmitterLayer {
    var placeholder = EmitterLayer()
    placeholder.beginTime = layer.beginTime
    placeholder.speed = layer.speed
    placeholder.timeOffset = layer.timeOffset
    return placeholder
  }

  /// Gives `structure` explicit superlayer links and sublayer lists, which insertions extend.
  private mutating func materializeTree() {
    if structure.superlayers.count < structure.layers.count {
      structure.superlayers += Array(
        repeating: nil, count: structure.layers.count - structure.superlayers.count)
    }
    if structure.sublayerOrder.count < structure.layers.count {
      structure.sublayerOrder = structure.sublayerLists
    }
  }

  /// Layer `index`'s sublayers as its pending changes will leave them.
  func projectedSublayers(of index: Int) -> [Int] {
    var list = structure.sublayerLists[index]
    for change in pendingChanges[index] where change.changesSublayers {
      Self.apply(change, to: &list, pending: pendingInsertions, owner: index)
    }
    return list
  }

  /// `change` applied to a superlayer's list of sublayers; false when it no longer applies.
  @discardableResult
  static func apply(
    _ change: LayerChange, to list: inout [Int], pending: [Int: PendingInsertion], owner: Int
  ) -> Bool {
    switch change.action {
    case .insertSublayer(_, let position):
      guard let root = change.layerIndex, pending[root]?.superlayer == owner else { return false }
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

  /// Applies a sublayer change of layer `owner` at its layer time: an insertion puts its layer
  /// into the list and its subtree's cells into the flat table; a removal takes its subtree
  /// out, drops their cells and particles and leaves placeholders. Returns the flat cell map it
  /// made (old index -> new) and the layers it started or removed (to resolve again); not
  /// applied when it no longer applies.
  mutating func applySublayerChange(_ change: LayerChange, owner: Int)
    -> (applied: Bool, map: [Int?]?, changed: [Int])
  {
    materializeTree()
    var list = structure.sublayerOrder[owner]
    let removedRoot: Int? =
      if case .removeSublayer(let position) = change.action, list.indices.contains(position) {
        list[position]
      } else {
        nil
      }
    guard Self.apply(change, to: &list, pending: pendingInsertions, owner: owner) else {
      return (false, nil, [])
    }
    structure.sublayerOrder[owner] = list
    var map: [Int?]?
    func compose(_ step: [Int?]) { map = map.map { Self.composing($0, step) } ?? step }
    if let root = removedRoot {
      let removed = removeSubtree(of: root, composing: compose)
      return (true, map, removed)
    }
    guard let root = change.layerIndex, let insertion = pendingInsertions.removeValue(forKey: root)
    else { return (true, nil, []) }
    let started = Array(root..<(root + insertion.count))
    for index in started {
      guard let layer = pendingLayers.removeValue(forKey: index) else { continue }
      let cells = layer.emitterCells.reduce(0) { $0 + $1.flatCount }
      let count = Self.flatCount(of: structure)
      let first = Self.flatFirst(of: index, in: structure)
      structure.layers[index] = layer
      if cells > 0 { compose(Self.insertionMap(count: count, at: first, adding: cells)) }
    }
    return (true, map, started)
  }

  /// Takes layer `root` and every layer under it (pending ones too) out: cells dropped (each
  /// drop's deletion map passed to `compose`), placeholders left, pending changes forgotten.
  /// Returns the layers removed.
  private mutating func removeSubtree(of root: Int, composing compose: ([Int?]) -> Void) -> [Int] {
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
      structure.layers[index] = Self.placeholder(keepingTimingOf: structure.layers[index])
      structure.sublayerOrder[index] = []
      pendingLayers[index] = nil
      pendingInsertions[index] = nil
      pendingChanges[index] = []
      projectedLayers[index] = nil
      removedLayers.insert(index)
    }
    return removed
  }

  /// After layers started or were removed: each one's timeline, tables and birth-rate functions
  /// from its model at its current time, and the fixed numbers its own events will need.
  mutating func resolveLayers(_ indices: [Int]) {
    for index in indices {
      timelines[index] = LayerTimeline(structure.layers[index])
      let tau = timelineTime(layer: index, at: layerTimes[index])
      scene.update(layer: index, to: timelines[index].layer(at: tau), scene: structure)
      spawn.replaceRates(
        layer: index, model: structure.layers[index], timeline: timelines[index], resolved: scene,
        at: layerTimes[index])
    }
    Self.reserveFixedNumbers(in: &scene, for: structure, layers: Set(indices))
  }

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

  /// Refuses inserted layers (or a pending layer changed, `replacing`) when the layers not yet
  /// in the flat table together with them would need more cells, slots or behaviours than the
  /// simulation holds.
  func checkCapacity(
    adding layers: [EmitterLayer], replacing: (index: Int, layer: EmitterLayer)? = nil,
    keyPath: String
  ) throws(LiveChangeError) {
    var waiting = pendingLayers.keys.sorted().map { index in
      index == replacing?.index ? replacing!.layer : projectedLayer(index: index)
    }
    waiting += layers
    var added = Scene()
    added.rangeMode = structure.rangeMode
    added.emissionRangeMode = structure.emissionRangeMode
    added.layers = waiting
    let cells = scene.cells.count + Self.flatCount(of: added)
    guard cells <= maximumCells else {
      throw LiveChangeError(
        keyPath: keyPath, value: "\(cells) cells",
        expected: "at most \(maximumCells) cells in all layers",
        message:
          "\(keyPath): the scene would have \(cells) cells (removed ones count until their"
          + " particles are gone, and layers inserted for later as soon as they are), more than"
          + " the \(maximumCells) the GPU path holds; nothing was changed")
    }
    let needed = slots.totalSlots + SlotLayout(ResolvedScene(added)).totalSlots
    guard needed <= maximumSlots else {
      throw LiveChangeError(
        keyPath: keyPath, value: "\(needed) slots",
        expected: "at most \(maximumSlots) particle slots in all",
        message:
          "\(keyPath): would need \(needed) particle slots, over \(slotLimit); nothing was changed")
    }
    let behaviors =
      structure.layers.indices.reduce(0) { sum, index in
        sum + (pendingLayers[index] == nil ? projectedLayer(index: index).behaviorBlockEntries : 0)
      } + added.behaviorBlockEntries
    guard behaviors <= maximumBehaviors else {
      throw LiveChangeError(
        keyPath: keyPath, value: "\(behaviors) behaviours",
        expected: "at most \(maximumBehaviors) in all layers",
        message:
          "\(keyPath): the scene would have \(behaviors) behaviours, more than the"
          + " \(maximumBehaviors) the GPU path holds in all layers; nothing was changed")
    }
  }
}
