import EmitterGL
import EmitterSimulation

/// The compute programs of one simulation step.
struct SimulationPrograms {
  let spawn: ShaderProgram
  let spawnSubcells: ShaderProgram
  /// Integrates under the layer's force behaviours.
  let integrate: ShaderProgram
  /// Integrates under the cell's acceleration alone: layers without force behaviours.
  let integrateInertial: ShaderProgram
  /// The two above for layers whose cells' accelerations differ: each particle reads its cell's.
  let integrateCells: ShaderProgram
  let integrateInertialCells: ShaderProgram
  /// The force programs wrapped by position and velocity curves (`MotionCurves`): layers with them.
  let integrateCurves: ShaderProgram
  let integrateCurvesCells: ShaderProgram
  /// Moves particles along the layer's orbit in place of the integrator.
  let integrateOrbit: ShaderProgram
  /// The force program with turbulence (each particle reads its cell's acceleration), and it
  /// wrapped by motion curves: only layers with a turbulence pay for the noise.
  let integrateTurbulence: ShaderProgram
  let integrateTurbulenceCurves: ShaderProgram
  /// Every force but turbulence (curves included), then the layer's colliders: layers with a
  /// collision behaviour; and with turbulence too, for layers with both.
  let integrateCollisions: ShaderProgram
  let integrateCollisionsTurbulence: ShaderProgram

  init(library: ShaderLibrary = .standard) throws(ShaderError) {
    spawn = try library.makeProgram("spawn")
    spawnSubcells = try library.makeProgram("spawn_subcells")
    integrate = try library.makeProgram("integrate")
    integrateInertial = try library.makeProgram("integrate_inertial")
    integrateCells = try library.makeProgram("integrate_cells")
    integrateInertialCells = try library.makeProgram("integrate_inertial_cells")
    integrateCurves = try library.makeProgram("integrate_curves")
    integrateCurvesCells = try library.makeProgram("integrate_curves_cells")
    integrateOrbit = try library.makeProgram("integrate_orbit")
    integrateTurbulence = try library.makeProgram("integrate_turbulence")
    integrateTurbulenceCurves = try library.makeProgram("integrate_turbulence_curves")
    integrateCollisions = try library.makeProgram("integrate_collisions")
    integrateCollisionsTurbulence = try library.makeProgram("integrate_collisions_turbulence")
  }

  /// The integrate program for cells acted on by `behaviors` (a layer's, and a cell's own), as
  /// the CPU reference decides: the orbit one when an orbit moves them, the force-free one unless
  /// a behaviour moves particles; with one acceleration for every cell (a uniform) unless
  /// `sharedAcceleration` is false.
  func integrate(behaviors: [ResolvedBehavior], sharedAcceleration: Bool) -> ShaderProgram {
    if Self.orbitOffset(in: behaviors) != nil { return integrateOrbit }
    if behaviors.contains(where: \.isCollision) {
      return behaviors.contains(where: \.isTurbulence)
        ? integrateCollisionsTurbulence : integrateCollisions
    }
    if behaviors.contains(where: \.isTurbulence) {
      return MotionCurves.present(in: behaviors) ? integrateTurbulenceCurves : integrateTurbulence
    }
    if MotionCurves.present(in: behaviors) {
      return sharedAcceleration ? integrateCurves : integrateCurvesCells
    }
    return switch (behaviors.contains(where: \.isForce), sharedAcceleration) {
    case (true, true): integrate
    case (false, true): integrateInertial
    case (true, false): integrateCells
    case (false, false): integrateInertialCells
    }
  }

  /// The index of the last orbit among `behaviors` (the one `CellIntegration` uses), or nil.
  static func orbitOffset(in behaviors: [ResolvedBehavior]) -> Int? {
    behaviors.lastIndex { if case .orbit = $0 { true } else { false } }
  }

  func destroy() {
    for program in [
      spawn, spawnSubcells, integrate, integrateInertial, integrateCells, integrateInertialCells,
      integrateOrbit, integrateCurves, integrateCurvesCells, integrateTurbulence,
      integrateTurbulenceCurves, integrateCollisions, integrateCollisionsTurbulence,
    ] { program.destroy() }
  }
}
