import EmitterModel

/// A layer's insertion not applied yet (`StepPlanner.pendingInsertions`).
struct PendingInsertion: Sendable, Equatable {
  /// The flat index of the layer it goes into; nil for the canvas (a top-level layer).
  var superlayer: Int?
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
  func isSimulated(_ index: Int) -> Bool {
    (pendingLayers.isEmpty || pendingLayers[index] == nil)
      && (removedLayers.isEmpty || !removedLayers.contains(index))
  }

  /// Numbers the scene's `insertSublayer` events, however deep, the canvas's included
  /// (`Scene.sublayerNumbering`), writes each one's index into it and reserves the layers they
  /// insert.
  mutating func reserveInsertions(of scene: Scene) {
    let numbering = scene.sublayerNumbering
    guard !numbering.insertions.isEmpty else { return }
    let indices = numbering.indicesByOwner
    for (owner, events) in indices {
      guard let owner else {
        recordedCanvasChanges = Self.numbered(scene.events, events)
        pendingCanvasChanges = Self.inTimeOrder(recordedCanvasChanges)
        continue
      }
      guard owner < scene.layers.count else { continue }
      recordedChanges[owner] = Self.numbered(scene.layers[owner].events, events)
      pendingChanges[owner] = Self.inTimeOrder(recordedChanges[owner])
    }
    for insertion in numbering.insertions {
      // A numbering a validated file cannot have (a layerIndex out of turn) reserves nothing.
      guard insertion.layerIndex == layerCount,
        let event = recordedEvent(insertion.event, of: insertion.owner)
      else { continue }
      reserve(event, owner: insertion.owner, numbered: indices)
    }
  }

  /// Event `position` as recorded of layer `owner` (nil: the canvas), if there is one.
  func recordedEvent(_ position: Int, of owner: Int?) -> LayerChange? {
    guard let owner else {
      return recordedCanvasChanges.indices.contains(position)
        ? recordedCanvasChanges[position] : nil
    }
    guard recordedChanges.indices.contains(owner),
      recordedChanges[owner].indices.contains(position)
    else { return nil }
    return recordedChanges[owner][position]
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

  /// Checks a sublayer change made on layer `index` (nil: the canvas, whose sublayers are the
  /// top-level layers) against its sublayers as the pending changes leave them; an insertion
  /// is checked as a scene file's layer is, against the cells, slots and behaviours the
  /// simulation holds, and its layers are numbered and reserved. Returns the change as kept
  /// (an insertion with its `layerIndex`).
  mutating func scheduleSublayerChange(_ change: LayerChange, layer index: Int?)
    throws(LiveChangeError) -> LayerChange
  {
    let siblings = projectedSublayers(of: index)
    let list: EmitterLayer.SiblingList = index == nil ? .canvas : .sublayers
    switch change.action {
    case .removeSublayer(let position):
      try EmitterLayer.checkRemovedSublayer(at: position, count: siblings.count, list: list)
      return change
    case .insertSublayer(let layer, let position):
      try refuseUndrawableRasters(after: change, in: layer)
      _ = try EmitterLayer.checkInsertedSublayer(
        layer, at: position, siblingNames: siblings.map { projectedLayer(index: $0).name },
        list: list)
      try checkCapacity(adding: Self.layersInserted(by: layer), keyPath: list.keyPath)
      var numbered = change
      numbered.layerIndex = nil
      var shell = EmitterLayer()
      shell.events = [numbered]
      let numbering = SublayerNumbering(owners: [(index, shell, "sublayers")], first: layerCount)
      let indices = numbering.indicesByOwner
      numbered.layerIndex = layerCount
      for insertion in numbering.insertions where insertion.layerIndex == layerCount {
        let isThis =
          insertion.owner == index && insertion.event == 0
          && insertion.layerIndex == numbered.layerIndex
        guard let event = isThis ? numbered : recordedEvent(insertion.event, of: insertion.owner)
        else { continue }
        reserve(event, owner: insertion.owner, numbered: indices, recorded: isRecording)
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

  /// Numbers and reserves the layers `change` (an `insertSublayer` of layer `owner`, nil: of
  /// the canvas, or a `setMask` whose mask emits) inserts: each appended to the flat tables as
  /// an empty placeholder, its value kept pending with its timing in scene time and its events
  /// numbered by `numbered`.
  /// `recorded` says whether `recording` holds the insertion (a scene file's does; a live
  /// call's does while `isRecording` is on).
  mutating func reserve(
    _ change: LayerChange, owner: Int?, numbered: [Int?: [Int: Int]], recorded: Bool = true
  ) {
    guard let value = change.insertedLayer else { return }
    let first = layerCount
    let subtree = value.flattenedSubtree
    materializeTree()
    // Before its placeholder joins the flat list: a top-level placeholder is in no list.
    if owner == nil { materializeCanvas() }
    // Per subtree entry: its flat value and its clock when it starts.
    var values: [EmitterLayer] = []
    var starts: [Double] = []
    for (offset, entry) in subtree.enumerated() {
      let index = first + offset
      let parent = entry.superlayer.map { first + $0 } ?? owner
      // The canvas's clock is scene time: a default layer's.
      let parentClock =
        entry.superlayer.map { values[$0] } ?? owner.map { structure.layers[$0] } ?? EmitterLayer()
      // The superlayer's clock at the insertion, without the part its own prewarm adds.
      let parentStart = entry.superlayer.map { starts[$0] } ?? change.time
      var layer = entry.layer
      let start = max(0, (parentStart - layer.beginTime) * max(0, layer.speed))
      (layer.beginTime, layer.speed, layer.timeOffset) = Self.sceneTiming(
        of: layer, in: parentClock)
      layer.events = Self.numbered(layer.events, numbered[index])
      values.append(layer)
      starts.append(start)
      let placeholder = Self.placeholder(keepingTimingOf: layer)
      structure.layers.append(placeholder)
      structure.superlayers.append(parent)
      structure.sublayerOrder.append([])
      if entry.superlayer != nil, let parent { structure.sublayerOrder[parent].append(index) }
      pendingLayers[index] = layer
      if !recorded { unrecordedLayers.insert(index) }
      pendingChanges.append(Self.inTimeOrder(layer.events))
      recordedChanges.append(layer.events)
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
    return (
      parent.beginTime + (layer.beginTime - offset) / speed, speed * layer.speed, layer.timeOffset
    )
  }

  /// What stands at a flat index while its layer is pending: no name, no cells, nothing drawn;
  /// its clock kept. A removed layer's index holds a default `EmitterLayer()` (never stepped).
  static func placeholder(keepingTimingOf layer: EmitterLayer) -> EmitterLayer {
    var placeholder = EmitterLayer()
    placeholder.beginTime = layer.beginTime
    placeholder.speed = layer.speed
    placeholder.timeOffset = layer.timeOffset
    return placeholder
  }

  /// Gives `structure` the canvas's explicit list of top-level layers, which canvas changes
  /// edit.
  mutating func materializeCanvas() {
    if structure.topLevelOrder == nil { structure.topLevelOrder = structure.topLevelLayers }
  }

  /// Gives `structure` explicit superlayer links and sublayer lists, which insertions extend.
  mutating func materializeTree() {
    if structure.superlayers.count < structure.layers.count {
      structure.superlayers += Array(
        repeating: nil, count: structure.layers.count - structure.superlayers.count)
    }
    if structure.sublayerOrder.count < structure.layers.count {
      structure.sublayerOrder = structure.sublayerLists
    }
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
