import EmitterGL
import EmitterSimulation
import EmitterTestSupport
import Testing

/// Swift's `CounterHash` and Shaders/include/random.glsl must draw the same bits, or the CPU
/// reference cannot check the GPU. The GPU runs rng_check.comp over a grid of particles.
@Suite("Swift and GLSL random numbers agree bit for bit", .serialized, .tags(.gl))
struct RandomAgreementTests {
  /// randomSample's (mean, range, halfWidthFactor): none of the products is exact, so any
  /// difference in rounding or a fused multiply-add would show.
  private static let sampleParameters = SIMD3<Float>(3.7, 1.3, 0.5)

  @Test("every stream has a #define STREAM_<NAME> with its number, and STREAM_COUNT is right")
  func streamTableAgrees() throws {
    let defines = glslDefines(in: try embeddedSource("include/random.glsl"))
    for stream in RandomStream.allCases {
      let name = ShaderBindings.macroName(prefix: "STREAM_", stream)
      #expect(glslInteger(defines[name]) == Int(stream.rawValue), "\(name)")
    }
    #expect(glslInteger(defines["STREAM_COUNT"]) == RandomStream.allCases.count)
    let glslStreams = defines.keys.filter { $0.hasPrefix("STREAM_") && $0 != "STREAM_COUNT" }
    #expect(glslStreams.count == RandomStream.allCases.count)
  }

  @Test("pcgHash, particleKey, randomBits, randomUnit and randomSample match CounterHash")
  func gpuMatchesSwift() throws {
    let particles = Self.particleGrid()
    let streams = RandomStream.allCases
    let stride = 2 + 3 * streams.count  // RNG_CHECK_STRIDE in rng_check.comp
    let words = try withGL { try Self.runRngCheck(particles, wordsPerParticle: stride) }

    var mismatches: [String] = []
    for (index, particle) in particles.enumerated() {
      let key = CounterHash.particleKey(
        seed: particle.seed, cell: particle.cell, serial: particle.serial)
      var expected: [UInt32] = [CounterHash.pcg(particle.seed), key]
      let random = ParticleRandom(key: key)
      let (mean, range, halfWidth) = (
        Self.sampleParameters.x, Self.sampleParameters.y, Self.sampleParameters.z
      )
      for stream in streams {
        let bits = CounterHash.bits(key: key, stream: stream)
        expected.append(bits)
        expected.append(CounterHash.unit(bits).bitPattern)
        expected.append(
          random.sample(mean, range: range, halfWidthFactor: halfWidth, stream).bitPattern)
      }
      let actual = Array(words[index * stride..<(index + 1) * stride])
      if actual != expected, mismatches.count < 5 {
        mismatches.append("\(particle): GPU \(actual.prefix(5))... Swift \(expected.prefix(5))...")
      }
    }
    #expect(mismatches.isEmpty, "first mismatches:\n\(mismatches.joined(separator: "\n"))")
  }

  private struct Particle: CustomStringConvertible {
    let seed: UInt32
    let cell: UInt32
    let serial: UInt64
    var description: String { "seed \(seed) cell \(cell) serial \(serial)" }
  }

  /// Edge values of each input crossed with each other, then a spread of ordinary ones.
  private static func particleGrid() -> [Particle] {
    let seeds: [UInt32] = [0, 1, 0x8000_0000, .max, 0x1234_5678]
    let cells: [UInt32] = [0, 1, 7, .max]
    let serials: [UInt64] = [0, 1, 0xFFFF_FFFF, 0x1_0000_0000, .max, 123_456_789_012]
    var grid: [Particle] = []
    for seed in seeds {
      for cell in cells {
        for serial in serials { grid.append(Particle(seed: seed, cell: cell, serial: serial)) }
      }
    }
    for index in 0..<UInt32(1000) {
      grid.append(
        Particle(
          seed: index &* 2_654_435_761, cell: index % 13,
          serial: UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
    }
    return grid
  }

  /// Uploads the particles, dispatches rng_check.comp and reads every output word back.
  private static func runRngCheck(_ particles: [Particle], wordsPerParticle: Int) throws -> [UInt32]
  {
    let program = try ShaderLibrary.embedded.makeProgram("rng_check")
    let inputWords = particles.flatMap {
      [
        $0.seed, $0.cell, UInt32(truncatingIfNeeded: $0.serial),
        UInt32(truncatingIfNeeded: $0.serial >> 32),
      ]
    }
    let input = Buffer(inputWords, label: "rng_check input")
    let output = Buffer(
      .init(
        size: particles.count * wordsPerParticle * MemoryLayout<UInt32>.stride,
        label: "rng_check output"))
    defer {
      program.destroy()
      input.destroy()
      output.destroy()
    }

    GL.withDebugGroup("rng_check") {
      program.use()
      program.setUniform("inputCount", UInt32(particles.count))
      program.setUniform("sampleParameters", sampleParameters)
      input.bind(to: .testInput)
      output.bind(to: .testOutput)
      GL.dispatchCompute(invocations: particles.count)
      GL.memoryBarrier(.bufferUpdate)
    }
    return output.read(UInt32.self)
  }
}
