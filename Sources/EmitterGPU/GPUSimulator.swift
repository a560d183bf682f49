import EmitterGL
import EmitterModel
import EmitterSimulation

/// The GPU simulator: the CPU reference's model run by OpenGL compute shaders, particle for
/// particle. Both execute the steps of their own `StepPlanner` (the same steps, births, animated
/// tables and slot layout, given the same frame times and emission calls); each step runs a spawn
/// pass (top-level births), a sub-cell pass per generation of sub-cells (children, then
/// grandchildren: parents first), then one integrate pass per layer (per cell where cells have
/// behaviours of their own), with storage barriers between. Tables the step changed (animated
/// cells or behaviours, grown slots) are uploaded first; grown slots move every live particle.
///
/// GL objects belong to the context that was current when the simulator was made: make that
/// context current on the calling thread before every call, and call `destroy()` there.
public final class GPUSimulator {
  /// Plans the steps, births, animated tables and slots (the CPU reference plans the same).
  var planner: StepPlanner
  /// The flat tables as the last step resolved them.
  package var scene: ResolvedScene { planner.scene }
  package var slots: SlotLayout { planner.slots }
  /// Scene time reached.
  public private(set) var time: Double = 0
  /// The layer the last step integrated (`repeatLastIntegratePass`).
  private var lastIntegratedLayer: Int?
  /// Integrates with one dispatch per cell, as before one per layer: the benchmark's baseline.
  package var integratesEachCellApart = false
  var pool: GPUParticlePool
  var poolBuffers: GPUParticlePool { pool }
  /// How the particle arrays are bound: whole, or a window at a time (`SlotWindows`).
  package let windows: SlotWindows
  /// Entries of the behaviour block: sized for the scene, doubled when live changes insert more.
  var behaviorEntries: Int
  /// Whether the behaviour block holds a turbulence: it is packed again before every step.
  var hasTurbulence = false
  /// Whether each step's collisions and deaths are read back for `drainEvents()`
  /// (`GPUSimulator+Events`).
  public var recordsEvents = false
  /// Events read back and not yet drained, in order (as the CPU reference's `events`).
  public internal(set) var events: [ParticleEvent] = []
  /// Whether the integrate pass marks collisions and deaths in velocities' w: when events are
  /// recorded, or when a sub-cell is born at its parents' contacts (the next step's sub-cell
  /// pass reads the marks).
  var marksEvents: Bool { recordsEvents || scene.cells.contains { $0.birthEvent == .collision } }
  /// The current step's stamp in the integrate pass's event marks.
  var eventStamp: UInt32 = 0
  let programs: SimulationPrograms
  /// Layers whose emission closed and whose last particle died, in the order they did.
  public var completions: [LayerCompletion] { planner.completions }

  /// The particle state the renderer draws from, by slot (`SlotLayout`), with the cell templates
  /// and the behaviour block (colour, scale and rotation are evaluated at draw time by
  /// Shaders/include/appearance.glsl). Valid until the next `advance` (a grown pool is new
  /// buffers) and `destroy()`.
  package var particleBuffers: ParticleBuffers {
    ParticleBuffers(
      arrays: pool.state, cellTemplates: pool.cellTemplates, behaviors: pool.behaviors,
      trails: pool.trails, slotCount: slots.totalSlots, windows: windows)
  }

  /// Builds the simulator's buffers and programs in the current GL context.
  public convenience init(scene: Scene, library: ShaderLibrary = .standard) throws(GPUSimulationError) {
    try self.init(scene: scene, library: library, windows: .standard)
  }

