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
  /// Moves particles along the layer's orbit in place of the integrator.
  let integrateOrbit: ShaderProgram

  init(library: ShaderLibrary = .standard) throws(ShaderError) {
    spawn = try library.makeProgram("spawn")
    spawnSubcells = try library.makeProgram("spawn_subcells")
    integrate = try library.makeProgram("integrate")
    integrateInertial = try library.makeProgram("integrate_inertial")
    integrateOrbit = try library.makeProgram("integrate_orbit")
  }

  /// The integrate program for `layer`: the force-free one unless a behaviour moves particles,
  /// as the CPU reference decides.
  func integrate(for layer: ResolvedLayer) -> ShaderProgram {
    if Self.orbitOffset(in: layer) != nil { return integrateOrbit }
    return layer.behaviors.contains(where: \.isForce) ? integrate : integrateInertial
  }

  /// The index of the layer's last orbit among its behaviours (the one `CellIntegration` uses),
  /// or nil.
  static func orbitOffset(in layer: ResolvedLayer) -> Int? {
    layer.behaviors.lastIndex { if case .orbit = $0 { true } else { false } }
  }

  func destroy() {
    for program in [spawn, spawnSubcells, integrate, integrateInertial, integrateOrbit] { program.destroy() }
  }
}
