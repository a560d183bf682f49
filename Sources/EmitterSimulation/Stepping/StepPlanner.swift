import EmitterModel

/// Everything about a step that both simulators share, planned once on the CPU: which layer
/// steps from when to when, the layer as its animations make it at the step's start, the births,
/// and the slot layout (grown when needed). The CPU reference and the GPU simulator each own one
/// and execute its `StepPlan`s; given the same frame times and the same emission calls they plan
/// the same steps, so they spawn the same particles from the same tables.
///
/// A step runs `prepare`, then the simulator spawns and integrates. Live values (accelerations,
/// colour and scale speeds, behaviour keys) are the layer's at the step's start; values drawn at
/// birth (every range, the multipliers) are the cell's at the start of the step the particle is
/// born in.
package struct StepPlanner: Sendable {
  /// The scene as written, with every live change applied so far: what animations start from.
  /// Cells removed live stay in it, retired (`EmitterCell.retiredAt`), until their particles are
  /// gone, so it matches the flat tables cell for cell; `model` leaves them out.
  package internal(set) var structure: Scene
  /// The scene as written, with every live change applied so far (removed cells left out).
  package var model: Scene {
    var scene = structure
    for index in scene.layers.indices where scene.layers[index].hasRetiredCells {
      scene.layers[index] = scene.layers[index].withoutRetiredCells
    }
    return scene
  }
  /// The scene as it was made, before any live change: what a recording starts from.
  package let initialModel: Scene
  /// Counts the live changes applied to `model`, so drawing can tell when it changed.
  package internal(set) var modelVersion = 0
  /// Per layer: live changes not applied yet, in time order (`StepPlanner+LiveChanges.swift`).
  var pendingChanges: [[LayerChange]]
  /// Per layer: every live change, from the scene file and from calls, in the order received.
  internal(set) var recordedChanges: [[LayerChange]]
  /// Whether live calls are kept for `recording` (on by default). Each kept change costs about a
  /// hundred bytes; a program that drags an emitter for hours and never replays may turn it off.
  package var isRecording = true
  /// By layer: its model once every pending change applies, while known (`projectedLayer`).
  /// Sparse, so a layer index costs nothing here once its changes have applied.
  var projectedLayers: [Int: EmitterLayer] = [:]
  /// The flat tables as of the last prepared step.
  package internal(set) var scene: ResolvedScene
  package internal(set) var slots: SlotLayout
  /// Each layer's local time reached.
  package internal(set) var layerTimes: [Double]
  var timelines: [LayerTimeline]
  var spawn: SpawnPlanner
  /// Per flat top-level cell with a `maxParticles` cap: the death times (layer time) of its
  /// admitted particles still alive, ascending.
  var capDeaths: [Int: [Double]] = [:]
  var demand = SlotDemand()
  /// Set once the particle cap stopped a ring from growing; nothing is simulated after it.
  package internal(set) var capacityError: SimulationCapacityError?
  /// Set when an advance would have taken a layer more than `maximumSteps` steps; nothing is
  /// simulated after it.
  package internal(set) var stepBudgetError: StepBudgetExcess?
  /// The most slots the pool may grow to, and what sets that limit (the scene's `particleCap`,
  /// or less where a simulator's memory holds less: `limitSlots(to:because:)`).
  package private(set) var maximumSlots: Int
  var slotLimit: String
  /// Lower `maximumSlots` that hold from the first step of a layer with a cell that needs them
  /// (the GPU: trail rings in one storage block, sub-cells reading parents anywhere in the pool
  /// bound whole); each goes once applied.
  package var featureSlotLimits: [FeatureSlotLimit] = []
  /// Per layer: its emission is closed and it has been seen empty since.
  var drained: [Bool]
  /// Layers whose emission closed and whose last particle died, in the order they did.
  package internal(set) var completions: [LayerCompletion] = []
  /// Particles born so far per top-level cell, by layer and name (`bornCount`).
  var bornCounts: [BornCell: Int] = [:]
  /// Per layer: the cells renamed by live calls, old dotted name path -> new, in the order
  /// made, so a later call naming an old path is refused with both names.
  var cellRenames: [Int: [(from: String, to: String)]] = [:]
  /// Layers numbered for an insertion whose moment has not come (`StepPlanner+Sublayers`):
  /// their flat values (cells, timing in scene time, events), by flat index. Until then the
  /// flat tables hold an empty placeholder in their place.
  var pendingLayers: [Int: EmitterLayer] = [:]
  /// Per layer, the layer times where an ancestor's fold, already set, reaches its timeline
  /// (`StepPlanner+ChainChanges`).
  var chainChanges: [Int: [Double]] = [:]
  /// Per layer frozen (speed 0) under a folding superlayer, the timeline time it showed when it
  /// froze (nil inside: off), which it keeps until its clock runs again (`StepPlanner+Timing`).
  var heldTimelines: [Int: Double?] = [:]
  /// Per insertion not applied yet, by the flat index of the layer it inserts: its superlayer
  /// and how many flat indices the layer and its sublayers take.
  var pendingInsertions: [Int: PendingInsertion] = [:]
  /// Layers removed live, with their subtrees: out of the tree, nothing simulated or drawn,
  /// their indices kept (empty placeholders in the flat tables).
  package internal(set) var removedLayers: Set<Int> = []
  /// Layers `fire` made that are still in the tree: each is taken out when it completes
  /// (`StepPlanner+Fire`).
  var firedLayers: Set<Int> = []
  /// Layers inserted by a live call while `isRecording` was off, not removed yet: nothing in
  /// `recording` refers to them, so their removal may drop what they kept (`removeSubtree`).
  var unrecordedLayers: Set<Int> = []
  /// The canvas's changes (top-level layers inserted and removed, `StepPlanner+CanvasChanges`)
  /// not applied yet, in time order; their times are scene times.
  var pendingCanvasChanges: [LayerChange]
  /// Every canvas change, from the scene file's `events` and from calls, in the order received.
  package internal(set) var recordedCanvasChanges: [LayerChange]
  /// Scene time reached: the canvas's current time, where a canvas change made now happens.
  package internal(set) var sceneTime = 0.0

  package init(scene: Scene) {
    // Sublayers simulate as layers of their own, after the top-level ones (`Scene.flattened`).
    let scene = scene.flattened
    structure = scene
    initialModel = scene
    recordedChanges = scene.layers.map(\.events)
    pendingChanges = scene.layers.map { Self.inTimeOrder($0.events) }
    recordedCanvasChanges = scene.events
    pendingCanvasChanges = Self.inTimeOrder(scene.events)
    var resolved = ResolvedScene(scene)
    Self.reserveFixedNumbers(in: &resolved, for: scene)
    self.scene = resolved
    slots = SlotLayout(resolved)
    timelines = scene.layers.indices.map {
      LayerTimeline(scene.layers[$0], ancestors: scene.timelineAncestors(of: $0))
    }
    spawn = SpawnPlanner(scene: scene, resolved: resolved, timelines: timelines)
    layerTimes = Array(repeating: 0, count: resolved.layers.count)
    drained = Array(repeating: false, count: resolved.layers.count)
    maximumSlots = scene.particleCap
    spawn.birthLimit = scene.particleCap
    slotLimit = "the scene's particleCap of \(scene.particleCap)"
    // A running system's model as a new scene: layers out of its tree stay out (never stepped).
    removedLayers = scene.layersOutOfTree
    reserveInsertions(of: scene)
    for (index, layer) in scene.layers.enumerated() {
      for event in layer.emissionEvents where event.type == .restart {
        restartSublayers(of: index, atLayerTime: event.time)
      }
    }
  }

  /// The most behaviours all layers may have together (the GPU: its behaviour block's size);
  /// live changes that would add more are refused.
  package private(set) var maximumBehaviors = Int.max

  /// The most flat cells all layers may have together (the GPU: its cell-template block);
  /// inserting more is refused.
  package private(set) var maximumCells = Int.max

  /// Lowers the most cells live insertions may bring the scene to.
  package mutating func limitCells(to count: Int) {
    maximumCells = min(maximumCells, count)
  }

  /// Lowers the most behaviours live changes may bring the scene to.
  package mutating func limitBehaviors(to count: Int) {
    maximumBehaviors = min(maximumBehaviors, count)
  }

  /// Applies the `featureSlotLimits` whose cells a layer has, at its first step with one (given
  /// from the start, by a live change or by an animation); such a cell when the pool already
  /// holds more slots than its limit allows.
  mutating func firstCellOverFeatureLimit(layer: Int) -> Int? {
    var over: Int?
    var waiting: [FeatureSlotLimit] = []
    for limit in featureSlotLimits {
      guard let cell = scene.layers[layer].cells.first(where: { limit.applies(scene.cells[$0]) })
      else {
        waiting.append(limit)
        continue
      }
      limitSlots(to: limit.count, because: limit.reason)
      if slots.totalSlots > maximumSlots, over == nil { over = cell }
    }
    featureSlotLimits = waiting
    return over
  }

  /// Lowers the most slots the pool may grow to (the GPU: what one storage block holds).
  package mutating func limitSlots(to count: Int, because limit: String) {
    guard count < maximumSlots else { return }
    maximumSlots = count
    spawn.birthLimit = count
    slotLimit = limit
  }

  /// One layer's step in its local time.
  package struct StepTime: Sendable, Equatable {
    package var layer: Int
    package var start: Double
    package var end: Double
  }

  /// The steps that bring every layer to scene time `t`, layer by layer (`LayerClock` splits).
  /// A step ends wherever a pending live change falls, so the change applies at exactly its time
  /// whatever the frame times. None once a layer's clock would run past `maximumSteps`
  /// (`stepBudgetError` says which).
  package mutating func steps(to t: Double) -> [StepTime] {
    guard stepBudgetError == nil else { return [] }
    // Layers inserted at a moment still to come, and removed ones, take no steps. Each clock is
    // read once, for the budget and the steps.
    let ends = scene.layers.map {
      isSimulated($0.index) ? clockTime(ofLayer: $0.index, atSceneTime: t) : 0
    }
    if let excess = stepBudgetExcess(toLayerTimes: ends) {
      stepBudgetError = excess
      return []
    }
    return scene.layers.flatMap { layer -> [StepTime] in
      guard isSimulated(layer.index) else { return [] }
      let start = layerTimes[layer.index]
      let end = ends[layer.index]
      // An ancestor's fold set applies here at its moment too (`chainChangeTimes`).
      let cuts = (pendingChanges[layer.index].map(\.time) + chainChangeTimes(of: layer.index))
        .filter { $0 > start && $0 < end }.sorted()
      var steps: [StepTime] = []
      var from = start
      for to in cuts + [end] where to > from {
        steps += LayerClock.steps(from: from, to: to).map {
          StepTime(layer: layer.index, start: $0.start, end: $0.end)
        }
        from = to
      }
      return steps
    }
  }

  /// Resolves the step's layer at its start, plans its births and makes room for them.
  package mutating func prepare(_ step: StepTime) -> StepPlan {
    let layer = step.layer
    var plan = StepPlan(layer: layer, start: step.start, end: step.end)
    guard capacityError == nil else {
      plan.failed = true
      return plan
    }
    // Removed by its superlayer's step since the steps were listed: nothing left to do.
    guard isSimulated(layer) else {
      plan.isIdle = true
      return plan
    }
    let chainChanged = applyChainChanges(layer: layer, at: step.start)
    let changed = applyChanges(layer: layer, at: step.start)
    // Set on failure too: a layout the change already moved to is one the simulators' pools
    // must follow before they stop (GPUSimulator reads by it).
    plan.previousSlots = changed.previousSlots
    plan.cellMap = changed.cellMap
    guard capacityError == nil else {
      plan.failed = true
      return plan
    }
    plan.tablesChanged =
      resolve(layer: layer, from: step.start, to: step.end) || changed.tablesChanged
      || chainChanged
    if let cell = firstCellOverFeatureLimit(layer: layer) {
      capacityError = SimulationCapacityError(
        layer: layer, time: step.start, slots: slots.totalSlots, cap: maximumSlots,
        limit: slotLimit, cell: scene.cells[cell].path)
      plan.failed = true
      return plan
    }
    plan.emitterVelocity = emitterVelocity(layer: layer, from: step.start, to: step.end)
    // iOS 7+'s first display: births before layer time 0, planned ahead of the regular ones.
    let early =
      structure.prepopulatesOnFirstDisplay && step.start == 0 && layerTimes[layer] == 0
      ? spawn.prepopulate(scene, layer: layer, stepEnd: step.end) : []
    let regular = spawn.plan(scene, layer: layer, from: step.start, to: step.end)
    plan.births = capped(SpawnPlanner.joined(early, regular), layer: layer, end: step.end)
    let anchors = spawn.varying.filter { scene.layers[layer].cells.contains($0.key) }
      .mapValues { (time: $0.anchorTime, value: $0.anchorValue) }
    let needed = demand.rings(
      integrals: spawn.integrals, anchors: anchors, at: step.end, slots: slots)
    if !needed.isEmpty {
      let grown = slots.grown(to: needed, scene: scene, cap: maximumSlots)
      guard grown.totalSlots <= maximumSlots else {
        capacityError = SimulationCapacityError(
          layer: layer, time: step.start, slots: grown.totalSlots, cap: maximumSlots,
          limit: slotLimit,
          cell: needed.keys.map { scene.cells[$0].path }.sorted().first ?? "")
        plan.failed = true
        plan.births = []
        return plan
      }
      plan.previousSlots = plan.previousSlots ?? slots
      slots = grown
      plan.tablesChanged = true
    }
    count(plan.births, layer: layer)
    layerTimes[layer] = max(layerTimes[layer], step.end)
    return plan
  }

  /// Layer `index`'s timeline time at its layer time `t`: the active time since its last
  /// restart, folded by its own timing and its ancestors' (`LayerTimeline.timelineTime(
  /// sinceOrigin:epoch:)`, `TimelineChain`); nil where that puts the timeline off.
  func timelineTime(layer index: Int, at t: Double) -> Double? {
    if let held = heldTimelines[index] { return held }
    let epoch = origin(layer: index, at: t)
    return timelines[index].timelineTime(sinceOrigin: t - epoch, epoch: epoch)
  }

  /// Layer `index`'s timeline, folded by its own timing and its ancestors' in `structure`.
  func timeline(of index: Int) -> LayerTimeline {
    LayerTimeline(
      structure.layers[index],
      ancestors: structure.timelineAncestors(of: index, restarts: { restartTimes(of: $0) }))
  }

  /// Layer `index`'s timeline restarts, its own and its superlayers', in its layer time.
  func restartTimes(of index: Int) -> [Double] {
    index < spawn.schedules.count ? spawn.schedules[index].allRestarts : []
  }

  /// Layer `index`'s active time since its last restart, at its layer time `t`: what its
  /// timeline folds.
  func activeTimeSinceOrigin(layer index: Int, at t: Double) -> Double {
    t - origin(layer: index, at: t)
  }

  /// The layer time of layer `index`'s last restart at or before its layer time `t`.
  func origin(layer index: Int, at t: Double) -> Double {
    index < spawn.schedules.count ? spawn.schedules[index].epoch(at: t) : 0
  }

  /// The timeline time a live change made at layer time `t` is timed in (an animation added
  /// then begins there): the timeline time, or the unfolded one where the timeline is off.
  func changeTime(layer index: Int, at t: Double) -> Double {
    timelineTime(layer: index, at: t) ?? activeTimeSinceOrigin(layer: index, at: t)
  }

  /// Stores the animated values of layer `index` at its layer time `t` (and, for sub-cells whose
  /// rate animates, the rates at the step's end `end`); true when they changed.
  private mutating func resolve(layer index: Int, from t: Double, to end: Double) -> Bool {
    let timeline = timelines[index]
    guard timeline.isAnimated else { return false }
    let tau = timelineTime(layer: index, at: t)
    let before = scene
    scene.update(layer: index, to: timeline.layer(at: tau), scene: structure)
    sampleSubCellRates(layer: index, to: end)
    return scene != before
  }
}