  /// A simulator whose particle arrays are bound in `windows` (tests give small ones, so a
  /// small pool runs the windowed passes a pool over a storage block's size runs).
  package init(scene: Scene, library: ShaderLibrary = .standard, windows: SlotWindows) throws(GPUSimulationError) {
    let scene = scene.flattened
    var planner = StepPlanner(scene: scene)
    let resolved = planner.scene
    self.windows = windows
    try Self.checkBlocks(scene, resolved: resolved)
    try Self.checkCapacity(planner.slots, resolved: resolved, cap: scene.particleCap, windows: windows)
    // Trail rings take 256 bytes a slot: once a cell keeps one (from the start, by a live
    // change or an animation), the pool holds what one block of rings can. A sub-cell pass
    // reads parents and writes children anywhere in the pool, bound whole: once a cell has a
    // parent, the pool holds what one window does.
    let trailSlots = min(Self.trailSlotLimit, windows.windowSlots)
    planner.featureSlotLimits = [
      FeatureSlotLimit(
        count: trailSlots,
        reason: "this GL implementation's storage-block limit of \(trailSlots) slots with trails (256 bytes a slot)",
        applies: { $0.trail != nil }),
      FeatureSlotLimit(
        count: windows.windowSlots,
        reason: "this GL implementation's storage-block limit of \(windows.windowSlots) slots with sub-cells",
        applies: { $0.parent != nil }),
    ]
    planner.limitBehaviors(to: BehaviorLayout.maximumBehaviors)
    planner.limitCells(to: CellTemplateLayout.maximumCells)
    self.planner = planner
    behaviorEntries = BehaviorLayout.entries(of: scene)
    hasTurbulence = BehaviorLayout.hasTurbulence(resolved)
    do {
      programs = try SimulationPrograms(library: library)
    } catch {
      throw .shader(error)
    }
    pool = GPUParticlePool(
      slotCount: planner.slots.totalSlots,
      cellTemplates: CellTemplateLayout.pack(resolved, slots: planner.slots),
      behaviors: BehaviorLayout.pack(resolved, entries: behaviorEntries))
    pool.updateColliderGrids(ColliderGridLayout.grids(resolved, entries: behaviorEntries))
    if SubCellRateStore.isNeeded(resolved) {
      pool.replaceSubCellRates(
        with: Array(repeating: SubCellRateStore.unset, count: max(planner.slots.totalSlots, 1)))
    }
  }

  /// Releases the GL objects; the simulator cannot be used afterwards.
  public func destroy() {
    pool.destroy()
    programs.destroy()
  }

  /// Why the simulation stopped, if it did: the particle cap stopped the pool from growing.
  public var capacityError: SimulationCapacityError? { planner.capacityError }
  /// Set when an advance would have run a layer's clock past `StepPlanner.maximumSteps`; the
  /// simulation stopped there.
  package var stepBudgetError: StepBudgetExcess? { planner.stepBudgetError }

  /// Layers in the flat list (`Scene.flattened`'s order: top-level layers, then sublayers
  /// depth-first, then layers inserted live in the order they were inserted); removed layers
  /// keep their indices. The index the next inserted layer (`insertSublayer`) takes.
  public var layerCount: Int { planner.layerCount }

