import EmitterModel

/// The CPU reference: the model simulated in plain Swift, headless, in the GPU's precision and
/// order of operations. It is the oracle the GPU path is tested against.
///
/// Each `advance(to:)` moves every layer from its last local time to the new one in the
/// `StepPlanner`'s steps. A step first spawns (top-level births from the plan, then each
/// sub-cell's births from its parents, parents first), then integrates every particle by its own
/// step (newborns by the part of the step after their birth) under the forces at the step's
/// start, then removes the dead.
public struct CPUSimulator: Sendable {
  /// Plans the steps, the births, the animated tables and the slots (shared with the GPU).
  public internal(set) var planner: StepPlanner
  /// The flat tables as the last step resolved them.
  public var scene: ResolvedScene { planner.scene }
  public var slots: SlotLayout { planner.slots }
  /// Scene time reached.
  public private(set) var time: Double = 0
  /// Live particles per flat cell.
  public private(set) var particles: [[Particle]]
  /// When set, every step checks that no birth takes a slot whose particle is still being read in
  /// that step, and counts violations in `slotCollisions` (tests prove `SlotLayout`'s sizes so).
  public var checksSlots = false
  public private(set) var slotCollisions = 0
  /// Layers whose emission closed and whose last particle died, in the order they did.
  public var completions: [LayerCompletion] { planner.completions }

  public init(scene: Scene) {
    planner = StepPlanner(scene: scene)
    particles = Array(repeating: [], count: planner.scene.cells.count)
  }

  public var liveCount: Int { particles.reduce(0) { $0 + $1.count } }

  /// Why the simulation stopped, if it did: the particle cap stopped the pool from growing.
  public var capacityError: SimulationCapacityError? { planner.capacityError }

  /// Advances the simulation to scene time `t` (seconds). Earlier times are ignored. Returns
  /// the layers that completed on the way (`completions` keeps them all).
  @discardableResult
  public mutating func advance(to t: Double) -> [LayerCompletion] {
    guard t > time else { return [] }
    for step in planner.steps(to: t) {
      let plan = planner.prepare(step)
      guard !plan.failed else { break }
      execute(plan)
    }
    time = t
    return noteCompletions()
  }

  /// Like `advance(to:)`, but throws when the particle cap stops the simulation.
  public mutating func checkedAdvance(to t: Double) throws(SimulationCapacityError) {
    advance(to: t)
    if let capacityError { throw capacityError }
  }

  private mutating func execute(_ plan: StepPlan) {
    if plan.previousSlots != nil { relocate() }
    let layer = scene.layers[plan.layer]
    let dt = plan.stepLength
    var steps = [[Float]](repeating: [], count: scene.cells.count)
    for index in layer.cells { steps[index] = Array(repeating: dt, count: particles[index].count) }
    for births in plan.births { spawn(births, layer: layer, steps: &steps) }
    for index in layer.cells {
      guard let parent = scene.cells[index].parent, scene.cells[index].emits else { continue }
      spawnChildren(of: parent, cell: scene.cells[index], layer: layer, steps: &steps)
    }
    if checksSlots { countSlotCollisions(in: layer) }
    for index in layer.cells { integrate(cell: index, behaviors: layer.behaviors, steps: steps[index]) }
  }

  /// Moves every live particle to its slot in the grown layout.
  private mutating func relocate() {
    for cell in particles.indices {
      for i in particles[cell].indices {
        particles[cell][i].slot = slots.slot(ofCell: cell, serial: particles[cell][i].serial, scene: scene)
      }
    }
  }

  private mutating func spawn(_ births: CellBirths, layer: ResolvedLayer, steps: inout [[Float]]) {
    let cell = scene.cells[births.cell]
    let sampler = EmitterShapeSampler(layer)
    for (i, remaining) in births.remaining.enumerated() {
      particles[cell.index].append(
        ParticleBirth.make(
          cell, serial: births.firstSerial + UInt64(i),
          slot: slots.slot(cell: cell.index, serial: births.firstSerial + UInt64(i)),
          seedWord: layer.seedWord, halfWidth: layer.halfWidth, origin: .shape(sampler)))
      steps[cell.index].append(remaining)
    }
  }

