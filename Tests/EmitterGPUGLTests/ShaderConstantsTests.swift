import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU

/// Numbers the shaders state as `#define`s beside the Swift that states them too: each pair is
/// the same number, so the GPU and the CPU reference cannot drift apart by an edit to one side.
@Suite("Shader constants agree with the Swift reference", .serialized, .tags(.gl))
struct ShaderConstantsTests {
  @Test("trail.glsl: the ring's capacity and the sample number limit")
  func trails() throws {
    let defines = glslDefines(in: try embeddedSource("include/trail.glsl"))
    #expect(glslInteger(defines["TRAIL_CAPACITY"]) == TrailSampling.capacity)
    #expect(defines["TRAIL_SAMPLE_NUMBER_LIMIT"].flatMap(Float.init) == TrailSampling.sampleNumberLimit)
  }

  @Test("cell_templates.glsl: birth event codes and contacts per parent")
  func birthEvents() throws {
    let defines = glslDefines(in: try embeddedSource("include/cell_templates.glsl"))
    for event in BirthEvent.allCases {
      let name = "BIRTH_EVENT_" + event.rawValue.uppercased()
      #expect(glslInteger(defines[name]) == Int(CellTemplateLayout.birthEventCode(event)), "\(name)")
    }
    #expect(glslInteger(defines["COLLISIONS_PER_PARENT"]) == BirthEvent.collisionsPerParent)
  }
}
