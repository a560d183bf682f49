import EmitterModel

/// The CPU reference: the model simulated in plain Swift, headless, in the GPU's precision and
/// order of operations. It is the oracle the GPU path is tested against.
///
/// Each `advance(to:)` moves every layer from its last local time to the new one in the
/// `StepPlanner`'s steps. A step first spawns (top-level births from the plan, then each
/// sub-cell's births from its parents, parents first), then integrates every particle by its own
/// step (newborns by the part of the step after their birth) under the forces at the step's
/// start, then removes the dead.
///
/// Particles live in `ParticleColumns` (hot state apart from birth records) and are integrated in
/// place; the dead are removed without reordering the survivors, so `particles` lists each cell's
/// live particles in spawn order.
///
/// A reference type, as the GPU simulator and the façade are, so the live calls
/// (`LiveSimulation`) are stated once for all three. Use one from one thread at a time.
public final class CPUSimulator: @unchecked Sendable {
  // @unchecked: its state is used by one thread at a time; the integrate pass's worker threads
  // each write their own contiguous chunk of particles.
  /// Plans the steps, the births, the animated tables and the slots (shared with the GPU).
  package internal(set) var planner: StepPlanner
  /// The flat tables as the last step resolved them.
  package var scene: ResolvedScene { planner.scene }
  package var slots: SlotLayout { planner.slots }
  /// Scene time reached.
  public private(set) var time: Double = 0
  /// Live particles per flat cell, in spawn order.
  var columns: [ParticleColumns]
  /// Each cell's step lengths in the step being executed.
  private var stepLengths: [StepLengths]
  /// Threads the integrate pass may use. 1 is the single-threaded oracle; more splits each cell
  /// of at least `parallelMinimum` particles into that many contiguous chunks integrated over
  /// `DispatchQueue.concurrentPerform`. The particles are bit-identical whatever the count, since
  /// each particle's update reads and writes only its own state (`CellIntegration`).
  public var threadCount = 1
  /// The smallest cell whose integrate pass is split: below it, dispatching costs more than it saves.
  var parallelMinimum = 16_384
  /// When set, every step checks that no birth takes a slot whose particle is still being read in
  /// that step, and counts violations in `slotCollisions` (tests prove `SlotLayout`'s sizes so).
  package var checksSlots = false
  /// Each parent's own rate for sub-cells whose rate animates (`SubCellRateStore`); empty when
  /// no cell takes rates at its parents' births.
  var subCellRates: [Float] = []
  /// Per flat cell, the serials of its particles that met a collider in their layer's last step
  /// (`CPUSimulator+ContactBirths.swift`); empty unless a sub-cell is born at collisions.
  var contactSerials: [Set<UInt64>] = []
  package private(set) var slotCollisions = 0
  /// Whether each step's collisions and deaths are kept for `drainEvents()` (the integrate pass
  /// then runs on one thread).
  public var recordsEvents = false
  /// Events recorded and not yet drained, in order: step after step, each step's by
  /// `ParticleEvent.stepOrder`.
  public private(set) var events: [ParticleEvent] = []
  /// Layers whose emission closed and whose last particle died, in the order they did.
  public var completions: [LayerCompletion] { planner.completions }

  /// A simulator at time 0 for `scene`, on one thread.
  public init(scene: Scene) {
    planner = StepPlanner(scene: scene)
    columns = Array(repeating: ParticleColumns(), count: planner.scene.cells.count)
    if SubCellRateStore.isNeeded(planner.scene) {
      subCellRates = Array(repeating: SubCellRateStore.unset, count: max(planner.slots.totalSlots, 1))
    }
    stepLengths = Array(repeating: StepLengths(), count: planner.scene.cells.count)
  }

  /// Live particles per flat cell, in spawn order, put back together from the columns (O(live)
  /// a call: for snapshots and tests, not for loops).
  package var particles: [[Particle]] { columns.map(\.particles) }

  /// Layers in the flat list (`Scene.flattened`'s order: top-level layers, then sublayers
  /// depth-first, then layers inserted live in the order they were inserted); removed layers
  /// keep their indices. The index the next inserted layer (`insertSublayer`) takes.
  public var layerCount: Int { planner.layerCount }

  /// Particles alive now, all cells together.
  public var liveCount: Int { columns.reduce(0) { $0 + $1.count } }

  /// Particles alive now in layer `index`'s cells.
  public func liveCount(layer index: Int) -> Int {
    scene.layers[index].cells.reduce(0) { $0 + columns[$1].count }
  }

  /// Why the simulation stopped, if it did: the particle cap stopped the pool from growing.
  public var capacityError: SimulationCapacityError? { planner.capacityError }
  /// Set when an advance would have run a layer's clock past `StepPlanner.maximumSteps`; the
  /// simulation stopped there.
  package var stepBudgetError: StepBudgetExcess? { planner.stepBudgetError }