  /// Each parent (born earlier or in this step) emits the children its age interval covers, from
  /// where it is at each child's birth time (its motion over the step under the forces at the
  /// step's start), inheriting its colour and scale as drawn then.
  private mutating func spawnChildren(of parentIndex: Int, cell: ResolvedCell, layer: ResolvedLayer, steps: inout [[Float]]) {
    let parentCell = scene.cells[parentIndex]
    let rate = Float(cell.birthRate)
    let (begin, end) = (Float(cell.window.lower), Float(cell.window.upper))
    for (p, parent) in particles[parentIndex].enumerated() {
      let step = steps[parentIndex][p]
      let births = SubCellBirths(
        age: parent.age, step: step, lifetime: parent.lifetime, rate: rate, begin: begin, end: end,
        stride: cell.childStride)
      guard !births.isEmpty else { continue }
      let forces = BehaviorForces.forces(
        position: parent.position, age: parent.age, mass: parent.mass,
        cellAcceleration: parentCell.acceleration, behaviors: layer.behaviors)
      for k in births.first..<births.end {
        let offset = SubCellBirths.offset(of: k, age: parent.age, rate: rate, begin: begin)
        let age = parent.age + offset
        let motion = Integrator.advance(parent.position, velocity: parent.velocity, forces: forces, step: offset)
        let look = ParticleAppearance(
          birthColor: parent.color, birthScale: parent.scale, birthRotation: parent.rotation,
          spin: parent.spin, age: age, lifetime: parent.lifetime, velocity: motion.velocity,
          cell: parentCell, behaviors: layer.behaviors)
        let origin = BirthOrigin.parent(
          position: motion.position, velocity: motion.velocity, color: look.color, scale: look.scale)
        particles[cell.index].append(
          ParticleBirth.make(
            cell, serial: parent.serial &* cell.childStride &+ k,
            slot: slots.slot(cell: cell.index, parent: parentIndex, parentSlot: parent.slot, k: k),
            seedWord: layer.seedWord, halfWidth: layer.halfWidth, origin: origin))
        steps[cell.index].append(step - offset)
      }
    }
  }

  private mutating func countSlotCollisions(in layer: ResolvedLayer) {
    var occupied = Set<Int>()
    for index in layer.cells {
      for particle in particles[index] where !occupied.insert(particle.slot).inserted {
        slotCollisions += 1
      }
    }
  }

  private mutating func integrate(cell index: Int, behaviors: [ResolvedBehavior], steps: [Float]) {
    let acceleration = scene.cells[index].acceleration
    let moves = behaviors.contains(where: \.isForce)
    var survivors: [Particle] = []
    survivors.reserveCapacity(particles[index].count)
    for (i, var particle) in particles[index].enumerated() {
      let h = steps[i]
      let forces =
        moves
        ? BehaviorForces.forces(
          position: particle.position, age: particle.age, mass: particle.mass,
          cellAcceleration: acceleration, behaviors: behaviors)
        : StepForces(acceleration: acceleration)
      (particle.position, particle.velocity) = Integrator.advance(
        particle.position, velocity: particle.velocity, forces: forces, step: h)
      particle.age += h
      if particle.isAlive { survivors.append(particle) }
    }
    particles[index] = survivors
  }

  /// Records the layers whose emission is closed and whose particles are all gone.
  private mutating func noteCompletions() -> [LayerCompletion] {
    let empty = planner.completionCandidates().filter { layer in
      scene.layers[layer].cells.allSatisfy { particles[$0].isEmpty }
    }
    return planner.recordCompletions(empty: Set(empty), at: time)
  }
}