/// What one step does, as planned by `StepPlanner.prepare`.
package struct StepPlan: Sendable {
  package var layer: Int
  /// Layer-time interval of the step.
  package var start: Double
  package var end: Double
  package var births: [CellBirths] = []
  /// The layer's resolved cells or behaviours, or the slot layout, differ from the previous
  /// step's: the GPU uploads its tables again.
  package var tablesChanged = false
  /// Set when rings grew before this step: the layout live particles must move out of.
  package var previousSlots: SlotLayout?
  /// Set when cells were inserted or dropped before this step: each old flat cell's new index
  /// (nil for a dropped one, whose particles are all dead). Live particles move to their cell's
  /// new index and slot; `previousSlots` is set too.
  package var cellMap: [Int?]?
  /// The particle cap stopped the simulation; nothing is to be done.
  package var failed = false
  /// The layer was removed (its superlayer's `removeSublayer`) since the step was listed;
  /// nothing is to be done for it.
  package var isIdle = false
  /// No layer's step: the canvas's changes due (top-level layers inserted or removed,
  /// `StepPlanner.prepareCanvas(to:)`). The simulators move their particles by `cellMap` and
  /// `previousSlots` and take the new tables; nothing spawns or moves. `layer` is -1.
  package var isCanvasChange = false
  /// The emitter's own motion over the step (pt/s): its animated position at the step's end,
  /// less the one at its start, over the step's length. Zero for an emitter that stays.
  package var emitterVelocity: SIMD3<Float> = .zero

  package var stepLength: Float { Float(end - start) }
}

