import EmitterGL
import EmitterModel
import EmitterTestSupport
import Testing
@testable import EmitterGPU

@Suite("GPU simulator errors", .serialized, .tags(.gl))
struct GPUErrorTests {
  @Test("a scene over its particle cap is a typed error naming the cell, not a crash")
  func capExceeded() throws {
    var scene = GPUFixtures.scene { $0.birthRate = 100_000; $0.lifetime = 10 }
    scene.particleCap = 50_000
    try withGL {
      #expect {
        _ = try GPUSimulator(scene: scene)
      } throws: { error in
        guard case .particleCapExceeded(let slots, let cap, let cell)? = error as? GPUSimulationError else { return false }
        return slots > cap && cap == 50_000 && cell == "cell"
      }
    }
  }

  @Test("more cells than the template block holds is a typed error")
  func tooManyCells() throws {
    var scene = GPUFixtures.scene()
    scene.layers[0].emitterCells = (0..<(CellTemplateLayout.maximumCells + 1)).map { EmitterCell(name: "c\($0)") }
    try withGL {
      #expect {
        _ = try GPUSimulator(scene: scene)
      } throws: { error in
        guard case .tooManyCells(let count, _)? = error as? GPUSimulationError else { return false }
        return count == CellTemplateLayout.maximumCells + 1
      }
    }
  }

  /// What `emitter validate` reports (`limitProblems`, no GL needed) is what `init` throws, word
  /// for word, for each limit a scene alone decides; a scene inside them has none.
  @Test("the limits validate checks are the ones init refuses with, with the same message")
  func limitsWithoutGL() throws {
    var cells = GPUFixtures.scene()
    cells.layers[0].emitterCells = (0..<(CellTemplateLayout.maximumCells + 1)).map { EmitterCell(name: "c\($0)") }
    var behaviors = GPUFixtures.scene()
    behaviors.layers[0].emitterBehaviors = (0...BehaviorLayout.maximumBehaviors).map { _ in EmitterBehavior(type: .drag) }
    var slots = GPUFixtures.scene { $0.birthRate = 100_000; $0.lifetime = 10 }
    slots.particleCap = 50_000
    for scene in [cells, behaviors, slots] {
      let problems = GPUSimulator.limitProblems(of: scene)
      #expect(problems.count == 1)
      try withGL {
        do {
          _ = try GPUSimulator(scene: scene)
          Issue.record("init accepted a scene over a limit: \(problems)")
        } catch {
          #expect(problems.first?.description == "\(error)")
        }
      }
    }
    #expect(GPUSimulator.limitProblems(of: GPUFixtures.scene()).isEmpty)
    #expect(GPUSimulator.limitProblems(of: GPUFixtures.scene { $0.emitterCells = [EmitterCell(name: "s")] }).isEmpty)
  }

  @Test("a shader that fails to compile surfaces as a typed error with its file and line")
  func brokenShader() throws {
    var sources = ShaderLibrary.embedded.paths.reduce(into: [String: String]()) { $0[$1] = ShaderLibrary.embedded.source($1) }
    sources["simulate/integrate.comp"] = sources["simulate/integrate.comp"]! + "\nvoid broken() {\n  uint slot = undefinedName + 1u;\n}\n"
    let line = sources["simulate/integrate.comp"]!.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("undefinedName") }! + 1
    try withGL {
      #expect {
        _ = try GPUSimulator(scene: GPUFixtures.scene(), library: ShaderLibrary(sources: sources))
      } throws: { error in
        guard case .shader(let shaderError)? = error as? GPUSimulationError else { return false }
        return shaderError.file == "simulate/integrate.comp" && shaderError.line == line
      }
    }
  }
}
