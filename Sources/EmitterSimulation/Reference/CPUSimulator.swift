import EmitterModel

/// The CPU reference: the model simulated in plain Swift, headless, in the GPU's precision and
/// order of operations. It is the oracle the GPU path is tested against.
///
/// Each `advance(to:)` moves every layer from its last local time to the new one in
/// `LayerClock` steps. A step first spawns (top-level births from the `SpawnPlanner`, then each
/// sub-cell's births from its parents, parents first), then integrates every particle by its own
/// step (newborns by the part of the step after their birth), then removes the dead.
public struct CPUSimulator: Sendable {
  public let scene: ResolvedScene
  public let slots: SlotLayout
  /// Scene time reached.
  public private(set) var time: Double = 0
  /// Live particles per flat cell.
  public private(set) var particles: [[Particle]]
  private var planner: SpawnPlanner
  /// When set, every step checks that no birth takes a slot whose particle is still being read in
  /// that step, and counts violations in `slotCollisions` (tests prove `SlotLayout`'s sizes so).
  public var checksSlots = false
  public private(set) var slotCollisions = 0
  private var layerTimes: [Double]

  public init(scene: Scene) {
    self.init(resolved: ResolvedScene(scene))
  }

  public init(resolved: ResolvedScene) {
    scene = resolved
    slots = SlotLayout(resolved)
    particles = Array(repeating: [], count: resolved.cells.count)
    planner = SpawnPlanner(cellCount: resolved.cells.count)
    layerTimes = Array(repeating: 0, count: resolved.layers.count)
  }

  public var liveCount: Int { particles.reduce(0) { $0 + $1.count } }

  /// Advances the simulation to scene time `t` (seconds). Earlier times are ignored.
  public mutating func advance(to t: Double) {
    guard t > time else { return }
    for layer in scene.layers {
      let target = layer.localTime(atSceneTime: t)
      for step in LayerClock.steps(from: layerTimes[layer.index], to: target) {
        self.step(layer, from: step.start, to: step.end)
      }
      layerTimes[layer.index] = max(layerTimes[layer.index], target)
    }
    time = t
  }

  private mutating func step(_ layer: ResolvedLayer, from t0: Double, to t1: Double) {
    let dt = Float(t1 - t0)
    var steps = [[Float]](repeating: [], count: scene.cells.count)
    for index in layer.cells { steps[index] = Array(repeating: dt, count: particles[index].count) }
    let topLevel = planner.plan(scene, layer: layer.index, from: t0, to: t1)
    for births in topLevel { spawn(births, layer: layer, steps: &steps) }
    for index in layer.cells {
      guard let parent = scene.cells[index].parent, scene.cells[index].emits else { continue }
      spawnChildren(of: parent, cell: scene.cells[index], layer: layer, steps: &steps)
    }
    if checksSlots { countSlotCollisions(in: layer) }
    for index in layer.cells { integrate(cell: index, steps: steps[index]) }
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
  /// where it is at each child's birth time.
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
      for k in births.first..<births.end {
        let offset = SubCellBirths.offset(of: k, age: parent.age, rate: rate, begin: begin)
        let age = parent.age + offset
        let origin = BirthOrigin.parent(
          position: Integrator.position(parent.position, velocity: parent.velocity, acceleration: parentCell.acceleration, step: offset),
          velocity: Integrator.velocity(parent.velocity, acceleration: parentCell.acceleration, step: offset),
          color: parentCell.color(of: parent, atAge: age),
          scale: parentCell.scale(of: parent, atAge: age))
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

  private mutating func integrate(cell index: Int, steps: [Float]) {
    let acceleration = scene.cells[index].acceleration
    var survivors: [Particle] = []
    survivors.reserveCapacity(particles[index].count)
    for (i, var particle) in particles[index].enumerated() {
      let h = steps[i]
      particle.position = Integrator.position(particle.position, velocity: particle.velocity, acceleration: acceleration, step: h)
      particle.velocity = Integrator.velocity(particle.velocity, acceleration: acceleration, step: h)
      particle.age += h
      if particle.isAlive { survivors.append(particle) }
    }
    particles[index] = survivors
  }
}