/// A layer's completion: its emission had closed (stopped, a timed emission ended, or every
/// window closed) and at `time` (the scene time of the frame that saw it) its last particle was
/// gone. A layer that emits again can complete again.
public struct LayerCompletion: Sendable, Equatable {
  /// Index of the layer in the scene.
  public var layer: Int
  /// Scene time of the frame that saw the layer empty, seconds.
  public var time: Double

  /// A completion of `layer` at `time`.
  package init(layer: Int, time: Double) {
    self.layer = layer
    self.time = time
  }
}

/// The particle cap stopped a ring from growing: an animation, burst or emission call asked for
/// more particles alive at once than the scene's `particleCap` (or the GPU's memory) allows.
public struct SimulationCapacityError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Index of the layer in the scene.
  public var layer: Int
  /// Layer time of the step that needed the room.
  public var time: Double
  /// The slots the cell's ring needed.
  public var slots: Int
  /// The most slots allowed, and what set it.
  public var cap: Int
  /// What set `cap`: the scene's `particleCap` or the GPU's memory.
  public var limit: String
  /// The cell whose ring had to grow.
  public var cell: String

  /// What happened and what to change, with the numbers.
  public var description: String {
    // A live change that reshapes the pool names no one cell: its cells together need it.
    let who = cell.isEmpty ? "its cells need" : "cell \(cell) needs"
    return "layer \(layer) at \(time) s: \(who) the pool to grow to \(slots) particle slots, over"
      + " \(limit); lower the animated birth rates, bursts or lifetimes, or raise \"particleCap\""
      + " (up to \(Scene.maximumParticleCap)) where memory allows; the simulation stopped here"
  }
}

/// A lower most-slots that holds once a layer has a cell that `applies` to (`featureSlotLimits`).
package struct FeatureSlotLimit: Sendable {
  package var count: Int
  /// What sets the limit, for the capacity error ("this GL implementation's …").
  package var reason: String
  package var applies: @Sendable (ResolvedCell) -> Bool

  package init(count: Int, reason: String, applies: @escaping @Sendable (ResolvedCell) -> Bool) {
    self.count = count
    self.reason = reason
    self.applies = applies
  }
}
