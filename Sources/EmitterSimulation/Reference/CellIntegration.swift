/// One cell's integrate pass for one step: forces at the step's start, `Integrator.advance` over
/// each particle's step, `age += h`, in `Integrator`'s order of operations. A particle's update
/// reads and writes only its own state, so any split of the cell into chunks gives the same bits.
struct CellIntegration: Sendable {
  let acceleration: SIMD3<Float>
  let behaviors: [ResolvedBehavior]
  let steps: StepLengths
  /// Whether forces depend on the particle; if not, every particle feels the cell's acceleration.
  let moves: Bool
  /// The layer's last orbit behaviour: it moves particles in place of the integrator.
  let orbit: Orbit?
  /// Whether position or velocity curves act around the integrator (`MotionCurves`).
  let curves: Bool
  /// The layer's colliders, tested against each particle's step after the integrator.
  let collisions: Collisions
  /// Where collisions and deaths are noted, when the simulator records events (one chunk).
  let log: EventLog?
  /// The cell's trail sampling: each step's samples go into the particle's ring.
  let trail: TrailSampling?

  init(
    acceleration: SIMD3<Float>, behaviors: [ResolvedBehavior], steps: StepLengths,
    trail: TrailSampling? = nil, log: EventLog? = nil
  ) {
    self.log = log
    self.trail = trail
    self.acceleration = acceleration
    self.behaviors = behaviors
    self.steps = steps
    moves = behaviors.contains(where: \.isForce)
    curves = MotionCurves.present(in: behaviors)
    collisions = Collisions(behaviors)
    orbit = behaviors.reduce(nil) { found, behavior in
      if case .orbit(let orbit) = behavior { return orbit }
      return found
    }
  }

  /// Integrates the particles at `range`; returns the ones that died.
  func run(_ range: Range<Int>, on columns: ColumnBuffers) -> Deaths {
    if let orbit { return circle(range, on: columns, orbit) }
    guard moves else {
      // One loop per case, so the loop without behaviours keeps its constant forces in registers.
      let forces = StepForces(acceleration: acceleration)
      return run(range, on: columns) { _ in forces }
    }
    return run(range, on: columns) { index in
      BehaviorForces.forces(
        position: columns.positions[index], age: columns.ages[index],
        lifetime: columns.lifetimes[index], mass: columns.records[index].mass,
        cellAcceleration: acceleration, behaviors: behaviors)
    }
  }

  @inline(__always)
  private func run(
    _ range: Range<Int>, on columns: ColumnBuffers, forces: (Int) -> StepForces
  ) -> Deaths {
    var deaths = Deaths()
    let split = min(max(steps.firstNewborn, range.lowerBound), range.upperBound)
    if curves {
      for index in range {
        let newborn = index >= split
        advanceWithCurves(
          index, by: newborn ? steps[index] : steps.step, newborn: newborn, under: forces(index),
          columns, &deaths)
      }
      return deaths
    }
    for index in range.lowerBound..<split {
      advance(index, by: steps.step, newborn: false, under: forces(index), columns, &deaths)
    }
    for index in split..<range.upperBound {
      advance(index, by: steps[index], newborn: true, under: forces(index), columns, &deaths)
    }
    return deaths
  }

  /// The orbit's step for every particle at `range`, in place of the integrator.
  private func circle(_ range: Range<Int>, on columns: ColumnBuffers, _ orbit: Orbit) -> Deaths {
    var deaths = Deaths()
    for index in range {
      let h = index < steps.firstNewborn ? steps.step : steps[index]
      let (start, startAge) = (columns.positions[index], columns.ages[index])
      (columns.positions[index], columns.velocities[index]) = orbit.advance(
        columns.positions[index], velocity: columns.velocities[index], age: columns.ages[index],
        lifetime: columns.lifetimes[index], step: h)
      columns.ages[index] += h
      sampleTrail(index, from: start, startAge: startAge, step: h, newborn: index >= steps.firstNewborn, columns)
      settle(index, collided: false, columns, &deaths)
    }
    return deaths
  }

  /// The step's trail samples, on the chord from `start` to where the step (collisions
  /// included) left the particle (`TrailSampling.sample`).
  @inline(__always)
  private func sampleTrail(
    _ index: Int, from start: SIMD3<Float>, startAge: Float, step h: Float, newborn: Bool,
    _ columns: ColumnBuffers
  ) {
    guard let trail else { return }
    trail.sample(
      from: start, to: columns.positions[index], startAge: startAge, step: h, newborn: newborn,
      into: columns.trail(at: index))
  }

  /// Notes a death, and the particle's events when the simulator records them.
  @inline(__always)
  private func settle(_ index: Int, collided: Bool, _ columns: ColumnBuffers, _ deaths: inout Deaths) {
    let died = !(columns.ages[index] < columns.lifetimes[index])
    if died { deaths.note(index) }
    if let log, collided || died { log.note(index, collided: collided, died: died, columns) }
  }

  @inline(__always)
  private func advance(
    _ index: Int, by h: Float, newborn: Bool, under forces: StepForces, _ columns: ColumnBuffers,
    _ deaths: inout Deaths
  ) {
    let (start, startAge) = (columns.positions[index], columns.ages[index])
    (columns.positions[index], columns.velocities[index]) = Integrator.advance(
      start, velocity: columns.velocities[index], forces: forces, step: h)
    columns.ages[index] += h
    let collided = !collisions.isEmpty && collide(index, from: start, columns)
    sampleTrail(index, from: start, startAge: startAge, step: h, newborn: newborn, columns)
    settle(index, collided: collided, columns, &deaths)
  }

  /// The first contact of the particle's step from `start` (`Collisions.contact`): a particle
  /// the response kills takes its lifetime as its age, so it is dead as at the end of its life.
  private func collide(_ index: Int, from start: SIMD3<Float>, _ columns: ColumnBuffers) -> Bool {
    guard
      let contact = collisions.contact(
        from: start, to: columns.positions[index], velocity: columns.velocities[index])
    else { return false }
    columns.positions[index] = contact.position
    columns.velocities[index] = contact.velocity
    if contact.dies, columns.ages[index] < columns.lifetimes[index] {
      columns.ages[index] = columns.lifetimes[index]
    }
    return true
  }

  /// `advance` with the layer's position and velocity curves around the integrator.
  private func advanceWithCurves(
    _ index: Int, by h: Float, newborn: Bool, under forces: StepForces, _ columns: ColumnBuffers,
    _ deaths: inout Deaths
  ) {
    let (start, startAge) = (columns.positions[index], columns.ages[index])
    (columns.positions[index], columns.velocities[index]) = MotionCurves.advance(
      start, velocity: columns.velocities[index], forces: forces, step: h,
      age: columns.ages[index], lifetime: columns.lifetimes[index], newborn: newborn,
      behaviors: behaviors)
    columns.ages[index] += h
    let collided = !collisions.isEmpty && collide(index, from: start, columns)
    sampleTrail(index, from: start, startAge: startAge, step: h, newborn: newborn, columns)
    settle(index, collided: collided, columns, &deaths)
  }
}
