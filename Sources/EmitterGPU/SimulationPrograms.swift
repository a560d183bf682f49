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

  init(library: ShaderLibrary = .standard) throws(ShaderError) {
    spawn = try library.makeProgram("spawn")
    spawnSubcells = try library.makeProgram("spawn_subcells")
    integrate = try library.makeProgram("integrate")
    integrateInertial = try library.makeProgram("integrate_inertial")
  }

  /// The integrate program for `layer`: the force-free one unless a behaviour moves particles,
  /// as the CPU reference decides.
  func integrate(for layer: ResolvedLayer, cells: [ResolvedCell]) -> ShaderProgram {
    let forces = cells[layer.cells].contains { $0.behaviors.contains(where: \.isForce) }
    return forces || layer.behaviors.contains(where: \.isForce) ? integrate : integrateInertial
  }

  func destroy() {
    for program in [spawn, spawnSubcells, integrate, integrateInertial] { program.destroy() }
  }
}
