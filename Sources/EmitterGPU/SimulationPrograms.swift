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

  init(library: ShaderLibrary = .standard) throws(ShaderError) {
    spawn = try library.makeProgram("spawn")
    spawnSubcells = try library.makeProgram("spawn_subcells")
    integrate = try library.makeProgram("integrate")
    integrateInertial = try library.makeProgram("integrate_inertial")
    integrateCells = try library.makeProgram("integrate_cells")
    integrateInertialCells = try library.makeProgram("integrate_inertial_cells")
  }

  /// The integrate program for `layer`: the force-free one unless a behaviour moves particles,
  /// as the CPU reference decides (the layer's behaviours or its cells' own); with one
  /// acceleration for every cell (a uniform) unless `sharedAcceleration` is false.
  func integrate(for layer: ResolvedLayer, cells: [ResolvedCell], sharedAcceleration: Bool)
    -> ShaderProgram
  {
    let forces =
      layer.behaviors.contains(where: \.isForce)
      || cells[layer.cells].contains { $0.behaviors.contains(where: \.isForce) }
    return switch (forces, sharedAcceleration) {
    case (true, true): integrate
    case (false, true): integrateInertial
    case (true, false): integrateCells
    case (false, false): integrateInertialCells
    }
  }

  func destroy() {
    for program in [
      spawn, spawnSubcells, integrate, integrateInertial, integrateCells, integrateInertialCells,
    ] { program.destroy() }
  }
}
