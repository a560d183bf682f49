import EmitterGL
import EmitterSimulation
import EmitterTestSupport
import Testing

@Suite("Portable trig: GLSL agrees with Swift", .serialized, .tags(.gl))
struct TrigAgreementTests {
  @Test("portableSinCos in trig.glsl gives PortableTrig's bits for 20,000 angles")
  func gpuMatchesSwift() throws {
    let angles = (0..<20_000).map { Float($0 - 10_000) * 0.0123 }
    let results = try runCheckShader("trig_check", inputs: angles, as: SIMD2<Float>.self, countUniform: "angleCount")
    var mismatches: [String] = []
    for (angle, gpu) in zip(angles, results) {
      let swift = PortableTrig.sinCos(angle)
      if gpu.x.bitPattern != swift.sin.bitPattern || gpu.y.bitPattern != swift.cos.bitPattern, mismatches.count < 5 {
        mismatches.append("x = \(angle): GPU (\(gpu.x), \(gpu.y)), Swift (\(swift.sin), \(swift.cos))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }
}
