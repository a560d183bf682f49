import EmitterGL

/// The compute programs of one simulation step.
struct SimulationPrograms {
  let spawn: ShaderProgram
  let spawnSubcells: ShaderProgram
  let integrate: ShaderProgram

  init(library: ShaderLibrary = .standard) throws(ShaderError) {
    spawn = try library.makeProgram("spawn")
    spawnSubcells = try library.makeProgram("spawn_subcells")
    integrate = try library.makeProgram("integrate")
  }

  func destroy() {
    for program in [spawn, spawnSubcells, integrate] { program.destroy() }
  }
}