  /// Advances to scene time `t` (seconds); earlier times are ignored. Returns the layers that
  /// completed on the way (`completions` keeps them all).
  @discardableResult
  public func advance(to t: Double) -> [LayerCompletion] {
    guard t > time else { return [] }
    GL.withDebugGroup("simulate to \(t)") {
      pool.bind()
      // Top-level layers inserted or removed by then, before any layer steps.
      if let canvas = planner.prepareCanvas(to: t), !canvas.failed { execute(canvas) }
      var steps = planner.steps(to: t)
      stepping: while !steps.isEmpty {
        for step in steps {
          let plan = planner.prepare(step)
          guard !plan.failed else {
            // A live change may have moved the layout before the step failed for capacity:
            // the pool follows it, so reads by the planner's layout (liveCount) stay in it.
            if let previous = plan.previousSlots { relocate(from: previous, cellMap: plan.cellMap) }
            break stepping
          }
          guard !plan.isIdle else { continue }
          execute(plan)
        }
        // Sublayers inserted on the way take their steps after the others'.
        steps = planner.steps(to: t)
      }
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
    if let previous = plan.previousSlots { relocate(from: previous, cellMap: plan.cellMap) }
    if plan.tablesChanged, pool.subCellRates.size < slots.totalSlots * 4,
      SubCellRateStore.isNeeded(scene)
    {
      pool.replaceSubCellRates(
        with: Array(repeating: SubCellRateStore.unset, count: max(slots.totalSlots, 1)))
    }
    if plan.tablesChanged {
      let templates = CellTemplateLayout.pack(scene, slots: slots)
      if templates.count * 4 > pool.cellTemplates.size {
        pool.replaceCellTemplates(with: templates)
      } else {
        pool.cellTemplates.write(templates)
      }
      let needed = BehaviorLayout.needed(scene)
      hasTurbulence = BehaviorLayout.hasTurbulence(scene)
      if needed > behaviorEntries {
        behaviorEntries = min(max(needed, 2 * behaviorEntries), BehaviorLayout.maximumBehaviors)
        pool.replaceBehaviors(
          with: BehaviorLayout.pack(scene, entries: behaviorEntries, layerTime: plan.start))
      } else {
        pool.behaviors.write(
          BehaviorLayout.pack(scene, entries: behaviorEntries, layerTime: plan.start))
      }
      pool.updateColliderGrids(ColliderGridLayout.grids(scene, entries: behaviorEntries))
    } else if hasTurbulence, !plan.isCanvasChange {
      // The turbulences' fields drift: the stepping layer's entries at this step's start.
      pool.behaviors.write(
        BehaviorLayout.pack(scene, entries: behaviorEntries, layerTime: plan.start))
    }
    guard !plan.isCanvasChange else { return }
    let layer = scene.layers[plan.layer]
    pool.frame.write(
      FrameLayout.pack(layer, stepLength: plan.stepLength, emitterVelocity: plan.emitterVelocity))
    pool.bindMask(of: layer)
    spawnTopLevel(plan.births)
    spawnSubCells(layer)
    // Contact marks are written for sub-cells born at collisions too (spawn_subcells.comp).
    if marksEvents { eventStamp = eventStamp % Self.maximumEventStamp + 1 }
    if layer.cells.contains(where: { scene.cells[$0].trail != nil }) { pool.keepTrails() }
    integrate(layer)
    lastIntegratedLayer = layer.index
    if recordsEvents { readEvents(of: layer, time: plan.end) }
  }

  /// The sub-cells' births: one dispatch per generation of the layer's cell tree (children,
  /// then grandchildren, ...), each over every slot of its cells' parents, so a child born this
  /// step is a parent to the next generation's pass; the cells of a generation read only their
  /// parents and write only their own slots. A removed (retired) sub-cell has no births: rate
  /// 0. One whose rate animates runs for every step, so that each parent fixes its rate at
  /// birth.
  private func spawnSubCells(_ layer: ResolvedLayer) {
    var generations: [[Int]] = []
    for index in layer.cells {
      let cell = scene.cells[index]
      guard cell.parent != nil,
        cell.rateSampling != nil || cell.birthEvent == .collision
          || (cell.emits && cell.birthRate > 0)
      else { continue }
      var generation = 0
      var ancestor = cell.parent
      while let parent = ancestor {
        generation += 1
        ancestor = scene.cells[parent].parent
      }
      while generations.count < generation { generations.append([]) }
      generations[generation - 1].append(index)
    }
    let program = programs.spawnSubcells
    for generation in generations {
      // At most the shader's MAX_SPAWNED_CHILDREN per dispatch.
      for start in stride(from: 0, to: generation.count, by: Self.maximumSpawnedChildren) {
        let children = generation[start..<min(generation.count, start + Self.maximumSpawnedChildren)]
        var starts: [UInt32] = [0]
        for child in children {
          starts.append(starts.last! + UInt32(slots.cells[scene.cells[child].parent!].count))
        }
        guard starts.last! > 0 else { continue }
        program.use()
        // Sub-cells keep the pool within one window (`featureSlotLimits`): bound whole.
        particleBuffers.bind(nil, for: program)
        program.setUniform("childCount", UInt32(children.count))
        program.setUniform("childCells", children.map { UInt32($0) })
        program.setUniform("childStarts", starts)
        GL.dispatchCompute(invocations: Int(starts.last!))
        GL.memoryBarrier(.shaderStorage)
      }
    }
  }

  /// The sub-cells one spawn dispatch takes at most (spawn_subcells.comp's
  /// MAX_SPAWNED_CHILDREN).
  static let maximumSpawnedChildren = 32

  /// One dispatch over every slot of the layer (its cells' regions follow one another): the
  /// cells share the layer's behaviours, and their acceleration is a uniform when they share
  /// that too, else each particle reads its cell's template. A cell with behaviours of its own
  /// has its own behaviour range, so such a layer is integrated a cell at a time.
  private func integrate(_ layer: ResolvedLayer) {
    if integratesEachCellApart || layer.cells.contains(where: { scene.cells[$0].ownBehaviorCount > 0 }) {
      return integrateEachCellApart(layer)
    }
    guard let first = layer.cells.first, let last = layer.cells.last else { return }
    let base = slots.cells[first].base
    let count = slots.cells[last].base + slots.cells[last].count - base
    guard count > 0 else { return }
    let acceleration = scene.cells[first].acceleration
    // Bit for bit, so a -0 in one cell is not integrated as another's +0.
    let bits = { (value: SIMD3<Float>) in SIMD3(value.x.bitPattern, value.y.bitPattern, value.z.bitPattern) }
    let shared = layer.cells.allSatisfy { bits(scene.cells[$0].acceleration) == bits(acceleration) }
    let behaviors = scene.cells[first].behaviors
    let integrate = programs.integrate(behaviors: behaviors, sharedAcceleration: shared)
    integrate.use()
    if let offset = SimulationPrograms.orbitOffset(in: behaviors) {
      integrate.setUniform("orbitOffset", UInt32(offset))
    }
    integrate.setUniform("cellIndex", UInt32(first))
    integrate.setUniform("eventStamp", marksEvents ? eventStamp : 0)
    integrate.setUniform("trails", UInt32(layer.cells.contains { scene.cells[$0].trail != nil } ? 1 : 0))
    if shared { integrate.setUniform("acceleration", acceleration) }
    particleBuffers.dispatch(integrate, over: base..<(base + count))
    GL.memoryBarrier(.shaderStorage)
  }

  /// One dispatch per cell over its own slots, its acceleration a uniform and its behaviour
  /// range its template's: layers whose cells have behaviours of their own, and the benchmark's
  /// baseline (`emitter bench --scene`). The same particles come out.
  private func integrateEachCellApart(_ layer: ResolvedLayer) {
    for index in layer.cells {
      let behaviors = scene.cells[index].behaviors
      let integrate = programs.integrate(behaviors: behaviors, sharedAcceleration: true)
      integrate.use()
      if let offset = SimulationPrograms.orbitOffset(in: behaviors) {
        integrate.setUniform("orbitOffset", UInt32(offset))
      }
      integrate.setUniform("cellIndex", UInt32(index))
      integrate.setUniform("eventStamp", marksEvents ? eventStamp : 0)
      integrate.setUniform("trails", UInt32(scene.cells[index].trail != nil ? 1 : 0))
      integrate.setUniform("acceleration", scene.cells[index].acceleration)
      let cellSlots = slots.cells[index]
      particleBuffers.dispatch(integrate, over: cellSlots.base..<(cellSlots.base + cellSlots.count))
    }
    GL.memoryBarrier(.shaderStorage)
  }

  /// Runs the last step's integrate pass once more, with that step's length: the particles move
  /// on while `time` stays, so the simulation is no longer the model's. For `emitter bench`,
  /// which times the pass alone against a bare kernel moving the same bytes.
  package func repeatLastIntegratePass() {
    guard let lastIntegratedLayer else { return }
    pool.bind()
    integrate(scene.layers[lastIntegratedLayer])
  }

  private func spawnTopLevel(_ births: [CellBirths]) {
    let count = births.reduce(0) { $0 + $1.spawnedCount }
    guard count > 0 else { return }
    var writer = BlockWriter(byteCount: count * ParticleStateLayout.PlannedBirth.stride)
    var offset = 0
    for cellBirths in births {
      cellBirths.forEachSpawned { serial, firstStep in
        typealias Member = ParticleStateLayout.PlannedBirth
        writer.set(UInt32(truncatingIfNeeded: serial), at: offset + Member.serialLow.rawValue)
        writer.set(UInt32(truncatingIfNeeded: serial >> 32), at: offset + Member.serialHigh.rawValue)
        writer.set(UInt32(cellBirths.cell), at: offset + Member.cell.rawValue)
        writer.set(UInt32(slots.slot(cell: cellBirths.cell, serial: serial)), at: offset + Member.slot.rawValue)
        writer.set(firstStep, at: offset + Member.firstStep.rawValue)
        offset += Member.stride
      }
    }
    pool.uploadBatch(writer.words)
    let program = programs.spawn
    program.use()
    program.setUniform("birthCount", UInt32(count))
    // Births land anywhere in the pool: each window's dispatch writes those in it.
    let buffers = particleBuffers
    for window in buffers.windows(covering: 0..<slots.totalSlots) {
      buffers.bind(window, for: program)
      GL.dispatchCompute(invocations: count)
    }
    GL.memoryBarrier(.shaderStorage)
  }

  static func checkCapacity(
    _ slots: SlotLayout, resolved: ResolvedScene, cap: Int, windows: SlotWindows
  ) throws(GPUSimulationError) {
    if let problem = capacityProblem(slots, resolved: resolved, cap: cap) { throw problem }
    let limit = GL.limits.maxShaderStorageBlockSize
    // Trail rings are 256 bytes a slot, in one storage block of their own.
    if resolved.cells.contains(where: { $0.trail != nil }) {
      let bytes = slots.totalSlots * GPUParticlePool.trailStride
      if bytes > limit { throw .bufferTooLarge(bytes: bytes, limit: limit) }
    }
    // Sub-cells and trails need the pool in one window (`featureSlotLimits`).
    if resolved.cells.contains(where: { $0.parent != nil || $0.trail != nil }),
      !windows.holdsWhole(slots.totalSlots)
    {
      throw .bufferTooLarge(
        bytes: slots.totalSlots * widestArrayStride, limit: windows.windowSlots * widestArrayStride)
    }
  }

  /// The most slots whose trail rings fit one storage block of this GL implementation.
  static var trailSlotLimit: Int { GL.limits.maxShaderStorageBlockSize / GPUParticlePool.trailStride }

  static let widestArrayStride = ParticleStateLayout.Array.allCases.map(\.stride).max() ?? 16
}
