/// One cell's integrate pass for one step: forces at the step's start, `Integrator.advance` over
/// each particle's step, `age += h`, in `Integrator`'s order of operations. A particle's update
/// reads and writes only its own state, so any split of the cell into chunks gives the same bits.
struct CellIntegration: Sendable {
  let acceleration: SIMD3<Float>
  let behaviors: [ResolvedBehavior]
  let steps: StepLengths
  /// Whether forces depend on the particle; if not, every particle feels the cell's acceleration.
  let moves: Bool

  init(acceleration: SIMD3<Float>, behaviors: [ResolvedBehavior], steps: StepLengths) {
    self.acceleration = acceleration
    self.behaviors = behaviors
    self.steps = steps
    moves = behaviors.contains(where: \.isForce)
  }

  /// Integrates the particles at `range`; returns the ones that died.
  func run(_ range: Range<Int>, on columns: ColumnBuffers) -> Deaths {
    guard moves else {
      // One loop per case, so the loop without behaviours keeps its constant forces in registers.
      let forces = StepForces(acceleration: acceleration)
      return run(range, on: columns) { _ in forces }
    }
    return run(range, on: columns) { index in
      BehaviorForces.forces(
        position: columns.positions[index], age: columns.ages[index], mass: columns.records[index].mass,
        cellAcceleration: acceleration, behaviors: behaviors)
    }
  }

  @inline(__always)
  private func run(
    _ range: Range<Int>, on columns: ColumnBuffers, forces: (Int) -> StepForces
  ) -> Deaths {
    var deaths = Deaths()
    let split = min(max(steps.firstNewborn, range.lowerBound), range.upperBound)
    for index in range.lowerBound..<split {
      advance(index, by: steps.step, under: forces(index), columns, &deaths)
    }
    for index in split..<range.upperBound {
      advance(index, by: steps[index], under: forces(index), columns, &deaths)
    }
    return deaths
  }

  @inline(__always)
  private func advance(
    _ index: Int, by h: Float, under forces: StepForces, _ columns: ColumnBuffers, _ deaths: inout Deaths
  ) {
    (columns.positions[index], columns.velocities[index]) = Integrator.advance(
      columns.positions[index], velocity: columns.velocities[index], forces: forces, step: h)
    columns.ages[index] += h
    if !(columns.ages[index] < columns.lifetimes[index]) { deaths.note(index) }
  }
}