  /// Advances the simulation to scene time `t` (seconds). Earlier times are ignored. Returns
  /// the layers that completed on the way (`completions` keeps them all).
  @discardableResult
  public func advance(to t: Double) -> [LayerCompletion] {
    guard t > time else { return [] }
    // Top-level layers inserted or removed by then, before any layer steps.
    if let canvas = planner.prepareCanvas(to: t), !canvas.failed { execute(canvas) }
    var steps = planner.steps(to: t)
    stepping: while !steps.isEmpty {
      for step in steps {
        let plan = planner.prepare(step)
        guard !plan.failed else {
          // Cells a live change renumbered before the step failed: the columns follow them.
          if let map = plan.cellMap { renumber(by: map) }
          break stepping
        }
        guard !plan.isIdle else { continue }
        execute(plan)
      }
      // Sublayers inserted on the way take their steps after the others'.
      steps = planner.steps(to: t)
    }
    time = t
    return noteCompletions()
  }

  /// Like `advance(to:)`, but throws when the particle cap stops the simulation.
  public func checkedAdvance(to t: Double) throws(SimulationCapacityError) {
    advance(to: t)
    if let capacityError { throw capacityError }
  }

  private func execute(_ plan: StepPlan) {
    // Where each cell's parents were, for the rates they keep (`SubCellRateStore`).
    let before = plan.previousSlots == nil ? [] : columns.map { $0.records[$0.indices].map(\.slot) }
    if let map = plan.cellMap { renumber(by: map) }
    if plan.previousSlots != nil { relocate() }
    if let previous = plan.previousSlots {
      relocateRates(from: previous, slotsBefore: before, cellMap: plan.cellMap)
    } else if subCellRates.isEmpty, SubCellRateStore.isNeeded(scene) {
      subCellRates = Array(repeating: SubCellRateStore.unset, count: max(slots.totalSlots, 1))
    }
    guard !plan.isCanvasChange else { return }
    let layer = scene.layers[plan.layer]
    for index in layer.cells { stepLengths[index].begin(step: plan.stepLength, firstNewborn: columns[index].end) }
    for births in plan.births {
      spawn(births, layer: layer, stepLength: plan.stepLength, emitterVelocity: plan.emitterVelocity)
    }
    for index in layer.cells {
      // A removed (retired) sub-cell has no births: rate 0. One whose rate animates runs for
      // every step, so that each parent fixes its rate at birth.
      // One born at collisions runs every step too, so that each newborn parent's count starts at 0.
      guard let parent = scene.cells[index].parent,
        scene.cells[index].rateSampling != nil || scene.cells[index].birthEvent == .collision
          || (scene.cells[index].emits && scene.cells[index].birthRate > 0)
      else { continue }
      spawnChildren(
        of: parent, cell: scene.cells[index], layer: layer, stepLength: plan.stepLength, start: plan.start)
    }
    if checksSlots { countSlotCollisions(in: layer) }
    let log =
      recordsEvents || countsContacts
      ? EventLog(layer: layer.index, time: plan.end, paths: scene.cells.map(\.path)) : nil
    for index in layer.cells {
      integrate(
        cell: index, behaviors: ResolvedBehavior.scrolled(scene.cells[index].behaviors, to: plan.start),
        log: log)
    }
    if let log {
      if recordsEvents { events += log.ordered }
      if countsContacts { noteContacts(log, layer: layer) }
    }
  }

  /// The events recorded since the last drain, in order; the list is emptied.
  public func drainEvents() -> [ParticleEvent] {
    defer { events = [] }
    return events
  }

  /// Moves each cell's particles to its new flat index (cells inserted or dropped live); a
  /// dropped cell's particles are all dead by then (`StepPlanner+CellChanges.swift`).
  private func renumber(by map: [Int?]) {
    var moved = Array(repeating: ParticleColumns(), count: scene.cells.count)
    for (from, to) in map.enumerated() {
      guard let to else { continue }
      moved[to] = columns[from]
      for i in moved[to].records.indices { moved[to].records[i].cell = Int32(to) }
    }
    columns = moved
    stepLengths = Array(repeating: StepLengths(), count: scene.cells.count)
    if !contactSerials.isEmpty {
      var contacts = Array(repeating: Set<UInt64>(), count: scene.cells.count)
      for (from, to) in map.enumerated() where contactSerials.indices.contains(from) {
        if let to { contacts[to] = contactSerials[from] }
      }
      contactSerials = contacts
    }
  }

  /// Moves every live particle to its slot in the grown layout.
  private func relocate() {
    for cell in columns.indices {
      for i in columns[cell].indices {
        columns[cell].records[i].slot = slots.slot(ofCell: cell, serial: columns[cell].records[i].serial, scene: scene)
      }
    }
  }

  /// Top-level births on the layer's shape; an emitter moving at `emitterVelocity` during the step
  /// has each birth where it was at that moment (`elapsed` into the step).
  private func spawn(
    _ births: CellBirths, layer: ResolvedLayer, stepLength: Float, emitterVelocity: SIMD3<Float>
  ) {
    let cell = scene.cells[births.cell]
    let still = EmitterShapeSampler(layer)
    births.forEachSpawned { serial, remaining in
      var sampler = still
      let elapsed = stepLength - remaining
      sampler.center = still.center + emitterVelocity * elapsed
      columns[cell.index].append(
        ParticleBirth.make(
          cell, serial: serial,
          slot: slots.slot(cell: cell.index, serial: serial),
          seedWord: layer.seedWord, halfWidth: layer.halfWidth, fan: layer.fanEmission, origin: .shape(sampler)))
      stepLengths[cell.index].appendNewborn(remaining)
    }
  }

