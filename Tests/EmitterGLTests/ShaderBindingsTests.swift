import EmitterGL
import EmitterTestSupport
import Testing

@Suite("bindings.glsl and ShaderBindings agree", .serialized, .tags(.gl))
struct ShaderBindingsTests {
  private let defines: [String: String]

  init() throws {
    defines = glslDefines(in: try embeddedSource("include/bindings.glsl"))
  }

  @Test("the work group size is the same number on both sides")
  func workGroupSize() {
    #expect(
      glslInteger(defines[ShaderBindings.workGroupSizeMacroName]) == ShaderBindings.workGroupSize)
  }

  @Test("every binding #define has a Swift case with the same value, and back")
  func bindingPoints() {
    var swift: [String: Int] = [:]
    for block in ShaderBindings.UniformBlock.allCases { swift[block.macroName] = block.rawValue }
    for block in ShaderBindings.StorageBlock.allCases { swift[block.macroName] = block.rawValue }
    let glsl = defines.filter { $0.key.hasPrefix("UBO_") || $0.key.hasPrefix("SSBO_") }
      .mapValues { glslInteger($0) }
    #expect(glsl == swift.mapValues { $0 })
  }

  @Test("binding points of one kind are distinct")
  func bindingPointsAreDistinct() {
    let uniform = ShaderBindings.UniformBlock.allCases.map(\.rawValue)
    let storage = ShaderBindings.StorageBlock.allCases.map(\.rawValue)
    #expect(Set(uniform).count == uniform.count)
    #expect(Set(storage).count == storage.count)
  }

  @Test("the linked rng_check program reports the same bindings and work group size")
  func reflectionAgrees() throws {
    try withGL {
      let program = try ShaderLibrary.embedded.makeProgram("rng_check")
      defer { program.destroy() }
      #expect(program.computeWorkGroupSize == SIMD3(ShaderBindings.workGroupSize, 1, 1))
      let input = try #require(program.storageBlock(named: "RngCheckInput"))
      let output = try #require(program.storageBlock(named: "RngCheckOutput"))
      #expect(input.binding == ShaderBindings.StorageBlock.testInput.rawValue)
      #expect(output.binding == ShaderBindings.StorageBlock.testOutput.rawValue)
    }
  }
}
