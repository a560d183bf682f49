import EmitterGL
import EmitterSimulation
import EmitterTestSupport
import Testing

/// Drag's decay factor, alignToMotion's angle and the wave must come out with the same bits on
/// the GPU as in the CPU reference, or the two simulators drift apart.
@Suite("Portable exp, atan2 and wave: GLSL agrees with Swift", .serialized, .tags(.gl))
struct BehaviorMathAgreementTests {
  /// x over the drag factors' range (both series and closed forms, clamping), y for atan2's octants.
  static let inputs: [SIMD2<Float>] = (0..<20_000).map { i in
    let x = Float(i - 10_000) * 0.0097
    let y = Float((i * 7919) % 20_000 - 10_000) * 0.0131
    return SIMD2(x, y)
  } + [SIMD2(0, 0), SIMD2(0, 1), SIMD2(-1, 0), SIMD2(1e-30, -1e-30), SIMD2(200, 0), SIMD2(-200, 3), SIMD2(0.999, 1), SIMD2(1, 0.999)]

  @Test("portableExp, dragDecay, portableAtan2 and waveShape give Swift's bits for 20,000 inputs")
  func gpuMatchesSwift() throws {
    let inputs = Self.inputs
    let results = try runCheckShader("math_check", inputs: inputs, outputsPerInput: 2, as: SIMD4<Float>.self)
    var mismatches: [String] = []
    for (index, xy) in inputs.enumerated() {
      let (decay, phi1, phi2) = PortableExp.decay(xy.x)
      let swift: [Float] = [
        PortableExp.exp(xy.x), decay, phi1, phi2,
        PortableAtan.atan2(xy.y, xy.x), BehaviorForces.waveShape(xy.x), 0, 0,
      ]
      let gpu = results[2 * index]
      let gpu2 = results[2 * index + 1]
      let actual = [gpu.x, gpu.y, gpu.z, gpu.w, gpu2.x, gpu2.y, gpu2.z, gpu2.w]
      if actual.map(\.bitPattern) != swift.map(\.bitPattern), mismatches.count < 5 {
        mismatches.append("(\(xy.x), \(xy.y)): GPU \(actual), Swift \(swift)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }
}