  /// Each parent (born earlier or in this step) emits the children its age interval covers, from
  /// where it is at each child's birth time (its motion over the step under the forces at the
  /// step's start), inheriting its colour and scale as drawn then.
  private func spawnChildren(
    of parentIndex: Int, cell: ResolvedCell, layer: ResolvedLayer, stepLength: Float, start: Double
  ) {
    let parentCell = scene.cells[parentIndex]
    let parentBehaviors = ResolvedBehavior.scrolled(parentCell.behaviors, to: start)
    let cellRate = Float(cell.birthRate)
    let (begin, end) = (Float(cell.window.lower), Float(cell.window.upper))
    for p in columns[parentIndex].indices {
      let parent = columns[parentIndex][p]
      let step = stepLengths[parentIndex][p]
      let newborn = p >= stepLengths[parentIndex].firstNewborn
      var rate = cellRate
      if let sampling = cell.rateSampling {
        rate = parentRate(
          sampling, start: cellRate, cell: cell.index, parent: parentIndex, parentSlot: parent.slot,
          firstStep: newborn ? step : nil, stepLength: stepLength)
        guard cell.emits || cell.birthEvent == .collision else { continue }
      }
      let atDeath = cell.birthEvent == .death
      let atContact = cell.birthEvent == .collision
      let births =
        atContact
        ? contactBirths(of: parentIndex, at: p, cell: cell, rate: rate, newborn: newborn)
        : atDeath
        ? SubCellBirths.atDeath(
          age: parent.age, step: step, lifetime: parent.lifetime, count: rate, begin: begin, end: end,
          stride: cell.childStride)
        : SubCellBirths(
          age: parent.age, step: step, lifetime: parent.lifetime, rate: rate, begin: begin, end: end,
          stride: cell.childStride)
      guard !births.isEmpty else { continue }
      let forces = BehaviorForces.forces(
        position: parent.position, age: parent.age, lifetime: parent.lifetime, mass: parent.mass,
        cellAcceleration: parentCell.acceleration, behaviors: parentBehaviors)
      for k in births.first..<births.end {
        let offset: Float =
          atContact
          ? 0
          : atDeath
          ? SubCellBirths.offset(atDeath: parent.lifetime, age: parent.age)
          : SubCellBirths.offset(of: k, age: parent.age, rate: rate, begin: begin)
        let age = parent.age + offset
        let motion = Integrator.advance(parent.position, velocity: parent.velocity, forces: forces, step: offset)
        let look = ParticleAppearance(
          birthColor: parent.color, birthScale: parent.scale, birthRotation: parent.rotation,
          spin: parent.spin, age: age, lifetime: parent.lifetime, velocity: motion.velocity,
          cell: parentCell, behaviors: parentCell.behaviors)
        let origin = BirthOrigin.parent(
          position: motion.position, velocity: motion.velocity, color: look.color, scale: look.scale)
        columns[cell.index].append(
          ParticleBirth.make(
            cell, serial: parent.serial &* cell.childStride &+ k,
            slot: slots.slot(cell: cell.index, parent: parentIndex, parentSlot: parent.slot, k: k),
            seedWord: layer.seedWord, halfWidth: layer.halfWidth, fan: layer.fanEmission, origin: origin))
        stepLengths[cell.index].appendNewborn(step - offset)
      }
    }
  }

  /// A leaf particle dead by the end of the step it is born in (its first step reaches its
  /// lifetime) is read by no pass, so a later sibling may take its slot in that step: it is not
  /// counted. (Pre-populated parents' past children are born in one long first step.)
  private func countSlotCollisions(in layer: ResolvedLayer) {
    var occupied = Set<Int>()
    for index in layer.cells {
      let leaf = index >= scene.children.count || scene.children[index].isEmpty
      let steps = stepLengths[index]
      for i in columns[index].indices {
        if leaf, i >= steps.firstNewborn, !(steps[i] < columns[index].lifetimes[i]) { continue }
        if !occupied.insert(columns[index].records[i].slot).inserted { slotCollisions += 1 }
      }
    }
  }

  private func integrate(cell index: Int, behaviors: [ResolvedBehavior], log: EventLog?) {
    let pass = CellIntegration(
      acceleration: scene.cells[index].acceleration, behaviors: behaviors, steps: stepLengths[index],
      trail: scene.cells[index].trail, log: log)
    let chunks =
      log == nil && threadCount > 1 && columns[index].count >= parallelMinimum ? threadCount : 1
    columns[index].integrate(pass, chunkCount: chunks)
  }

  /// Records the layers whose emission is closed and whose particles are all gone.
  private func noteCompletions() -> [LayerCompletion] {
    let empty = planner.completionCandidates().filter { layer in
      scene.layers[layer].cells.allSatisfy { columns[$0].isEmpty }
    }
    return planner.recordCompletions(empty: Set(empty), at: time)
  }
}
